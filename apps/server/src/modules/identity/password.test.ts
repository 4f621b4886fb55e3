import { afterEach, describe, expect, it } from 'vitest';
import { TEST_SCRYPT_COST } from '../../../test/scrypt-cost.js';
import { hashPassword, OWASP_SCRYPT_COST, setScryptCost, verifyPassword } from './password.js';

describe('password hashes', () => {
  afterEach(() => setScryptCost(TEST_SCRYPT_COST));

  it('are scrypt at the OWASP parameters (N=2^17, r=8, p=1) unless a test lowers them, salted afresh each time', async () => {
    setScryptCost(OWASP_SCRYPT_COST);
    const first = await hashPassword('Correct horse 1');
    const second = await hashPassword('Correct horse 1');
    expect(first).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Correct horse 1', first)).toBe(true);
    expect(await verifyPassword('Correct horse 2', first)).toBe(false);
  });

  it('are verified at the parameters the stored string names, whatever the current cost', async () => {
    const cheap = await hashPassword('Cafe\u0301 au lait');
    setScryptCost(OWASP_SCRYPT_COST);
    expect(await verifyPassword('Café au lait', cheap)).toBe(true);
    expect(await verifyPassword('Cafe au lait', cheap)).toBe(false);
    expect(await verifyPassword('Café au lait', '$scrypt$ln=17,r=8,p=1$not-base64!$x')).toBe(false);
  });
});
