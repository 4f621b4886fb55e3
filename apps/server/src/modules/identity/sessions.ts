import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import { grantColumns, grantedMenuCodes } from '../permissions/service.js';
import { companies, sessions, users } from './schema.js';
import { newToken, tokenHash } from './tokens.js';

/** Staff acting as a client get a shorter session (ASVS: impersonation has a shorter lifetime). */
const ACTING_SESSION_HOURS = 2;
/**
 * last_seen_at is written at most this often, so reads do not each cost a write; at most half the
 * idle timeout, so a user who keeps working is never taken for idle (issue 17, L6).
 */
const MAX_TOUCH_INTERVAL_MS = 60_000;

export interface NewSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export async function createSession(
  ctx: AppContext,
  input: { userId: string; actingStaffUserId?: string | null; ip: string; userAgent?: string | undefined },
): Promise<NewSession> {
  const now = ctx.clock();
  const hours = input.actingStaffUserId ? ACTING_SESSION_HOURS : ctx.config.SESSION_ABSOLUTE_HOURS;
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  const token = newToken();
  const [row] = await ctx.db
    .insert(sessions)
    .values({
      tokenHash: tokenHash(token),
      userId: input.userId,
      actingStaffUserId: input.actingStaffUserId ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return { token, sessionId: row.id, expiresAt };
}

function prepareCallerStatement(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      actingStaffUserId: sessions.actingStaffUserId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      accountName: users.accountName,
      role: users.role,
      companyId: users.companyId,
      enabled: users.enabled,
      isPrivateCustomer: companies.isPrivateCustomer,
      ...grantColumns(users.id, users.companyId),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .prepare('resolve_caller');
}

/** Every request that finds no remembered row runs it: a named statement, parsed and planned once per connection. */
const callerStatements = new WeakMap<Db, ReturnType<typeof prepareCallerStatement>>();
function callerStatement(db: Db) {
  let statement = callerStatements.get(db);
  if (!statement) {
    statement = prepareCallerStatement(db);
    callerStatements.set(db, statement);
  }
  return statement;
}

/**
 * Who a session token speaks for, with the grants of that user (staff acting as a client get the
 * client user's), or null when the session is unknown, revoked, idle for longer than
 * SESSION_IDLE_MINUTES, past its absolute end, or its user is disabled. The session, its user,
 * the company's flag and both grant lists are one statement, whose row is remembered for a moment
 * (caller-cache.ts); last_seen_at is written at most once per touch interval.
 */
export async function resolveCaller(
  ctx: AppContext,
  token: string,
  isPrivateDeployment: boolean,
): Promise<Caller | null> {
  const now = ctx.clock();
  const hash = tokenHash(token);
  let row = ctx.callers.get(hash);
  if (!row) {
    const generation = ctx.callers.generation();
    [row] = await callerStatement(ctx.db).execute({ tokenHash: hash });
    if (row) ctx.callers.remember(hash, row, generation);
  }
  if (!row?.enabled) return null;
  const idleLimit = row.lastSeenAt.getTime() + ctx.config.SESSION_IDLE_MINUTES * 60_000;
  if (now.getTime() >= row.expiresAt.getTime() || now.getTime() >= idleLimit) return null;
  const touchInterval = Math.min(MAX_TOUCH_INTERVAL_MS, (ctx.config.SESSION_IDLE_MINUTES * 60_000) / 2);
  if (now.getTime() - row.lastSeenAt.getTime() >= touchInterval) {
    await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    // The remembered row too, or each request until it is forgotten would write again.
    row.lastSeenAt = now;
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    accountName: row.accountName,
    role: row.role,
    companyId: row.companyId,
    actingStaffUserId: row.actingStaffUserId,
    menuCodes: grantedMenuCodes({ ...row, isPrivateCustomer: row.isPrivateCustomer ?? false }, isPrivateDeployment),
  };
}

export async function revokeSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await ctx.callers.forgetAll();
}

/** Ends every session of a user, but the one given (password change keeps the current one). */
export async function revokeUserSessions(ctx: AppContext, userId: string, exceptSessionId?: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
  await ctx.callers.forgetAll();
}
