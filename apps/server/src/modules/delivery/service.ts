import {
  type AppointmentAction,
  DELIVERY_ORDER_KINDS,
  DELIVERY_STATUS,
  DELIVERY_TRANSITIONS,
  type Delivery,
  type DeliveryDetail,
  type DeliveryListRequest,
  type DeliveryStatus,
  type IntegrationDeliveryAnswer,
  type OrderKind,
  type ParcelEventCode,
  PROOF_OF_DELIVERY_MAX_BYTES,
} from '@portside/contracts';
import { and, asc, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { listPage, pageWindow } from '../../db/list-query.js';
import { AppError } from '../../http/envelope.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import {
  type FileRow,
  filesInScope,
  type PreparedFile,
  prepareForwarderFile,
  recordForwarderFile,
  toAttachment,
} from '../files/service.js';
import type { LocalFileStore } from '../files/storage.js';
import { runIdempotent } from '../integration/idempotency.js';
import type { CallIdentity, Messaging } from '../integration/service.js';
import { announceMessages, type NewMessages, type WrittenMessages, writeMessages } from '../messages/service.js';
import { findWarehouse } from '../orders/catalogue-service.js';
import { orderCartonHeadlines, orderHeadlineByNo } from '../orders/headlines.js';
import { buildExpressLabel } from './express-label.js';
import { deliveries, deliveryAppointments, deliveryParcels, deliveryStatusChanges, parcelEvents } from './schema.js';

type DeliveryRow = typeof deliveries.$inferSelect;
type ParcelRow = typeof deliveryParcels.$inferSelect;
type Reader = Pick<Tx, 'select'>;

const S = DELIVERY_STATUS;
/** The order states a delivery may be opened for: accepted by the forwarder, not cancelled. */
const DELIVERABLE_ORDER_STATUSES = ['Accepted', 'CargoReceived'];
/** The Type a proof of delivery is filed under in the shared folder. */
export const PROOF_OF_DELIVERY_TYPE = 'ProofOfDelivery';
const PROOF_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

const sort = { column: deliveries.updatedAt, order: 'desc' as const, tieBreaker: deliveries.id };
const iso = (time: Date | null) => (time ? time.toISOString() : null);

function toDelivery(row: DeliveryRow, proof: FileRow | undefined, parcelCount: number): Delivery {
  return {
    Id: row.id,
    OrderId: row.orderId,
    OrderNo: row.orderNo,
    OrderKind: row.orderKind as OrderKind,
    ShipmentId: row.shipmentId,
    FbaShipmentId: row.fbaShipmentId,
    WarehouseCode: row.warehouseCode,
    Method: row.method as Delivery['Method'],
    Carrier: row.carrier,
    Courier: row.courier,
    MasterTrackingNo: row.masterTrackingNo,
    Status: row.status as DeliveryStatus,
    Appointment:
      row.appointmentId && row.appointmentStart
        ? { AppointmentId: row.appointmentId, Start: row.appointmentStart.toISOString(), End: iso(row.appointmentEnd) }
        : null,
    FailureReason: row.failureReason,
    DeliveredTime: iso(row.deliveredAt),
    ReceivedTime: iso(row.receivedAt),
    ProofOfDelivery: proof ? toAttachment(proof) : null,
    ParcelCount: parcelCount,
    UpdatedTime: row.updatedAt.toISOString(),
  };
}

