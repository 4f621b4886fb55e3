import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { resealColumn, type SecretBox } from '../../secret-box.js';
import { checkCallbackUrl } from './callback-url.js';
import { eventSubscriptions, webhookDeliveries } from './schema.js';
import { type SubscriptionFilters, subscriptionFiltersSchema } from './subscription-filters.js';
import { subscriptionSecretContext } from './webhooks.js';

export { type SubscriptionFilters, subscriptionFiltersSchema };

/**
 * The shared secret: Base64 (DCSA's `secret`, format byte) of 32 to 64 bytes; the HMAC key is the
 * decoded bytes.
 */
export const secretSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be Base64')
  .refine((value) => {
    const bytes = Buffer.from(value, 'base64').length;
    return bytes >= 32 && bytes <= 64;
  }, 'must be Base64 of 32 to 64 bytes')
  .describe('Base64 of 32 to 64 random bytes; the Notification-Signature is the HMAC-SHA256 keyed with those bytes');

const callbackUrlSchema = z.string().trim().min(1).max(2000).describe('https, reachable on the internet');

export const createSubscriptionSchema = subscriptionFiltersSchema.extend({
  callbackUrl: callbackUrlSchema,
  secret: secretSchema,
});
export const updateSubscriptionSchema = subscriptionFiltersSchema.extend({
  subscriptionID: z.uuid().optional().describe('If sent, must be the one in the path'),
  callbackUrl: callbackUrlSchema,
});
export const secretBodySchema = z.object({ secret: secretSchema });
export const subscriptionSchema = subscriptionFiltersSchema.extend({
  subscriptionID: z.uuid(),
  callbackUrl: z.string(),
});

type SubscriptionRow = typeof eventSubscriptions.$inferSelect;

const FILTER_KEYS = Object.keys(subscriptionFiltersSchema.shape) as (keyof SubscriptionFilters)[];

function filtersOf(input: SubscriptionFilters): SubscriptionFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = input[key];
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) filters[key] = value;
  }
  return filters as SubscriptionFilters;
}

/** A subscription as DCSA answers it: its id, callback and filters; never the secret. */
export function toSubscription(row: SubscriptionRow) {
  return { subscriptionID: row.id, callbackUrl: row.callbackUrl, ...(row.filters as SubscriptionFilters) };
}

async function findOwn(db: Pick<Db, 'select'>, companyId: string, id: string): Promise<SubscriptionRow> {
  const [row] = await db
    .select()
    .from(eventSubscriptions)
    .where(and(eq(eventSubscriptions.id, id), eq(eventSubscriptions.companyId, companyId)));
  // Another company's subscription answers exactly as a missing one.
  if (!row) throw new AppError('NotFound', `subscriptionID ${id}`);
  return row;
}

