import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { authEvents } from './schema.js';

export type AuthEventKind =
  | 'login'
  | 'quick_login'
  | 'sms_send'
  | 'register'
  | 'reset_password'
  | 'change_password'
  | 'callback_login'
  | 'logout';

export interface AuthEvent {
  kind: AuthEventKind;
  outcome: 'success' | 'failure' | 'limited';
  accountKey?: string | null;
  userId?: string | null;
  ip: string;
  at: Date;
}

/** The key accounts are counted under: account names are case-insensitive. */
export function accountKeyOf(accountName: string): string {
  return accountName.trim().toLowerCase();
}

export async function recordAuthEvent(db: Db, event: AuthEvent): Promise<void> {
  await db.insert(authEvents).values({
    kind: event.kind,
    outcome: event.outcome,
    accountKey: event.accountKey ?? null,
    userId: event.userId ?? null,
    ip: event.ip,
    createdAt: event.at,
  });
}

function retryAfter(seconds: number): Record<string, string> {
  return { 'retry-after': String(Math.max(1, Math.ceil(seconds))) };
}

/** Refuses with 429 when this address made `limit` attempts of these kinds in the window. */
export async function limitPerAddress(
  db: Db,
  options: { ip: string; kinds: readonly AuthEventKind[]; limit: number; windowSeconds: number; now: Date },
): Promise<void> {
  const since = new Date(options.now.getTime() - options.windowSeconds * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(authEvents)
    .where(
      and(
        eq(authEvents.ip, options.ip),
        sql`${authEvents.kind} in ${[...options.kinds]}`,
        gt(authEvents.createdAt, since),
      ),
    );
  if ((row?.n ?? 0) >= options.limit) {
    throw new AppError('RateLimited', undefined, retryAfter(options.windowSeconds));
  }
}

export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_SECONDS = 15 * 60;

/**
 * Per-account lockout: LOCKOUT_FAILURES failed sign-ins (password or code) since the last
 * success, the latest within LOCKOUT_SECONDS, lock the account until that much time has passed
 * since the latest failure. Counted for unknown account names too, so a lock reveals nothing.
 */
export async function assertNotLocked(db: Db, accountKey: string, now: Date): Promise<void> {
  const recent = await db
    .select({ outcome: authEvents.outcome, createdAt: authEvents.createdAt })
    .from(authEvents)
    .where(
      and(
        eq(authEvents.accountKey, accountKey),
        sql`${authEvents.kind} in ('login', 'quick_login', 'change_password')`,
        sql`${authEvents.outcome} in ('success', 'failure')`,
      ),
    )
    .orderBy(desc(authEvents.createdAt), desc(authEvents.id))
    .limit(LOCKOUT_FAILURES);
  const firstSuccess = recent.findIndex((event) => event.outcome !== 'failure');
  const failuresInARow = firstSuccess === -1 ? recent.length : firstSuccess;
  const latest = recent[0];
  if (failuresInARow < LOCKOUT_FAILURES || !latest) return;
  const lockedFor = LOCKOUT_SECONDS - (now.getTime() - latest.createdAt.getTime()) / 1000;
  if (lockedFor > 0) throw new AppError('AccountLocked', undefined, retryAfter(lockedFor));
}