/** The deliveries with their proof files and parcel counts, in the order given. */
async function buildDeliveries(db: Reader, rows: readonly DeliveryRow[]): Promise<Delivery[]> {
  if (rows.length === 0) return [];
  const scope: TenantScope = { all: false, companyIds: [...new Set(rows.map((row) => row.companyId))] };
  const fileIds = rows.flatMap((row) => (row.proofFileId ? [row.proofFileId] : []));
  const proofs = new Map((await filesInScope({ db: db as Db }, scope, fileIds)).map((file) => [file.id, file]));
  const counts = await db
    .select({ deliveryId: deliveryParcels.deliveryId, n: sql<number>`count(*)::int` })
    .from(deliveryParcels)
    .where(
      inArray(
        deliveryParcels.deliveryId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(deliveryParcels.deliveryId);
  const countOf = new Map(counts.map((count) => [count.deliveryId, count.n]));
  return rows.map((row) =>
    toDelivery(row, row.proofFileId ? proofs.get(row.proofFileId) : undefined, countOf.get(row.id) ?? 0),
  );
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function listCondition(scope: TenantScope, request: DeliveryListRequest): SQL | undefined {
  const keyword = request.Keyword ? `${escapeLike(request.Keyword.toUpperCase())}%` : null;
  return and(
    inTenantScope(deliveries.companyId, scope),
    request.Status?.length ? inArray(deliveries.status, request.Status) : undefined,
    keyword
      ? or(
          like(deliveries.orderNo, keyword),
          like(sql`upper(${deliveries.fbaShipmentId})`, keyword),
          like(sql`upper(${deliveries.appointmentId})`, keyword),
          like(sql`upper(${deliveries.masterTrackingNo})`, keyword),
          sql`exists (select 1 from ${deliveryParcels} where ${deliveryParcels.deliveryId} = ${deliveries.id} and upper(${deliveryParcels.childNo}) like ${keyword})`,
        )
      : undefined,
  );
}

/** A page of the deliveries in the scope, most recently changed first (the list helper's index). */
export async function listDeliveries(ctx: Pick<AppContext, 'db'>, scope: TenantScope, request: DeliveryListRequest) {
  const where = listCondition(scope, request);
  const { rows, ...total } = await listPage(ctx.db, deliveries, where, sort, pageWindow(request));
  return { Items: await buildDeliveries(ctx.db, rows), ...total };
}

async function deliveryInScope(db: Reader, scope: TenantScope, id: string): Promise<DeliveryRow> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, id), inTenantScope(deliveries.companyId, scope)));
  if (!row) throw new AppError('NotFound');
  return row;
}

async function detailOf(db: Reader, row: DeliveryRow): Promise<DeliveryDetail> {
  const [delivery] = await buildDeliveries(db, [row]);
  if (!delivery) throw new Error('delivery not built');
  const [appointments, changes, parcels] = await Promise.all([
    db
      .select()
      .from(deliveryAppointments)
      .where(eq(deliveryAppointments.deliveryId, row.id))
      .orderBy(asc(deliveryAppointments.seq)),
    db
      .select()
      .from(deliveryStatusChanges)
      .where(eq(deliveryStatusChanges.deliveryId, row.id))
      .orderBy(asc(deliveryStatusChanges.seq)),
    db
      .select()
      .from(deliveryParcels)
      .where(eq(deliveryParcels.deliveryId, row.id))
      .orderBy(asc(deliveryParcels.position)),
  ]);
  const events = parcels.length
    ? await db
        .select()
        .from(parcelEvents)
        .where(
          inArray(
            parcelEvents.parcelId,
            parcels.map((parcel) => parcel.id),
          ),
        )
        .orderBy(desc(parcelEvents.eventTime), desc(parcelEvents.createdAt))
    : [];
  return {
    ...delivery,
    AppointmentHistory: appointments.map((change) => ({
      Action: change.action as AppointmentAction,
      AppointmentId: change.appointmentId,
      Start: change.start.toISOString(),
      End: iso(change.end),
      Reason: change.reason,
      Time: change.createdAt.toISOString(),
    })),
    History: changes.map((change) => ({
      FromStatus: change.fromStatus as DeliveryStatus | null,
      ToStatus: change.toStatus as DeliveryStatus,
      Note: change.note,
      Time: change.at.toISOString(),
    })),
    Parcels: parcels.map((parcel) => ({
      ExpressChildNo: parcel.childNo,
      CartonNo: parcel.cartonNo,
      Position: parcel.position,
      Status: parcel.status as ParcelEventCode | null,
      Events: events
        .filter((event) => event.parcelId === parcel.id)
        .map((event) => ({
          Code: event.code as ParcelEventCode,
          Description: event.description,
          Location: event.location,
          Time: event.eventTime.toISOString(),
        })),
    })),
  };
}

