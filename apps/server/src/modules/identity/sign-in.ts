import type { Locale, LoginAnswer } from '@portside/contracts';
import type { AppContext } from '../../context.js';
import { assertAdmitted, reserveAccountAttempt } from './attempt-counters.js';
import { createSession } from './sessions.js';
import { type UserRow, userInfo } from './users-repo.js';

/**
 * Per-account lockout: LOCKOUT_FAILURES failed sign-ins (password, SMS or authenticator code) in a
 * row lock the account until LOCKOUT_SECONDS after the latest one. Counted for unknown account
 * names too, so a lock reveals nothing.
 */
const LOCKOUT_FAILURES = 10;
const LOCKOUT_SECONDS = 15 * 60;

export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
  locale: Locale;
}

/** Counts the attempt as a failure of the account before it is evaluated; a success forgives it. */
export async function admitAccountAttempt(ctx: AppContext, accountKey: string, now: Date): Promise<void> {
  const reservation = await reserveAccountAttempt(ctx.db, {
    accountKey,
    limit: LOCKOUT_FAILURES,
    lockSeconds: LOCKOUT_SECONDS,
    now,
  });
  assertAdmitted(reservation, 'AccountLocked');
}

/** Opens the session of a sign-in that has every factor it needs. */
export async function openSession(
  ctx: AppContext,
  user: UserRow,
  info: RequestInfo,
  actingStaffUserId: string | null = null,
): Promise<LoginAnswer> {
  const session = await createSession(ctx, {
    userId: user.id,
    actingStaffUserId,
    ip: info.ip,
    userAgent: info.userAgent,
  });
  const profile = await userInfo(ctx.db, user.id, actingStaffUserId !== null);
  if (!profile) throw new Error('user vanished while signing in');
  return {
    AccessToken: session.token,
    ExpiresAt: session.expiresAt.toISOString(),
    UserInfo: profile,
  } satisfies LoginAnswer;
}
