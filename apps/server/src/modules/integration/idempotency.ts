import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { integrationRequests } from './schema.js';

/** How long an Idempotency-Key is remembered (README). */
export const IDEMPOTENCY_KEY_HOURS = 24;

export function fingerprintOf(method: string, route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${route}\n${JSON.stringify(body)}`)
    .digest('hex');
}

/**
 * Runs an integration call in one transaction. With an Idempotency-Key, the key is claimed first
 * (a concurrent call with the same key waits on the row, then replays), and the answer is stored
 * with the writes: a retry gets the same answer and writes nothing; the same key with another
 * request is a conflict. A call that fails stores nothing, so it can be retried.
 */
export async function runIdempotent<T>(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  request: { companyId: string; key: string | null; fingerprint: string },
  work: (tx: Tx) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const { key } = request;
    if (!key) return { answer: await work(tx), replayed: false };
    const now = ctx.clock();
    const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000);
    const mine = and(eq(integrationRequests.companyId, request.companyId), eq(integrationRequests.idempotencyKey, key));
    await tx.delete(integrationRequests).where(and(mine, lt(integrationRequests.createdAt, expired)));
    const claimed = await tx
      .insert(integrationRequests)
      .values({ companyId: request.companyId, idempotencyKey: key, fingerprint: request.fingerprint, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: integrationRequests.idempotencyKey });
    if (claimed.length === 0) {
      const [earlier] = await tx.select().from(integrationRequests).where(mine);
      if (!earlier || earlier.fingerprint !== request.fingerprint) {
        throw new AppError('Conflict', 'Idempotency-Key: already used for a different request');
      }
      return { answer: earlier.answer as T, replayed: true };
    }
    const answer = await work(tx);
    await tx
      .update(integrationRequests)
      .set({ answer: sql`${JSON.stringify(answer)}::jsonb` })
      .where(mine);
    return { answer, replayed: false };
  });
}
