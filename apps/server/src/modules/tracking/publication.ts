import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { TrackingEventRow } from './events.js';
import { trackingEvents } from './schema.js';

/**
 * How an IATA status (air) is published in DCSA T&T 2.2, which has no air transport: as a SHIPMENT
 * event about the document it concerns, the air waybill (TRD) unless named otherwise, with the
 * nearest shipmentEventTypeCode; the IATA code itself is kept in `reason` ("IATA DEP: ...").
 * A booking (BKD) confirms the booking, customs clearance (CCD) releases the customs document,
 * delivery (DLV, DDL) completes the transport document, a discrepancy (DIS) holds it, the
 * acceptance from the shipper (RCS) is its receipt; every movement status in between (PRE, MAN,
 * DEP, TFD, RCT, ARR, RCF, NFD, AWD, TGC) confirms a step of the air waybill (CONF).
 */
export const IATA_AS_DCSA: Record<string, { shipmentEventTypeCode: string; documentTypeCode: string }> = {
  BKD: { shipmentEventTypeCode: 'CONF', documentTypeCode: 'BKG' },
  RCS: { shipmentEventTypeCode: 'RECE', documentTypeCode: 'TRD' },
  CCD: { shipmentEventTypeCode: 'RELS', documentTypeCode: 'CUS' },
  DLV: { shipmentEventTypeCode: 'CMPL', documentTypeCode: 'TRD' },
  DDL: { shipmentEventTypeCode: 'CMPL', documentTypeCode: 'TRD' },
  DIS: { shipmentEventTypeCode: 'HOLD', documentTypeCode: 'TRD' },
};
export const IATA_DEFAULT_AS_DCSA = { shipmentEventTypeCode: 'CONF', documentTypeCode: 'TRD' } as const;

const caseOf = (field: 'shipmentEventTypeCode' | 'documentTypeCode', fallback: string): SQL => {
  const branches = Object.entries(IATA_AS_DCSA).map(([code, mapped]) => sql`when ${code} then ${mapped[field]}`);
  return sql`(case ${trackingEvents.code} ${sql.join(branches, sql` `)} else ${fallback} end)`;
};

/** The DCSA eventType a stored event is published as. */
const publishedType = sql`(case when ${trackingEvents.source} = 'IATA' then 'SHIPMENT' else ${trackingEvents.eventType} end)`;
/** Its DCSA event type code (shipment, transport or equipment). */
const publishedCode = sql`(case when ${trackingEvents.source} = 'IATA' then ${caseOf('shipmentEventTypeCode', IATA_DEFAULT_AS_DCSA.shipmentEventTypeCode)} else ${trackingEvents.code} end)`;
const publishedDocumentType = sql`(case when ${trackingEvents.source} = 'IATA' then ${caseOf('documentTypeCode', IATA_DEFAULT_AS_DCSA.documentTypeCode)} else ${trackingEvents.documentTypeCode} end)`;

export type CreatedOperator = 'gte' | 'gt' | 'lte' | 'lt' | 'eq';

/** The filters of GET /v2/events (and of a subscription), on the stored events of one company. */
export interface PublishedEventQuery {
  companyId: string;
  eventTypes?: readonly string[] | undefined;
  shipmentEventTypeCodes?: readonly string[] | undefined;
  transportEventTypeCodes?: readonly string[] | undefined;
  equipmentEventTypeCodes?: readonly string[] | undefined;
  documentTypeCodes?: readonly string[] | undefined;
  equipmentReference?: string | undefined;
  unLocationCode?: string | undefined;
  created?: readonly { op: CreatedOperator; at: Date }[] | undefined;
  /** Only events of these shipments (a reference filter already resolved). */
  shipmentIds?: readonly string[] | undefined;
  /** Keyset: only events received after this one (seq). */
  afterSeq?: number | undefined;
  seqs?: readonly number[] | undefined;
  eventId?: string | undefined;
  limit: number;
}

const CREATED: Record<CreatedOperator, typeof gte> = { gte, gt, lte, lt, eq };

/** A code filter on events of one type: other types pass, that type must have one of the codes. */
function codeOf(eventType: string, codes: readonly string[] | undefined): SQL | undefined {
  if (!codes || codes.length === 0) return undefined;
  return sql`(${publishedType} = ${eventType} and ${publishedCode} in (${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )}))`;
}

/**
 * The company's live (not retracted) events matching the filters, in the order they were received
 * (seq), after the keyset position: the publisher's pages and the webhooks' events. Filters on
 * different fields are combined with AND, the values of one list with OR (DCSA); a filter on
 * another type's code leaves out the events of the types it does not name, as the spec's example says.
 */
export async function publishedEvents(db: Pick<Db, 'select'>, query: PublishedEventQuery): Promise<TrackingEventRow[]> {
  if (query.shipmentIds && query.shipmentIds.length === 0) return [];
  const conditions: (SQL | undefined)[] = [
    eq(trackingEvents.companyId, query.companyId),
    isNull(trackingEvents.retractedAt),
  ];
  if (query.eventTypes && query.eventTypes.length > 0) {
    conditions.push(
      sql`${publishedType} in (${sql.join(
        query.eventTypes.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  }
  for (const [type, codes] of [
    ['SHIPMENT', query.shipmentEventTypeCodes],
    ['TRANSPORT', query.transportEventTypeCodes],
    ['EQUIPMENT', query.equipmentEventTypeCodes],
  ] as const) {
    conditions.push(codeOf(type, codes));
  }
  if (query.documentTypeCodes && query.documentTypeCodes.length > 0) {
    conditions.push(
      sql`${publishedDocumentType} in (${sql.join(
        query.documentTypeCodes.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
  }
  if (query.equipmentReference) conditions.push(eq(trackingEvents.equipmentReference, query.equipmentReference));
  if (query.unLocationCode) conditions.push(eq(trackingEvents.locationCode, query.unLocationCode));
  for (const { op, at } of query.created ?? []) conditions.push(CREATED[op](trackingEvents.eventCreatedAt, at));
  if (query.shipmentIds) conditions.push(inArray(trackingEvents.shipmentId, [...query.shipmentIds]));
  if (query.afterSeq !== undefined) conditions.push(gt(trackingEvents.seq, query.afterSeq));
  if (query.seqs) conditions.push(inArray(trackingEvents.seq, [...query.seqs]));
  if (query.eventId !== undefined) conditions.push(eq(trackingEvents.eventId, query.eventId));
  return db
    .select()
    .from(trackingEvents)
    .where(and(...conditions))
    .orderBy(asc(trackingEvents.seq))
    .limit(query.limit);
}
