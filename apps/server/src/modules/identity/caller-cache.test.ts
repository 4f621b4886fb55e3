import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, DEMO_PASSWORD, login } from '../../../test/identity-helpers.js';
import { waitUntil } from '../../../test/wait.js';
import { CALLERS_CHANGED_CHANNEL, type CallerCache, createCallerCache } from './caller-cache.js';
import { sessions, users } from './schema.js';
import { tokenHash } from './tokens.js';

/** Waits until the cache keeps rows: on PostgreSQL, once its LISTEN connection is up. */
async function hearing(cache: Pick<CallerCache<unknown>, 'isRemembering'>, what: string): Promise<void> {
  await waitUntil(() => cache.isRemembering(), what);
}

/** Issue 15: a session's row is read once for the requests of a moment, and no change outlives it. */
describe.each(DATABASE_KINDS)('remembered sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const userInfo = (token: string) => call(t.app, { method: 'GET', url: '/cms/api/User/GetUserInfo', token });
  const remembered = (token: string) => t.context.callers.get(tokenHash(token)) !== undefined;

  /** Signs in and calls until the session's row is remembered (on PostgreSQL, once the notices are heard). */
  async function signedIn(account: string, password?: string): Promise<string> {
    const { AccessToken } = await login(t.app, account, password);
    await hearing(t.context.callers, 'the notices heard');
    expect((await userInfo(AccessToken)).body.ErrorCode).toBe(0);
    expect(remembered(AccessToken)).toBe(true);
    return AccessToken;
  }

  it('serves the requests of a moment from the session read first: a row changed by hand shows once forgotten', async () => {
    const token = await signedIn('demo');
    // Revoked by hand, as no change of the app's is: the remembered row still speaks for the session...
    await t.database.db
      .update(sessions)
      .set({ revokedAt: t.clock() })
      .where(eq(sessions.tokenHash, tokenHash(token)));
    expect((await userInfo(token)).body.ErrorCode).toBe(0);
    // ...until it is forgotten (after CALLER_CACHE_MS, or by any change made through the app).
    await t.context.callers.forgetAll();
    const refused = await userInfo(token);
    expect(refused.status).toBe(401);
    expect(remembered(token)).toBe(false);
  });

  it('refuses a signed-out session, and the sessions a password change ends, at the next request', async () => {
    const kept = await signedIn('agent');
    const other = await signedIn('agent');
    const out = await signedIn('agent');
    expect((await call(t.app, { method: 'POST', url: '/cms/api/User/Logout', payload: {}, token: out })).status).toBe(
      200,
    );
    expect((await userInfo(out)).status).toBe(401);
    expect((await userInfo(other)).body.ErrorCode).toBe(0);

    const changePassword = (OldPassword: string, NewPassword: string) =>
      call(t.app, {
        method: 'POST',
        url: '/cms/api/User/ChangePassword',
        payload: { OldPassword, NewPassword },
        token: kept,
      });
    expect((await changePassword(DEMO_PASSWORD, 'quay cranes before sunrise')).body.ErrorCode).toBe(0);
    expect((await userInfo(other)).status).toBe(401);
    expect((await userInfo(kept)).body.ErrorCode).toBe(0);
  });

  it("applies a sub-account's new grants and its disabling at its next request", async () => {
    const admin = await signedIn('demo');
    const account = `cache.${kind}`;
    const password = 'Cache-Test-2026!';
    const created = await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientUser/Create',
      token: admin,
      payload: { AccountName: account, Password: password, MenuCodes: [] },
    });
    expect(created.body.ErrorCode).toBe(0);
    const [subAccount] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.accountName, account));
    const UserId = subAccount?.id ?? '';
    const token = await signedIn(account, password);
    const shipments = () =>
      call(t.app, {
        method: 'POST',
        url: '/client/api/Shipment/GetPageList',
        payload: { PageIndex: 1, PageSize: 1 },
        token,
      });
    expect((await shipments()).status).toBe(403);

    const granted = await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientUser/GrantMenus',
      token: admin,
      payload: { UserId, MenuCodes: ['CargoStatus:AllShipment'] },
    });
    expect(granted.body.ErrorCode).toBe(0);
    expect((await shipments()).body.ErrorCode).toBe(0);

    const disabled = await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientUser/SetEnabled',
      token: admin,
      payload: { UserId, Enabled: false },
    });
    expect(disabled.body.ErrorCode).toBe(0);
    expect((await shipments()).status).toBe(401);
  });

  it('keeps no row read while a change was made, none past its time, and none when turned off', async () => {
    const inProcess = { ...t.database, connectDedicated: undefined };
    const cache = createCallerCache<object>(inProcess, 60_000, t.context.log);
    const before = cache.generation();
    await cache.forgetAll();
    cache.remember('read during a change', {}, before);
    expect(cache.get('read during a change')).toBeUndefined();
    cache.remember('read after it', {}, cache.generation());
    expect(cache.get('read after it')).toBeDefined();

    const brief = createCallerCache<object>(inProcess, 1, t.context.log);
    brief.remember('brief', {}, brief.generation());
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(brief.get('brief')).toBeUndefined();

    const off = createCallerCache<object>(inProcess, 0, t.context.log);
    expect(off.isRemembering()).toBe(false);
    off.remember('off', {}, off.generation());
    expect(off.get('off')).toBeUndefined();
    await Promise.all([cache.close(), brief.close(), off.close()]);
  });

  it('completes a change when the other instances cannot be told, forgetting the rows here', async () => {
    const unreachable = () => Promise.reject(new Error('the database is unreachable'));
    // Only what the cache calls: the notice's statement and the listening connection, both failing.
    const database = { ...t.database, connectDedicated: unreachable, db: { execute: unreachable } };
    const cache = createCallerCache<object>(database as unknown as typeof t.database, 60_000, t.context.log);
    try {
      const read = cache.generation();
      await expect(cache.forgetAll()).resolves.toBeUndefined();
      cache.remember('read before the change', {}, read);
      expect(cache.get('read before the change')).toBeUndefined();
      expect(cache.isRemembering()).toBe(false);
    } finally {
      await cache.close();
    }
  });

  it.runIf(kind === 'postgres')(
    "forgets on another instance's notice, and remembers nothing while it cannot hear them",
    async () => {
      const here = createCallerCache<object>(t.database, 60_000, t.context.log);
      const elsewhere = createCallerCache<object>(t.database, 60_000, t.context.log);
      try {
        await hearing(here, 'this instance listening');
        await hearing(elsewhere, 'the other instance listening');
        here.remember('session', {}, here.generation());
        await elsewhere.forgetAll();
        await waitUntil(() => here.get('session') === undefined, 'the notice heard');

        // The listening connection is cut: what was remembered goes, and nothing is kept until it is back.
        here.remember('session', {}, here.generation());
        await t.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query = ${`LISTEN ${CALLERS_CHANGED_CHANNEL}`}`,
        );
        await waitUntil(() => here.get('session') === undefined, 'the loss noticed');
        expect(here.isRemembering()).toBe(false);
        here.remember('session', {}, here.generation());
        expect(here.get('session')).toBeUndefined();
        await hearing(here, 'this instance listening again');
        await hearing(elsewhere, 'the other instance listening again');
        here.remember('session', {}, here.generation());
        await elsewhere.forgetAll();
        await waitUntil(() => here.get('session') === undefined, 'a notice heard after the loss');
      } finally {
        await Promise.all([here.close(), elsewhere.close()]);
      }
    },
  );
});
