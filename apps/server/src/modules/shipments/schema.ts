import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { decimal } from '../../db/columns.js';
import { sortIndexes } from '../../db/list-query.js';
import { files } from '../files/schema.js';
import { companies } from '../identity/schema.js';

/** The columns a shipment list sorts by (contracts' shipmentSortFields: Eta, Etd, CreatedTime). */
export const LIST_SORT_KEYS = ['eta', 'etd', 'createdAt'] as const;

/**
 * A shipment not yet delivered (ShipmentStatusEnum 5). A literal, not a parameter: the dashboard's
 * query matches the partial index shipments_company_open_idx only through the same text.
 */
export const notDelivered = (status: AnyPgColumn) => sql`${status} <> '5'`;

/**
 * Shipments (issue 5): one per forwarder job. The booked dates come from the forwarder's system;
 * etd/atd/eta/ata, original_eta and status are derived from the tracking events (tracking module).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The shipment's id in the forwarder's system: integration upserts find it by this. */
    externalId: text('external_id').notNull(),
    dcgNo: text('dcg_no').notNull(),
    mode: text('mode', { enum: ['sea', 'air', 'rail'] }).notNull(),
    /** A key of ShipmentStatusEnum. */
    status: text('status').notNull().default('0'),
    houseBill: text('house_bill'),
    masterBill: text('master_bill'),
    bookingNo: text('booking_no'),
    airWaybill: text('air_waybill'),
    customerReference: text('customer_reference'),
    fbaShipmentId: text('fba_shipment_id'),
    fbaReferenceId: text('fba_reference_id'),
    shipper: text('shipper'),
    consignee: text('consignee'),
    originCode: text('origin_code').notNull(),
    originName: text('origin_name'),
    destinationCode: text('destination_code').notNull(),
    destinationName: text('destination_name'),
    carrierCode: text('carrier_code'),
    carrierName: text('carrier_name'),
    vesselName: text('vessel_name'),
    voyageNo: text('voyage_no'),
    flightNo: text('flight_no'),
    trainNo: text('train_no'),
    pieces: integer('pieces'),
    cartons: integer('cartons'),
    grossWeightKg: decimal('gross_weight_kg', 14, 3),
    volumeM3: decimal('volume_m3', 12, 3),
    chargeableWeightKg: decimal('chargeable_weight_kg', 14, 3),
    /** A key of TradeClauseEnum. */
    incoterm: text('incoterm'),
    bookedEtd: timestamp('booked_etd', { withTimezone: true }),
    bookedEta: timestamp('booked_eta', { withTimezone: true }),
    etd: timestamp('etd', { withTimezone: true }),
    atd: timestamp('atd', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    ata: timestamp('ata', { withTimezone: true }),
    /**
     * The numbers of shipment_containers' rows of the shipment, in their order: written with them by
     * the one write path (upsert.ts), so a list row reads them with the shipment instead of a
     * sub-select per row, which cost a list page a third of its database time (bench/RESULTS.md).
     */
    containerNumbers: text('container_numbers').array().notNull().default(sql`'{}'::text[]`),
    /** The first ETA the shipment had: what slips are measured against. */
    originalEta: timestamp('original_eta', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('shipments_company_external_unique').on(t.companyId, t.externalId),
    uniqueIndex('shipments_company_dcg_unique').on(t.companyId, t.dcgNo),
    // The list pages (issue 15): every sort they offer, of a company's shipments and of one mode's,
    // comes from an index as it is read, so a page reads about its size in rows.
    ...LIST_SORT_KEYS.flatMap((key) => [
      ...sortIndexes(`shipments_company_${t[key].name}`, [t.companyId], t[key], t.id),
      ...sortIndexes(`shipments_company_mode_${t[key].name}`, [t.companyId, t.mode], t[key], t.id),
    ]),
    // New orders (one status, by creation) and the count of a status.
    ...sortIndexes('shipments_company_status_created_at', [t.companyId, t.status], t.createdAt, t.id),
    // The dashboard's figures count the shipments not yet delivered, never the company's history.
    index('shipments_company_open_idx').on(t.companyId, t.eta).where(notDelivered(t.status)),
    // The dashboard's chart: departures of the last twelve months.
    index('shipments_company_departed_idx').on(t.companyId, sql`coalesce(${t.atd}, ${t.etd})`),
    check('shipments_mode_check', sql`${t.mode} in ('sea', 'air', 'rail')`),
  ],
);

/**
 * Every reference of a shipment, upper case without spaces, so one search box matches any of them
 * by prefix through one index (text_pattern_ops serves LIKE 'ABC%' in any collation).
 */
export const shipmentReferences = pgTable(
  'shipment_references',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** A REFERENCE_KINDS value. */
    kind: text('kind').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.kind, t.value] }),
    index('shipment_references_company_value_idx').on(t.companyId, t.value.op('text_pattern_ops')),
  ],
);

/** The containers of a shipment (ISO 6346 numbers, checked). */
export const shipmentContainers = pgTable(
  'shipment_containers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    containerNo: text('container_no').notNull(),
    /** A key of CabinTypeEnum. */
    sizeType: text('size_type'),
    sealNo: text('seal_no'),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.containerNo] })],
);

/** Files of the files module attached to a shipment (spec §3 Attachment, grouped by the file's Type). */
export const shipmentDocuments = pgTable(
  'shipment_documents',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.fileId] })],
);