export async function getDelivery(ctx: Pick<AppContext, 'db'>, scope: TenantScope, id: string) {
  return detailOf(ctx.db, await deliveryInScope(ctx.db, scope, id));
}

/**
 * The label of the carton a child tracking number stands for, as a one-page PDF. A number of
 * another company answers exactly like a number nobody has.
 */
export async function expressLabel(ctx: Pick<AppContext, 'db'>, scope: TenantScope, childNo: string) {
  const [found] = await ctx.db
    .select({ parcel: deliveryParcels, delivery: deliveries })
    .from(deliveryParcels)
    .innerJoin(deliveries, eq(deliveries.id, deliveryParcels.deliveryId))
    .where(and(eq(deliveryParcels.childNo, childNo), inTenantScope(deliveryParcels.companyId, scope)))
    .limit(1);
  if (!found) throw new AppError('NotFound', `ExpressChildNo ${childNo}`);
  const { parcel, delivery } = found;
  const cartons = await orderCartonHeadlines(ctx.db, delivery.orderId);
  const carton = cartons.find((candidate) => candidate.id === parcel.cartonId);
  const order = await orderHeadlineByNo(ctx.db, delivery.companyId, delivery.orderNo);
  const warehouse = await findWarehouse(ctx.db, delivery.warehouseCode);
  const pdf = await buildExpressLabel({
    Courier: delivery.courier ?? '',
    ChildNo: parcel.childNo,
    MasterNo: delivery.masterTrackingNo,
    OrderNo: delivery.orderNo,
    FbaShipmentId: delivery.fbaShipmentId,
    ShipFrom: { Name: order?.sender ?? '', Lines: [] },
    ShipTo: warehouse
      ? {
          Name: `${warehouse.Name} (${warehouse.WarehouseCode})`,
          Lines: [
            warehouse.AddressLine,
            `${warehouse.City} ${warehouse.Province} ${warehouse.PostalCode}`.trim(),
            warehouse.CountryCode,
          ],
        }
      : { Name: delivery.warehouseCode, Lines: [] },
    CartonNo: parcel.cartonNo,
    Position: parcel.position,
    CartonCount: cartons.length,
    WeightKg: carton?.weightKg ?? 0,
    DimensionsCm: carton ? [carton.lengthCm, carton.widthCm, carton.heightCm] : [0, 0, 0],
  });
  return { childNo: parcel.childNo, pdf };
}

// The forwarder's side: every call through runIdempotent, messages announced after the commit.

type WriteContext = Pick<AppContext, 'db' | 'clock'>;
export type DeliveryCall = CallIdentity & { apiKeyId: string | null };

async function answerOf(tx: Reader, row: DeliveryRow): Promise<IntegrationDeliveryAnswer> {
  const parcels = await tx
    .select({ cartonNo: deliveryParcels.cartonNo, childTrackingNo: deliveryParcels.childNo })
    .from(deliveryParcels)
    .where(eq(deliveryParcels.deliveryId, row.id))
    .orderBy(asc(deliveryParcels.position));
  return {
    id: row.id,
    externalId: row.externalId,
    orderNo: row.orderNo,
    status: row.status as DeliveryStatus,
    appointment:
      row.appointmentId && row.appointmentStart
        ? { appointmentId: row.appointmentId, start: row.appointmentStart.toISOString(), end: iso(row.appointmentEnd) }
        : null,
    proofOfDeliveryFileId: row.proofFileId,
    parcels,
  };
}

interface Work {
  tx: Tx;
  now: Date;
  companyId: string;
  apiKeyId: string | null;
  notices: NewMessages[];
}

