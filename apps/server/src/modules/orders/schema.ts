import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { decimal } from '../../db/columns.js';
import { sortIndexes } from '../../db/list-query.js';
import { files } from '../files/schema.js';
import { companies, users } from '../identity/schema.js';
import { shipments } from '../shipments/schema.js';

/** The five order kinds of spec §1 (contracts ORDER_KINDS). */
const isOrderKind = (column: AnyPgColumn) => sql`${column} in ('ocean', 'air', 'full', 'end', 'airEnd')`;

/**
 * A client's request for a price (issue 10): lane, mode, cargo summary, ready date. Its status
 * follows the enquiry machine of orders/machines.ts; every change is a row of enquiry_transitions.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    enquiryNo: text('enquiry_no').notNull(),
    /** An ENQUIRY_STATUSES value. */
    status: text('status').notNull(),
    orderKind: text('order_kind').notNull(),
    originCode: text('origin_code').notNull(),
    destinationCode: text('destination_code').notNull(),
    cartons: integer('cartons').notNull(),
    weightKg: decimal('weight_kg', 12, 2).notNull(),
    volumeM3: decimal('volume_m3', 10, 3).notNull(),
    goodsDescription: text('goods_description').notNull(),
    readyDate: date('ready_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('enquiries_company_no_unique').on(t.companyId, t.enquiryNo),
    ...sortIndexes('enquiries_company_created_at', [t.companyId], t.createdAt, t.id),
    // Quoted enquiries are settled to Expired when their options lapse: found through this index.
    index('enquiries_quoted_idx').on(t.companyId).where(sql`${t.status} = 'Quoted'`),
    check('enquiries_order_kind_check', isOrderKind(t.orderKind)),
  ],
);

/** One answer of the forwarder to an enquiry: a channel or service, its transit time and price, valid until expiry. */
export const quoteOptions = pgTable(
  'quote_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    channelCode: text('channel_code').notNull(),
    service: text('service').notNull(),
    transitDays: integer('transit_days').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('quote_options_enquiry_idx').on(t.enquiryId, t.sort)],
);

/** A charge of a quote option: exact money (numeric) in an ISO 4217 currency. */
export const quotePriceLines = pgTable(
  'quote_price_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    optionId: uuid('option_id')
      .notNull()
      .references(() => quoteOptions.id, { onDelete: 'cascade' }),
    /** A key of the dictionary's CostTypeEnum, or the forwarder's own name of the charge. */
    chargeName: text('charge_name').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    index('quote_price_lines_option_idx').on(t.optionId, t.sort),
    check('quote_price_lines_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const enquiryTransitions = pgTable(
  'enquiry_transitions',
  {
    /** In order of writing: transitions of one request share its time. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    /** Who: a user's account name, "integration:<key name>", or "system" (expiry by the clock). */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('enquiry_transitions_enquiry_idx').on(t.enquiryId, t.at),
    // The freight trends read the quotes of a period: a company's Quoted transitions by time.
    index('enquiry_transitions_company_quoted_idx').on(t.companyId, t.at).where(sql`${t.toStatus} = 'Quoted'`),
  ],
);

/**
 * An order of one of the five kinds (issue 10). Its status follows the order machine of
 * orders/machines.ts; accepted, it is linked to the shipment the forwarder opened for it.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderNo: text('order_no').notNull(),
    orderKind: text('order_kind').notNull(),
    /** An ORDER_STATUSES value. */
    status: text('status').notNull(),
    /** Required at submission when the company works by batch (spec §3). */
    batchNo: text('batch_no'),
    fbaShipmentId: text('fba_shipment_id'),
    fbaReferenceId: text('fba_reference_id'),
    sender: text('sender'),
    originWarehouseCode: text('origin_warehouse_code'),
    destinationWarehouseCode: text('destination_warehouse_code'),
    /** end and airEnd: how the last mile is delivered (ORDER_DELIVERY_METHODS). */
    deliveryMethod: text('delivery_method'),
    /** full: the containers booked, [{ SizeType (CabinTypeEnum key), Quantity }]. */
    containers: jsonb('containers').$type<{ SizeType: string; Quantity: number }[]>().notNull().default([]),
    /** The forwarder's channel (service line) the order ships on: from its quote, or chosen by the client. */
    channelCode: text('channel_code'),
    remarks: text('remarks'),
    /** The quote option the order was made from: its terms (channel, price, transit). */
    quoteOptionId: uuid('quote_option_id').references(() => quoteOptions.id),
    /** Why the forwarder sent the order back (status PendingUpdate). */
    pendingReason: text('pending_reason'),
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_company_no_unique').on(t.companyId, t.orderNo),
    // The work queue and the order list: a company's orders, or of one status, newest first.
    ...sortIndexes('orders_company_created_at', [t.companyId], t.createdAt, t.id),
    ...sortIndexes('orders_company_status_created_at', [t.companyId, t.status], t.createdAt, t.id),
    check('orders_order_kind_check', isOrderKind(t.orderKind)),
  ],
);

/** A carton of an order: as declared by the client and, once the warehouse has measured it, as measured. */
export const orderCartons = pgTable(
  'order_cartons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cartonNo: text('carton_no').notNull(),
    lengthCm: decimal('length_cm', 8, 1).notNull(),
    widthCm: decimal('width_cm', 8, 1).notNull(),
    heightCm: decimal('height_cm', 8, 1).notNull(),
    weightKg: decimal('weight_kg', 10, 2).notNull(),
    measuredLengthCm: decimal('measured_length_cm', 8, 1),
    measuredWidthCm: decimal('measured_width_cm', 8, 1),
    measuredHeightCm: decimal('measured_height_cm', 8, 1),
    measuredWeightKg: decimal('measured_weight_kg', 10, 2),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('order_cartons_order_no_unique').on(t.orderId, t.cartonNo)],
);

export const orderCartonItems = pgTable(
  'order_carton_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    cartonId: uuid('carton_id')
      .notNull()
      .references(() => orderCartons.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    fnsku: text('fnsku'),
    quantity: integer('quantity').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    index('order_carton_items_carton_idx').on(t.cartonId, t.sort),
    check('order_carton_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const orderTransitions = pgTable(
  'order_transitions',
  {
    /** In order of writing: transitions of one request share its time. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    /** Who: a user's account name or "integration:<key name>". */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_transitions_order_idx').on(t.orderId, t.at)],
);

/** What an order's document is: one the client attached (wizard, detail), or a photo of the warehouse's receipt. */
export const ORDER_DOCUMENT_KINDS = ['client', 'receiptPhoto'] as const;

/** The documents of an order: files of the order's company (files module), attached by the client or the warehouse. */
export const orderDocuments = pgTable(
  'order_documents',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    /** An ORDER_DOCUMENT_KINDS value. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.fileId] }),
    index('order_documents_file_idx').on(t.fileId),
    check('order_documents_kind_check', sql`${t.kind} in ('client', 'receiptPhoto')`),
  ],
);
