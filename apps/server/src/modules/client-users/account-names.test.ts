import { ERRORS } from '@portside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';

/**
 * Issue 17, L7: account names are global, so a client admin's Create answers Conflict for a name
 * held by another company or by staff. The names one company may try are limited, so those answers
 * cannot list other accounts, and the limit answers a free name like a taken one.
 */
describe.each(DATABASE_KINDS)('account names tried by a client admin on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('are limited to 20 an hour, taken or free', async () => {
    let admin = await login(t.app, 'demo');
    const create = (AccountName: string) =>
      call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientUser/Create',
        token: admin.AccessToken,
        payload: { AccountName, Password: 'warehouse seven north', MenuCodes: [] },
      });
    const heldElsewhere = ['ops', 'sales', 'agent'];
    for (let i = 0; i < 20; i++) {
      const taken = await create(heldElsewhere[i % heldElsewhere.length] ?? 'ops');
      expect(taken.body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);
    }
    for (const name of ['agent', 'demo.brand-new-clerk']) {
      const limited = await create(name);
      expect(limited.status, name).toBe(429);
      expect(limited.body.ErrorCode, name).toBe(ERRORS.RateLimited.ErrorCode);
      expect(Number(limited.headers['retry-after']), name).toBeGreaterThan(0);
    }
    t.clock.advance(60 * 60_000 + 1000);
    admin = await login(t.app, 'demo');
    expect((await create('demo.brand-new-clerk')).body.ErrorCode).toBe(0);
  });
});