async function runCall<T>(
  ctx: WriteContext,
  call: DeliveryCall,
  messaging: Messaging,
  work: (w: Work) => Promise<T>,
  answer: (tx: Tx, result: T) => Promise<unknown>,
) {
  let written = null as WrittenMessages | null;
  const result = await runIdempotent(
    ctx,
    { companyId: call.companyId, key: call.idempotencyKey, fingerprint: call.fingerprint },
    async (tx) => {
      const notices: NewMessages[] = [];
      const done = await work({ tx, now: ctx.clock(), companyId: call.companyId, apiKeyId: call.apiKeyId, notices });
      if (messaging) written = await writeMessages({ clock: ctx.clock, config: messaging.config }, tx, notices);
      return answer(tx, done);
    },
  );
  if (messaging && written) await announceMessages(messaging, written);
  return result.answer;
}

function runDeliveryCall(
  ctx: WriteContext,
  call: DeliveryCall,
  messaging: Messaging,
  work: (w: Work) => Promise<DeliveryRow>,
): Promise<IntegrationDeliveryAnswer> {
  return runCall(ctx, call, messaging, work, answerOf) as Promise<IntegrationDeliveryAnswer>;
}

async function lockedByExternalId(tx: Tx, companyId: string, externalId: string): Promise<DeliveryRow> {
  const [row] = await tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.companyId, companyId), eq(deliveries.externalId, externalId)))
    .for('update');
  if (!row) throw new AppError('NotFound', `delivery ${externalId}`);
  return row;
}

const addressOf = (row: DeliveryRow) => ({
  companyId: row.companyId,
  relateId: row.id,
  params: { DeliveryId: row.id, OrderNo: row.orderNo, WarehouseCode: row.warehouseCode },
});

async function recordChange(w: Work, row: DeliveryRow, to: DeliveryStatus, note: string | null, at: Date) {
  await w.tx.insert(deliveryStatusChanges).values({
    companyId: row.companyId,
    deliveryId: row.id,
    fromStatus: row.status,
    toStatus: to,
    apiKeyId: w.apiKeyId,
    note,
    at,
    createdAt: w.now,
  });
}

async function update(w: Work, row: DeliveryRow, set: Partial<typeof deliveries.$inferInsert>): Promise<DeliveryRow> {
  const [updated] = await w.tx
    .update(deliveries)
    .set({ ...set, updatedAt: w.now })
    .where(eq(deliveries.id, row.id))
    .returning();
  if (!updated) throw new Error('delivery vanished');
  return updated;
}

export interface OpenDelivery {
  order: string;
  method?: 'truckLtl' | 'truckFtl' | 'parcel' | null | undefined;
  carrier?: string | null | undefined;
}

/**
 * Opens the delivery of an order (Not dispatched), or answers the one this id opened before. The
 * order must be accepted (or its cargo received) and be an end or air-end order or bound for an
 * Amazon centre; an order has one delivery at a time (another may follow one returned to sender).
 */
export function openDelivery(
  ctx: WriteContext,
  call: DeliveryCall,
  externalId: string,
  input: OpenDelivery,
  messaging: Messaging,
) {
  return runDeliveryCall(ctx, call, messaging, async (w) => {
    const order = await orderHeadlineByNo(w.tx, w.companyId, input.order);
    if (!order) throw new AppError('NotFound', `order ${input.order}`);
    const [existing] = await w.tx
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.companyId, w.companyId), eq(deliveries.externalId, externalId)))
      .for('update');
    if (existing) {
      if (existing.orderId !== order.id) {
        throw new AppError('Conflict', `delivery ${externalId}: opened for another order`);
      }
      if (input.carrier && input.carrier !== existing.carrier) return update(w, existing, { carrier: input.carrier });
      return existing;
    }
    if (!DELIVERABLE_ORDER_STATUSES.includes(order.status)) {
      throw new AppError(
        'Conflict',
        `order ${order.orderNo}: ${order.status}, a delivery follows an accepted order (Accepted or CargoReceived)`,
      );
    }
    const warehouse = order.destinationWarehouseCode
      ? await findWarehouse(w.tx, order.destinationWarehouseCode)
      : undefined;
    const toAmazon = warehouse?.Kind === 'fba';
    if (!DELIVERY_ORDER_KINDS.includes(order.orderKind as OrderKind) && !toAmazon) {
      throw new AppError(
        'Conflict',
        `order ${order.orderNo}: neither an end-delivery order nor bound for an Amazon fulfilment centre`,
      );
    }
    const method = input.method ?? order.deliveryMethod;
    if (!method) throw new AppError('ValidationFailed', 'method: required, the order has no delivery method');
    const [open] = await w.tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(eq(deliveries.orderId, order.id), sql`${deliveries.status} <> ${S.ReturnedToSender}`))
      .for('update');
    if (open) throw new AppError('Conflict', `order ${order.orderNo}: it has a delivery already`);
    const [created] = await w.tx
      .insert(deliveries)
      .values({
        companyId: w.companyId,
        externalId,
        orderId: order.id,
        orderNo: order.orderNo,
        orderKind: order.orderKind,
        fbaShipmentId: order.fbaShipmentId,
        shipmentId: order.shipmentId,
        method,
        warehouseCode: order.destinationWarehouseCode ?? '',
        needsAppointment: toAmazon && method !== 'parcel',
        carrier: input.carrier ?? null,
        status: S.NotDispatched,
        createdAt: w.now,
        updatedAt: w.now,
      })
      .returning();
    if (!created) throw new Error('delivery insert answered no row');
    await w.tx.insert(deliveryStatusChanges).values({
      companyId: w.companyId,
      deliveryId: created.id,
      fromStatus: null,
      toStatus: S.NotDispatched,
      apiKeyId: w.apiKeyId,
      note: null,
      at: w.now,
      createdAt: w.now,
    });
    return created;
  });
}

