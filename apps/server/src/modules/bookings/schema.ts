import type { BillContent, ShippingInstructions } from '@portside/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sortIndexes } from '../../db/list-query.js';
import { companies, users } from '../identity/schema.js';
import { orders } from '../orders/schema.js';
import { shipments } from '../shipments/schema.js';

/**
 * A booking of a full-container or ocean order (issue 11), in the shape of DCSA Booking 2.0: opened
 * and moved by the forwarder's systems through the integration API. The order's number and the
 * shipment's job number are copied at creation: the list filters on them and InsertDCGExcel finds
 * the booking by its job number.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    orderNo: text('order_no').notNull(),
    orderKind: text('order_kind', { enum: ['full', 'ocean'] }).notNull(),
    dcgNo: text('dcg_no').notNull(),
    /** DCSA carrierBookingRequestReference: the booking's id in the forwarder's system. */
    requestReference: text('request_reference').notNull(),
    /** DCSA carrierBookingReference: the carrier's booking number, given at confirmation. */
    carrierReference: text('carrier_reference'),
    /** A BOOKING_STATUSES value. */
    status: text('status').notNull(),
    receiptType: text('receipt_type', { enum: ['CY', 'SD', 'CFS'] }).notNull(),
    deliveryType: text('delivery_type', { enum: ['CY', 'SD', 'CFS'] }).notNull(),
    requestedEquipments: jsonb('requested_equipments')
      .$type<{ ISOEquipmentCode: string; units: number }[]>()
      .notNull()
      .default([]),
    portOfLoading: text('port_of_loading').notNull(),
    portOfDischarge: text('port_of_discharge').notNull(),
    vesselName: text('vessel_name'),
    voyageNumber: text('voyage_number'),
    expectedDepartureDate: date('expected_departure_date', { mode: 'string' }),
    cutOffs: jsonb('cut_offs').$type<{ cutOffDateTimeCode: string; cutOffDateTime: string }[]>().notNull().default([]),
    /** What the forwarder asked to change (PENDING_UPDATE) or why it rejected the booking. */
    pendingReason: text('pending_reason'),
    /** The shipping instructions the client imported (InsertDCGExcel), eBL 3.0 names. */
    shippingInstructions: jsonb('shipping_instructions').$type<ShippingInstructions>(),
    shippingInstructionsAt: timestamp('shipping_instructions_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bookings_company_request_unique').on(t.companyId, t.requestReference),
    uniqueIndex('bookings_order_unique').on(t.orderId),
    index('bookings_company_dcg_no_idx').on(t.companyId, t.dcgNo),
    ...sortIndexes('bookings_company_updated_at', [t.companyId], t.updatedAt, t.id),
    check(
      'bookings_status_check',
      sql`${t.status} in ('RECEIVED', 'PENDING_UPDATE', 'CONFIRMED', 'COMPLETED', 'REJECTED', 'CANCELLED')`,
    ),
  ],
);

/** The house bill of a booking (eBL 3.0 transport document): drafts, the client's approval, the issue. */
export const billsOfLading = pgTable(
  'bills_of_lading',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** DCSA transportDocumentReference: the house bill number. */
    reference: text('reference').notNull(),
    /** A BILL_STATUSES value. */
    status: text('status').notNull(),
    /** 1 for the first draft, one more for each next draft. */
    version: integer('version').notNull(),
    document: jsonb('document').$type<BillContent>().notNull(),
    /** The client's last comment on a draft. */
    comment: text('comment'),
    issueDate: date('issue_date', { mode: 'string' }),
    shippedOnBoardDate: date('shipped_on_board_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bills_of_lading_booking_unique').on(t.bookingId),
    uniqueIndex('bills_of_lading_company_reference_unique').on(t.companyId, t.reference),
    /** The dashboard's inbox: the drafts a company has to approve. */
    index('bills_of_lading_company_draft_idx').on(t.companyId).where(sql`${t.status} = 'DRAFT'`),
    check('bills_of_lading_status_check', sql`${t.status} in ('DRAFT', 'PENDING_AMENDMENT', 'APPROVED', 'ISSUED')`),
  ],
);

/** Every move of a booking or its bill: who, when, from, to, why. */
export const bookingTransitions = pgTable(
  'booking_transitions',
  {
    /** In order of writing: transitions of one request share its time. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: ['Booking', 'BillOfLading'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    /** The client user who moved it; null for the forwarder. */
    userId: uuid('user_id').references(() => users.id),
    /** Who: the user's account name or "integration:<key name>". */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('booking_transitions_booking_idx').on(t.bookingId, t.id)],
);
