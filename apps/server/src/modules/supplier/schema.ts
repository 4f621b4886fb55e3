import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from '../files/schema.js';
import { companies, users } from '../identity/schema.js';
import { orders } from '../orders/schema.js';

/**
 * A link a client creates for its FOB supplier to give the cargo-ready data of one order
 * (/SupplierAllBack, issue 11). Only the SHA-256 of its token is kept; it opens nothing once used,
 * revoked or expired, and a new link for the same order and purpose revokes the open one.
 */
export const supplierLinks = pgTable(
  'supplier_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** A SUPPLIER_LINK_PURPOSES value. */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    supplierEmail: text('supplier_email').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('supplier_links_token_hash_unique').on(t.tokenHash),
    index('supplier_links_order_idx').on(t.orderId, t.createdAt),
    // One open link per order and purpose.
    uniqueIndex('supplier_links_open_unique')
      .on(t.orderId, t.purpose)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
  ],
);

/**
 * The verification codes mailed for a link (GetUniversalVerificationCode), hashed; a code
 * verified gives the visit a grant (hashed too) for the later calls.
 */
export const supplierCodes = pgTable(
  'supplier_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => supplierLinks.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried against this one. */
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    grantHash: text('grant_hash'),
    grantExpiresAt: timestamp('grant_expires_at', { withTimezone: true }),
  },
  (t) => [
    index('supplier_codes_link_idx').on(t.linkId, t.createdAt),
    uniqueIndex('supplier_codes_grant_unique').on(t.grantHash),
  ],
);

/** What the supplier gave back through a link: one submission per link. */
export const supplierSubmissions = pgTable(
  'supplier_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => supplierLinks.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    cargoReadyDate: text('cargo_ready_date').notNull(),
    cartonCount: integer('carton_count').notNull(),
    grossWeightKg: doublePrecision('gross_weight_kg').notNull(),
    volumeCbm: doublePrecision('volume_cbm').notNull(),
    note: text('note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('supplier_submissions_link_unique').on(t.linkId),
    index('supplier_submissions_order_idx').on(t.orderId),
    check('supplier_submissions_cartons_check', sql`${t.cartonCount} > 0`),
  ],
);

/** The documents a supplier uploaded through a link; those it submitted name the submission. */
export const supplierFiles = pgTable(
  'supplier_files',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => supplierLinks.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    submissionId: uuid('submission_id').references(() => supplierSubmissions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.fileId] }), index('supplier_files_file_idx').on(t.fileId)],
);
