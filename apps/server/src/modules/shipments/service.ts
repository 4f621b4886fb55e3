import {
  type Dashboard,
  type IntegrationShipment,
  type Locale,
  type Milestone,
  REFERENCE_KINDS,
  type ReferenceKind,
  resolveTrackType,
  SHIPMENT_STATUS,
  type ShipmentDetail,
  type ShipmentFilter,
  type ShipmentListRequest,
  type ShipmentStatus,
  type ShipmentSummary,
  type TrackingEvent,
  type TrackType,
  trackNumberProblem,
} from '@portside/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { type Db, queryRows, type Tx } from '../../db/client.js';
import {
  files,
  shipmentContainers,
  shipmentDocuments,
  shipmentReferences,
  shipments,
  trackingEvents,
} from '../../db/schema.js';
import type { Caller } from '../../http/auth.js';
import { AppError } from '../../http/envelope.js';
import { callerCompanyId, inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { isDictionaryKey } from '../dictionary/service.js';
import { toAttachment } from '../files/service.js';
import { describeLocation, findLocation } from '../locations/service.js';
import type { NewMessages } from '../messages/service.js';
import { etaHistory, slipDays } from '../tracking/derive.js';
import { findShipmentsByExternalId, liveEvents, refreshShipments } from '../tracking/ingest.js';
import {
  countShipments,
  delayedCondition,
  filterCondition,
  findByReference,
  findShipmentInScope,
  findShipmentPage,
  normalizeReference,
  type SummaryRow,
} from './repo.js';

const iso = (time: Date | null) => time?.toISOString() ?? null;

export function toSummary({ row, containerNumbers, delayDays, isDelayed }: SummaryRow): ShipmentSummary {
  return {
    Id: row.id,
    DcgNo: row.dcgNo,
    Mode: row.mode,
    Status: row.status as ShipmentStatus,
    HouseBill: row.houseBill,
    MasterBill: row.masterBill,
    BookingNo: row.bookingNo,
    AirWaybill: row.airWaybill,
    ContainerNumbers: containerNumbers,
    CustomerReference: row.customerReference,
    FbaShipmentId: row.fbaShipmentId,
    Shipper: row.shipper,
    Consignee: row.consignee,
    Origin: describeLocation(row.originCode, row.originName),
    Destination: describeLocation(row.destinationCode, row.destinationName),
    CarrierCode: row.carrierCode,
    VesselName: row.vesselName,
    VoyageNo: row.voyageNo,
    FlightNo: row.flightNo,
    TrainNo: row.trainNo,
    Etd: iso(row.etd),
    Atd: iso(row.atd),
    Eta: iso(row.eta),
    Ata: iso(row.ata),
    OriginalEta: iso(row.originalEta),
    DelayDays: delayDays,
    IsDelayed: isDelayed,
    CreatedTime: row.createdAt.toISOString(),
    UpdatedTime: row.updatedAt.toISOString(),
  };
}

export async function listShipments(ctx: AppContext, scope: TenantScope, request: ShipmentListRequest) {
  const now = ctx.clock();
  const where = filterCondition(scope, request, now);
  const [total, rows] = await Promise.all([
    countShipments(ctx.db, where),
    findShipmentPage(ctx.db, where, request, now, {
      offset: (request.PageIndex - 1) * request.PageSize,
      limit: request.PageSize,
    }),
  ]);
  return { Items: rows.map(toSummary), TotalCount: total };
}

/** Pages of the filtered shipments for the export, at most `max` rows. */
export async function* shipmentsForExport(ctx: AppContext, scope: TenantScope, filter: ShipmentFilter, max: number) {
  const now = ctx.clock();
  const where = filterCondition(scope, filter, now);
  const pageSize = 2000;
  for (let offset = 0; offset < max; offset += pageSize) {
    const rows = await findShipmentPage(ctx.db, where, filter, now, {
      offset,
      limit: Math.min(pageSize, max - offset),
    });
    yield rows.map(toSummary);
    if (rows.length < pageSize) return;
  }
}

async function shipmentInScope(ctx: AppContext, scope: TenantScope, id: string): Promise<SummaryRow> {
  const found = await findShipmentInScope(ctx.db, scope, id, ctx.clock());
  if (!found) throw new AppError('NotFound');
  return found;
}

type EventRow = typeof trackingEvents.$inferSelect;

function liveEventRows(ctx: AppContext, shipmentId: string): Promise<EventRow[]> {
  return ctx.db
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.shipmentId, shipmentId), isNull(trackingEvents.retractedAt)))
    .orderBy(desc(trackingEvents.eventTime), desc(trackingEvents.seq));
}

