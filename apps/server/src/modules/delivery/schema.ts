import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sortIndexes } from '../../db/list-query.js';
import { files } from '../files/schema.js';
import { companies } from '../identity/schema.js';
import { orderCartons, orders } from '../orders/schema.js';
import { shipments } from '../shipments/schema.js';

/**
 * Deliveries (issue 11): the last mile of an end or air-end order, or any order's delivery to an
 * Amazon fulfilment centre, opened and moved by the forwarder's systems through the integration API.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The delivery's id in the forwarder's system. */
    externalId: text('external_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's number, kind, FBA shipment ID and shipment, copied when the delivery is opened (they do not change). */
    orderNo: text('order_no').notNull(),
    orderKind: text('order_kind').notNull(),
    fbaShipmentId: text('fba_shipment_id'),
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    /** An ORDER_DELIVERY_METHODS value. */
    method: text('method').notNull(),
    /** The FBA centre or warehouse it goes to (the order's destination). */
    warehouseCode: text('warehouse_code').notNull(),
    /** A truck delivery to an Amazon centre goes out only with an appointment. */
    needsAppointment: boolean('needs_appointment').notNull(),
    carrier: text('carrier'),
    courier: text('courier'),
    masterTrackingNo: text('master_tracking_no'),
    /** A key of DeliveryStatusEnum. */
    status: text('status').notNull(),
    appointmentId: text('appointment_id'),
    appointmentStart: timestamp('appointment_start', { withTimezone: true }),
    appointmentEnd: timestamp('appointment_end', { withTimezone: true }),
    failureReason: text('failure_reason'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    proofFileId: uuid('proof_file_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('deliveries_company_external_unique').on(t.companyId, t.externalId),
    index('deliveries_order_idx').on(t.orderId),
    index('deliveries_proof_file_idx').on(t.proofFileId),
    ...sortIndexes('deliveries_company_updated_at', [t.companyId], t.updatedAt, t.id),
    check('deliveries_status_check', sql`${t.status} in ('0', '1', '2', '3', '4', '5', '6')`),
    check('deliveries_method_check', sql`${t.method} in ('truckLtl', 'truckFtl', 'parcel')`),
    check('deliveries_appointment_check', sql`(${t.appointmentId} is null) = (${t.appointmentStart} is null)`),
  ],
);

/** Every state a delivery went through and when. */
export const deliveryStatusChanges = pgTable(
  'delivery_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the changes, also of several in one transaction (they share its time). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    /** Null when the delivery was opened. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** The integration API key the forwarder's system called with. */
    apiKeyId: uuid('api_key_id'),
    note: text('note'),
    /** When it happened, as the forwarder reported it. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_status_changes_delivery_idx').on(t.deliveryId, t.seq)],
);

/** The appointment's history: booked, moved, cancelled, rebooked after a failure. */
export const deliveryAppointments = pgTable(
  'delivery_appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    /** An APPOINTMENT_ACTIONS value. */
    action: text('action').notNull(),
    appointmentId: text('appointment_id').notNull(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }),
    reason: text('reason'),
    apiKeyId: uuid('api_key_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_appointments_delivery_idx').on(t.deliveryId, t.seq)],
);

/** A courier parcel: one carton of the order under its child tracking number. */
export const deliveryParcels = pgTable(
  'delivery_parcels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    cartonId: uuid('carton_id')
      .notNull()
      .references(() => orderCartons.id),
    cartonNo: text('carton_no').notNull(),
    /** Carton n of the order (from 1). */
    position: integer('position').notNull(),
    childNo: text('child_no').notNull(),
    /** The latest event's code (PARCEL_EVENT_CODES), by event time. */
    status: text('status'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Unique within a company only: another company's number must not be detectable by a conflict.
    uniqueIndex('delivery_parcels_company_child_unique').on(t.companyId, t.childNo),
    uniqueIndex('delivery_parcels_delivery_carton_unique').on(t.deliveryId, t.cartonId),
    index('delivery_parcels_delivery_idx').on(t.deliveryId, t.position),
  ],
);

/** Courier tracking events of a parcel, as the forwarder posts them. */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => deliveryParcels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description'),
    location: text('location'),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('parcel_events_parcel_code_time_unique').on(t.parcelId, t.code, t.eventTime)],
);
