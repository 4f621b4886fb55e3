import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';

/** Issue 17, L6: with the shortest idle timeout the configuration allows, activity still keeps a session. */
describe.each(DATABASE_KINDS)('a one-minute idle timeout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SESSION_IDLE_MINUTES: '1' } });
  });
  afterAll(() => t.close());

  const userInfo = (token: string) => call(t.app, { method: 'GET', url: '/cms/api/User/GetUserInfo', token });

  it('keeps a user who calls every 20 seconds signed in, and ends the session after a minute idle', async () => {
    const { AccessToken } = await login(t.app, 'demo');
    for (let second = 20; second <= 180; second += 20) {
      t.clock.advance(20_000);
      expect((await userInfo(AccessToken)).body.ErrorCode, `after ${second} s`).toBe(0);
    }
    t.clock.advance(60_000);
    expect((await userInfo(AccessToken)).body.ErrorCode).toBe(3);
  });
});
