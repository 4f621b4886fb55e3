import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Caller, ClientApiCaller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { auditApiCall } from '../identity/audit-log.js';
import { accountNamesById } from '../identity/users-repo.js';
import { companyMenuCodes } from '../permissions/service.js';
import { clientApiKeys } from './schema.js';

/** A client's key: 256 random bits behind a prefix of its own (integration keys are psk_). */
const KEY_PREFIX = 'pck_';
const SHOWN_PREFIX_LENGTH = 12;
/** last_used_at is shown on the keys page: written at most once a minute per key. */
const LAST_USED_GRANULARITY_MS = 60_000;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

type KeyRow = typeof clientApiKeys.$inferSelect;

function companyOf(caller: Caller): string {
  if (!caller.companyId) throw new AppError('Forbidden');
  return caller.companyId;
}

function toKey(row: KeyRow, names: Map<string, string>) {
  return {
    Id: row.id,
    Name: row.name,
    KeyPrefix: row.keyPrefix,
    CreatedTime: row.createdAt.toISOString(),
    CreatedBy: names.get(row.createdBy) ?? '',
    ExpiresTime: row.expiresAt?.toISOString() ?? null,
    LastUsedTime: row.lastUsedAt?.toISOString() ?? null,
    RevokedTime: row.revokedAt?.toISOString() ?? null,
  };
}

/** Issues a key for the caller's company; the answer is the only time the key itself is shown. */
export async function createClientApiKey(
  ctx: AppContext,
  caller: Caller,
  input: { Name: string; ExpiresTime?: string | null | undefined },
) {
  const companyId = companyOf(caller);
  const expiresAt = input.ExpiresTime ? new Date(input.ExpiresTime) : null;
  if (expiresAt && expiresAt.getTime() <= ctx.clock().getTime()) {
    throw new AppError('ValidationFailed', 'ExpiresTime: must be in the future');
  }
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await ctx.db
    .insert(clientApiKeys)
    .values({
      companyId,
      name: input.Name,
      keyHash: hashKey(key),
      keyPrefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      createdBy: caller.userId,
      createdAt: ctx.clock(),
      expiresAt,
    })
    .returning();
  if (!row) throw new Error('client api key insert returned no row');
  return { ...toKey(row, new Map([[caller.userId, caller.accountName]])), Key: key };
}

/** The company's keys, newest first (never the keys themselves). */
export async function listClientApiKeys(ctx: AppContext, caller: Caller) {
  const rows = await ctx.db
    .select()
    .from(clientApiKeys)
    .where(eq(clientApiKeys.companyId, companyOf(caller)))
    .orderBy(desc(clientApiKeys.createdAt), desc(clientApiKeys.id));
  const names = await accountNamesById(
    ctx.db,
    rows.map((row) => row.createdBy),
  );
  return { Items: rows.map((row) => toKey(row, names)), TotalCount: rows.length };
}

/** Revokes a key of the caller's company at once; another company's key answers 404 like a missing one. */
export async function revokeClientApiKey(ctx: AppContext, caller: Caller, id: string) {
  const companyId = companyOf(caller);
  const [row] = await ctx.db
    .select()
    .from(clientApiKeys)
    .where(and(eq(clientApiKeys.id, id), eq(clientApiKeys.companyId, companyId)));
  if (!row) throw new AppError('NotFound');
  const revoked = row.revokedAt
    ? row
    : ((
        await ctx.db
          .update(clientApiKeys)
          .set({ revokedAt: ctx.clock() })
          .where(and(eq(clientApiKeys.id, id), isNull(clientApiKeys.revokedAt)))
          .returning()
      )[0] ?? row);
  const names = await accountNamesById(ctx.db, [revoked.createdBy]);
  return toKey(revoked, names);
}

/** Calls of one key in the current minute, on this instance. */
const callsByKey = new Map<string, { minuteStart: number; calls: number }>();

/** At most CLIENT_API_KEY_CALLS_PER_MINUTE calls a key in a fixed minute on this instance; beyond, 429. */
function countCall(ctx: AppContext, keyId: string, now: Date): void {
  const window = callsByKey.get(keyId);
  if (!window || now.getTime() - window.minuteStart >= 60_000) {
    callsByKey.set(keyId, { minuteStart: now.getTime(), calls: 1 });
    return;
  }
  if (window.calls >= ctx.config.CLIENT_API_KEY_CALLS_PER_MINUTE) {
    const seconds = Math.max(1, Math.ceil((window.minuteStart + 60_000 - now.getTime()) / 1000));
    throw new AppError('RateLimited', undefined, { 'retry-after': String(seconds) });
  }
  window.calls += 1;
}

/**
 * The live key a request presents (not revoked, not expired), with its company's menu grants, or
 * null; a key past its calls a minute is refused with 429.
 */
export async function resolveClientApiKey(ctx: AppContext, key: string): Promise<ClientApiCaller | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const now = ctx.clock();
  const [row] = await ctx.db
    .select({
      id: clientApiKeys.id,
      companyId: clientApiKeys.companyId,
      createdBy: clientApiKeys.createdBy,
      expiresAt: clientApiKeys.expiresAt,
    })
    .from(clientApiKeys)
    .where(and(eq(clientApiKeys.keyHash, hashKey(key)), isNull(clientApiKeys.revokedAt)));
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return null;
  countCall(ctx, row.id, now);
  await ctx.db
    .update(clientApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(clientApiKeys.id, row.id),
        or(
          isNull(clientApiKeys.lastUsedAt),
          lt(clientApiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_GRANULARITY_MS)),
        ),
      ),
    );
  return {
    keyId: row.id,
    companyId: row.companyId,
    issuedBy: row.createdBy,
    menuCodes: await companyMenuCodes(ctx, row.companyId, false),
  };
}

/** Records a call made with a client API key in the audit log (who issued the key is the actor). */
export function recordClientApiCall(ctx: AppContext, key: ClientApiCaller, action: string): Promise<void> {
  return auditApiCall(ctx, { keyId: key.keyId, companyId: key.companyId, userId: key.issuedBy, action });
}
