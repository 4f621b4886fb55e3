import { iataStatusEventSchema, milestoneLabel, retractionSchema } from '@portside/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { shipments } from '../../db/schema.js';
import { AppError } from '../../http/envelope.js';
import { describeLocation } from '../locations/service.js';
import type { NewMessages } from '../messages/service.js';
import { createDcsaValidator, type DcsaValidator } from './dcsa-schema.js';
import { type DerivableEvent, deriveShipmentState, etaEvents, type ShipmentPlan } from './derive.js';
import {
  contentHash,
  forwarderReference,
  idFromHash,
  type NormalizedEvent,
  normalizeDcsaEvent,
  normalizeIataEvent,
} from './normalize.js';
import { trackingEvents } from './schema.js';

export type EventSource = 'DCSA' | 'IATA';

interface Retraction {
  eventId: string;
  retractedEventId: string;
}

type BatchItem = { index: number; event: NormalizedEvent } | { index: number; retraction: Retraction };

let dcsaValidator: DcsaValidator | undefined;
/** Compiled on first use and kept: the schemas never change while the process runs. */
function dcsa(): DcsaValidator {
  dcsaValidator ??= createDcsaValidator();
  return dcsaValidator;
}

const fault = (index: number, field: string, message: string) =>
  new AppError('ValidationFailed', `events[${index}]${field ? `.${field}` : ''}: ${message}`);

/**
 * Checks every event of a batch before anything is written, so a batch with one bad event is
 * refused whole; the message names the event's index and field. DCSA events are checked against
 * the official T&T 2.2 schema, IATA status events against iataStatusEventSchema.
 */
export function parseEventBatch(source: EventSource, events: readonly Record<string, unknown>[], receivedAt: Date) {
  return events.map((raw, index): BatchItem => {
    if ('retractedEventID' in raw) {
      const parsed = retractionSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw fault(index, issue?.path.join('.') ?? '', issue?.message ?? 'is invalid');
      }
      const eventId = parsed.data.eventID ?? idFromHash(contentHash(parsed.data));
      return { index, retraction: { eventId, retractedEventId: parsed.data.retractedEventID } };
    }
    if (source === 'IATA') {
      const parsed = iataStatusEventSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw fault(index, issue?.path.join('.') ?? '', issue?.message ?? 'is invalid');
      }
      return { index, event: normalizeIataEvent(parsed.data, receivedAt) };
    }
    const problem = dcsa().validate(raw);
    if (problem) throw fault(index, problem.field, problem.message);
    const externalId = forwarderReference(raw);
    if (!externalId) {
      throw fault(index, 'references', "an FF reference (the freight forwarder's reference) must name the shipment");
    }
    return { index, event: normalizeDcsaEvent(raw, externalId) };
  });
}

type ShipmentRow = Pick<
  typeof shipments.$inferSelect,
  | 'id'
  | 'externalId'
  | 'dcgNo'
  | 'originCode'
  | 'originName'
  | 'destinationCode'
  | 'destinationName'
  | 'bookedEtd'
  | 'bookedEta'
  | 'createdAt'
  | 'status'
  | 'etd'
  | 'atd'
  | 'eta'
  | 'ata'
  | 'originalEta'
>;

const shipmentColumns = {
  id: shipments.id,
  externalId: shipments.externalId,
  dcgNo: shipments.dcgNo,
  originCode: shipments.originCode,
  originName: shipments.originName,
  destinationCode: shipments.destinationCode,
  destinationName: shipments.destinationName,
  bookedEtd: shipments.bookedEtd,
  bookedEta: shipments.bookedEta,
  createdAt: shipments.createdAt,
  status: shipments.status,
  etd: shipments.etd,
  atd: shipments.atd,
  eta: shipments.eta,
  ata: shipments.ata,
  originalEta: shipments.originalEta,
};

