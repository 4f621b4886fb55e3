import {
  iso6346CheckDigit,
  SHIPMENT_STATUS,
  SHIPMENT_STATUSES,
  type ShipmentMode,
  type ShipmentStatus,
} from '@portside/contracts';
import type { Db } from '../db/client.js';
import { ingestEvents, upsertShipmentBatch } from '../modules/integration/service.js';
import { restampShipments, type ShipmentUpsert } from '../modules/shipments/upsert.js';

/**
 * The demo companies' shipments over the last year and the weeks ahead, on real lanes, with event
 * histories fed through the integration service (the same code as the feed, without messages:
 * the curated demo messages stand for them). Deterministic: the same seed time gives the same data.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

/** mulberry32: a small seeded generator, so the demo is the same on every start. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof random>;

interface Lane {
  mode: ShipmentMode;
  origin: string;
  destination: string;
  /** A named stop without a code (border crossing) or a transshipment port. */
  via?: { code: string | null; name: string | null; afterDays: number };
  transitDays: number;
  carriers: readonly Carrier[];
  weight: number;
}

interface Carrier {
  code: string;
  name: string;
  /** Container owner prefixes (sea, rail) or the AWB prefix and flight numbers (air). */
  owners?: readonly string[];
  awbPrefix?: string;
  flights?: readonly string[];
  vessels?: readonly string[];
}

const MAERSK: Carrier = {
  code: 'MAEU',
  name: 'Maersk',
  owners: ['MSKU', 'MRKU'],
  vessels: ['MAERSK ESSEN', 'MAERSK EMDEN', 'GUDRUN MAERSK'],
};
const MSC: Carrier = {
  code: 'MSCU',
  name: 'MSC',
  owners: ['MSCU', 'MEDU'],
  vessels: ['MSC IRINA', 'MSC GULSUN', 'MSC LORETO'],
};
const CMA: Carrier = {
  code: 'CMDU',
  name: 'CMA CGM',
  owners: ['CMAU'],
  vessels: ['CMA CGM JACQUES SAADE', 'CMA CGM PALAIS ROYAL'],
};
const COSCO: Carrier = {
  code: 'COSU',
  name: 'COSCO Shipping',
  owners: ['CSNU', 'CBHU'],
  vessels: ['COSCO SHIPPING ARIES', 'COSCO SHIPPING LEO'],
};
const HAPAG: Carrier = {
  code: 'HLCU',
  name: 'Hapag-Lloyd',
  owners: ['HLXU', 'HLBU'],
  vessels: ['BERLIN EXPRESS', 'HAMBURG EXPRESS'],
};
const LUFTHANSA: Carrier = { code: 'LH', name: 'Lufthansa Cargo', awbPrefix: '020', flights: ['LH8401', 'LH8407'] };
const AIR_CHINA: Carrier = { code: 'CA', name: 'Air China Cargo', awbPrefix: '999', flights: ['CA1041', 'CA1045'] };
const CHINA_CARGO: Carrier = {
  code: 'CK',
  name: 'China Cargo Airlines',
  awbPrefix: '112',
  flights: ['CK221', 'CK223'],
};
const CATHAY: Carrier = { code: 'CX', name: 'Cathay Cargo', awbPrefix: '160', flights: ['CX3082', 'CX3296'] };
const CHINA_RAILWAY: Carrier = { code: 'CRE', name: 'China Railway Express', owners: ['TGHU', 'CAIU'] };

