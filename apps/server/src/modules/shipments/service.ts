import {
  type Dashboard,
  type Locale,
  type Milestone,
  type ReferenceKind,
  resolveTrackType,
  type ShipmentDetail,
  type ShipmentFilter,
  type ShipmentListRequest,
  type ShipmentStatus,
  type ShipmentSummary,
  type TrackingEvent,
  type TrackType,
  trackNumberProblem,
} from '@portside/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { pageWindow, walkList } from '../../db/list-query.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { callerCompanyId, inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { filesInScope, toAttachment } from '../files/service.js';
import { describeLocation } from '../locations/service.js';
import { etaHistory, slipDays } from '../tracking/derive.js';
import { liveEvents, type TrackingEventRow } from '../tracking/events.js';
import {
  containersOf,
  type DetailRow,
  dashboardQueries,
  filterCondition,
  findByReference,
  findShipmentInScope,
  findShipmentWindow,
  listSort,
  type SummaryRow,
  shipmentPage,
} from './repo.js';
import { shipmentDocuments } from './schema.js';

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
    Etd: row.etd,
    Atd: row.atd,
    Eta: row.eta,
    Ata: row.ata,
    OriginalEta: row.originalEta,
    DelayDays: delayDays,
    IsDelayed: isDelayed,
    CreatedTime: row.createdAt,
    UpdatedTime: row.updatedAt,
  };
}

export async function listShipments(ctx: AppContext, scope: TenantScope, request: ShipmentListRequest) {
  const now = ctx.clock();
  const where = filterCondition(scope, request, now);
  const { rows, ...total } = await shipmentPage(ctx.db, where, listSort(request), now, pageWindow(request));
  return { Items: rows.map(toSummary), ...total };
}

/**
 * The filtered shipments for the export, at most `max` rows, in batches read by keyset: the
 * summaries' rows as read, which the workbook writes as they are (its date cells from their ISO times).
 */
export function shipmentsForExport(ctx: AppContext, scope: TenantScope, filter: ShipmentFilter, max: number) {
  const now = ctx.clock();
  const where = filterCondition(scope, filter, now);
  const sort = listSort(filter);
  return walkList(sort, (window) => findShipmentWindow(ctx.db, where, sort, now, window), { max });
}

async function shipmentInScope(ctx: AppContext, scope: TenantScope, id: string): Promise<DetailRow> {
  const found = await findShipmentInScope(ctx.db, scope, id, ctx.clock());
  if (!found) throw new AppError('NotFound');
  return found;
}

/** The live events of one shipment, newest first. */
async function eventsOf(ctx: AppContext, shipmentId: string): Promise<TrackingEventRow[]> {
  return (await liveEvents(ctx.db, [shipmentId])).get(shipmentId) ?? [];
}

const eventLocation = (event: TrackingEventRow) =>
  event.locationCode
    ? describeLocation(event.locationCode, event.locationName)
    : event.locationName
      ? { Code: '', Name: event.locationName, Country: null, Latitude: null, Longitude: null }
      : null;

export async function getDetail(ctx: AppContext, scope: TenantScope, id: string): Promise<ShipmentDetail> {
  const found = await shipmentInScope(ctx, scope, id);
  const { shipment } = found;
  const [containers, events] = await Promise.all([containersOf(ctx.db, shipment.id), eventsOf(ctx, shipment.id)]);
  const chronological = [...events].reverse();
  const via: string[] = [];
  for (const event of chronological) {
    const code = event.locationCode;
    if (code && code !== shipment.originCode && code !== shipment.destinationCode && !via.includes(code))
      via.push(code);
  }
  const current = events.find((event) => event.classifier === 'ACT' && (event.locationCode || event.locationName));
  return {
    ...toSummary(found),
    FbaReferenceId: shipment.fbaReferenceId,
    CarrierName: shipment.carrierName,
    Incoterm: shipment.incoterm,
    Pieces: shipment.pieces,
    Cartons: shipment.cartons,
    GrossWeightKg: shipment.grossWeightKg,
    VolumeM3: shipment.volumeM3,
    ChargeableWeightKg: shipment.chargeableWeightKg,
    Containers: containers,
    Via: via.map((code) => describeLocation(code, null)),
    CurrentLocation: current ? eventLocation(current) : null,
  };
}

function toTrackingEvent(event: TrackingEventRow): TrackingEvent {
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
function milestones(events: readonly TrackingEventRow[]): Milestone[] {
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
  const { shipment } = await shipmentInScope(ctx, scope, id);
  const events = await eventsOf(ctx, shipment.id);
  return { Milestones: milestones(events), Events: events.map(toTrackingEvent) };
}

export async function getEtaHistory(ctx: AppContext, scope: TenantScope, id: string) {
  const { shipment } = await shipmentInScope(ctx, scope, id);
  const events = await eventsOf(ctx, shipment.id);
  const entries = etaHistory(shipment, events);
  const original = shipment.originalEta;
  return {
    OriginalEta: iso(original),
    LatestEta: iso(shipment.eta),
    SlipDays: original && shipment.eta ? slipDays(shipment.ata ?? shipment.eta, original) : 0,
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
  const { shipment } = await shipmentInScope(ctx, scope, id);
  return containersOf(ctx.db, shipment.id);
}

export async function getDocuments(ctx: AppContext, scope: TenantScope, id: string) {
  const { shipment } = await shipmentInScope(ctx, scope, id);
  const documents = await ctx.db
    .select({ fileId: shipmentDocuments.fileId })
    .from(shipmentDocuments)
    .where(and(eq(shipmentDocuments.shipmentId, shipment.id), inTenantScope(shipmentDocuments.companyId, scope)));
  const rows = await filesInScope(
    ctx,
    { all: false, companyIds: [shipment.companyId] },
    documents.map((document) => document.fileId),
  );
  const groups = new Map<string | null, ReturnType<typeof toAttachment>[]>();
  for (const file of rows) groups.set(file.type, [...(groups.get(file.type) ?? []), toAttachment(file)]);
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
  const { shipment } = await shipmentInScope(ctx, scope, input.ShipmentId);
  // The caller's scope is their own company: a file of another company is not found.
  const [file] = await filesInScope(ctx, { all: false, companyIds: [companyId] }, [input.FileId]);
  if (!file || shipment.companyId !== companyId) throw new AppError('NotFound');
  await ctx.db
    .insert(shipmentDocuments)
    .values({ companyId, shipmentId: shipment.id, fileId: file.id, createdAt: ctx.clock() })
    .onConflictDoNothing();
  return getDocuments(ctx, scope, shipment.id);
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
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
  const queries = dashboardQueries(ctx.db, scope, now, firstMonth);
  const [[figures], [arriving], perMonth] = await Promise.all([queries.open, queries.arriving, queries.departures]);
  const months = Array.from({ length: MONTHS }, (_, i) => {
    const month = new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + i, 1));
    return month.toISOString().slice(0, 7);
  });
  const departures = (month: string, mode: string) =>
    perMonth.find((r) => r.month === month && r.mode === mode)?.n ?? 0;
  return {
    InTransit: figures?.inTransit ?? 0,
    ArrivingNext7Days: arriving?.n ?? 0,
    Delayed: figures?.delayed ?? 0,
    AwaitingCustomsClearance: figures?.awaitingCustoms ?? 0,
    ByModePerMonth: months.map((Month) => ({
      Month,
      Sea: departures(Month, 'sea'),
      Air: departures(Month, 'air'),
      Rail: departures(Month, 'rail'),
    })),
  };
}