export interface AppointmentInput {
  appointmentId: string;
  start: string;
  end?: string | null | undefined;
  reason?: string | null | undefined;
}

/**
 * Books the appointment (Not dispatched → Appointment booked), moves it (it stays booked; the
 * same appointment again changes nothing), or rebooks a failed delivery. The client is told.
 */
export function bookAppointment(
  ctx: WriteContext,
  call: DeliveryCall,
  externalId: string,
  input: AppointmentInput,
  messaging: Messaging,
) {
  const start = new Date(input.start);
  const end = input.end ? new Date(input.end) : null;
  if (end && end.getTime() <= start.getTime()) throw new AppError('ValidationFailed', 'end: must be after start');
  return runDeliveryCall(ctx, call, messaging, async (w) => {
    const row = await lockedByExternalId(w.tx, w.companyId, externalId);
    const status = row.status as DeliveryStatus;
    let action: AppointmentAction;
    if (status === S.NotDispatched) action = 'Booked';
    else if (status === S.Failed) action = 'Rebooked';
    else if (status === S.AppointmentBooked) action = 'Moved';
    else {
      throw new AppError(
        'Conflict',
        `appointment: a delivery in ${status} takes no appointment (only in ${S.NotDispatched}, ${S.AppointmentBooked} or ${S.Failed})`,
      );
    }
    if (
      action === 'Moved' &&
      row.appointmentId === input.appointmentId &&
      row.appointmentStart?.getTime() === start.getTime() &&
      (row.appointmentEnd?.getTime() ?? null) === (end?.getTime() ?? null)
    ) {
      return row;
    }
    const reason = input.reason ?? null;
    await w.tx.insert(deliveryAppointments).values({
      companyId: row.companyId,
      deliveryId: row.id,
      action,
      appointmentId: input.appointmentId,
      start,
      end,
      reason,
      apiKeyId: w.apiKeyId,
      createdAt: w.now,
    });
    if (action !== 'Moved') await recordChange(w, row, S.AppointmentBooked, reason, w.now);
    const moved = await update(w, row, {
      status: S.AppointmentBooked,
      appointmentId: input.appointmentId,
      appointmentStart: start,
      appointmentEnd: end,
    });
    const to = addressOf(moved);
    const booked = { ...to.params, AppointmentId: input.appointmentId, Start: start.toISOString() };
    w.notices.push(
      action === 'Moved' && row.appointmentStart
        ? {
            companyId: to.companyId,
            relateId: to.relateId,
            Template: 'delivery.appointmentMoved',
            Params: { ...booked, PreviousStart: row.appointmentStart.toISOString(), Reason: reason },
          }
        : {
            companyId: to.companyId,
            relateId: to.relateId,
            Template: 'delivery.appointmentBooked',
            Params: booked,
          },
    );
    return moved;
  });
}

