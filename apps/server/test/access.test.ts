import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ERRORS, PORTAL_PAGES } from '@portside/contracts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMenus, users } from '../src/db/schema.js';
import { type AccessLevel, type AuthLookups, checkRouteAccess, ROUTE_ACCESS, registerAuth } from '../src/http/auth.js';
import { CLIENT_MENU_CODES, withHiddenPages } from '../src/modules/permissions/service.js';
import { createTestApp, type TestApp } from './harness.js';
import { call, login } from './identity-helpers.js';
import { issueApiKey } from './shipment-fixtures.js';

type CallerKind =
  | 'anonymous'
  | 'clientUser'
  | 'clientAdmin'
  | 'staff'
  | 'staffAdmin'
  | 'staffActingAsClientAdmin'
  | 'integrationKey'
  | 'clientApiKey';

const ALLOWED: Record<AccessLevel, readonly CallerKind[]> = {
  public: [
    'anonymous',
    'clientUser',
    'clientAdmin',
    'staff',
    'staffAdmin',
    'staffActingAsClientAdmin',
    'integrationKey',
    'clientApiKey',
  ],
  user: ['clientUser', 'clientAdmin', 'staff', 'staffAdmin', 'staffActingAsClientAdmin'],
  client: ['clientUser', 'clientAdmin', 'staffActingAsClientAdmin'],
  clientAdmin: ['clientAdmin', 'staffActingAsClientAdmin'],
  staff: ['staff', 'staffAdmin'],
  staffAdmin: ['staffAdmin'],
  integration: ['integrationKey'],
  clientApi: ['clientApiKey'],
};

const routes = Object.entries(ROUTE_ACCESS).map(([key, { level, menuCodes }]) => {
  const [method = '', path = ''] = key.split(' ');
  return { key, method, path, level, menuCodes };
});
type Route = (typeof routes)[number];
const clientRoutes = routes.filter((route) => route.level === 'client');

/** Calls a route with an empty body; the answer's status and ErrorCode (0 for a file or a page). */
async function callRoute(t: TestApp, route: Route, token: string | undefined) {
  // As a stream, so a route that answers a live event stream answers too.
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: route.path.replace('*', 'index.html'),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.method === 'POST' ? { payload: {} } : {}),
    payloadAsStream: true,
  });
  const contentType = res.headers['content-type']?.toString() ?? '';
  if (contentType.startsWith('text/event-stream')) res.raw.res.destroy();
  const answer = contentType.includes('json') ? JSON.parse(await text(res.stream())) : null;
  // The DCSA routes (/v2) answer DCSA's shapes: an array or object, or an error naming the catalogue entry.
  const dcsaError = answer?.errors?.[0]?.reason as keyof typeof ERRORS | undefined;
  const errorCode: number =
    answer === null || Array.isArray(answer) ? 0 : (answer.ErrorCode ?? (dcsaError ? ERRORS[dcsaError].ErrorCode : 0));
  return { statusCode: res.statusCode, errorCode };
}

/**
 * Routes with a button check of their own besides the table's menu codes: the button is granted
 * with each code, so the table alone decides here (the button is tested in the route's module).
 */
const SECOND_CHECK: Record<string, readonly string[]> = {
  'POST /client/api/Order/ExportExcel': ['CargoStatus:Export'],
};