const LANES: readonly Lane[] = [
  { mode: 'sea', origin: 'CNSHA', destination: 'USLAX', transitDays: 15, carriers: [COSCO, MAERSK, CMA], weight: 5 },
  { mode: 'sea', origin: 'CNNGB', destination: 'USLGB', transitDays: 17, carriers: [CMA, MSC], weight: 2 },
  {
    mode: 'sea',
    origin: 'CNSHA',
    destination: 'DEHAM',
    via: { code: 'SGSIN', name: null, afterDays: 8 },
    transitDays: 36,
    carriers: [HAPAG, MSC, MAERSK],
    weight: 4,
  },
  {
    mode: 'sea',
    origin: 'CNYTN',
    destination: 'NLRTM',
    via: { code: 'MYTPP', name: null, afterDays: 6 },
    transitDays: 33,
    carriers: [MAERSK, CMA, COSCO],
    weight: 2,
  },
  { mode: 'air', origin: 'PVG', destination: 'FRA', transitDays: 1, carriers: [LUFTHANSA, AIR_CHINA], weight: 4 },
  { mode: 'air', origin: 'PVG', destination: 'LAX', transitDays: 1, carriers: [CHINA_CARGO, AIR_CHINA], weight: 3 },
  { mode: 'air', origin: 'HKG', destination: 'FRA', transitDays: 1, carriers: [CATHAY], weight: 1 },
  {
    mode: 'rail',
    origin: 'CNSIA',
    destination: 'DEDUI',
    via: { code: null, name: 'Małaszewicze', afterDays: 11 },
    transitDays: 17,
    carriers: [CHINA_RAILWAY],
    weight: 3,
  },
  {
    mode: 'rail',
    origin: 'CNCKG',
    destination: 'DEDUI',
    via: { code: null, name: 'Małaszewicze', afterDays: 12 },
    transitDays: 19,
    carriers: [CHINA_RAILWAY],
    weight: 1,
  },
  {
    mode: 'rail',
    origin: 'CNCTU',
    destination: 'PLLOD',
    via: { code: null, name: 'Małaszewicze', afterDays: 11 },
    transitDays: 14,
    carriers: [CHINA_RAILWAY],
    weight: 1,
  },
];

const SHIPPERS = [
  'Ningbo Sunrise Housewares Co., Ltd.',
  'Shanghai Evergreen Textiles Co., Ltd.',
  'Shenzhen Brightlink Electronics Co., Ltd.',
  "Xi'an Hongda Machinery Co., Ltd.",
  'Chongqing Lianyou Auto Parts Co., Ltd.',
];

const CONSIGNEES: Record<string, readonly string[]> = {
  US: [
    'Brightwave Home Goods Inc., Ontario CA',
    'Amazon.com Services LLC (FBA ONT8)',
    'Amazon.com Services LLC (FBA LGB8)',
  ],
  DE: [
    'Hanseatic Cargo Agency GmbH, Hamburg',
    'Amazon EU S.à r.l. (FBA DTM2)',
    'Rheinland Haushaltswaren GmbH, Duisburg',
  ],
  NL: ['Holland Home Retail B.V., Rotterdam', 'Amazon EU S.à r.l. (FBA EIN4)'],
  PL: ['Polska Dystrybucja Sp. z o.o., Łódź', 'Amazon Fulfillment Poland Sp. z o.o. (FBA LCJ2)'],
};

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const code = (rng: Random, length: number) => Array.from({ length }, () => rng.pick([...ALPHANUMERIC])).join('');

function containerNumber(rng: Random, owner: string): string {
  const firstTen = `${owner}${String(rng.int(0, 999_999)).padStart(6, '0')}`;
  return `${firstTen}${iso6346CheckDigit(firstTen)}`;
}

function airWaybill(rng: Random, prefix: string): string {
  const serial = rng.int(1_000_000, 9_999_999);
  return `${prefix}-${serial}${serial % 7}`;
}

/** An IMO number with a valid check digit, derived from the vessel's name (not the real ship's). */
function imoNumber(vessel: string): string {
  let hash = 7;
  for (const char of vessel) hash = (hash * 31 + char.charCodeAt(0)) % 900_000;
  const six = String(100_000 + hash).slice(0, 6);
  const check = [...six].reduce((sum, digit, i) => sum + Number(digit) * (7 - i), 0) % 10;
  return `${six}${check}`;
}

const isoTime = (time: number) => new Date(time).toISOString();

interface DemoCompany {
  id: string;
  /** Most of the direct customer's freight goes to the US, the agent's to Europe. */
  lanes: readonly Lane[];
  count: number;
  seed: number;
}

export interface Built {
  shipment: ShipmentUpsert;
  timeline: DemoTimeline;
  dcsa: Record<string, unknown>[];
  iata: Record<string, unknown>[];
}

