import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
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

interface ActiveSession {
  id: string;
  userId: string;
  actingStaffUserId: string | null;
}

/**
 * The session a token opens, or null when it is unknown, revoked, idle for longer than
 * SESSION_IDLE_MINUTES or past its absolute end.
 */
async function resolveSession(ctx: AppContext, token: string): Promise<ActiveSession | null> {
  const now = ctx.clock();
  const [session] = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash(token)), isNull(sessions.revokedAt)));
  if (!session) return null;
  const idleLimit = session.lastSeenAt.getTime() + ctx.config.SESSION_IDLE_MINUTES * 60_000;
  if (now.getTime() >= session.expiresAt.getTime() || now.getTime() >= idleLimit) return null;
  const touchInterval = Math.min(MAX_TOUCH_INTERVAL_MS, (ctx.config.SESSION_IDLE_MINUTES * 60_000) / 2);
  if (now.getTime() - session.lastSeenAt.getTime() >= touchInterval) {
    await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  return { id: session.id, userId: session.userId, actingStaffUserId: session.actingStaffUserId };
}

/**
 * Who a session token speaks for, with the grants of that user (staff acting as a client get the
 * client user's), or null when the session is not live or its user is disabled. The user, its
 * company's flag and both grant lists are one statement.
 */
export async function resolveCaller(
  ctx: AppContext,
  token: string,
  isPrivateDeployment: boolean,
): Promise<Caller | null> {
  const session = await resolveSession(ctx, token);
  if (!session) return null;
  const [user] = await ctx.db
    .select({
      accountName: users.accountName,
      role: users.role,
      companyId: users.companyId,
      enabled: users.enabled,
      isPrivateCustomer: companies.isPrivateCustomer,
      ...grantColumns(users.id, users.companyId),
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, session.userId));
  if (!user?.enabled) return null;
  return {
    sessionId: session.id,
    userId: session.userId,
    accountName: user.accountName,
    role: user.role,
    companyId: user.companyId,
    actingStaffUserId: session.actingStaffUserId,
    menuCodes: grantedMenuCodes({ ...user, isPrivateCustomer: user.isPrivateCustomer ?? false }, isPrivateDeployment),
  };
}

export async function revokeSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
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
}
