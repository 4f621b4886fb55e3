import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema.js';
import { shipments } from '../shipments/schema.js';

/**
 * API keys a client admin issues for the company's own systems (DCSA T&T 2.2 at /v2): a key reads
 * only its company's data; only the SHA-256 of a key is kept.
 */
export const clientApiKeys = pgTable(
  'client_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    keyPrefix: text('key_prefix').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('client_api_keys_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * DCSA T&T 2.2 event subscriptions of a company: where to POST its events, with which shared
 * secret (sealed, secret-box.ts: the HMAC needs it back; never answered), and the DCSA filters.
 */
export const eventSubscriptions = pgTable(
  'event_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    callbackUrl: text('callback_url').notNull(),
    /** Sealed (secret-box.ts) Base64, as DCSA's `secret` (format byte); the HMAC key is its decoded bytes. */
    secret: text('secret').notNull(),
    /** The subscription's filters in DCSA's names (eventType, shipmentEventTypeCode, ...). */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdByKey: uuid('created_by_key').references(() => clientApiKeys.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('event_subscriptions_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * The webhook outbox: one row per event and subscription, written in the transaction that stores
 * the event, so none is lost; sent by the dispatcher (webhooks.ts), which claims rows with
 * FOR UPDATE SKIP LOCKED and keeps each shipment's events in order per subscription. The body is
 * kept as sent: the signature covers these exact bytes, and the log shows them.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => eventSubscriptions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    index('webhook_deliveries_open_idx')
      .on(t.subscriptionId, t.shipmentId, t.id)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    index('webhook_deliveries_log_idx').on(t.subscriptionId, t.id),
  ],
);
