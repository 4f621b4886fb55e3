import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { decimal } from '../../db/columns.js';
import { companies } from '../identity/schema.js';
import { shipments } from '../shipments/schema.js';

/**
 * Tracking events of every mode in one shape: DCSA T&T 2.2 (sea, rail) and IATA status codes (air).
 * A retracted event stays for the record but leaves the timeline and the derived dates.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The source's eventID, or one derived from the content's hash when the source sent none. */
    eventId: text('event_id').notNull(),
    source: text('source', { enum: ['DCSA', 'IATA'] }).notNull(),
    eventType: text('event_type').notNull(),
    classifier: text('classifier', { enum: ['PLN', 'EST', 'ACT'] }).notNull(),
    code: text('code').notNull(),
    documentTypeCode: text('document_type_code'),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    locationCode: text('location_code'),
    locationName: text('location_name'),
    transportMode: text('transport_mode'),
    vesselName: text('vessel_name'),
    voyageNo: text('voyage_no'),
    flightNo: text('flight_no'),
    equipmentReference: text('equipment_reference'),
    emptyIndicator: text('empty_indicator'),
    pieces: integer('pieces'),
    weightKg: decimal('weight_kg', 14, 3),
    delayReasonCode: text('delay_reason_code'),
    remark: text('remark'),
    /**
     * SHA-256 of the event as received: the same eventID with other content is a conflict. The
     * event itself is not kept: its columns hold everything the portal shows, at a third of the size.
     */
    payloadHash: text('payload_hash').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    retractedAt: timestamp('retracted_at', { withTimezone: true }),
    retractedBy: text('retracted_by'),
  },
  (t) => [
    uniqueIndex('tracking_events_company_event_unique').on(t.companyId, t.eventId),
    index('tracking_events_shipment_idx').on(t.shipmentId, t.eventTime),
    // The DCSA publisher's keyset pages: one company's events in the order they were received.
    index('tracking_events_company_seq_idx').on(t.companyId, t.seq),
    check('tracking_events_classifier_check', sql`${t.classifier} in ('PLN', 'EST', 'ACT')`),
  ],
);