export interface StatusInput {
  status: DeliveryStatus;
  note?: string | null | undefined;
  at?: string | null | undefined;
}

/**
 * Moves a delivery along the transition table; anything else is a Conflict that changes nothing.
 * Cancelling the appointment (booked → not dispatched) clears it; a failure needs its reason; the
 * client is told of a failure and of the delivery.
 */
export function moveDelivery(
  ctx: WriteContext,
  call: DeliveryCall,
  externalId: string,
  input: StatusInput,
  messaging: Messaging,
) {
  if (input.status === S.AppointmentBooked) {
    throw new AppError('ValidationFailed', 'status: 1 (Appointment booked) is reached by booking the appointment');
  }
  const note = input.note ?? null;
  if (input.status === S.Failed && !note) {
    throw new AppError('ValidationFailed', 'note: required, why the delivery failed');
  }
  return runDeliveryCall(ctx, call, messaging, async (w) => {
    const row = await lockedByExternalId(w.tx, w.companyId, externalId);
    const from = row.status as DeliveryStatus;
    const to = input.status;
    if (!DELIVERY_TRANSITIONS[from].includes(to)) {
      throw new AppError('Conflict', `status: a delivery in ${from} cannot move to ${to}`);
    }
    if (to === S.OutForDelivery && row.needsAppointment && from !== S.AppointmentBooked) {
      throw new AppError(
        'Conflict',
        `status: a truck delivery to an Amazon centre goes out for delivery only with an appointment (book one first)`,
      );
    }
    const at = input.at ? new Date(input.at) : w.now;
    await recordChange(w, row, to, note, at);
    const set: Partial<typeof deliveries.$inferInsert> = { status: to };
    if (to === S.NotDispatched && row.appointmentId && row.appointmentStart) {
      await w.tx.insert(deliveryAppointments).values({
        companyId: row.companyId,
        deliveryId: row.id,
        action: 'Cancelled',
        appointmentId: row.appointmentId,
        start: row.appointmentStart,
        end: row.appointmentEnd,
        reason: note,
        apiKeyId: w.apiKeyId,
        createdAt: w.now,
      });
      Object.assign(set, { appointmentId: null, appointmentStart: null, appointmentEnd: null });
    }
    if (to === S.Failed) set.failureReason = note;
    if (to === S.Delivered) set.deliveredAt = at;
    if (to === S.ReceivedByWarehouse) set.receivedAt = at;
    const moved = await update(w, row, set);
    const address = addressOf(moved);
    const base = { companyId: address.companyId, relateId: address.relateId };
    if (to === S.Failed) {
      w.notices.push({ ...base, Template: 'delivery.failed', Params: { ...address.params, Reason: note ?? '' } });
    }
    if (to === S.Delivered) {
      w.notices.push({
        ...base,
        Template: 'delivery.delivered',
        Params: { ...address.params, DeliveredTime: at.toISOString() },
      });
    }
    return moved;
  });
}

/**
 * Files the proof of delivery (a PDF or an image, base64) of a delivered delivery, as a document
 * of the company (files module, Type ProofOfDelivery); a newer one replaces it on the delivery.
 * The bytes are stored before the transaction and removed if it fails: no orphan file.
 */
