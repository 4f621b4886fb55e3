import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema.js';

/** API keys of the forwarder's systems (integration API); only the SHA-256 of a key is kept. */
export const integrationApiKeys = pgTable('integration_api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  keyPrefix: text('key_prefix').notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** The only companies the key may serve; null: every company. */
  companyIds: uuid('company_ids').array(),
});

/**
 * Answers of integration calls made with an Idempotency-Key, so a retry gets the same answer and
 * writes nothing (IETF idempotency-key draft); written in the call's own transaction.
 */
export const integrationRequests = pgTable(
  'integration_requests',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of method, route and body: the same key with another request is a conflict. */
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.idempotencyKey] })],
);
