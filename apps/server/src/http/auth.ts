import type { FastifyInstance, FastifyRequest } from 'fastify';
import accessTable from './access-table.json' with { type: 'json' };
import type { Caller, IntegrationKey } from './caller.js';
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
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** The machine-readable access table: "METHOD /path" -> who may call it. */
export const ROUTE_ACCESS = accessTable.routes as Record<string, AccessLevel>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** The API key of an integration call. */
    integrationKey: IntegrationKey | null;
  }
}

const isClient = (caller: Caller) => caller.role === 'client_admin' || caller.role === 'client_user';
const isStaff = (caller: Caller) => caller.role === 'staff' || caller.role === 'staff_admin';

const ALLOWED: Record<Exclude<AccessLevel, 'public' | 'integration'>, (caller: Caller) => boolean> = {
  user: () => true,
  client: isClient,
  clientAdmin: (caller) => caller.role === 'client_admin',
  staff: isStaff,
  staffAdmin: (caller) => caller.role === 'staff_admin',
};

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
  /** The caller a session token speaks for, or null when the session is not live or the user is disabled. */
  resolveCaller(token: string): Promise<Caller | null>;
  /** The live API key a request presents, or null. */
  resolveApiKey(key: string): Promise<IntegrationKey | null>;
  /** Records a write by staff acting as a client user (ASVS 16.2.1). */
  recordActingWrite(caller: Caller, action: string): Promise<void>;
}

/**
 * Authentication and function-level authorisation for every route, from ROUTE_ACCESS. A route
 * missing from the table stops the server at start, so none can be exposed by accident.
 */
export function registerAuth(app: FastifyInstance, lookups: AuthLookups): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('integrationKey', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!ROUTE_ACCESS[routeKey(method, route.url)]) {
        throw new Error(`Route ${method} ${route.url} is missing from http/access-table.json`);
      }
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url) return; // no route: the not-found handler answers
    const level = ROUTE_ACCESS[routeKey(request.method, url)] ?? 'user';
    if (level === 'public') return;
    if (level === 'integration') {
      const key = apiKeyOf(request);
      const integrationKey = key ? await lookups.resolveApiKey(key) : null;
      if (!integrationKey) throw new AppError('Unauthorized');
      request.integrationKey = integrationKey;
      return;
    }
    const token = bearerToken(request);
    const caller = token ? await lookups.resolveCaller(token) : null;
    if (!caller) throw new AppError('Unauthorized');
    if (!ALLOWED[level](caller)) throw new AppError('Forbidden');
    request.caller = caller;
  });

  // Every write by staff acting as a client is recorded before it runs (ASVS 16.2.1).
  app.addHook('preHandler', async (request) => {
    const caller = request.caller;
    if (!caller?.actingStaffUserId || request.method === 'GET' || request.method === 'HEAD') return;
    await lookups.recordActingWrite(caller, routeKey(request.method, request.routeOptions.url ?? request.url));
  });
}
