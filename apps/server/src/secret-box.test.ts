import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSecretBox, dataDirSecretKey, UnopenableSecretError } from './secret-box.js';

describe('the secret box', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);

  it('opens what it sealed, for the same row only, and the sealed text shows nothing of it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, unit: 'grapheme' }), fc.string(), (clear, context) => {
        const sealed = box.seal(clear, context);
        expect(sealed.startsWith(box.currentPrefix)).toBe(true);
        const bytes = Buffer.from(sealed.slice(box.currentPrefix.length), 'base64url');
        expect(bytes.includes(Buffer.from(clear, 'utf8'))).toBe(false);
        expect(box.open(sealed, context)).toBe(clear);
        expect(() => box.open(sealed, `${context}x`)).toThrow(UnopenableSecretError);
      }),
    );
    // A fresh nonce each time: the same secret never seals to the same text.
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user_totp:1')).not.toBe(box.seal('JBSWY3DPEHPK3PXP', 'user_totp:1'));
  });

  it('refuses a sealed value that was altered or cut short', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user_totp:1');
    const body = Buffer.from(sealed.slice(box.currentPrefix.length), 'base64url');
    for (let i = 0; i < body.length; i += 7) {
      const altered = Buffer.from(body);
      altered[i] = (altered[i] ?? 0) ^ 1;
      expect(() => box.open(`${box.currentPrefix}${altered.toString('base64url')}`, 'user_totp:1')).toThrow(
        UnopenableSecretError,
      );
    }
    expect(() => box.open(`${box.currentPrefix}AAAA`, 'user_totp:1')).toThrow(/cut short/);
  });

  it('opens values of a previous key, seals with the current one, and names a key it does not have', () => {
    const next = createSecretBox(randomBytes(32), [key]);
    const old = box.seal('secret', 'row');
    expect(old.startsWith(next.currentPrefix)).toBe(false);
    expect(next.open(old, 'row')).toBe('secret');
    expect(next.seal('secret', 'row').startsWith(next.currentPrefix)).toBe(true);
    expect(() => createSecretBox(randomBytes(32)).open(old, 'row')).toThrow(
      /sealed with key [0-9a-f]{8}, which is neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS/,
    );
  });

  it('answers a value stored before sealing as it is', () => {
    expect(box.open('JBSWY3DPEHPK3PXP', 'user_totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect('JBSWY3DPEHPK3PXP'.startsWith(box.currentPrefix)).toBe(false);
  });

  it("keeps the embedded database's key in the data folder, readable by its owner only", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-key-'));
    try {
      const first = dataDirSecretKey(path.join(dataDir, 'data'));
      expect(first).toHaveLength(32);
      expect(dataDirSecretKey(path.join(dataDir, 'data'))).toEqual(first);
      expect(fs.statSync(path.join(dataDir, 'data', 'secrets.key')).mode & 0o777).toBe(0o600);
      fs.writeFileSync(path.join(dataDir, 'data', 'secrets.key'), 'c2hvcnQ=\n');
      expect(() => dataDirSecretKey(path.join(dataDir, 'data'))).toThrow(/32-byte Base64 key/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