export async function createSubscription(
  ctx: AppContext,
  key: { companyId: string; keyId: string },
  body: z.infer<typeof createSubscriptionSchema>,
) {
  const url = await checkCallbackUrl(body.callbackUrl, ctx.config.WEBHOOK_ALLOWED_HOSTS);
  const now = ctx.clock();
  // The id is chosen here: the sealed secret is bound to it.
  const id = randomUUID();
  const [row] = await ctx.db
    .insert(eventSubscriptions)
    .values({
      id,
      companyId: key.companyId,
      callbackUrl: url.href,
      secret: ctx.secrets.seal(body.secret, subscriptionSecretContext(id)),
      filters: filtersOf(body),
      createdByKey: key.keyId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('subscription insert returned no row');
  return toSubscription(row);
}

/** The company's subscriptions in the order they were made, by keyset (the cursor is the last id). */
export async function listSubscriptions(
  db: Pick<Db, 'select'>,
  companyId: string,
  page: { limit: number; cursor?: string | undefined },
) {
  let after: { createdAt: Date; id: string } | null = null;
  if (page.cursor) {
    try {
      const parsed = JSON.parse(Buffer.from(page.cursor, 'base64url').toString('utf8')) as { t: string; id: string };
      after = { createdAt: new Date(parsed.t), id: z.uuid().parse(parsed.id) };
      if (Number.isNaN(after.createdAt.getTime())) throw new Error('bad time');
    } catch {
      throw new AppError('ValidationFailed', 'cursor: is not a cursor this server gave');
    }
  }
  const rows = await db
    .select()
    .from(eventSubscriptions)
    .where(
      and(
        eq(eventSubscriptions.companyId, companyId),
        after
          ? sql`(${eventSubscriptions.createdAt}, ${eventSubscriptions.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(eventSubscriptions.createdAt), asc(eventSubscriptions.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  const next =
    rows.length > page.limit && last
      ? Buffer.from(JSON.stringify({ t: last.createdAt.toISOString(), id: last.id })).toString('base64url')
      : null;
  return { subscriptions: items.map(toSubscription), next };
}

export async function getSubscription(db: Pick<Db, 'select'>, companyId: string, id: string) {
  return toSubscription(await findOwn(db, companyId, id));
}

/** Replaces the callback and filters (PUT); the secret is changed only through the secret call. */
export async function updateSubscription(
  ctx: AppContext,
  companyId: string,
  id: string,
  body: z.infer<typeof updateSubscriptionSchema>,
) {
  await findOwn(ctx.db, companyId, id);
  if (body.subscriptionID && body.subscriptionID !== id) {
    throw new AppError('ValidationFailed', 'subscriptionID: must be the one in the path');
  }
  const url = await checkCallbackUrl(body.callbackUrl, ctx.config.WEBHOOK_ALLOWED_HOSTS);
  const [row] = await ctx.db
    .update(eventSubscriptions)
    .set({ callbackUrl: url.href, filters: filtersOf(body), updatedAt: ctx.clock() })
    .where(and(eq(eventSubscriptions.id, id), eq(eventSubscriptions.companyId, companyId)))
    .returning();
  if (!row) throw new AppError('NotFound', `subscriptionID ${id}`);
  return toSubscription(row);
}

/** Stops a subscription: it and its deliveries (sent or not) are deleted. */
export async function deleteSubscription(ctx: AppContext, companyId: string, id: string) {
  await findOwn(ctx.db, companyId, id);
  await ctx.db
    .delete(eventSubscriptions)
    .where(and(eq(eventSubscriptions.id, id), eq(eventSubscriptions.companyId, companyId)));
}

/** Replaces the shared secret: deliveries sent from now on are signed with the new one. */
export async function rotateSecret(ctx: AppContext, companyId: string, id: string, secret: string) {
  await findOwn(ctx.db, companyId, id);
  await ctx.db
    .update(eventSubscriptions)
    .set({ secret: ctx.secrets.seal(secret, subscriptionSecretContext(id)), updatedAt: ctx.clock() })
    .where(and(eq(eventSubscriptions.id, id), eq(eventSubscriptions.companyId, companyId)));
}

/** Seals again what is stored in clear or under a previous key (at start). */
export const resealSubscriptionSecrets = (db: Db, secrets: SecretBox) =>
  resealColumn(db, secrets, {
    table: eventSubscriptions,
    id: eventSubscriptions.id,
    secret: eventSubscriptions.secret,
    context: subscriptionSecretContext,
  });

/** A new random secret, for examples and tests. */
export const randomSecret = () => randomBytes(32).toString('base64');

// --- The portal's view (client admin): subscriptions with their deliveries counted, and the log ---

export async function subscriptionSummaries(db: Pick<Db, 'select'>, companyId: string) {
  const rows = await db
    .select()
    .from(eventSubscriptions)
    .where(eq(eventSubscriptions.companyId, companyId))
    .orderBy(asc(eventSubscriptions.createdAt), asc(eventSubscriptions.id));
  const counts = await db
    .select({
      subscriptionId: webhookDeliveries.subscriptionId,
      pending: sql<number>`count(*) filter (where ${webhookDeliveries.deliveredAt} is null and ${webhookDeliveries.failedAt} is null)::int`,
      delivered: sql<number>`count(*) filter (where ${webhookDeliveries.deliveredAt} is not null)::int`,
      failed: sql<number>`count(*) filter (where ${webhookDeliveries.failedAt} is not null)::int`,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.companyId, companyId))
    .groupBy(webhookDeliveries.subscriptionId);
  const bySubscription = new Map(counts.map((row) => [row.subscriptionId, row]));
  const items = rows.map((row) => {
    const counted = bySubscription.get(row.id);
    return {
      Id: row.id,
      CallbackUrl: row.callbackUrl,
      Filters: row.filters,
      CreatedTime: row.createdAt.toISOString(),
      UpdatedTime: row.updatedAt.toISOString(),
      Pending: counted?.pending ?? 0,
      Delivered: counted?.delivered ?? 0,
      Failed: counted?.failed ?? 0,
    };
  });
  return { Items: items, TotalCount: items.length };
}

/** One page of a subscription's deliveries, newest first; another company's subscription is a 404. */
export async function deliveryLog(
  db: Pick<Db, 'select'>,
  companyId: string,
  request: { SubscriptionId: string; PageIndex: number; PageSize: number },
) {
  await findOwn(db, companyId, request.SubscriptionId);
  const where = eq(webhookDeliveries.subscriptionId, request.SubscriptionId);
  const [total] = await db.select({ value: count() }).from(webhookDeliveries).where(where);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(where, gt(webhookDeliveries.id, 0)))
    .orderBy(sql`${webhookDeliveries.id} desc`)
    .limit(request.PageSize)
    .offset((request.PageIndex - 1) * request.PageSize);
  return {
    Items: rows.map((row) => ({
      Id: row.id,
      EventId: row.eventId,
      CreatedTime: row.createdAt.toISOString(),
      State: row.deliveredAt ? ('delivered' as const) : row.failedAt ? ('failed' as const) : ('pending' as const),
      Attempts: row.attempts,
      LastStatusCode: row.lastStatus,
      LastError: row.lastError,
      NextAttemptTime: row.deliveredAt || row.failedAt ? null : row.nextAttemptAt.toISOString(),
      DeliveredTime: row.deliveredAt?.toISOString() ?? null,
    })),
    TotalCount: total?.value ?? 0,
  };
}