const eventLocation = (event: EventRow) =>
  event.locationCode
    ? describeLocation(event.locationCode, event.locationName)
    : event.locationName
      ? { Code: '', Name: event.locationName, Country: null, Latitude: null, Longitude: null }
      : null;

export async function getDetail(ctx: AppContext, scope: TenantScope, id: string): Promise<ShipmentDetail> {
  const found = await shipmentInScope(ctx, scope, id);
  const { row } = found;
  const [containers, events] = await Promise.all([
    ctx.db
      .select()
      .from(shipmentContainers)
      .where(eq(shipmentContainers.shipmentId, row.id))
      .orderBy(asc(shipmentContainers.sort)),
    liveEventRows(ctx, row.id),
  ]);
  const chronological = [...events].reverse();
  const via: string[] = [];
  for (const event of chronological) {
    const code = event.locationCode;
    if (code && code !== row.originCode && code !== row.destinationCode && !via.includes(code)) via.push(code);
  }
  const current = events.find((event) => event.classifier === 'ACT' && (event.locationCode || event.locationName));
  return {
    ...toSummary(found),
    FbaReferenceId: row.fbaReferenceId,
    CarrierName: row.carrierName,
    Incoterm: row.incoterm,
    Pieces: row.pieces,
    Cartons: row.cartons,
    GrossWeightKg: row.grossWeightKg,
    VolumeM3: row.volumeM3,
    ChargeableWeightKg: row.chargeableWeightKg,
    Containers: containers.map((c) => ({ ContainerNo: c.containerNo, SizeType: c.sizeType, SealNo: c.sealNo })),
    Via: via.map((code) => describeLocation(code, null)),
    CurrentLocation: current ? eventLocation(current) : null,
  };
}

function toTrackingEvent(event: EventRow): TrackingEvent {
  return {
    EventId: event.eventId,
    Source: event.source,
    EventType: event.eventType,
    Classifier: event.classifier,
    Code: event.code,
    DocumentTypeCode: event.documentTypeCode,
    EventTime: event.eventTime.toISOString(),
    CreatedTime: event.eventCreatedAt.toISOString(),
    Location: eventLocation(event),
    TransportMode: event.transportMode,
    VesselName: event.vesselName,
    VoyageNo: event.voyageNo,
    FlightNo: event.flightNo,
    EquipmentReference: event.equipmentReference,
    Pieces: event.pieces,
    WeightKg: event.weightKg,
    DelayReasonCode: event.delayReasonCode,
    Remark: event.remark,
  };
}

/** Planned, estimated and actual of each milestone side by side: the latest of each kind wins. */
function milestones(events: readonly EventRow[]): Milestone[] {
  const byKey = new Map<string, Milestone & { order: number }>();
  const oldestFirst = [...events].sort(
    (a, b) => a.eventCreatedAt.getTime() - b.eventCreatedAt.getTime() || a.seq - b.seq,
  );
  for (const event of oldestFirst) {
    const key = [event.eventType, event.code, event.documentTypeCode, event.locationCode, event.equipmentReference]
      .map((part) => part ?? '')
      .join(':');
    const entry = byKey.get(key) ?? {
      Key: key,
      EventType: event.eventType,
      Code: event.code,
      DocumentTypeCode: event.documentTypeCode,
      Location: eventLocation(event),
      EquipmentReference: event.equipmentReference,
      Planned: null,
      Estimated: null,
      Actual: null,
      DelayReasonCode: null,
      order: 0,
    };
    const time = event.eventTime.toISOString();
    if (event.classifier === 'PLN') entry.Planned = time;
    if (event.classifier === 'EST') {
      entry.Estimated = time;
      entry.DelayReasonCode = event.delayReasonCode;
    }
    if (event.classifier === 'ACT') entry.Actual = time;
    entry.order = new Date(entry.Actual ?? entry.Estimated ?? entry.Planned ?? time).getTime();
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => a.order - b.order).map(({ order: _order, ...milestone }) => milestone);
}