export async function attachProofOfDelivery(
  ctx: WriteContext,
  store: LocalFileStore,
  call: DeliveryCall,
  externalId: string,
  input: { fileName: string; contentBase64: string },
  messaging: Messaging,
) {
  const bytes = Buffer.from(input.contentBase64, 'base64');
  if (bytes.length === 0) throw new AppError('ValidationFailed', 'contentBase64: empty');
  if (bytes.length > PROOF_OF_DELIVERY_MAX_BYTES) {
    throw new AppError('PayloadTooLarge', `contentBase64: at most ${PROOF_OF_DELIVERY_MAX_BYTES} bytes`);
  }
  let prepared: PreparedFile | null = null;
  try {
    return await runDeliveryCall(ctx, call, messaging, async (w) => {
      const row = await lockedByExternalId(w.tx, w.companyId, externalId);
      if (row.status !== S.Delivered && row.status !== S.ReceivedByWarehouse) {
        throw new AppError('Conflict', `proof of delivery: a delivery in ${row.status} is not delivered`);
      }
      prepared = await prepareForwarderFile(store, bytes, input.fileName, PROOF_CONTENT_TYPES);
      const file = await recordForwarderFile(w.tx, prepared, row.companyId, PROOF_OF_DELIVERY_TYPE, w.now);
      return update(w, row, { proofFileId: file.id });
    });
  } catch (error) {
    if (prepared) await (prepared as PreparedFile).discard();
    throw error;
  }
}

export interface ParcelsInput {
  courier: string;
  masterTrackingNo?: string | null | undefined;
  parcels: { cartonNo: string; childTrackingNo: string }[];
}

/**
 * Gives each carton of the order its courier child tracking number, all or nothing: every carton
 * once, every number once. The same set again changes nothing; another set replaces it only
 * before the delivery goes out and before any parcel has an event.
 */
export function setParcels(
  ctx: WriteContext,
  call: DeliveryCall,
  externalId: string,
  input: ParcelsInput,
  messaging: Messaging,
) {
  return runDeliveryCall(ctx, call, messaging, async (w) => {
    const row = await lockedByExternalId(w.tx, w.companyId, externalId);
    if (row.method !== 'parcel') {
      throw new AppError('Conflict', `parcels: delivery ${externalId} goes by ${row.method}, not by courier parcel`);
    }
    const cartons = await orderCartonHeadlines(w.tx, row.orderId);
    const byNo = new Map(cartons.map((carton) => [carton.cartonNo, carton]));
    const seenCartons = new Set<string>();
    const seenNumbers = new Set<string>();
    input.parcels.forEach((parcel, index) => {
      if (!byNo.has(parcel.cartonNo)) {
        throw new AppError(
          'ValidationFailed',
          `parcels[${index}].cartonNo: ${parcel.cartonNo} is not a carton of ${row.orderNo}`,
        );
      }
      if (seenCartons.has(parcel.cartonNo)) {
        throw new AppError('ValidationFailed', `parcels[${index}].cartonNo: ${parcel.cartonNo} appears twice`);
      }
      if (seenNumbers.has(parcel.childTrackingNo)) {
        throw new AppError(
          'ValidationFailed',
          `parcels[${index}].childTrackingNo: ${parcel.childTrackingNo} appears twice`,
        );
      }
      seenCartons.add(parcel.cartonNo);
      seenNumbers.add(parcel.childTrackingNo);
    });
    const missing = cartons.find((carton) => !seenCartons.has(carton.cartonNo));
    if (missing) {
      throw new AppError('ValidationFailed', `parcels: carton ${missing.cartonNo} has no child tracking number`);
    }
    const current = await w.tx.select().from(deliveryParcels).where(eq(deliveryParcels.deliveryId, row.id));
    const same =
      current.length === input.parcels.length &&
      input.parcels.every((parcel) =>
        current.some((old) => old.cartonNo === parcel.cartonNo && old.childNo === parcel.childTrackingNo),
      ) &&
      row.courier === input.courier &&
      row.masterTrackingNo === (input.masterTrackingNo ?? null);
    if (same) return row;
    if (row.status !== S.NotDispatched && row.status !== S.AppointmentBooked) {
      throw new AppError('Conflict', `parcels: a delivery in ${row.status} keeps its parcels`);
    }
    if (current.length > 0) {
      const [tracked] = await w.tx
        .select({ id: parcelEvents.id })
        .from(parcelEvents)
        .where(
          inArray(
            parcelEvents.parcelId,
            current.map((parcel) => parcel.id),
          ),
        )
        .limit(1);
      if (tracked) throw new AppError('Conflict', 'parcels: the courier has tracked them already');
      await w.tx.delete(deliveryParcels).where(eq(deliveryParcels.deliveryId, row.id));
    }
    const numbers = input.parcels.map((parcel) => parcel.childTrackingNo);
    const [taken] = await w.tx
      .select({ childNo: deliveryParcels.childNo })
      .from(deliveryParcels)
      .where(and(eq(deliveryParcels.companyId, row.companyId), inArray(deliveryParcels.childNo, numbers)))
      .limit(1);
    if (taken) {
      const index = numbers.indexOf(taken.childNo);
      throw new AppError(
        'Conflict',
        `parcels[${index}].childTrackingNo: ${taken.childNo} is the number of another parcel`,
      );
    }
    const CHUNK = 1000;
    for (let at = 0; at < input.parcels.length; at += CHUNK) {
      await w.tx.insert(deliveryParcels).values(
        input.parcels.slice(at, at + CHUNK).map((parcel) => {
          const carton = byNo.get(parcel.cartonNo);
          if (!carton) throw new Error('carton checked above');
          return {
            companyId: row.companyId,
            deliveryId: row.id,
            cartonId: carton.id,
            cartonNo: carton.cartonNo,
            position: carton.position,
            childNo: parcel.childTrackingNo,
            status: null,
            updatedAt: w.now,
          };
        }),
      );
    }
    return update(w, row, { courier: input.courier, masterTrackingNo: input.masterTrackingNo ?? null });
  });
}

