import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { dcsaShipmentReferences, shipmentIdsByDcsaReference } from '../shipments/dcsa-references.js';
import type { TrackingEventRow } from '../tracking/events.js';
import { type CreatedOperator, type PublishedEventQuery, publishedEvents } from '../tracking/publication.js';
import { toDcsaEvent } from './dcsa-events.js';

const EVENT_TYPES = ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'] as const;
const SHIPMENT_CODES = [
  'RECE',
  'DRFT',
  'PENA',
  'PENU',
  'REJE',
  'APPR',
  'ISSU',
  'SURR',
  'SUBM',
  'VOID',
  'CONF',
  'REQS',
  'CMPL',
  'HOLD',
  'RELS',
] as const;
const TRANSPORT_CODES = ['ARRI', 'DEPA'] as const;
const EQUIPMENT_CODES = [
  'LOAD',
  'DISC',
  'GTIN',
  'GTOT',
  'STUF',
  'STRP',
  'PICK',
  'DROP',
  'INSP',
  'RSEA',
  'RMVD',
] as const;
const DOCUMENT_TYPES = ['CBR', 'BKG', 'SHI', 'SRM', 'TRD', 'ARN', 'VGM', 'CAS', 'CUS', 'DGD', 'OOG'] as const;

/** A comma-separated list of DCSA codes (OR between them), as the spec's form/explode=false parameters. */
const codeList = (codes: readonly string[], what: string) =>
  z
    .string()
    .regex(new RegExp(`^(${codes.join('|')})(,(${codes.join('|')}))*$`), `comma-separated ${what}: ${codes.join(', ')}`)
    .optional();
const dateTime = z.iso.datetime({ offset: true }).optional();
const OPERATORS = ['gte', 'gt', 'lte', 'lt', 'eq'] as const satisfies readonly CreatedOperator[];

/** The query of GET /v2/events: the spec's filters this publisher serves; any other is refused. */
export const eventQuerySchema = z.strictObject({
  eventType: codeList(EVENT_TYPES, 'event types'),
  shipmentEventTypeCode: codeList(SHIPMENT_CODES, 'shipment event type codes'),
  transportEventTypeCode: codeList(TRANSPORT_CODES, 'transport event type codes'),
  equipmentEventTypeCode: codeList(EQUIPMENT_CODES, 'equipment event type codes'),
  documentTypeCode: codeList(DOCUMENT_TYPES, 'document type codes'),
  carrierBookingReference: z.string().trim().min(1).max(35).optional(),
  transportDocumentReference: z.string().trim().min(1).max(20).optional(),
  equipmentReference: z.string().trim().min(1).max(15).optional(),
  UNLocationCode: z.string().trim().length(5).optional(),
  eventCreatedDateTime: dateTime,
  'eventCreatedDateTime:gte': dateTime,
  'eventCreatedDateTime:gt': dateTime,
  'eventCreatedDateTime:lte': dateTime,
  'eventCreatedDateTime:lt': dateTime,
  'eventCreatedDateTime:eq': dateTime,
  limit: z.coerce.number().int().min(1).max(1000).default(100).describe('At most 1,000; default 100'),
  cursor: z
    .string()
    .max(4096)
    .optional()
    .describe('From the Next-Page header of the previous page; the filters travel inside it'),
});
export type EventQuery = z.infer<typeof eventQuerySchema>;

/** The filters a page was asked with (without limit and cursor), kept in the cursor. */
type EventFilters = Omit<EventQuery, 'limit' | 'cursor'>;

const split = (value: string | undefined) => (value ? value.split(',') : undefined);

interface Cursor {
  /** The last event of the page before (its seq). */
  after: number;
  filters: EventFilters;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    if (!Number.isSafeInteger(parsed.after) || parsed.after < 0) throw new Error('bad position');
    const filters = eventQuerySchema.omit({ limit: true, cursor: true }).parse(parsed.filters);
    return { after: parsed.after, filters };
  } catch {
    throw new AppError('ValidationFailed', 'cursor: is not a cursor this server gave');
  }
}

/**
 * The tracking query of a set of DCSA filters for one company; a reference filter is resolved to
 * the company's shipments first (none found: no event).
 */
export async function eventQueryOf(
  db: Pick<Db, 'select'>,
  companyId: string,
  filters: EventFilters,
): Promise<Omit<PublishedEventQuery, 'limit'>> {
  let shipmentIds: string[] | undefined;
  const narrow = (ids: string[]) => {
    shipmentIds = shipmentIds ? shipmentIds.filter((id) => ids.includes(id)) : ids;
  };
  if (filters.carrierBookingReference) {
    narrow(await shipmentIdsByDcsaReference(db, companyId, 'carrierBookingReference', filters.carrierBookingReference));
  }
  if (filters.transportDocumentReference) {
    narrow(
      await shipmentIdsByDcsaReference(db, companyId, 'transportDocumentReference', filters.transportDocumentReference),
    );
  }
  const created: { op: CreatedOperator; at: Date }[] = [];
  if (filters.eventCreatedDateTime) created.push({ op: 'eq', at: new Date(filters.eventCreatedDateTime) });
  for (const op of OPERATORS) {
    const value = filters[`eventCreatedDateTime:${op}`];
    if (value) created.push({ op, at: new Date(value) });
  }
  return {
    companyId,
    eventTypes: split(filters.eventType),
    shipmentEventTypeCodes: split(filters.shipmentEventTypeCode),
    transportEventTypeCodes: split(filters.transportEventTypeCode),
    equipmentEventTypeCodes: split(filters.equipmentEventTypeCode),
    documentTypeCodes: split(filters.documentTypeCode),
    equipmentReference: filters.equipmentReference,
    unLocationCode: filters.UNLocationCode,
    created,
    shipmentIds,
  };
}

/** Stored events as DCSA T&T 2.2 events, with their shipments' references. */
export async function toDcsaEvents(
  db: Pick<Db, 'select'>,
  companyId: string,
  rows: readonly TrackingEventRow[],
): Promise<Record<string, unknown>[]> {
  const shipments = await dcsaShipmentReferences(
    db,
    companyId,
    rows.map((row) => row.shipmentId),
  );
  return rows.flatMap((row) => {
    const shipment = shipments.get(row.shipmentId);
    return shipment ? [toDcsaEvent(row, shipment)] : [];
  });
}

/**
 * One page of the company's events, oldest received first, and the cursor of the next page (null
 * on the last). The cursor holds the position and the filters, so the next page is asked with
 * the cursor (and a limit) alone.
 */
export async function listEvents(db: Pick<Db, 'select'>, companyId: string, query: EventQuery) {
  const { limit, cursor, ...asked } = query;
  const position = cursor ? decodeCursor(cursor) : { after: 0, filters: asked };
  if (cursor && Object.values(asked).some((value) => value !== undefined)) {
    throw new AppError('ValidationFailed', 'cursor: send it without filters (they travel inside it)');
  }
  const base = await eventQueryOf(db, companyId, position.filters);
  const rows = await publishedEvents(db, { ...base, afterSeq: position.after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next = rows.length > limit && last ? encodeCursor({ after: last.seq, filters: position.filters }) : null;
  return { events: await toDcsaEvents(db, companyId, page), next };
}

/** One event of the company by its eventID; another company's answers 404 like a missing one. */
export async function getEvent(db: Pick<Db, 'select'>, companyId: string, eventId: string) {
  const rows = await publishedEvents(db, { companyId, eventId, limit: 1 });
  const [event] = await toDcsaEvents(db, companyId, rows);
  if (!event) throw new AppError('NotFound', `eventID ${eventId}`);
  return event;
}