/** The times of a shipment's life, from its booking to its delivery (ms since the epoch). */
export interface DemoTimeline {
  created: number;
  /** The first sign of the cargo: gated in at the terminal, or received by the airline. */
  cargoReceived: number;
  etd: number;
  bookedEta: number;
  atd: number;
  eta: number;
  ata: number;
  cleared: number;
  delivered: number;
  delayed: boolean;
  /** When the carrier announced the later ETA of a delayed shipment. */
  delayAnnounced: number | null;
  /** The newest event the carrier had sent by the seed time, or the booking. */
  lastChange: number;
}

/** Where `now` falls in each status's stretch of a timeline, as the events derive it. */
function statusWindow(
  timeline: Pick<DemoTimeline, 'created' | 'cargoReceived' | 'atd' | 'ata' | 'cleared' | 'delivered'>,
  status: ShipmentStatus,
): [number, number] {
  const bounds = [
    timeline.created,
    timeline.cargoReceived,
    timeline.atd,
    timeline.ata,
    timeline.cleared,
    timeline.delivered,
    timeline.delivered + 30 * DAY,
  ];
  const index = SHIPMENT_STATUSES.indexOf(status);
  return [bounds[index] ?? timeline.created, bounds[index + 1] ?? timeline.delivered];
}

/**
 * One shipment and the events its carrier would have sent by `now`. It was booked some time in
 * the year before `now`; with `phase`, at the time that puts it in that status at `now`.
 */