/** The live (not retracted) events of the shipments, as the derivation reads them. */
export async function liveEvents(tx: Pick<Tx, 'select'>, shipmentIds: readonly string[]) {
  if (shipmentIds.length === 0) return new Map<string, DerivableEvent[]>();
  const rows = await tx
    .select({
      shipmentId: trackingEvents.shipmentId,
      seq: trackingEvents.seq,
      source: trackingEvents.source,
      eventType: trackingEvents.eventType,
      classifier: trackingEvents.classifier,
      code: trackingEvents.code,
      documentTypeCode: trackingEvents.documentTypeCode,
      eventTime: trackingEvents.eventTime,
      eventCreatedAt: trackingEvents.eventCreatedAt,
      locationCode: trackingEvents.locationCode,
      locationName: trackingEvents.locationName,
      emptyIndicator: trackingEvents.emptyIndicator,
      delayReasonCode: trackingEvents.delayReasonCode,
      remark: trackingEvents.remark,
    })
    .from(trackingEvents)
    .where(and(inArray(trackingEvents.shipmentId, [...shipmentIds]), isNull(trackingEvents.retractedAt)));
  const byShipment = new Map<string, DerivableEvent[]>();
  for (const { shipmentId, ...event } of rows) {
    const list = byShipment.get(shipmentId);
    if (list) list.push(event);
    else byShipment.set(shipmentId, [event]);
  }
  return byShipment;
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

function formatTime(time: Date): string {
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function placeName(code: string, name: string | null): string {
  const place = describeLocation(code, name);
  return place.Name ? `${place.Name} (${code})` : code;
}

/**
 * Recomputes the status and dates of the shipments from their live events and booked dates,
 * writes the ones that changed in one statement, and answers a notice per changed ETA.
 */
export async function refreshShipments(
  tx: Tx,
  companyId: string,
  rows: readonly ShipmentRow[],
  now: Date,
): Promise<NewMessages[]> {
  const events = await liveEvents(
    tx,
    rows.map((row) => row.id),
  );
  const changed: Record<string, unknown>[] = [];
  const notices: NewMessages[] = [];
  for (const row of rows) {
    const plan: ShipmentPlan = row;
    const shipmentEvents = events.get(row.id) ?? [];
    const next = deriveShipmentState(plan, shipmentEvents);
    const same =
      next.status === row.status &&
      sameTime(next.etd, row.etd) &&
      sameTime(next.atd, row.atd) &&
      sameTime(next.eta, row.eta) &&
      sameTime(next.ata, row.ata) &&
      sameTime(next.originalEta, row.originalEta);
    if (same) continue;
    changed.push({
      id: row.id,
      status: next.status,
      etd: next.etd,
      atd: next.atd,
      eta: next.eta,
      ata: next.ata,
      original_eta: next.originalEta,
      updated_at: now,
    });
    if (row.eta && next.eta && !sameTime(row.eta, next.eta) && !next.ata) {
      const latest = etaEvents(plan, shipmentEvents).at(-1);
      const reason = [latest?.delayReasonCode, latest?.remark].filter(Boolean).join(': ');
      notices.push({
        companyId,
        type: '3',
        relateId: row.id,
        dcgNo: row.dcgNo,
        title: `ETA changed: ${row.dcgNo}`,
        content:
          `The ETA of ${row.dcgNo} at ${placeName(row.destinationCode, row.destinationName)} moved from ` +
          `${formatTime(row.eta)} to <b>${formatTime(next.eta)}</b>${reason ? ` (${reason})` : ''}.`,
      });
    }
  }
  if (changed.length > 0) {
    await tx.execute(sql`
      update shipments s set
        status = v.status, etd = v.etd, atd = v.atd, eta = v.eta, ata = v.ata,
        original_eta = v.original_eta, updated_at = v.updated_at
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as v(
        id uuid, status text, etd timestamptz, atd timestamptz, eta timestamptz, ata timestamptz,
        original_eta timestamptz, updated_at timestamptz)
      where s.id = v.id`);
  }
  return notices;
}

/** The shipments of a company by external id, as refreshShipments reads them. */
export function findShipmentsByExternalId(tx: Pick<Tx, 'select'>, companyId: string, externalIds: readonly string[]) {
  return tx
    .select(shipmentColumns)
    .from(shipments)
    .where(and(eq(shipments.companyId, companyId), inArray(shipments.externalId, [...externalIds])));
}

function milestoneNotice(companyId: string, shipment: ShipmentRow, event: NormalizedEvent): NewMessages {
  // Messages are stored in one language, as every message of the message centre is: English.
  const label = milestoneLabel(
    { EventType: event.eventType, Code: event.code, DocumentTypeCode: event.documentTypeCode },
    'en-US',
  );
  const where = event.locationCode
    ? ` at ${placeName(event.locationCode, event.locationName)}`
    : event.locationName
      ? ` at ${event.locationName}`
      : '';
  const conveyance = event.vesselName
    ? `, ${event.vesselName}${event.voyageNo ? ` voyage ${event.voyageNo}` : ''}`
    : event.flightNo
      ? `, flight ${event.flightNo}`
      : '';
  const container = event.equipmentReference ? ` (container ${event.equipmentReference})` : '';
  return {
    companyId,
    type: '2',
    relateId: shipment.id,
    dcgNo: shipment.dcgNo,
    title: `${label}: ${shipment.dcgNo}`,
    content: `${shipment.dcgNo}${container}: ${label.toLowerCase()}${where} on <b>${formatTime(event.eventTime)}</b>${conveyance}.`,
  };
}

export interface IngestResult {
  answer: { accepted: number; eventIds: string[] };
  notices: NewMessages[];
}

/**
 * Writes a parsed batch in the caller's transaction: new events in one statement (an event
 * received before with the same content is skipped, with other content refused), retractions,
 * then each touched shipment's status and dates. Answers the notices to send: one per actual
 * milestone and one per changed ETA.
 */
export async function ingestEventBatch(
  ctx: Pick<AppContext, 'clock'>,
  tx: Tx,
  companyId: string,
  items: readonly BatchItem[],
): Promise<IngestResult> {
  const receivedAt = ctx.clock();
  const events = items.flatMap((item) => ('event' in item ? [{ index: item.index, event: item.event }] : []));
  const retractions = items.flatMap((item) =>
    'retraction' in item ? [{ index: item.index, retraction: item.retraction }] : [],
  );

  const externalIds = [...new Set(events.map(({ event }) => event.shipmentExternalId))];
  const found = externalIds.length > 0 ? await findShipmentsByExternalId(tx, companyId, externalIds) : [];
  const byExternalId = new Map(found.map((row) => [row.externalId, row]));
  for (const { index, event } of events) {
    // Another company's shipment is answered exactly as one that does not exist.
    if (!byExternalId.has(event.shipmentExternalId)) {
      throw new AppError('NotFound', `events[${index}]: shipment ${event.shipmentExternalId}`);
    }
  }

  // An event seen before (in an earlier call or earlier in this batch) is a no-op, unless its content differs.
  const ids = events.map(({ event }) => event.eventId);
  const seen = new Map<string, string>();
  if (ids.length > 0) {
    const existing = await tx
      .select({ eventId: trackingEvents.eventId, payloadHash: trackingEvents.payloadHash })
      .from(trackingEvents)
      .where(and(eq(trackingEvents.companyId, companyId), inArray(trackingEvents.eventId, [...new Set(ids)])));
    for (const row of existing) seen.set(row.eventId, row.payloadHash);
  }
  const fresh: { index: number; event: NormalizedEvent; shipment: ShipmentRow }[] = [];
  for (const { index, event } of events) {
    const known = seen.get(event.eventId);
    if (known !== undefined) {
      if (known !== event.payloadHash) {
        throw new AppError(
          'Conflict',
          `events[${index}].eventID: ${event.eventId} was received before with other content`,
        );
      }
      continue;
    }
    seen.set(event.eventId, event.payloadHash);
    const shipment = byExternalId.get(event.shipmentExternalId);
    if (shipment) fresh.push({ index, event, shipment });
  }
  if (fresh.length > 0) {
    const records = fresh.map(({ event, shipment }) => ({
      company_id: companyId,
      shipment_id: shipment.id,
      event_id: event.eventId,
      source: event.source,
      event_type: event.eventType,
      classifier: event.classifier,
      code: event.code,
      document_type_code: event.documentTypeCode,
      event_time: event.eventTime,
      event_created_at: event.eventCreatedAt,
      location_code: event.locationCode,
      location_name: event.locationName,
      transport_mode: event.transportMode,
      vessel_name: event.vesselName,
      voyage_no: event.voyageNo,
      flight_no: event.flightNo,
      equipment_reference: event.equipmentReference,
      empty_indicator: event.emptyIndicator,
      pieces: event.pieces,
      weight_kg: event.weightKg,
      delay_reason_code: event.delayReasonCode,
      remark: event.remark,
      payload_hash: event.payloadHash,
      received_at: receivedAt,
    }));
    await tx.execute(sql`
      insert into tracking_events (company_id, shipment_id, event_id, source, event_type, classifier, code,
        document_type_code, event_time, event_created_at, location_code, location_name, transport_mode, vessel_name,
        voyage_no, flight_no, equipment_reference, empty_indicator, pieces, weight_kg, delay_reason_code, remark,
        payload_hash, received_at)
      select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(company_id uuid, shipment_id uuid,
        event_id text, source text, event_type text, classifier text, code text, document_type_code text,
        event_time timestamptz, event_created_at timestamptz, location_code text, location_name text,
        transport_mode text, vessel_name text, voyage_no text, flight_no text, equipment_reference text,
        empty_indicator text, pieces integer, weight_kg numeric, delay_reason_code text, remark text,
        payload_hash text, received_at timestamptz)`);
  }

  const touched = new Map(fresh.map(({ shipment }) => [shipment.id, shipment]));
  const retractedIds = new Set<string>();
  if (retractions.length > 0) {
    const targets = await tx
      .select({ eventId: trackingEvents.eventId, shipmentId: trackingEvents.shipmentId })
      .from(trackingEvents)
      .where(
        and(
          eq(trackingEvents.companyId, companyId),
          inArray(trackingEvents.eventId, [
            ...new Set(retractions.map(({ retraction }) => retraction.retractedEventId)),
          ]),
        ),
      );
    const targetShipment = new Map(targets.map((row) => [row.eventId, row.shipmentId]));
    for (const { index, retraction } of retractions) {
      if (!targetShipment.has(retraction.retractedEventId)) {
        throw new AppError('NotFound', `events[${index}].retractedEventID: ${retraction.retractedEventId}`);
      }
      // Retracting an event twice is a no-op: the first retraction stands.
      await tx
        .update(trackingEvents)
        .set({ retractedAt: receivedAt, retractedBy: retraction.eventId })
        .where(
          and(
            eq(trackingEvents.companyId, companyId),
            eq(trackingEvents.eventId, retraction.retractedEventId),
            isNull(trackingEvents.retractedAt),
          ),
        );
      retractedIds.add(retraction.retractedEventId);
    }
    const missing = [...new Set(targets.map((row) => row.shipmentId))].filter((id) => !touched.has(id));
    if (missing.length > 0) {
      const rows = await tx.select(shipmentColumns).from(shipments).where(inArray(shipments.id, missing));
      for (const row of rows) touched.set(row.id, row);
    }
  }

  const etaNotices = await refreshShipments(tx, companyId, [...touched.values()], receivedAt);
  const milestoneNotices = fresh
    .filter(({ event }) => event.classifier === 'ACT' && !retractedIds.has(event.eventId))
    .map(({ event, shipment }) => milestoneNotice(companyId, shipment, event));
  return {
    answer: {
      accepted: items.length,
      eventIds: items.map((item) => ('event' in item ? item.event.eventId : item.retraction.eventId)),
    },
    notices: [...milestoneNotices, ...etaNotices],
  };
}
