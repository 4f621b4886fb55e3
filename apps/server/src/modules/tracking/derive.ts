import { SHIPMENT_STATUS, type ShipmentStatus } from '@portside/contracts';
import type { NormalizedEvent } from './normalize.js';

/** What the derivation needs of an event (a row of tracking_events that is not retracted). */
export type DerivableEvent = Pick<
  NormalizedEvent,
  | 'source'
  | 'eventType'
  | 'classifier'
  | 'code'
  | 'documentTypeCode'
  | 'eventTime'
  | 'eventCreatedAt'
  | 'locationCode'
  | 'locationName'
  | 'emptyIndicator'
  | 'delayReasonCode'
  | 'remark'
> & { seq: number };

/** What the derivation needs of a shipment: its route and the dates it was booked with. */
export interface ShipmentPlan {
  originCode: string;
  destinationCode: string;
  bookedEtd: Date | null;
  bookedEta: Date | null;
  createdAt: Date;
}

export interface DerivedState {
  status: ShipmentStatus;
  etd: Date | null;
  atd: Date | null;
  eta: Date | null;
  ata: Date | null;
  originalEta: Date | null;
}

const isDeparture = (e: DerivableEvent) =>
  (e.eventType === 'TRANSPORT' && e.code === 'DEPA') || (e.source === 'IATA' && e.code === 'DEP');
const isArrival = (e: DerivableEvent) =>
  (e.eventType === 'TRANSPORT' && e.code === 'ARRI') || (e.source === 'IATA' && e.code === 'ARR');
/**
 * Whether the event happened at the place: a place not given at all counts as the shipment's own
 * (a carrier often omits it on a direct call); a place named without a code (a border crossing) does not.
 */
const at = (e: DerivableEvent, code: string) =>
  e.locationCode === code || (e.locationCode === null && e.locationName === null);

/** The status an actual event proves the shipment has reached at least (null: none). */
function statusProvenBy(e: DerivableEvent, plan: ShipmentPlan): ShipmentStatus | null {
  const atDestination = at(e, plan.destinationCode);
  if (e.source === 'IATA') {
    if (e.code === 'DLV' || e.code === 'DDL') return SHIPMENT_STATUS.Delivered;
    if (e.code === 'CCD') return SHIPMENT_STATUS.CustomsCleared;
    if (['ARR', 'RCF', 'NFD', 'AWD', 'TGC'].includes(e.code) && atDestination) return SHIPMENT_STATUS.Arrived;
    if (['DEP', 'TFD', 'RCT', 'ARR', 'RCF'].includes(e.code)) return SHIPMENT_STATUS.InTransit;
    if (['RCS', 'PRE', 'MAN'].includes(e.code)) return SHIPMENT_STATUS.CargoReceived;
    return null;
  }
  if (e.eventType === 'SHIPMENT') {
    return e.code === 'RELS' && e.documentTypeCode === 'CUS' ? SHIPMENT_STATUS.CustomsCleared : null;
  }
  if (e.eventType === 'TRANSPORT') {
    if (e.code === 'ARRI' && atDestination) return SHIPMENT_STATUS.Arrived;
    return SHIPMENT_STATUS.InTransit;
  }
  // Equipment: the container's moves.
  if (e.code === 'STRP' || (e.code === 'DROP' && e.emptyIndicator === 'EMPTY' && e.locationCode !== plan.originCode)) {
    return SHIPMENT_STATUS.Delivered;
  }
  if ((e.code === 'DISC' || e.code === 'GTOT') && e.locationCode === plan.destinationCode)
    return SHIPMENT_STATUS.Arrived;
  if (e.code === 'DISC' || (e.code === 'LOAD' && e.locationCode !== null && e.locationCode !== plan.originCode)) {
    return SHIPMENT_STATUS.InTransit;
  }
  if (['STUF', 'GTIN', 'LOAD'].includes(e.code) && e.emptyIndicator !== 'EMPTY') return SHIPMENT_STATUS.CargoReceived;
  return null;
}

/** Newest given first: by the time the source created it, then by arrival order. */
const byCreation = (a: DerivableEvent, b: DerivableEvent) =>
  a.eventCreatedAt.getTime() - b.eventCreatedAt.getTime() || a.seq - b.seq;

function earliestTime(events: DerivableEvent[]): Date | null {
  let earliest: Date | null = null;
  for (const e of events) if (!earliest || e.eventTime < earliest) earliest = e.eventTime;
  return earliest;
}

/** The planned and estimated arrivals at the destination, in the order they were given. */
export function etaEvents(plan: ShipmentPlan, events: readonly DerivableEvent[]): DerivableEvent[] {
  return events.filter((e) => e.classifier !== 'ACT' && isArrival(e) && at(e, plan.destinationCode)).sort(byCreation);
}

/**
 * The shipment's status and dates from its events: the furthest actual milestone decides the
 * status; ETD and ETA are the last planned or estimated times given (else the booked ones), ATD
 * and ATA the actual ones; the original ETA is the booked one, else the first one given.
 */
export function deriveShipmentState(plan: ShipmentPlan, events: readonly DerivableEvent[]): DerivedState {
  let status: ShipmentStatus = SHIPMENT_STATUS.Booked;
  for (const e of events) {
    if (e.classifier !== 'ACT') continue;
    const proven = statusProvenBy(e, plan);
    if (proven && Number(proven) > Number(status)) status = proven;
  }
  const departures = events.filter((e) => isDeparture(e) && at(e, plan.originCode));
  const arrivals = events.filter((e) => isArrival(e) && at(e, plan.destinationCode));
  const plannedDepartures = departures.filter((e) => e.classifier !== 'ACT').sort(byCreation);
  const plannedArrivals = etaEvents(plan, events);
  return {
    status,
    etd: plannedDepartures.at(-1)?.eventTime ?? plan.bookedEtd,
    atd: earliestTime(departures.filter((e) => e.classifier === 'ACT')),
    eta: plannedArrivals.at(-1)?.eventTime ?? plan.bookedEta,
    ata: earliestTime(arrivals.filter((e) => e.classifier === 'ACT')),
    originalEta: plan.bookedEta ?? plannedArrivals[0]?.eventTime ?? null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from the original ETA, to one decimal (negative: earlier). */
export function slipDays(eta: Date, originalEta: Date): number {
  return Math.round(((eta.getTime() - originalEta.getTime()) / DAY_MS) * 10) / 10;
}

export interface EtaHistoryEntry {
  eta: Date;
  recordedAt: Date;
  source: 'Booking' | 'Event';
  delayReasonCode: string | null;
  remark: string | null;
}

/** The ETAs the shipment had, oldest first: the booked one, then each estimate that changed it. */
export function etaHistory(plan: ShipmentPlan, events: readonly DerivableEvent[]): EtaHistoryEntry[] {
  const entries: EtaHistoryEntry[] = plan.bookedEta
    ? [{ eta: plan.bookedEta, recordedAt: plan.createdAt, source: 'Booking', delayReasonCode: null, remark: null }]
    : [];
  for (const e of etaEvents(plan, events)) {
    if (entries.at(-1)?.eta.getTime() === e.eventTime.getTime()) continue;
    entries.push({
      eta: e.eventTime,
      recordedAt: e.eventCreatedAt,
      source: 'Event',
      delayReasonCode: e.delayReasonCode,
      remark: e.remark,
    });
  }
  return entries;
}