function buildShipment(rng: Random, now: number, sequence: number, lane: Lane, phase: ShipmentStatus | null): Built {
  const carrier = rng.pick(lane.carriers);
  // The life of the shipment from a booking at 0: air cargo is booked days ahead, sea and rail weeks.
  const etdAfter = (lane.mode === 'air' ? rng.int(2, 7) : rng.int(7, 21)) * DAY;
  const delayed = rng.chance(lane.mode === 'air' ? 0.08 : 0.22);
  const slip = delayed ? (lane.mode === 'air' ? rng.int(1, 2) : rng.int(2, 9)) * DAY : 0;
  const atdAfter = etdAfter + rng.int(0, 12) * HOUR + (delayed && lane.mode === 'air' ? slip : 0);
  const etaAfter = etdAfter + lane.transitDays * DAY + slip;
  const ataAfter = etaAfter + rng.int(-6, 10) * HOUR;
  const clearedAfter = ataAfter + rng.int(lane.mode === 'air' ? 6 : 24, lane.mode === 'air' ? 30 : 96) * HOUR;
  const relative = {
    created: 0,
    cargoReceived: etdAfter - (lane.mode === 'air' ? 20 * HOUR : 2 * DAY),
    etd: etdAfter,
    bookedEta: etdAfter + lane.transitDays * DAY,
    atd: atdAfter,
    eta: etaAfter,
    ata: ataAfter,
    cleared: clearedAfter,
    delivered: clearedAfter + rng.int(1, 4) * DAY,
  };
  let age: number;
  if (phase) {
    const [from, to] = statusWindow(relative, phase);
    age = Math.round((from + (0.2 + 0.6 * rng.next()) * (to - from)) / SECOND) * SECOND;
  } else {
    // To the second, as a booking is stamped: no two of a company's shipments share their time.
    age = rng.int(HOUR / SECOND, YEAR / SECOND - 1) * SECOND;
  }
  const created = now - age;
  const etd = created + relative.etd;
  const bookedEta = created + relative.bookedEta;
  const atd = created + relative.atd;
  const eta = created + relative.eta;
  const ata = created + relative.ata;
  const cleared = created + relative.cleared;
  const delivered = created + relative.delivered;
  const delayAnnounced = lane.mode === 'air' ? etd - 2 * HOUR : atd + Math.round(lane.transitDays * 0.6) * DAY;
  const timelineOf = (events: Record<string, unknown>[]): DemoTimeline => ({
    created,
    cargoReceived: created + relative.cargoReceived,
    etd,
    bookedEta,
    atd,
    eta,
    ata,
    cleared,
    delivered,
    delayed,
    delayAnnounced: delayed && delayAnnounced <= now ? delayAnnounced : null,
    lastChange: Math.min(
      now,
      Math.max(created, ...events.map((event) => Date.parse(String(event.eventCreatedDateTime)))),
    ),
  });

  const opened = new Date(created).toISOString();
  const dcgNo = `DCG${opened.slice(2, 4)}${opened.slice(5, 7)}${String(sequence).padStart(4, '0')}`;
  const externalId = `TMS-${100_000 + sequence}`;
  const country =
    lane.destination.length === 5 ? lane.destination.slice(0, 2) : lane.destination === 'LAX' ? 'US' : 'DE';
  const consignee = rng.pick(CONSIGNEES[country] ?? ['Consignee']);
  const toAmazon = consignee.includes('Amazon');
  const containers =
    lane.mode === 'air'
      ? []
      : Array.from({ length: rng.int(1, lane.mode === 'rail' ? 3 : 4) }, () => ({
          number: containerNumber(rng, rng.pick(carrier.owners ?? ['TGHU'])),
          sizeType: rng.pick(['45G1', '45G1', '42G1', '22G1']),
          seal: `${carrier.code.slice(0, 2)}${rng.int(1_000_000, 9_999_999)}`,
        }));
  const grossWeightKg = lane.mode === 'air' ? rng.int(80, 2400) : containers.length * rng.int(8000, 21_000);
  const volumeM3 =
    lane.mode === 'air'
      ? Math.round((grossWeightKg / rng.int(150, 260)) * 100) / 100
      : containers.length * rng.int(28, 66);
  const vessel = carrier.vessels ? rng.pick(carrier.vessels) : null;
  const voyage = vessel ? `${rng.int(10, 99)}${rng.pick(['E', 'W'])}` : null;
  const flight = carrier.flights ? rng.pick(carrier.flights) : null;
  const train = lane.mode === 'rail' ? `X${rng.int(8001, 8099)}` : null;
  const shipment: ShipmentUpsert = {
    externalId,
    dcgNo,
    mode: lane.mode,
    houseBill: lane.mode === 'air' ? null : `PSHB${dcgNo.slice(3)}`,
    masterBill: lane.mode === 'sea' ? `${carrier.code}${rng.int(100_000_000, 999_999_999)}` : null,
    bookingNo: lane.mode === 'air' ? null : `${carrier.code.slice(0, 3)}${rng.int(10_000_000, 99_999_999)}`,
    airWaybill: carrier.awbPrefix ? airWaybill(rng, carrier.awbPrefix) : null,
    customerReference: `PO-${rng.int(40_000, 99_999)}`,
    fbaShipmentId: toAmazon ? `FBA${code(rng, rng.chance(0.5) ? 9 : 10)}` : null,
    fbaReferenceId: toAmazon ? code(rng, 8) : null,
    shipper: rng.pick(SHIPPERS),
    consignee,
    origin: lane.origin,
    destination: lane.destination,
    carrierCode: carrier.code,
    carrierName: carrier.name,
    vesselName: vessel,
    voyageNo: voyage,
    flightNo: flight,
    trainNo: train,
    pieces: lane.mode === 'air' ? rng.int(2, 60) : rng.int(100, 1800),
    cartons: lane.mode === 'air' ? rng.int(2, 60) : rng.int(100, 1800),
    grossWeightKg,
    volumeM3,
    chargeableWeightKg: lane.mode === 'air' ? Math.max(grossWeightKg, Math.round(volumeM3 * 167)) : null,
    incoterm: rng.pick(['FOB', 'FOB', 'EXW', 'CIF', 'DAP', 'DDP']),
    etd: isoTime(etd),
    eta: isoTime(bookedEta),
    containers,
  };

  const dcsa: Record<string, unknown>[] = [];
  const iata: Record<string, unknown>[] = [];
  const seen = (time: number) => time <= now;
  if (lane.mode === 'air') {
    const base = { shipmentExternalId: externalId, flightNo: flight, pieces: shipment.pieces, weightKg: grossWeightKg };
    const add = (
      statusCode: string,
      classifier: 'PLN' | 'EST' | 'ACT',
      time: number,
      airport: string,
      createdAt: number,
      extra = {},
    ) => {
      if (seen(createdAt)) {
        iata.push({
          ...base,
          statusCode,
          eventClassifierCode: classifier,
          eventDateTime: isoTime(time),
          eventCreatedDateTime: isoTime(createdAt),
          airport,
          ...extra,
        });
      }
    };
    add('BKD', 'ACT', created, lane.origin, created);
    add('DEP', 'PLN', etd, lane.origin, created);
    add('ARR', 'PLN', bookedEta, lane.destination, created);
    add('RCS', 'ACT', etd - 20 * HOUR, lane.origin, etd - 20 * HOUR);
    add('MAN', 'ACT', etd - 3 * HOUR, lane.origin, etd - 3 * HOUR);
    if (delayed) {
      add('ARR', 'EST', eta, lane.destination, delayAnnounced, {
        remark: 'Offloaded for lack of capacity, rebooked on the next flight',
      });
    }
    add('DEP', 'ACT', atd, lane.origin, atd);
    add('ARR', 'ACT', ata, lane.destination, ata);
    add('RCF', 'ACT', ata + 3 * HOUR, lane.destination, ata + 3 * HOUR);
    add('NFD', 'ACT', ata + 6 * HOUR, lane.destination, ata + 6 * HOUR);
    add('CCD', 'ACT', cleared, lane.destination, cleared);
    add('DLV', 'ACT', delivered, lane.destination, delivered);
    return { shipment, timeline: timelineOf(iata), dcsa, iata };
  }

  const modeOfTransport = lane.mode === 'sea' ? 'VESSEL' : 'RAIL';
  const references = [{ referenceType: 'FF', referenceValue: externalId }];
  const transportCall = (place: Place, sequenceNumber: number) => ({
    transportCallID: `${dcgNo}-${sequenceNumber}`,
    modeOfTransport,
    ...(place.code ? { UNLocationCode: place.code } : { location: { locationName: place.name } }),
    ...(vessel
      ? { exportVoyageNumber: voyage, vessel: { vesselIMONumber: imoNumber(vessel), vesselName: vessel } }
      : {}),
  });
  type Place = { code: string | null; name: string | null };
  const origin: Place = { code: lane.origin, name: null };
  const destination: Place = { code: lane.destination, name: null };
  const transport = (
    code: 'ARRI' | 'DEPA',
    classifier: string,
    time: number,
    createdAt: number,
    place: Place,
    call: number,
    extra = {},
  ) => {
    if (!seen(createdAt)) return;
    dcsa.push({
      eventCreatedDateTime: isoTime(createdAt),
      eventType: 'TRANSPORT',
      eventClassifierCode: classifier,
      eventDateTime: isoTime(time),
      transportEventTypeCode: code,
      transportCall: transportCall(place, call),
      references,
      ...extra,
    });
  };
  const equipment = (code: string, time: number, place: Place, call: number, empty = false) => {
    if (!seen(time)) return;
    for (const container of containers) {
      dcsa.push({
        eventCreatedDateTime: isoTime(time + 15 * 60 * 1000),
        eventType: 'EQUIPMENT',
        eventClassifierCode: 'ACT',
        eventDateTime: isoTime(time),
        equipmentEventTypeCode: code,
        equipmentReference: container.number,
        ISOEquipmentCode: container.sizeType,
        emptyIndicatorCode: empty ? 'EMPTY' : 'LADEN',
        ...(place.code ? { eventLocation: { UNLocationCode: place.code } } : {}),
        transportCall: transportCall(place, call),
        references,
      });
    }
  };
  const document = (code: string, documentTypeCode: string, documentID: string, time: number) => {
    if (!seen(time)) return;
    dcsa.push({
      eventCreatedDateTime: isoTime(time),
      eventType: 'SHIPMENT',
      eventClassifierCode: 'ACT',
      eventDateTime: isoTime(time),
      shipmentEventTypeCode: code,
      documentTypeCode,
      documentID,
      references,
    });
  };

  document('CONF', 'BKG', shipment.bookingNo ?? dcgNo, created);
  transport('DEPA', 'PLN', etd, created, origin, 1);
  transport('ARRI', 'PLN', bookedEta, created, destination, 3);
  equipment('GTIN', etd - 2 * DAY, origin, 1);
  equipment('LOAD', atd - 6 * HOUR, origin, 1);
  transport('DEPA', 'ACT', atd, atd, origin, 1);
  if (lane.via) {
    const via = { code: lane.via.code, name: lane.via.name };
    const arrived = atd + lane.via.afterDays * DAY;
    transport('ARRI', 'ACT', arrived, arrived, via, 2);
    transport('DEPA', 'ACT', arrived + rng.int(12, 40) * HOUR, arrived + 40 * HOUR, via, 2);
  }
  if (delayed) {
    const weather = rng.chance(0.4);
    transport('ARRI', 'EST', eta, delayAnnounced, destination, 3, {
      ...(weather ? { delayReasonCode: 'WEA' } : {}),
      changeRemark: weather ? 'Heavy weather on the route' : 'Port congestion at the destination',
    });
  }
  transport('ARRI', 'ACT', ata, ata, destination, 3);
  equipment('DISC', ata + 8 * HOUR, destination, 3);
  document('RELS', 'CUS', `CUS-${dcgNo.slice(3)}`, cleared);
  equipment('GTOT', cleared + 12 * HOUR, destination, 3);
  equipment('STRP', delivered, { code: null, name: consignee }, 4);
  return { shipment, timeline: timelineOf(dcsa), dcsa, iata };
}

