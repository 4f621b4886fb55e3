import type { FastifyInstance, FastifyRequest } from 'fastify';
import accessTable from './access-table.json' with { type: 'json' };
import type { Caller, ClientApiCaller, IntegrationKey } from './caller.js';
import { AppError } from './envelope.js';

export const ACCESS_LEVELS = [
  'public',
  'user',
  'client',
  'clientAdmin',
  'staff',
  'staffAdmin',
  // The forwarder's own systems: an API key (integration module), never a session.
  'integration',
  // A client company's own systems: a client API key of that company, with its menu grants (client-api module).
  'clientApi',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Who may call a route, and for a client route the menu or button codes any one of which grants it. */
export interface RouteAccess {
  level: AccessLevel;
  menuCodes: readonly string[];
}

/** A row of access-table.json: a level, or a client level with the code(s) of the pages it serves. */
type AccessTableEntry = AccessLevel | { level: AccessLevel; menu: string | readonly string[] };

function routeAccess(entry: AccessTableEntry): RouteAccess {
  if (typeof entry === 'string') return { level: entry, menuCodes: [] };
  return { level: entry.level, menuCodes: typeof entry.menu === 'string' ? [entry.menu] : entry.menu };
}

/** The machine-readable access table: "METHOD /path" -> who may call it. */
export const ROUTE_ACCESS: Record<string, RouteAccess> = Object.fromEntries(
  Object.entries(accessTable.routes as Record<string, AccessTableEntry>).map(([key, entry]) => [
    key,
    routeAccess(entry),
  ]),
);

/** Levels whose routes each serve a page of the client's menu, so they name its code (issue 17, M3). */
const MENU_GRANTED_LEVELS: ReadonlySet<AccessLevel> = new Set(['client', 'clientApi']);

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** The API key of an integration call. */
    integrationKey: IntegrationKey | null;
    /** The client API key of a call of a company's own systems (/v2). */
    clientApiKey: ClientApiCaller | null;
  }
}

const isClient = (caller: Caller) => caller.role === 'client_admin' || caller.role === 'client_user';
const isStaff = (caller: Caller) => caller.role === 'staff' || caller.role === 'staff_admin';

const ALLOWED: Record<Exclude<AccessLevel, 'public' | 'integration' | 'clientApi'>, (caller: Caller) => boolean> = {
  user: () => true,
  client: isClient,
  clientAdmin: (caller) => caller.role === 'client_admin',
  staff: isStaff,
  staffAdmin: (caller) => caller.role === 'staff_admin',
};

/** Refuses a route the table does not list, or a client route naming no menu code (run at start). */
export function checkRouteAccess(table: Record<string, RouteAccess>, key: string): void {
  const access = table[key];
  if (!access) throw new Error(`Route ${key} is missing from http/access-table.json`);
  if (MENU_GRANTED_LEVELS.has(access.level) && access.menuCodes.length === 0) {
    throw new Error(`Route ${key} names no menu code in http/access-table.json`);
  }
}

export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** An integration call's key: X-Api-Key, or the Bearer token. */
function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  const key = Array.isArray(header) ? header[0] : header;
  return key || bearerToken(request);
}

/** The caller, required: for handlers of routes that are not public. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('Unauthorized');
  return request.caller;
}

/** What the hooks look up; the modules that own sessions, users and API keys provide them (app.ts). */
export interface AuthLookups {
  /**
   * The caller a session token speaks for, with its menu and button grants as the request's host
   * sees them, or null when the session is not live or the user is disabled.
   */
  resolveCaller(token: string, request: FastifyRequest): Promise<Caller | null>;
  /** The live API key a request presents, or null. */
  resolveApiKey(key: string): Promise<IntegrationKey | null>;
  /** Records a write by staff acting as a client user (ASVS 16.2.1). */
  recordActingWrite(caller: Caller, action: string): Promise<void>;
  /** The live client API key a request presents, with its company's menu grants, or null. */
  resolveClientApiKey(key: string): Promise<ClientApiCaller | null>;
  /** Records a call made with a client API key (every call, with its answer's status). */
  recordClientApiCall(key: ClientApiCaller, action: string): Promise<void>;
}

/**
 * Authentication and function-level authorisation for every route, from ROUTE_ACCESS: the level,
 * and for a client route the caller's menu grants. A route missing from the table, or a client route
 * naming no menu code, stops the server at start, so none can be exposed by accident.
 */
export function registerAuth(app: FastifyInstance, lookups: AuthLookups): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('integrationKey', null);
  app.decorateRequest('clientApiKey', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      checkRouteAccess(ROUTE_ACCESS, routeKey(method, route.url));
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url) return; // no route: the not-found handler answers
    const { level, menuCodes } = ROUTE_ACCESS[routeKey(request.method, url)] ?? { level: 'user', menuCodes: [] };
    if (level === 'public') return;
    if (level === 'integration') {
      const key = apiKeyOf(request);
      const integrationKey = key ? await lookups.resolveApiKey(key) : null;
      if (!integrationKey) throw new AppError('Unauthorized');
      request.integrationKey = integrationKey;
      return;
    }
    if (level === 'clientApi') {
      const key = apiKeyOf(request);
      const clientApiKey = key ? await lookups.resolveClientApiKey(key) : null;
      if (!clientApiKey) throw new AppError('Unauthorized');
      request.clientApiKey = clientApiKey;
      // A key reads only what its company's menus allow.
      if (!menuCodes.some((code) => clientApiKey.menuCodes.has(code))) throw new AppError('Forbidden');
      return;
    }
    const token = bearerToken(request);
    const caller = token ? await lookups.resolveCaller(token, request) : null;
    if (!caller) throw new AppError('Unauthorized');
    if (!ALLOWED[level](caller)) throw new AppError('Forbidden');
    // Menu grants are enforced on the server, not only in the menu (spec §6).
    if (menuCodes.length > 0 && !menuCodes.some((code) => caller.menuCodes.has(code))) throw new AppError('Forbidden');
    request.caller = caller;
  });

  // Every call made with a client API key is in the audit log, with its answer's status.
  // Written before the answer leaves, so a client that reads the log next finds its call there.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.clientApiKey;
    if (!key) return payload;
    const route = routeKey(request.method, request.routeOptions.url ?? request.url);
    try {
      await lookups.recordClientApiCall(key, `${route} ${reply.statusCode}`);
    } catch (error) {
      request.log.error({ err: error }, 'client API call not audited');
    }
    return payload;
  });

  // Every write by staff acting as a client is recorded before it runs (ASVS 16.2.1).
  app.addHook('preHandler', async (request) => {
    const caller = request.caller;
    if (!caller?.actingStaffUserId || request.method === 'GET' || request.method === 'HEAD') return;
    await lookups.recordActingWrite(caller, routeKey(request.method, request.routeOptions.url ?? request.url));
  });
}