export interface ParcelEventInput {
  childTrackingNo: string;
  code: ParcelEventCode;
  eventDateTime: string;
  description?: string | null | undefined;
  location?: string | null | undefined;
}

/**
 * Records courier tracking events, all or none: every child number must be a parcel of the
 * company (another company's answers 404 like a number nobody has). An event already recorded
 * (same parcel, code and time) is skipped; each parcel's status is its latest event.
 */
export function recordParcelEvents(
  ctx: WriteContext,
  call: DeliveryCall,
  events: readonly ParcelEventInput[],
  messaging: Messaging,
) {
  return runCall(
    ctx,
    call,
    messaging,
    async (w) => {
      const numbers = [...new Set(events.map((event) => event.childTrackingNo))];
      const parcels: ParcelRow[] = await w.tx
        .select()
        .from(deliveryParcels)
        .where(and(eq(deliveryParcels.companyId, w.companyId), inArray(deliveryParcels.childNo, numbers)));
      const byNo = new Map(parcels.map((parcel) => [parcel.childNo, parcel]));
      const unknown = events.findIndex((event) => !byNo.has(event.childTrackingNo));
      if (unknown >= 0) {
        throw new AppError('NotFound', `events[${unknown}].childTrackingNo: ${events[unknown]?.childTrackingNo}`);
      }
      const inserted = await w.tx
        .insert(parcelEvents)
        .values(
          events.map((event) => ({
            companyId: w.companyId,
            parcelId: byNo.get(event.childTrackingNo)?.id ?? '',
            code: event.code,
            description: event.description ?? null,
            location: event.location ?? null,
            eventTime: new Date(event.eventDateTime),
            createdAt: w.now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: parcelEvents.id });
      const ids = parcels.map((parcel) => parcel.id);
      // Each parcel's status: the code of its latest event by event time.
      await w.tx.execute(sql`
        update ${deliveryParcels} p set status = latest.code, updated_at = ${w.now}
        from (
          select distinct on (e.parcel_id) e.parcel_id, e.code
          from ${parcelEvents} e where e.parcel_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          order by e.parcel_id, e.event_time desc, e.created_at desc
        ) latest
        where p.id = latest.parcel_id`);
      if (inserted.length > 0) {
        const deliveryIds = [...new Set(parcels.map((parcel) => parcel.deliveryId))];
        await w.tx.update(deliveries).set({ updatedAt: w.now }).where(inArray(deliveries.id, deliveryIds));
      }
      return { accepted: inserted.length, duplicates: events.length - inserted.length };
    },
    async (_tx, result) => result,
  ) as Promise<{ accepted: number; duplicates: number }>;
}
