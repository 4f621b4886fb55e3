import { createHash } from 'node:crypto';
import type { IataStatusEvent } from '@portside/contracts';

/** An event of either source in the one shape tracking_events stores. */
export interface NormalizedEvent {
  eventId: string;
  shipmentExternalId: string;
  source: 'DCSA' | 'IATA';
  eventType: string;
  classifier: 'PLN' | 'EST' | 'ACT';
  code: string;
  documentTypeCode: string | null;
  eventTime: Date;
  eventCreatedAt: Date;
  locationCode: string | null;
  locationName: string | null;
  transportMode: string | null;
  vesselName: string | null;
  voyageNo: string | null;
  flightNo: string | null;
  equipmentReference: string | null;
  emptyIndicator: string | null;
  pieces: number | null;
  weightKg: number | null;
  delayReasonCode: string | null;
  remark: string | null;
  payloadHash: string;
}

/** JSON with its keys sorted, so the same event hashes the same however its keys are ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function contentHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** A UUID-shaped id from a content hash, for an event its source sent without an eventID. */
export function idFromHash(hash: string): string {
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-a${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const object = (value: unknown): Json | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;

/** The FF reference (DCSA: the freight forwarder's reference) names the shipment by its external id. */
export function forwarderReference(event: Json): string | null {
  const references = Array.isArray(event.references) ? event.references : [];
  for (const reference of references) {
    const entry = object(reference);
    if (entry?.referenceType === 'FF') return text(entry.referenceValue);
  }
  return null;
}

/** A DCSA T&T 2.2 event already valid against the official schema, with its FF reference. */
export function normalizeDcsaEvent(event: Json, shipmentExternalId: string): NormalizedEvent {
  const payloadHash = contentHash(event);
  const transportCall = object(event.transportCall);
  const callLocation = object(transportCall?.location);
  const eventLocation = object(event.eventLocation);
  const vessel = object(transportCall?.vessel);
  const eventType = String(event.eventType);
  const code =
    eventType === 'TRANSPORT'
      ? event.transportEventTypeCode
      : eventType === 'EQUIPMENT'
        ? event.equipmentEventTypeCode
        : event.shipmentEventTypeCode;
  return {
    eventId: text(event.eventID) ?? idFromHash(payloadHash),
    shipmentExternalId,
    source: 'DCSA',
    eventType,
    classifier: event.eventClassifierCode as NormalizedEvent['classifier'],
    code: String(code),
    documentTypeCode: text(event.documentTypeCode),
    eventTime: new Date(String(event.eventDateTime)),
    eventCreatedAt: new Date(String(event.eventCreatedDateTime)),
    locationCode:
      text(eventLocation?.UNLocationCode) ?? text(transportCall?.UNLocationCode) ?? text(callLocation?.UNLocationCode),
    locationName: text(eventLocation?.locationName) ?? text(callLocation?.locationName),
    transportMode: text(transportCall?.modeOfTransport),
    vesselName: text(vessel?.vesselName),
    voyageNo:
      text(transportCall?.exportVoyageNumber) ??
      text(transportCall?.carrierVoyageNumber) ??
      text(transportCall?.importVoyageNumber),
    flightNo: null,
    equipmentReference: text(event.equipmentReference),
    emptyIndicator: text(event.emptyIndicatorCode),
    pieces: null,
    weightKg: null,
    delayReasonCode: text(event.delayReasonCode),
    remark: text(event.changeRemark) ?? text(event.vesselScheduleChangeRemark) ?? text(event.reason),
    payloadHash,
  };
}

/** The FF reference of a DCSA T&T 3.0 payload, whose references are `{ type, value }`. */
export function forwarderReferenceV3(payload: Json): string | null {
  const references = Array.isArray(payload.references) ? payload.references : [];
  for (const reference of references) {
    const entry = object(reference);
    if (entry?.type === 'FF') return text(entry.value);
  }
  return null;
}

/**
 * A DCSA T&T 3.0 event (`{ metadata, payload }`, EVENT_DOMAIN 3.1.0) already valid against its
 * schema, in the shape a 2.2 event takes: the same milestone whichever version the carrier sends.
 */
export function normalizeDcsaV3Event(event: Json, shipmentExternalId: string): NormalizedEvent {
  const payloadHash = contentHash(event);
  const metadata = object(event.metadata) ?? {};
  const payload = object(event.payload) ?? {};
  const transportCall = object(payload.transportCall);
  const callLocation = object(transportCall?.location);
  // `location` is the published example's name for eventLocation (erratum equipment-event-location).
  const eventLocation = object(payload.eventLocation) ?? object(payload.location);
  const vessel = object(transportCall?.vessel) ?? object(transportCall?.barge);
  const eventType = String(metadata.eventType);
  const code =
    eventType === 'TRANSPORT'
      ? payload.transportEventTypeCode
      : eventType === 'EQUIPMENT'
        ? payload.equipmentEventTypeCode
        : payload.shipmentEventTypeCode;
  return {
    eventId: String(metadata.eventID),
    shipmentExternalId,
    source: 'DCSA',
    eventType,
    classifier: payload.eventClassifierCode as NormalizedEvent['classifier'],
    code: String(code),
    documentTypeCode: text(payload.documentTypeCode),
    eventTime: new Date(String(payload.eventDateTime)),
    eventCreatedAt: new Date(String(metadata.eventCreatedDateTime)),
    locationCode: text(eventLocation?.UNLocationCode) ?? text(callLocation?.UNLocationCode),
    locationName: text(eventLocation?.locationName) ?? text(callLocation?.locationName),
    transportMode: text(transportCall?.modeOfTransport),
    vesselName: text(vessel?.name),
    voyageNo: text(transportCall?.carrierExportVoyageNumber) ?? text(transportCall?.carrierImportVoyageNumber),
    flightNo: null,
    equipmentReference: text(payload.equipmentReference),
    emptyIndicator: text(payload.emptyIndicatorCode),
    pieces: null,
    weightKg: null,
    delayReasonCode: text(payload.delayReasonCode),
    remark: text(payload.changeRemark) ?? text(payload.reason),
    payloadHash,
  };
}

/** An IATA status event already valid against iataStatusEventSchema. */
export function normalizeIataEvent(event: IataStatusEvent, receivedAt: Date): NormalizedEvent {
  const payloadHash = contentHash(event);
  return {
    eventId: event.eventID ?? idFromHash(payloadHash),
    shipmentExternalId: event.shipmentExternalId,
    source: 'IATA',
    eventType: 'AIR',
    classifier: event.eventClassifierCode,
    code: event.statusCode,
    documentTypeCode: null,
    eventTime: new Date(event.eventDateTime),
    eventCreatedAt: new Date(event.eventCreatedDateTime ?? receivedAt),
    locationCode: event.airport,
    locationName: null,
    transportMode: 'AIR',
    vesselName: null,
    voyageNo: null,
    flightNo: event.flightNo?.replace(/\s/g, '') ?? null,
    equipmentReference: null,
    emptyIndicator: null,
    pieces: event.pieces ?? null,
    weightKg: event.weightKg ?? null,
    delayReasonCode: event.delayReasonCode ?? null,
    remark: event.remark ?? null,
    payloadHash,
  };
}
