import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sortIndexes } from '../../db/list-query.js';
import { files } from '../files/schema.js';
import { companies, users } from '../identity/schema.js';

const STATUS_LIST = sql.raw(
  `('Registered', 'Received', 'Inspected', 'AwaitingInstruction', 'InstructionGiven', 'Completed')`,
);
const INSTRUCTION_LIST = sql.raw(`('RelabelReplenish', 'Dispose', 'ReturnToSender', 'Hold')`);

/**
 * Marketplace returns (issue 11): registered and moved by the forwarder's warehouse through the
 * integration API; the client gives one instruction per return, with photos.
 */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The return's id (its number) in the forwarder's warehouse system. */
    externalId: text('external_id').notNull(),
    marketplace: text('marketplace').notNull(),
    removalOrderId: text('removal_order_id'),
    trackingNo: text('tracking_no'),
    warehouseCode: text('warehouse_code').notNull(),
    /** A RETURN_STATUSES value. */
    status: text('status').notNull(),
    instruction: text('instruction'),
    instructionNote: text('instruction_note'),
    returnAddress: text('return_address'),
    inspectionNote: text('inspection_note'),
    instructedBy: uuid('instructed_by').references(() => users.id),
    instructedAt: timestamp('instructed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('returns_company_external_unique').on(t.companyId, t.externalId),
    ...sortIndexes('returns_company_updated_at', [t.companyId], t.updatedAt, t.id),
    // The action inbox counts a company's returns awaiting instruction.
    index('returns_company_status_idx').on(t.companyId, t.status),
    check('returns_status_check', sql`${t.status} in ${STATUS_LIST}`),
    check('returns_instruction_check', sql`${t.instruction} is null or ${t.instruction} in ${INSTRUCTION_LIST}`),
    check(
      'returns_instruction_given_check',
      sql`(${t.instruction} is null) = (${t.status} in ('Registered', 'Received', 'Inspected', 'AwaitingInstruction'))`,
    ),
  ],
);

/** The SKUs of a return: what came back, and what the inspection found sellable. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    sku: text('sku').notNull(),
    fnsku: text('fnsku'),
    quantity: integer('quantity').notNull(),
    sellableQuantity: integer('sellable_quantity'),
    condition: text('condition'),
  },
  (t) => [
    uniqueIndex('return_lines_return_sku_unique').on(t.returnId, t.sku),
    index('return_lines_company_sku_idx').on(t.companyId, t.sku),
    check('return_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'return_lines_sellable_check',
      sql`${t.sellableQuantity} is null or (${t.sellableQuantity} >= 0 and ${t.sellableQuantity} <= ${t.quantity})`,
    ),
  ],
);

/** The photos the client attached to its instruction. */
export const returnPhotos = pgTable(
  'return_photos',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.fileId] }), index('return_photos_file_idx').on(t.fileId)],
);

/** Every state a return went through, who moved it and when. */
export const returnStatusChanges = pgTable(
  'return_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** The client user who instructed; null for the forwarder. */
    userId: uuid('user_id').references(() => users.id),
    apiKeyId: uuid('api_key_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('return_status_changes_return_idx').on(t.returnId, t.seq)],
);

/** A replenishment plan the client uploaded (UploadReplenishDetail): stored SKUs to new FBA shipments. */
export const replenishPlans = pgTable(
  'replenish_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    planNo: text('plan_no').notNull(),
    fileName: text('file_name').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('replenish_plans_company_no_unique').on(t.companyId, t.planNo),
    index('replenish_plans_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

export const replenishPlanLines = pgTable(
  'replenish_plan_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => replenishPlans.id, { onDelete: 'cascade' }),
    /** The row of the uploaded file. */
    row: integer('row').notNull(),
    fbaShipmentId: text('fba_shipment_id').notNull(),
    destinationCode: text('destination_code').notNull(),
    sku: text('sku').notNull(),
    fnsku: text('fnsku'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('replenish_plan_lines_plan_idx').on(t.planId, t.row),
    index('replenish_plan_lines_company_sku_idx').on(t.companyId, t.sku),
    check('replenish_plan_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