export async function getEvents(ctx: AppContext, scope: TenantScope, id: string) {
  const { row } = await shipmentInScope(ctx, scope, id);
  const events = await liveEventRows(ctx, row.id);
  return { Milestones: milestones(events), Events: events.map(toTrackingEvent) };
}

export async function getEtaHistory(ctx: AppContext, scope: TenantScope, id: string) {
  const { row } = await shipmentInScope(ctx, scope, id);
  const events = (await liveEvents(ctx.db, [row.id])).get(row.id) ?? [];
  const entries = etaHistory(row, events);
  const original = row.originalEta;
  return {
    OriginalEta: iso(original),
    LatestEta: iso(row.eta),
    SlipDays: original && row.eta ? slipDays(row.ata ?? row.eta, original) : 0,
    Entries: entries.map((entry) => ({
      Eta: entry.eta.toISOString(),
      RecordedTime: entry.recordedAt.toISOString(),
      Source: entry.source,
      SlipDays: original ? slipDays(entry.eta, original) : 0,
      DelayReasonCode: entry.delayReasonCode,
      Remark: entry.remark,
    })),
  };
}

export async function getContainers(ctx: AppContext, scope: TenantScope, id: string) {
  const { row } = await shipmentInScope(ctx, scope, id);
  const containers = await ctx.db
    .select()
    .from(shipmentContainers)
    .where(eq(shipmentContainers.shipmentId, row.id))
    .orderBy(asc(shipmentContainers.sort));
  return containers.map((c) => ({ ContainerNo: c.containerNo, SizeType: c.sizeType, SealNo: c.sealNo }));
}

export async function getDocuments(ctx: AppContext, scope: TenantScope, id: string) {
  const { row } = await shipmentInScope(ctx, scope, id);
  const rows = await ctx.db
    .select({ file: files })
    .from(shipmentDocuments)
    .innerJoin(files, eq(files.id, shipmentDocuments.fileId))
    .where(
      and(
        eq(shipmentDocuments.shipmentId, row.id),
        inTenantScope(shipmentDocuments.companyId, scope),
        eq(files.companyId, row.companyId),
      ),
    )
    .orderBy(asc(files.type), desc(files.createdAt));
  const groups = new Map<string | null, ReturnType<typeof toAttachment>[]>();
  for (const { file } of rows) groups.set(file.type, [...(groups.get(file.type) ?? []), toAttachment(file)]);
  return [...groups.entries()].map(([Type, Items]) => ({ Type, Items }));
}

/** Attaches a file of the caller's company to one of its shipments; either id of another company is not found. */
export async function attachDocument(
  ctx: AppContext,
  caller: Caller,
  scope: TenantScope,
  input: { ShipmentId: string; FileId: string },
) {
  const companyId = callerCompanyId(caller);
  const { row } = await shipmentInScope(ctx, scope, input.ShipmentId);
  const [file] = await ctx.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, input.FileId), eq(files.companyId, companyId), inTenantScope(files.companyId, scope)));
  if (!file || row.companyId !== companyId) throw new AppError('NotFound');
  await ctx.db
    .insert(shipmentDocuments)
    .values({ companyId, shipmentId: row.id, fileId: file.id, createdAt: ctx.clock() })
    .onConflictDoNothing();
  return getDocuments(ctx, scope, row.id);
}

const TRACK_KINDS: Record<Exclude<TrackType, 'Auto'>, readonly ReferenceKind[]> = {
  Container: ['Container'],
  BillOfLading: ['HouseBill', 'MasterBill'],
  AirWaybill: ['AirWaybill'],
  Booking: ['Booking'],
  DcgNo: ['DcgNo'],
};

/** The track search: a malformed number is refused with what is wrong with it. */
export async function track(
  ctx: AppContext,
  scope: TenantScope,
  input: { TrackNo: string; TrackType: TrackType },
  locale: Locale,
) {
  const problem = trackNumberProblem(input.TrackNo, input.TrackType, locale);
  if (problem) throw new AppError('ValidationFailed', `TrackNo: ${problem}`);
  const type = resolveTrackType(input.TrackNo, input.TrackType);
  const kinds = type === 'Reference' ? null : TRACK_KINDS[type];
  const rows = await findByReference(ctx.db, scope, kinds, input.TrackNo, ctx.clock(), 50);
  return { TrackType: type === 'Reference' ? ('Auto' as const) : type, Items: rows.map(toSummary) };
}

const MONTHS = 12;

