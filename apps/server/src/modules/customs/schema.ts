import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sortIndexes } from '../../db/list-query.js';
import { files } from '../files/schema.js';
import { companies, users } from '../identity/schema.js';
import { shipments } from '../shipments/schema.js';

/**
 * Customs declarations (issue 11): one per shipment and direction, opened and moved by the
 * forwarder's systems through the integration API. Duty and tax are exact numerics in one ISO 4217
 * currency, all three set together or not at all.
 */
export const customsDeclarations = pgTable(
  'customs_declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The declaration's id in the forwarder's system. */
    externalId: text('external_id').notNull(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    direction: text('direction', { enum: ['Export', 'Import'] }).notNull(),
    /** A key of ClearanceStatusEnum. */
    status: text('status').notNull(),
    declarationNo: text('declaration_no'),
    duty: numeric('duty', { precision: 14, scale: 2 }),
    tax: numeric('tax', { precision: 14, scale: 2 }),
    currency: text('currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customs_declarations_company_external_unique').on(t.companyId, t.externalId),
    uniqueIndex('customs_declarations_shipment_direction_unique').on(t.shipmentId, t.direction),
    ...sortIndexes('customs_declarations_company_updated_at', [t.companyId], t.updatedAt, t.id),
    check('customs_declarations_status_check', sql`${t.status} in ('0', '1', '2', '3', '4', '5', '6', '7')`),
    check(
      'customs_declarations_duties_check',
      sql`(${t.duty} is null) = (${t.tax} is null) and (${t.duty} is null) = (${t.currency} is null)`,
    ),
  ],
);

/** The documents a declaration needs, one per kind; the client uploads a file for each. */
export const customsDocuments = pgTable(
  'customs_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    declarationId: uuid('declaration_id')
      .notNull()
      .references(() => customsDeclarations.id, { onDelete: 'cascade' }),
    /** A CUSTOMS_DOCUMENT_KINDS value. */
    kind: text('kind').notNull(),
    status: text('status', { enum: ['Missing', 'Uploaded', 'Accepted', 'Rejected'] }).notNull(),
    note: text('note'),
    fileId: uuid('file_id').references(() => files.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customs_documents_declaration_kind_unique').on(t.declarationId, t.kind),
    index('customs_documents_file_idx').on(t.fileId),
  ],
);

/** Every state a declaration went through, who moved it and when. */
export const customsStatusChanges = pgTable(
  'customs_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the changes, also of several in one transaction (they share its time). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    declarationId: uuid('declaration_id')
      .notNull()
      .references(() => customsDeclarations.id, { onDelete: 'cascade' }),
    /** Null when the declaration was opened. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** The client user whose upload moved it; null for the forwarder. */
    userId: uuid('user_id').references(() => users.id),
    /** The integration API key the forwarder's system called with. */
    apiKeyId: uuid('api_key_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customs_status_changes_declaration_idx').on(t.declarationId, t.seq)],
);
