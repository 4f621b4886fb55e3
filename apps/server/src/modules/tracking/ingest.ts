import { iataStatusEventSchema, retractionSchema } from '@portside/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { queryRows, type Tx } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import type { NewMessages } from '../messages/service.js';
import {
  findShipmentsByExternalId,
  findShipmentsById,
  refreshShipments,
  type ShipmentStateRow,
} from '../shipments/derived-state.js';
import { createDcsaValidator, type DcsaValidator } from './dcsa-schema.js';
import { createDcsaV3Validator } from './dcsa-v3-schema.js';
import {
  contentHash,
  forwarderReference,
  forwarderReferenceV3,
  idFromHash,
  type NormalizedEvent,
  normalizeDcsaEvent,
  normalizeDcsaV3Event,
  normalizeIataEvent,
} from './normalize.js';
import { placeName } from './notice-text.js';
import { trackingEvents } from './schema.js';

export type EventSource = 'DCSA' | 'IATA';

interface Retraction {
  eventId: string;
  retractedEventId: string;
}

type BatchItem = { index: number; event: NormalizedEvent } | { index: number; retraction: Retraction };

let dcsaValidator: DcsaValidator | undefined;
let dcsaV3Validator: DcsaValidator | undefined;
/** Compiled on first use and kept: the schemas never change while the process runs. */
function dcsa(): DcsaValidator {
  dcsaValidator ??= createDcsaValidator();
  return dcsaValidator;
}
function dcsaV3(): DcsaValidator {
  dcsaV3Validator ??= createDcsaV3Validator();
  return dcsaV3Validator;
}

const fault = (index: number, field: string, message: string) =>
  new AppError('ValidationFailed', `events[${index}]${field ? `.${field}` : ''}: ${message}`);

/**
 * A DCSA T&T 3.0 event, checked against EVENT_DOMAIN 3.1.0: a retraction when its metadata names
 * a retractedEventID, else an event naming its shipment by the payload's FF reference.
 */
function parseDcsaV3Event(raw: Record<string, unknown>, index: number): BatchItem {
  const problem = dcsaV3().validate(raw);
  if (problem) throw fault(index, problem.field, problem.message);
  const metadata = raw.metadata as Record<string, unknown>;
  if (typeof metadata.retractedEventID === 'string') {
    return { index, retraction: { eventId: String(metadata.eventID), retractedEventId: metadata.retractedEventID } };
  }
  const externalId = forwarderReferenceV3(raw.payload as Record<string, unknown>);
  if (!externalId) {
    throw fault(
      index,
      'payload.references',
      "an FF reference (the freight forwarder's reference) must name the shipment",
    );
  }
  return { index, event: normalizeDcsaV3Event(raw, externalId) };
}

/**
 * Checks every event of a batch before anything is written, so a batch with one bad event is
 * refused whole; the message names the event's index and field. DCSA events are checked against
 * the official schema of their version, each event on its own: one with a `metadata` object is
 * T&T 3.0 (EVENT_DOMAIN 3.1.0), any other T&T 2.2, so a batch may mix the two. IATA status events
 * are checked against iataStatusEventSchema.
 */
export function parseEventBatch(source: EventSource, events: readonly Record<string, unknown>[], receivedAt: Date) {
  return events.map((raw, index): BatchItem => {
    if (source === 'DCSA' && 'metadata' in raw) return parseDcsaV3Event(raw, index);
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

function milestoneNotice(companyId: string, shipment: ShipmentStateRow, event: NormalizedEvent): NewMessages {
  return {
    companyId,
    relateId: shipment.id,
    dcgNo: shipment.dcgNo,
    Template: 'shipments.milestone',
    Params: {
      ShipmentId: shipment.id,
      DcgNo: shipment.dcgNo,
      EventType: event.eventType,
      Code: event.code,
      DocumentTypeCode: event.documentTypeCode,
      EventTime: event.eventTime.toISOString(),
      Place: event.locationCode ? placeName(event.locationCode, event.locationName) : event.locationName || null,
      Container: event.equipmentReference || null,
      Vessel: event.vesselName || null,
      Voyage: event.voyageNo || null,
      Flight: event.flightNo || null,
      Train: null,
    },
  };
}

export interface IngestResult {
  answer: { accepted: number; eventIds: string[] };
  notices: NewMessages[];
  /** The seq of each event stored by this batch, in the order stored (for the webhooks' outbox). */
  storedSeqs: number[];
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
    const shipment = byExternalId.get(event.shipmentExternalId);
    // Another company's shipment is answered exactly as one that does not exist.
    if (!shipment) throw new AppError('NotFound', `events[${index}]: shipment ${event.shipmentExternalId}`);
    // IATA cargo status codes describe air cargo only (issue 17, I6).
    if (event.source === 'IATA' && shipment.mode !== 'air') {
      throw fault(
        index,
        'shipmentExternalId',
        `shipment ${event.shipmentExternalId} is a ${shipment.mode} shipment; IATA status events are for air shipments only`,
      );
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
  const fresh: { index: number; event: NormalizedEvent; shipment: ShipmentStateRow }[] = [];
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
  let storedSeqs: number[] = [];
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
    const stored = await queryRows<{ seq: number | string }>(
      tx,
      sql`
      insert into tracking_events (company_id, shipment_id, event_id, source, event_type, classifier, code,
        document_type_code, event_time, event_created_at, location_code, location_name, transport_mode, vessel_name,
        voyage_no, flight_no, equipment_reference, empty_indicator, pieces, weight_kg, delay_reason_code, remark,
        payload_hash, received_at)
      select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(company_id uuid, shipment_id uuid,
        event_id text, source text, event_type text, classifier text, code text, document_type_code text,
        event_time timestamptz, event_created_at timestamptz, location_code text, location_name text,
        transport_mode text, vessel_name text, voyage_no text, flight_no text, equipment_reference text,
        empty_indicator text, pieces integer, weight_kg numeric, delay_reason_code text, remark text,
        payload_hash text, received_at timestamptz)
      returning seq`,
    );
    storedSeqs = stored.map((row) => Number(row.seq)).sort((a, b) => a - b);
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
      for (const row of await findShipmentsById(tx, missing)) touched.set(row.id, row);
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
    storedSeqs: storedSeqs.filter((seq) => seq > 0),
  };
}