export async function getDashboard(ctx: AppContext, scope: TenantScope): Promise<Dashboard> {
  const now = ctx.clock();
  const inScope = inTenantScope(shipments.companyId, scope);
  const weekAhead = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  const [figures] = await ctx.db
    .select({
      inTransit: sql<number>`count(*) filter (where ${shipments.status} = ${SHIPMENT_STATUS.InTransit})`.mapWith(
        Number,
      ),
      arriving: sql<number>`count(*) filter (where ${shipments.ata} is null
        and ${shipments.eta} >= ${now} and ${shipments.eta} < ${weekAhead})`.mapWith(Number),
      delayed: sql<number>`count(*) filter (where ${shipments.status} <> ${SHIPMENT_STATUS.Delivered}
        and ${delayedCondition(now)})`.mapWith(Number),
      awaitingCustoms: sql<number>`count(*) filter (where ${shipments.status} = ${SHIPMENT_STATUS.Arrived})`.mapWith(
        Number,
      ),
    })
    .from(shipments)
    .where(inScope);
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
  const departed = sql`coalesce(${shipments.atd}, ${shipments.etd})`;
  const perMonth = await queryRows<{ month: string; mode: string; n: number }>(
    ctx.db,
    sql`select to_char(date_trunc('month', ${departed} at time zone 'UTC'), 'YYYY-MM') as month,
          ${shipments.mode} as mode, count(*)::int as n
        from ${shipments}
        where ${inScope} and ${departed} >= ${firstMonth} and ${departed} <= ${now}
        group by 1, 2`,
  );
  const months = Array.from({ length: MONTHS }, (_, i) => {
    const month = new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + i, 1));
    return month.toISOString().slice(0, 7);
  });
  const count = (month: string, mode: string) => perMonth.find((r) => r.month === month && r.mode === mode)?.n ?? 0;
  return {
    InTransit: figures?.inTransit ?? 0,
    ArrivingNext7Days: figures?.arriving ?? 0,
    Delayed: figures?.delayed ?? 0,
    AwaitingCustomsClearance: figures?.awaitingCustoms ?? 0,
    ByModePerMonth: months.map((Month) => ({
      Month,
      Sea: count(Month, 'sea'),
      Air: count(Month, 'air'),
      Rail: count(Month, 'rail'),
    })),
  };
}

// --- Integration: upserts from the forwarder's systems -----------------------------------------

export type ShipmentUpsert = IntegrationShipment & { externalId: string };

function referencesOf(shipment: ShipmentUpsert): [ReferenceKind, string][] {
  const pairs: [ReferenceKind, string | null | undefined][] = [
    ['DcgNo', shipment.dcgNo],
    ['HouseBill', shipment.houseBill],
    ['MasterBill', shipment.masterBill],
    ['Booking', shipment.bookingNo],
    ['AirWaybill', shipment.airWaybill],
    ['CustomerReference', shipment.customerReference],
    ['FbaShipmentId', shipment.fbaShipmentId],
    ['FbaReferenceId', shipment.fbaReferenceId],
    ...shipment.containers.map((c): [ReferenceKind, string] => ['Container', c.number]),
  ];
  const unique = new Map<string, [ReferenceKind, string]>();
  for (const [kind, value] of pairs) {
    if (value && REFERENCE_KINDS.includes(kind))
      unique.set(`${kind}:${normalizeReference(value)}`, [kind, normalizeReference(value)]);
  }
  return [...unique.values()];
}

/** Checks the batch as a whole before writing: codes the dictionary knows, no id given twice. */
function checkUpserts(list: readonly ShipmentUpsert[]): void {
  const externalIds = new Set<string>();
  const dcgNos = new Set<string>();
  list.forEach((shipment, index) => {
    const at = (field: string, message: string) =>
      new AppError('ValidationFailed', `shipments[${index}].${field}: ${message}`);
    if (externalIds.has(shipment.externalId)) throw at('externalId', 'appears twice in the batch');
    if (dcgNos.has(shipment.dcgNo)) throw at('dcgNo', 'appears twice in the batch');
    externalIds.add(shipment.externalId);
    dcgNos.add(shipment.dcgNo);
    if (shipment.incoterm && !isDictionaryKey('TradeClauseEnum', shipment.incoterm)) {
      throw at('incoterm', 'must be a key of TradeClauseEnum');
    }
    shipment.containers.forEach((container, c) => {
      if (container.sizeType && !isDictionaryKey('CabinTypeEnum', container.sizeType)) {
        throw at(`containers[${c}].sizeType`, 'must be a key of CabinTypeEnum');
      }
    });
    for (const [field, code, name] of [
      ['origin', shipment.origin, shipment.originName],
      ['destination', shipment.destination, shipment.destinationName],
    ] as const) {
      if (!findLocation(code) && !name) throw at(field, `${code} is not in the reference data: give ${field}Name too`);
    }
  });
}

