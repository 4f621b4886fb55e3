import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Caller, IntegrationKey } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { integrationApiKeys } from './schema.js';

/** The key the forwarder's system sends: 256 random bits behind a recognisable prefix. */
const KEY_PREFIX = 'psk_';
const SHOWN_PREFIX_LENGTH = 12;
/** last_used_at is a hint for the staff page: written at most once a minute per key. */
const LAST_USED_GRANULARITY_MS = 60_000;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

type KeyRow = typeof integrationApiKeys.$inferSelect;

function toApiKey(row: KeyRow) {
  return {
    Id: row.id,
    Name: row.name,
    KeyPrefix: row.keyPrefix,
    CreatedTime: row.createdAt.toISOString(),
    LastUsedTime: row.lastUsedAt?.toISOString() ?? null,
    RevokedTime: row.revokedAt?.toISOString() ?? null,
  };
}

/** Issues a key; the answer is the only time the key itself is shown. */
export async function createApiKey(ctx: AppContext, caller: Caller, name: string) {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await ctx.db
    .insert(integrationApiKeys)
    .values({
      name,
      keyHash: hashKey(key),
      keyPrefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      createdBy: caller.userId,
      createdAt: ctx.clock(),
    })
    .returning();
  if (!row) throw new Error('api key insert returned no row');
  return { ...toApiKey(row), Key: key };
}

export async function listApiKeys(ctx: AppContext) {
  const rows = await ctx.db.select().from(integrationApiKeys).orderBy(desc(integrationApiKeys.createdAt));
  return { Items: rows.map(toApiKey), TotalCount: rows.length };
}

/** Revokes a key at once: its next call is refused. Revoking twice keeps the first time. */
export async function revokeApiKey(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select().from(integrationApiKeys).where(eq(integrationApiKeys.id, id));
  if (!row) throw new AppError('NotFound');
  if (row.revokedAt) return toApiKey(row);
  const [revoked] = await ctx.db
    .update(integrationApiKeys)
    .set({ revokedAt: ctx.clock() })
    .where(eq(integrationApiKeys.id, id))
    .returning();
  return toApiKey(revoked ?? row);
}

/** The live key a request presents, or null. */
export async function resolveApiKey(ctx: AppContext, key: string): Promise<IntegrationKey | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const [row] = await ctx.db
    .select({ id: integrationApiKeys.id, name: integrationApiKeys.name })
    .from(integrationApiKeys)
    .where(and(eq(integrationApiKeys.keyHash, hashKey(key)), isNull(integrationApiKeys.revokedAt)));
  if (!row) return null;
  const now = ctx.clock();
  await ctx.db
    .update(integrationApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(integrationApiKeys.id, row.id),
        or(
          isNull(integrationApiKeys.lastUsedAt),
          lt(integrationApiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_GRANULARITY_MS)),
        ),
      ),
    );
  return row;
}