const EVENT_BATCH = 5000;
const SHIPMENT_BATCH = 1000;

/** A seeded shipment: what was built, and its id. */
export type SeededShipment = Built & { id: string };

/**
 * Writes each company's shipments through the integration service, as the feed would, then dates
 * them as the forwarder's system opened them. About one in eight is placed, in turn, in each
 * status before delivery at `now`, so the active pipeline always shows every status.
 */
export async function seedDemoShipments(
  db: Db,
  now: Date,
  companies: readonly DemoCompany[],
): Promise<Map<string, SeededShipment[]>> {
  const ctx = { db, clock: () => now };
  const seeded = new Map<string, SeededShipment[]>();
  const activeStatuses = SHIPMENT_STATUSES.filter((status) => status !== SHIPMENT_STATUS.Delivered);
  for (const company of companies) {
    const rng = random(company.seed);
    const weighted = company.lanes.flatMap((lane) => Array.from({ length: lane.weight }, () => lane));
    const built = Array.from({ length: company.count }, (_, i) => {
      const phase = i % 8 === 0 ? (activeStatuses[(i / 8) % activeStatuses.length] ?? null) : null;
      return buildShipment(rng, now.getTime(), i + 1, rng.pick(weighted), phase);
    });
    const call = { companyId: company.id, idempotencyKey: null, fingerprint: '' };
    const ids = new Map<string, string>();
    for (let i = 0; i < built.length; i += SHIPMENT_BATCH) {
      const slice = built.slice(i, i + SHIPMENT_BATCH);
      const answer = await upsertShipmentBatch(
        ctx,
        call,
        slice.map((b) => b.shipment),
        null,
      );
      for (const written of answer.shipments) ids.set(written.externalId, written.id);
    }
    for (const [source, events] of [
      ['DCSA', built.flatMap((b) => b.dcsa)],
      ['IATA', built.flatMap((b) => b.iata)],
    ] as const) {
      for (let i = 0; i < events.length; i += EVENT_BATCH) {
        await ingestEvents(ctx, call, source, events.slice(i, i + EVENT_BATCH), null);
      }
    }
    await restampShipments(
      db,
      company.id,
      built.map((b) => ({
        externalId: b.shipment.externalId,
        createdAt: new Date(b.timeline.created),
        updatedAt: new Date(b.timeline.lastChange),
      })),
    );
    seeded.set(
      company.id,
      built.map((b) => {
        const id = ids.get(b.shipment.externalId);
        if (!id) throw new Error(`demo shipment ${b.shipment.externalId} was not written`);
        return { ...b, id };
      }),
    );
  }
  return seeded;
}

/** The lanes of each demo company: the direct customer ships to the US and Europe, the agent to Europe. */
export const DEMO_LANES = {
  direct: LANES.filter((lane) => lane.destination !== 'PLLOD'),
  agent: LANES.filter((lane) => !['USLAX', 'USLGB', 'LAX'].includes(lane.destination)),
};