function uniqueViolation(error: unknown): string | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const pgError = cause as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? '';
  }
  return null;
}

/**
 * Inserts or updates shipments by external id in the caller's transaction (one statement each
 * for shipments, references and containers), then refreshes their derived dates and status.
 * Answers the shipments and the notices of changed ETAs.
 */
export async function upsertShipments(
  ctx: Pick<AppContext, 'clock'>,
  tx: Tx,
  companyId: string,
  list: readonly ShipmentUpsert[],
): Promise<{
  shipments: { id: string; externalId: string; dcgNo: string; status: ShipmentStatus; eta: string | null }[];
  notices: NewMessages[];
}> {
  checkUpserts(list);
  const now = ctx.clock();
  const records = list.map((s) => ({
    external_id: s.externalId,
    dcg_no: s.dcgNo,
    mode: s.mode,
    house_bill: s.houseBill ?? null,
    master_bill: s.masterBill ?? null,
    booking_no: s.bookingNo ?? null,
    air_waybill: s.airWaybill ?? null,
    customer_reference: s.customerReference ?? null,
    fba_shipment_id: s.fbaShipmentId ?? null,
    fba_reference_id: s.fbaReferenceId ?? null,
    shipper: s.shipper ?? null,
    consignee: s.consignee ?? null,
    origin_code: s.origin,
    origin_name: findLocation(s.origin)?.Name ?? s.originName ?? null,
    destination_code: s.destination,
    destination_name: findLocation(s.destination)?.Name ?? s.destinationName ?? null,
    carrier_code: s.carrierCode ?? null,
    carrier_name: s.carrierName ?? null,
    vessel_name: s.vesselName ?? null,
    voyage_no: s.voyageNo ?? null,
    flight_no: s.flightNo?.replace(/\s/g, '') ?? null,
    train_no: s.trainNo ?? null,
    pieces: s.pieces ?? null,
    cartons: s.cartons ?? null,
    gross_weight_kg: s.grossWeightKg ?? null,
    volume_m3: s.volumeM3 ?? null,
    chargeable_weight_kg: s.chargeableWeightKg ?? null,
    incoterm: s.incoterm ?? null,
    booked_etd: s.etd ?? null,
    booked_eta: s.eta ?? null,
  }));
  let written: { id: string; external_id: string }[];
  try {
    written = await queryRows<{ id: string; external_id: string }>(
      tx,
      sql`insert into shipments (company_id, external_id, dcg_no, mode, house_bill, master_bill, booking_no, air_waybill,
          customer_reference, fba_shipment_id, fba_reference_id, shipper, consignee, origin_code, origin_name,
          destination_code, destination_name, carrier_code, carrier_name, vessel_name, voyage_no, flight_no, train_no,
          pieces, cartons, gross_weight_kg, volume_m3, chargeable_weight_kg, incoterm, booked_etd, booked_eta,
          created_at, updated_at)
        select ${companyId}::uuid, r.*, ${now}::timestamptz, ${now}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(external_id text, dcg_no text, mode text,
          house_bill text, master_bill text, booking_no text, air_waybill text, customer_reference text,
          fba_shipment_id text, fba_reference_id text, shipper text, consignee text, origin_code text, origin_name text,
          destination_code text, destination_name text, carrier_code text, carrier_name text, vessel_name text,
          voyage_no text, flight_no text, train_no text, pieces integer, cartons integer, gross_weight_kg numeric,
          volume_m3 numeric, chargeable_weight_kg numeric, incoterm text, booked_etd timestamptz, booked_eta timestamptz)
        on conflict (company_id, external_id) do update set
          dcg_no = excluded.dcg_no, mode = excluded.mode, house_bill = excluded.house_bill,
          master_bill = excluded.master_bill, booking_no = excluded.booking_no, air_waybill = excluded.air_waybill,
          customer_reference = excluded.customer_reference, fba_shipment_id = excluded.fba_shipment_id,
          fba_reference_id = excluded.fba_reference_id, shipper = excluded.shipper, consignee = excluded.consignee,
          origin_code = excluded.origin_code, origin_name = excluded.origin_name,
          destination_code = excluded.destination_code, destination_name = excluded.destination_name,
          carrier_code = excluded.carrier_code, carrier_name = excluded.carrier_name,
          vessel_name = excluded.vessel_name, voyage_no = excluded.voyage_no, flight_no = excluded.flight_no,
          train_no = excluded.train_no, pieces = excluded.pieces, cartons = excluded.cartons,
          gross_weight_kg = excluded.gross_weight_kg, volume_m3 = excluded.volume_m3,
          chargeable_weight_kg = excluded.chargeable_weight_kg, incoterm = excluded.incoterm,
          booked_etd = excluded.booked_etd, booked_eta = excluded.booked_eta, updated_at = excluded.updated_at
        returning id, external_id`,
    );
  } catch (error) {
    if (uniqueViolation(error) === 'shipments_company_dcg_unique') {
      throw new AppError('Conflict', 'dcgNo: a job number of this batch belongs to another shipment of the company');
    }
    throw error;
  }
  const idOf = new Map(written.map((row) => [row.external_id, row.id]));
  const ids = written.map((row) => row.id);
  await tx.delete(shipmentContainers).where(inArray(shipmentContainers.shipmentId, ids));
  await tx.delete(shipmentReferences).where(inArray(shipmentReferences.shipmentId, ids));
  const references = list.flatMap((s) =>
    referencesOf(s).map(([kind, value]) => ({ shipment_id: idOf.get(s.externalId), kind, value })),
  );
  await tx.execute(sql`
    insert into shipment_references (company_id, shipment_id, kind, value)
    select ${companyId}::uuid, r.shipment_id, r.kind, r.value
    from jsonb_to_recordset(${JSON.stringify(references)}::jsonb) as r(shipment_id uuid, kind text, value text)`);
  const containers = list.flatMap((s) =>
    s.containers.map((c, sort) => ({
      shipment_id: idOf.get(s.externalId),
      container_no: c.number,
      size_type: c.sizeType ?? null,
      seal_no: c.seal ?? null,
      sort,
    })),
  );
  if (containers.length > 0) {
    await tx.execute(sql`
      insert into shipment_containers (company_id, shipment_id, container_no, size_type, seal_no, sort)
      select ${companyId}::uuid, r.shipment_id, r.container_no, r.size_type, r.seal_no, r.sort
      from jsonb_to_recordset(${JSON.stringify(containers)}::jsonb) as r(shipment_id uuid, container_no text,
        size_type text, seal_no text, sort integer)
      on conflict do nothing`);
  }
  const rows = await findShipmentsByExternalId(
    tx,
    companyId,
    list.map((s) => s.externalId),
  );
  const notices = await refreshShipments(tx, companyId, rows, now);
  const refreshed = await tx
    .select({
      id: shipments.id,
      externalId: shipments.externalId,
      dcgNo: shipments.dcgNo,
      status: shipments.status,
      eta: shipments.eta,
    })
    .from(shipments)
    .where(inArray(shipments.id, ids));
  const byExternalId = new Map(refreshed.map((row) => [row.externalId, row]));
  return {
    shipments: list.flatMap((s) => {
      const row = byExternalId.get(s.externalId);
      return row ? [{ ...row, status: row.status as ShipmentStatus, eta: iso(row.eta) }] : [];
    }),
    notices,
  };
}

/**
 * Sets when the forwarder's system opened and last changed each shipment. The feed stamps a
 * shipment with the time it writes it; the demo seed writes a year of shipments at one instant
 * and dates them afterwards.
 */
export async function restampShipments(
  db: Db,
  companyId: string,
  times: readonly { externalId: string; createdAt: Date; updatedAt: Date }[],
): Promise<void> {
  const records = times.map((time) => ({
    external_id: time.externalId,
    created_at: time.createdAt.toISOString(),
    updated_at: time.updatedAt.toISOString(),
  }));
  await db.execute(sql`
    update shipments s set created_at = r.created_at, updated_at = r.updated_at
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(
      external_id text, created_at timestamptz, updated_at timestamptz)
    where s.company_id = ${companyId}::uuid and s.external_id = r.external_id`);
}
