import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Caller, IntegrationKey } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { findCompanyIdByReference } from '../identity/companies.js';
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
    CompanyIds: row.companyIds,
  };
}

/** The ids of the companies named by id or external code; an unknown one is refused by name. */
async function companyIdsOf(ctx: AppContext, references: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const reference of references) {
    const id = await findCompanyIdByReference(ctx.db, reference);
    if (!id) throw new AppError('ValidationFailed', `Companies: ${reference} is not a company`);
    ids.push(id);
  }
  return [...new Set(ids)];
}

/**
 * Issues a key, for every company or only the ones named (issue 17, I1: a leaked key then reaches
 * those alone); the answer is the only time the key itself is shown.
 */
export async function createApiKey(
  ctx: AppContext,
  caller: Caller,
  input: { Name: string; Companies?: string[] | undefined },
) {
  const companyIds = input.Companies ? await companyIdsOf(ctx, input.Companies) : null;
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await ctx.db
    .insert(integrationApiKeys)
    .values({
      name: input.Name,
      keyHash: hashKey(key),
      keyPrefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      createdBy: caller.userId,
      createdAt: ctx.clock(),
      companyIds,
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

/** Calls of one key in the current minute, on this instance. */
const callsByKey = new Map<string, { minuteStart: number; calls: number }>();

/**
 * At most INTEGRATION_KEY_CALLS_PER_MINUTE calls a key in a fixed minute on this instance, so a
 * leaked or runaway key cannot flood the feed (and the messages and e-mails it sends); beyond, 429
 * with Retry-After.
 */
function countCall(ctx: AppContext, keyId: string, now: Date): void {
  const window = callsByKey.get(keyId);
  if (!window || now.getTime() - window.minuteStart >= 60_000) {
    callsByKey.set(keyId, { minuteStart: now.getTime(), calls: 1 });
    return;
  }
  if (window.calls >= ctx.config.INTEGRATION_KEY_CALLS_PER_MINUTE) {
    const seconds = Math.max(1, Math.ceil((window.minuteStart + 60_000 - now.getTime()) / 1000));
    throw new AppError('RateLimited', undefined, { 'retry-after': String(seconds) });
  }
  window.calls += 1;
}

/** The live key a request presents, or null; refuses with 429 a key past its calls a minute. */
export async function resolveApiKey(ctx: AppContext, key: string): Promise<IntegrationKey | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const [row] = await ctx.db
    .select({ id: integrationApiKeys.id, name: integrationApiKeys.name, companyIds: integrationApiKeys.companyIds })
    .from(integrationApiKeys)
    .where(and(eq(integrationApiKeys.keyHash, hashKey(key)), isNull(integrationApiKeys.revokedAt)));
  if (!row) return null;
  const now = ctx.clock();
  countCall(ctx, row.id, now);
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

/** The staff admin who issued a key: what the key's call writes is recorded as theirs where a user is needed (files). */
export async function apiKeyIssuer(ctx: Pick<AppContext, 'db'>, keyId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ createdBy: integrationApiKeys.createdBy })
    .from(integrationApiKeys)
    .where(eq(integrationApiKeys.id, keyId));
  if (!row) throw new AppError('Unauthorized');
  return row.createdBy;
}
