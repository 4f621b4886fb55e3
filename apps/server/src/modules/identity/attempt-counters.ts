import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { authCounters } from './schema.js';

/**
 * Attempts are counted before they are evaluated, in one statement (INSERT … ON CONFLICT DO UPDATE
 * … WHERE … RETURNING): PostgreSQL locks the row for the update and re-checks the condition on the
 * latest version, so of N parallel requests exactly as many as the limit allows are let through.
 * An attempt that is refused is not counted.
 */
export type Reservation = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** Refuses a reservation that was not admitted: HTTP 429 with Retry-After and the refusal's ErrorCode. */
export function assertAdmitted(
  reservation: Reservation,
  refusal: 'RateLimited' | 'AccountLocked' = 'RateLimited',
): void {
  if (!reservation.admitted) {
    throw new AppError(refusal, undefined, { 'retry-after': String(reservation.retryAfterSeconds) });
  }
}

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

function refused(seconds: number): Reservation {
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(seconds)) };
}

async function windowStartOf(db: Db, scope: string, key: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ windowStart: authCounters.windowStart })
    .from(authCounters)
    .where(and(eq(authCounters.scope, scope), eq(authCounters.key, key)));
  return row?.windowStart;
}

/**
 * At most `limit` attempts of `key` in a fixed window of `windowSeconds` that opens with the first
 * attempt; the refusal says when the window ends.
 */
export async function reserveInWindow(
  db: Db,
  options: { scope: string; key: string; limit: number; windowSeconds: number; now: Date },
): Promise<Reservation> {
  const { scope, key, limit, windowSeconds, now } = options;
  const windowOver = sql`${authCounters.windowStart} <= ${timestamp(new Date(now.getTime() - windowSeconds * 1000))}`;
  const counted = await db
    .insert(authCounters)
    .values({ scope, key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: [authCounters.scope, authCounters.key],
      set: {
        count: sql`case when ${windowOver} then 1 else ${authCounters.count} + 1 end`,
        windowStart: sql`case when ${windowOver} then ${timestamp(now)} else ${authCounters.windowStart} end`,
      },
      setWhere: sql`${windowOver} or ${authCounters.count} < ${limit}`,
    })
    .returning({ count: authCounters.count });
  if (counted.length > 0) return { admitted: true };
  const windowStart = (await windowStartOf(db, scope, key)) ?? now;
  return refused(windowSeconds - (now.getTime() - windowStart.getTime()) / 1000);
}

const LOCKOUT_SCOPE = 'account-failures';

/**
 * The account lockout: `limit` failures in a row lock the account until `lockSeconds` after the
 * latest one, then one attempt at a time is let through (each failure locks it again). The attempt
 * is counted as a failure now and forgiven by clearFailures when it succeeds; `window_start` holds
 * the time of the latest attempt let through.
 */
export async function reserveAccountAttempt(
  db: Db,
  options: { accountKey: string; limit: number; lockSeconds: number; now: Date },
): Promise<Reservation> {
  const { accountKey, limit, lockSeconds, now } = options;
  const lockOver = sql`${authCounters.windowStart} <= ${timestamp(new Date(now.getTime() - lockSeconds * 1000))}`;
  const counted = await db
    .insert(authCounters)
    .values({ scope: LOCKOUT_SCOPE, key: accountKey, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: [authCounters.scope, authCounters.key],
      set: { count: sql`${authCounters.count} + 1`, windowStart: timestamp(now) },
      setWhere: sql`${authCounters.count} < ${limit} or ${lockOver}`,
    })
    .returning({ count: authCounters.count });
  if (counted.length > 0) return { admitted: true };
  const latest = (await windowStartOf(db, LOCKOUT_SCOPE, accountKey)) ?? now;
  return refused(lockSeconds - (now.getTime() - latest.getTime()) / 1000);
}

/** A success: the failures in a row start again from zero. */
export async function clearFailures(db: Db, accountKey: string): Promise<void> {
  await db
    .update(authCounters)
    .set({ count: 0 })
    .where(and(eq(authCounters.scope, LOCKOUT_SCOPE), eq(authCounters.key, accountKey)));
}
