import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sortIndexes } from '../../db/list-query.js';
import { companies } from '../identity/schema.js';
import { orders } from '../orders/schema.js';
import { shipments } from '../shipments/schema.js';

/** Money: exact decimals read as text (decimal.js does the arithmetic), three places for KWD and the like. */
const money = (name: string) => numeric(name, { precision: 18, scale: 3 });

/**
 * Statements (issue 12): what the forwarder bills a company in one currency, from approved actual
 * lines. `total` is the sum of its lines' totals, written when the draft is made; `paid` the sum of
 * its payments.
 */
export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    number: text('number').notNull(),
    currency: text('currency').notNull(),
    /** A STATEMENT_STATUSES value. */
    status: text('status').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    dueDate: date('due_date').notNull(),
    total: money('total').notNull(),
    paid: money('paid').notNull().default('0'),
    disputeReason: text('dispute_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('statements_company_number_unique').on(t.companyId, t.number),
    ...sortIndexes('statements_company_created_at', [t.companyId], t.createdAt, t.id),
    // Overdue and ageing read the open statements of a company by due date, never the paid history.
    index('statements_company_open_due_idx')
      .on(t.companyId, t.dueDate)
      .where(sql`${t.status} in ('Issued', 'Confirmed', 'Disputed', 'PartiallyPaid')`),
    check('statements_paid_check', sql`${t.paid} >= 0 and ${t.paid} <= ${t.total}`),
  ],
);

/**
 * Charge lines (issue 12) on a shipment, an order or both, posted by the forwarder; net, tax and
 * total are rounded to the currency's minor units when the line is written.
 */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The line's id in the forwarder's system: a revision is a PUT to the same id. */
    externalId: text('external_id').notNull(),
    /** The shipment; null for a line on an order the forwarder has not shipped yet. */
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    /** The order the line belongs to (its accepted quote is what the line is compared with). */
    orderId: uuid('order_id').references(() => orders.id),
    /**
     * The shipment's mode and lane when the line was posted (for an order without a shipment, its
     * quote's lane and the mode of its kind, when known): the freight trends group by them.
     */
    mode: text('mode', { enum: ['sea', 'air', 'rail'] }),
    originCode: text('origin_code'),
    destinationCode: text('destination_code'),
    orderReference: text('order_reference'),
    /** Keys of CostTypeEnum and CostStageEnum. */
    costType: text('cost_type').notNull(),
    costStage: text('cost_stage').notNull(),
    kind: text('kind', { enum: ['estimate', 'actual'] }).notNull(),
    source: text('source', { enum: ['quote', 'remeasurement', 'duty', 'surcharge', 'storage'] }).notNull(),
    description: text('description'),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unit: text('unit').notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    taxRatePercent: numeric('tax_rate_percent', { precision: 6, scale: 3 }).notNull(),
    netAmount: money('net_amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    total: money('total').notNull(),
    /** A key of ApprovalStatusEnum. */
    status: text('status').notNull(),
    revision: integer('revision').notNull().default(1),
    rejectReason: text('reject_reason'),
    disputeReason: text('dispute_reason'),
    statementId: uuid('statement_id').references(() => statements.id),
    incurredAt: timestamp('incurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('charges_company_external_unique').on(t.companyId, t.externalId),
    ...sortIndexes('charges_company_incurred_at', [t.companyId], t.incurredAt, t.id),
    ...sortIndexes('charges_company_status_incurred_at', [t.companyId, t.status], t.incurredAt, t.id),
    index('charges_shipment_idx').on(t.shipmentId),
    index('charges_order_idx').on(t.orderId),
    check('charges_owner_check', sql`${t.shipmentId} is not null or ${t.orderId} is not null`),
    index('charges_statement_idx').on(t.statementId),
    check('charges_kind_check', sql`${t.kind} in ('estimate', 'actual')`),
    check('charges_source_check', sql`${t.source} in ('quote', 'remeasurement', 'duty', 'surcharge', 'storage')`),
  ],
);

/** Payments against a statement, recorded by the forwarder's ledger through the integration API. */
export const statementPayments = pgTable(
  'statement_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id),
    amount: money('amount').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('statement_payments_statement_idx').on(t.statementId),
    check('statement_payments_amount_check', sql`${t.amount} > 0`),
  ],
);