describe('the access table', () => {
  let t: TestApp;
  let publicDir: string;
  beforeAll(async () => {
    // With a built web app, as in production, so its static route is registered too, and with the
    // OpenAPI document served, so its routes are as well.
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-public-'));
    fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>x</title>');
    t = await createTestApp('pglite', { publicDir, env: { API_DOCS_PUBLIC: 'true' } });
    // The matrix checks the access table (who may call a route at all). Menu and button grants are a
    // second check (CargoStatus:Export on ExportExcel), tested where they apply; so here the
    // sub-account holds every grant and is refused by the table alone.
    const [viewer] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.accountName, 'demo.viewer'));
    await t.database.db
      .insert(userMenus)
      .values(CLIENT_MENU_CODES.map((menuCode) => ({ userId: viewer?.id ?? '', menuCode })))
      .onConflictDoNothing();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it('lists only routes that exist', () => {
    for (const route of routes) {
      expect(t.app.hasRoute({ method: route.method as 'GET', url: route.path }), route.key).toBe(true);
    }
  });

  it('stops the server when a route is missing from it', async () => {
    const app = Fastify();
    registerAuth(app, {} as AuthLookups);
    expect(() => app.get('/cms/api/Secret/Unlisted', async () => 'x')).toThrow(/missing from http\/access-table\.json/);
    await app.close();
  });

  it('stops the server when a client route names no menu code', () => {
    const table = { 'POST /client/api/Secret/Read': { level: 'client' as const, menuCodes: [] } };
    expect(() => checkRouteAccess(table, 'POST /client/api/Secret/Read')).toThrow(/names no menu code/);
  });

  it('names codes of the client menu tree on every client route', () => {
    expect(clientRoutes.length).toBeGreaterThan(0);
    for (const route of clientRoutes) {
      expect(route.menuCodes.length, route.key).toBeGreaterThan(0);
      for (const code of route.menuCodes) expect(CLIENT_MENU_CODES, route.key).toContain(code);
    }
  });

  it('refuses a client route to a sub-account lacking its menu code, and grants it with any one of them', async () => {
    const admin = await login(t.app, 'demo');
    const created = await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientUser/Create',
      token: admin.AccessToken,
      payload: { AccountName: 'access.grants', Password: 'Grants-Test-2026!', MenuCodes: [] },
    });
    expect(created.body.ErrorCode).toBe(0);
    const [subAccount] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.accountName, 'access.grants'));
    const userId = subAccount?.id ?? '';
    // Grants written by hand, as the app does not: the remembered sessions are forgotten as the app's own grant does.
    const grant = async (codes: readonly string[]) => {
      await t.database.db.delete(userMenus).where(eq(userMenus.userId, userId));
      if (codes.length > 0)
        await t.database.db.insert(userMenus).values(codes.map((menuCode) => ({ userId, menuCode })));
      await t.context.callers.forgetAll();
    };
    const { AccessToken: token } = await login(t.app, 'access.grants', 'Grants-Test-2026!');
    for (const route of clientRoutes) {
      // Everything else of the tree, but no code that is or brings (as the parent of a hidden page) one of the route's.
      await grant(
        CLIENT_MENU_CODES.filter((code) => !route.menuCodes.some((needed) => withHiddenPages([code]).has(needed))),
      );
      const refused = await callRoute(t, route, token);
      expect(refused, `without ${route.key}`).toEqual({ statusCode: 403, errorCode: ERRORS.Forbidden.ErrorCode });
      for (const code of route.menuCodes) {
        await grant([code, ...(SECOND_CHECK[route.key] ?? [])]);
        const granted = await callRoute(t, route, token);
        expect(granted.errorCode, `${code} on ${route.key}`).not.toBe(ERRORS.Forbidden.ErrorCode);
        expect(granted.statusCode, `${code} on ${route.key}`).not.toBe(403);
      }
    }
  });

  it("gives staff acting as a sub-account that sub-account's grants", async () => {
    const admin = await login(t.app, 'demo');
    const created = await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientUser/Create',
      token: admin.AccessToken,
      payload: {
        AccountName: 'access.acting',
        Password: 'Acting-Test-2026!',
        MenuCodes: [PORTAL_PAGES.dashboard.menuCode],
      },
    });
    const staff = await login(t.app, 'ops');
    const ticket = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Staff/CreateCallbackTicket',
      token: staff.AccessToken,
      payload: { UserId: created.body.Body.UserId },
    });
    const acting = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/LoginByCallbackTicket',
      payload: { Ticket: new URL(ticket.body.Body.Url, 'http://x').searchParams.get('ticket') },
    });
    const token = acting.body.Body.AccessToken as string;
    const route = (key: string) => routes.find((candidate) => candidate.key === key) as Route;
    expect((await callRoute(t, route('POST /client/api/Shipment/GetDashboard'), token)).errorCode).toBe(0);
    expect(await callRoute(t, route('GET /cms/api/ClientPush/GetPushConfig'), token)).toEqual({
      statusCode: 403,
      errorCode: ERRORS.Forbidden.ErrorCode,
    });
  });

  // Every route times eight kinds of caller: well over the default 30 s on a loaded machine.
  it('is enforced on every route for every kind of caller', { timeout: 180_000 }, async () => {
    const tokens: Record<Exclude<CallerKind, 'anonymous'>, () => Promise<string>> = {
      clientUser: async () => (await login(t.app, 'demo.viewer')).AccessToken,
      clientAdmin: async () => (await login(t.app, 'demo')).AccessToken,
      staff: async () => (await login(t.app, 'sales')).AccessToken,
      staffAdmin: async () => (await login(t.app, 'ops')).AccessToken,
      staffActingAsClientAdmin: async () => {
        const staff = await login(t.app, 'ops');
        const admin = await login(t.app, 'demo');
        const ticket = await call(t.app, {
          method: 'POST',
          url: '/cms/api/Staff/CreateCallbackTicket',
          token: staff.AccessToken,
          payload: { UserId: admin.UserInfo.UserId },
        });
        const ticketValue = new URL(ticket.body.Body.Url, 'http://x').searchParams.get('ticket');
        const acting = await call(t.app, {
          method: 'POST',
          url: '/cms/api/User/LoginByCallbackTicket',
          payload: { Ticket: ticketValue },
        });
        return acting.body.Body.AccessToken as string;
      },
      integrationKey: async () => {
        return issueApiKey(t.app, 'access matrix');
      },
      clientApiKey: async () => {
        const admin = await login(t.app, 'demo');
        const created = await call(t.app, {
          method: 'POST',
          url: '/cms/api/ClientApiKey/Create',
          token: admin.AccessToken,
          payload: { Name: 'access matrix' },
        });
        return created.body.Body.Key as string;
      },
    };
    const sessions = new Map<CallerKind, string>();
    for (const [kind, open] of Object.entries(tokens) as [Exclude<CallerKind, 'anonymous'>, () => Promise<string>][]) {
      sessions.set(kind, await open());
    }
    const kinds: CallerKind[] = ['anonymous', ...sessions.keys()];
    for (const route of routes) {
      for (const kind of kinds) {
        // Logging out ends the session under test, so that call gets a session of its own.
        const token =
          kind === 'anonymous'
            ? undefined
            : route.key === 'POST /cms/api/User/Logout'
              ? await tokens[kind]()
              : sessions.get(kind);
        const { errorCode, statusCode } = await callRoute(t, route, token);
        const allowed = ALLOWED[route.level].includes(kind);
        const label = `${kind} ${route.key}`;
        if (allowed) {
          expect(errorCode, label).not.toBe(ERRORS.Unauthorized.ErrorCode);
          expect(errorCode, label).not.toBe(ERRORS.Forbidden.ErrorCode);
        } else if (
          kind === 'anonymous' ||
          kind === 'integrationKey' ||
          kind === 'clientApiKey' ||
          route.level === 'integration' ||
          route.level === 'clientApi'
        ) {
          // A session is no API key and an API key no session: either is unauthenticated where it does not belong.
          expect(errorCode, label).toBe(ERRORS.Unauthorized.ErrorCode);
          expect(statusCode, label).toBe(401);
        } else {
          expect(errorCode, label).toBe(ERRORS.Forbidden.ErrorCode);
          expect(statusCode, label).toBe(403);
        }
      }
    }
  });
});
