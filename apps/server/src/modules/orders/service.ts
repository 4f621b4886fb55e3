/** Orders (issue 10): the client's drafts and submissions, and the forwarder's acceptance, send-back and receipt. */
import { randomInt } from 'node:crypto';
import {
  type Carton,
  type ConformanceResult,
  type IntegrationAcceptOrder,
  type IntegrationReceipt,
  LAST_MILE_KINDS,
  type Locale,
  type OrderDetail,
  type OrderFilter,
  type OrderKind,
  type OrderListRequest,
  type OrderStatus,
  type OrderSummary,
  type SaveOrderRequest,
  type ShipmentMode,
} from '@portside/contracts';
import { and, asc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import {
  type ListCursor,
  type ListSort,
  type ListWindow,
  type ListWindowSubquery,
  type ListWindowTemplate,
  listWindow,
  pageWindow,
  pageWithTotal,
  walkList,
  windowOrder,
} from '../../db/list-query.js';
import { AppError } from '../../http/envelope.js';
import { findCompany } from '../identity/companies.js';
import type { NewMessages } from '../messages/service.js';
import { findShipmentsById } from '../shipments/derived-state.js';
import { upsertShipments } from '../shipments/upsert.js';
import { findProductsBySku, findWarehouse, knownWarehouseCodes } from './catalogue-service.js';
import { checkWaresConformance, unknownWarehouseFinding } from './conformance.js';
import { buildFbaFile } from './fba-file.js';
import { EDITABLE_ORDER_STATUSES, nextOrderStatus, type OrderAction } from './machines.js';
import { attachReceiptPhotos, orderDocumentsOf, type ReceiptPhotoStore } from './order-files.js';
import type { ParsedOrder } from './order-workbook.js';
import { findQuoteTerms } from './quote-terms.js';
import { orderCartonItems, orderCartons, orders, orderTransitions } from './schema.js';

type OrderRow = typeof orders.$inferSelect;
type Clocked = Pick<AppContext, 'clock'>;

/** An order or enquiry number: a prefix, the UTC date and five random letters or digits. */
export function documentNumber(prefix: string, now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `${prefix}${day}${Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

const iso = (time: Date) => time.toISOString();

/** The order of a company by id, locked for a change when `forUpdate`; NotFound for another company's. */
async function findOrder(db: Pick<Db, 'select'>, companyId: string, where: SQL, forUpdate = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), where));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NotFound', 'order');
  return row;
}

/** Moves an order by an action of the machine and records who did it, when and why. */
async function moveOrder(
  tx: Tx,
  now: Date,
  order: OrderRow,
  action: OrderAction,
  actor: string,
  changes: Partial<typeof orders.$inferInsert> = {},
  reason: string | null = null,
): Promise<OrderStatus> {
  const from = order.status as OrderStatus;
  const to = nextOrderStatus(action, order.orderNo, from);
  await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: now })
    .where(eq(orders.id, order.id));
  await tx.insert(orderTransitions).values({
    companyId: order.companyId,
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    reason,
    actor,
    at: now,
  });
  return to;
}

/** Replaces the cartons of an order (a draft's are rewritten as a whole, as the wizard saves them). */
async function writeCartons(tx: Tx, companyId: string, orderId: string, cartons: SaveOrderRequest['Cartons']) {
  await tx.delete(orderCartons).where(eq(orderCartons.orderId, orderId));
  if (cartons.length === 0) return;
  const seen = new Set<string>();
  cartons.forEach((carton, index) => {
    if (seen.has(carton.CartonNo)) {
      throw new AppError('ValidationFailed', `Cartons[${index}].CartonNo: ${carton.CartonNo} appears twice`);
    }
    seen.add(carton.CartonNo);
  });
  // Large imports: a statement per chunk keeps each under PostgreSQL's parameter limit.
  const CHUNK = 1000;
  for (let start = 0; start < cartons.length; start += CHUNK) {
    const chunk = cartons.slice(start, start + CHUNK);
    const inserted = await tx
      .insert(orderCartons)
      .values(
        chunk.map((carton, i) => ({
          companyId,
          orderId,
          cartonNo: carton.CartonNo,
          lengthCm: carton.LengthCm,
          widthCm: carton.WidthCm,
          heightCm: carton.HeightCm,
          weightKg: carton.WeightKg,
          sort: start + i,
        })),
      )
      .returning({ id: orderCartons.id, sort: orderCartons.sort });
    const items = inserted.flatMap(({ id, sort }) =>
      (cartons[sort]?.Items ?? []).map((item, i) => ({
        companyId,
        cartonId: id,
        sku: item.Sku,
        fnsku: item.Fnsku ?? null,
        quantity: item.Quantity,
        sort: i,
      })),
    );
    for (let at = 0; at < items.length; at += CHUNK)
      await tx.insert(orderCartonItems).values(items.slice(at, at + CHUNK));
  }
}

function orderFields(request: SaveOrderRequest, worksByBatch: boolean) {
  const lastMile = LAST_MILE_KINDS.includes(request.OrderKind);
  return {
    orderKind: request.OrderKind,
    batchNo: worksByBatch ? (request.BatchNo ?? null) : null,
    fbaShipmentId: request.FbaShipmentId ?? null,
    fbaReferenceId: request.FbaReferenceId ?? null,
    sender: request.Sender ?? null,
    originWarehouseCode: request.OriginWarehouseCode ?? null,
    destinationWarehouseCode: request.DestinationWarehouseCode ?? null,
    deliveryMethod: lastMile ? (request.DeliveryMethod ?? null) : null,
    containers: request.OrderKind === 'full' ? request.Containers : [],
    channelCode: request.ChannelCode ?? null,
    remarks: request.Remarks ?? null,
  };
}

export interface OrderCaller {
  companyId: string;
  userId: string;
  accountName: string;
}

/**
 * Creates a draft, or saves the content of a draft or of an order sent back for update, in one
 * transaction: a draft saves as the wizard goes, so only the kind is required until submission.
 */
export async function saveOrder(ctx: Clocked & Pick<AppContext, 'db'>, caller: OrderCaller, request: SaveOrderRequest) {
  const now = ctx.clock();
  const id = await ctx.db.transaction(async (tx) => {
    const company = await findCompany(tx, caller.companyId);
    const fields = orderFields(request, company?.worksByBatch ?? false);
    if (request.Id) {
      const order = await findOrder(tx, caller.companyId, eq(orders.id, request.Id), true);
      if (!EDITABLE_ORDER_STATUSES.includes(order.status as OrderStatus)) {
        throw new AppError(
          'Conflict',
          `order ${order.orderNo}: cannot change it when it is ${order.status} (only when Draft or PendingUpdate)`,
        );
      }
      if (order.quoteOptionId && order.orderKind !== request.OrderKind) {
        throw new AppError('ValidationFailed', 'OrderKind: the order was made from a quote of another kind');
      }
      await tx
        .update(orders)
        .set({ ...fields, updatedAt: now })
        .where(eq(orders.id, order.id));
      await writeCartons(tx, caller.companyId, order.id, request.Cartons);
      return order.id;
    }
    const created = await createDraftOrder(tx, now, caller, fields);
    await writeCartons(tx, caller.companyId, created, request.Cartons);
    return created;
  });
  return getOrderDetail(ctx.db, caller.companyId, id, now);
}

/** A new draft order, its creation recorded as the machine's first transition. */
export async function createDraftOrder(
  tx: Tx,
  now: Date,
  caller: OrderCaller,
  fields: Partial<typeof orders.$inferInsert> & { orderKind: OrderKind },
): Promise<string> {
  const [created] = await tx
    .insert(orders)
    .values({
      ...fields,
      companyId: caller.companyId,
      orderNo: documentNumber('OR', now),
      status: 'Draft',
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  if (!created) throw new Error('order insert answered no row');
  await tx.insert(orderTransitions).values({
    companyId: caller.companyId,
    orderId: created.id,
    fromStatus: null,
    toStatus: 'Draft',
    reason: null,
    actor: caller.accountName,
    at: now,
  });
  return created.id;
}

/**
 * Orders read from an import workbook, all made drafts in one transaction or none: each with its
 * kind, destination, FBA shipment ID and cartons, its reference kept in the remarks.
 */
export async function importOrders(
  ctx: Clocked & Pick<AppContext, 'db'>,
  caller: OrderCaller,
  parsed: readonly ParsedOrder[],
) {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const created = [];
    for (const order of parsed) {
      const id = await createDraftOrder(tx, now, caller, {
        orderKind: order.OrderKind,
        destinationWarehouseCode: order.DestinationWarehouseCode,
        fbaShipmentId: order.FbaShipmentId ?? null,
        remarks: `Imported: ${order.Reference}`,
      });
      await writeCartons(tx, caller.companyId, id, order.Cartons);
      const [row] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, id));
      created.push({
        Reference: order.Reference,
        OrderId: id,
        OrderNo: row?.orderNo ?? '',
        CartonCount: order.Cartons.length,
      });
    }
    return { Orders: created };
  });
}

/** The order's FBA file: a label per carton and the packing list, zipped; the order needs its FBA shipment ID. */
export async function orderFbaFile(db: Db, companyId: string, orderId: string) {
  const order = await findOrder(db, companyId, eq(orders.id, orderId));
  if (!order.fbaShipmentId) throw new AppError('ValidationFailed', 'FbaShipmentId: the order has none yet');
  const cartons = await cartonsOf(db, order.id);
  if (cartons.length === 0) throw new AppError('ValidationFailed', 'Cartons: the order has none');
  const warehouse = order.destinationWarehouseCode
    ? await findWarehouse(db, order.destinationWarehouseCode)
    : undefined;
  const file = await buildFbaFile({
    OrderNo: order.orderNo,
    FbaShipmentId: order.fbaShipmentId,
    ShipFrom: { Name: order.sender ?? '', Lines: [] },
    ShipTo: warehouse
      ? {
          Name: `${warehouse.Name} (${warehouse.WarehouseCode})`,
          Lines: [
            warehouse.AddressLine,
            `${warehouse.City} ${warehouse.Province} ${warehouse.PostalCode}`.trim(),
            warehouse.CountryCode,
          ],
        }
      : { Name: order.destinationWarehouseCode ?? '', Lines: [] },
    Cartons: cartons,
  });
  return { orderNo: order.orderNo, file };
}

/** What an order needs before the forwarder can work on it; the first gap is named. */
async function checkComplete(tx: Tx, order: OrderRow, worksByBatch: boolean): Promise<number> {
  const missing = (field: string, why: string) => new AppError('ValidationFailed', `${field}: ${why}`);
  if (worksByBatch && !order.batchNo) throw missing('BatchNo', 'required: your company works by batch');
  if (!order.destinationWarehouseCode) throw missing('DestinationWarehouseCode', 'required');
  if (order.orderKind === 'full' && order.containers.length === 0)
    throw missing('Containers', 'a full-container order books at least one container');
  if (LAST_MILE_KINDS.includes(order.orderKind as OrderKind) && !order.deliveryMethod) {
    throw missing('DeliveryMethod', 'required for a last-mile delivery');
  }
  const [cartons] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderCartons)
    .where(eq(orderCartons.orderId, order.id));
  if (!cartons?.n) throw missing('Cartons', 'an order ships at least one carton');
  return cartons.n;
}

/** The order's cartons as the conformance check and the documents read them. */
async function cartonsOf(db: Pick<Db, 'select'>, orderId: string): Promise<Carton[]> {
  return (await cartonsOfOrders(db, [orderId])).get(orderId) ?? [];
}

/** The cartons of several orders, by order, in two statements. */
async function cartonsOfOrders(db: Pick<Db, 'select'>, orderIds: string[]): Promise<Map<string, Carton[]>> {
  const byOrder = new Map<string, Carton[]>();
  if (orderIds.length === 0) return byOrder;
  const cartons = await db
    .select()
    .from(orderCartons)
    .where(inArray(orderCartons.orderId, orderIds))
    .orderBy(asc(orderCartons.sort));
  const items = cartons.length
    ? await db
        .select()
        .from(orderCartonItems)
        .where(
          inArray(
            orderCartonItems.cartonId,
            cartons.map((carton) => carton.id),
          ),
        )
        .orderBy(asc(orderCartonItems.sort))
    : [];
  const itemsByCarton = new Map<string, typeof items>();
  for (const item of items) {
    const ofCarton = itemsByCarton.get(item.cartonId);
    if (ofCarton) ofCarton.push(item);
    else itemsByCarton.set(item.cartonId, [item]);
  }
  for (const carton of cartons) {
    const ofOrder = byOrder.get(carton.orderId) ?? [];
    ofOrder.push({
      CartonNo: carton.cartonNo,
      LengthCm: carton.lengthCm,
      WidthCm: carton.widthCm,
      HeightCm: carton.heightCm,
      WeightKg: carton.weightKg,
      Items: (itemsByCarton.get(carton.id) ?? []).map((item) => ({
        Sku: item.sku,
        Fnsku: item.fnsku ?? undefined,
        Quantity: item.quantity,
      })),
    });
    byOrder.set(carton.orderId, ofOrder);
  }
  return byOrder;
}

/** The warehouse business check of a saved order: Amazon's carton rules, the goods rules, the catalogue. */
export async function checkOrderConformance(tx: Db | Tx, order: OrderRow, locale: Locale): Promise<ConformanceResult> {
  const findings = (await checkOrdersConformance(tx, [order], locale)).get(order.id);
  if (!findings) throw new Error(`no conformance result for order ${order.id}`);
  return findings;
}

/**
 * The conformance check of several saved orders, by order: their cartons, the catalogue's products
 * and the warehouses are read in a few statements for all of them (the dashboard's inbox checks
 * up to 20 orders per load), not in four per order.
 */
export async function checkOrdersConformance(
  tx: Db | Tx,
  checked: OrderRow[],
  locale: Locale,
): Promise<Map<string, ConformanceResult>> {
  const cartonsByOrder = await cartonsOfOrders(
    tx,
    checked.map((order) => order.id),
  );
  const skusOf = (order: OrderRow) =>
    (cartonsByOrder.get(order.id) ?? []).flatMap((carton) => carton.Items.map((item) => item.Sku));
  const companies = [...new Set(checked.map((order) => order.companyId))];
  const [productsByCompany, knownWarehouses] = await Promise.all([
    Promise.all(
      companies.map(async (companyId) => {
        const skus = checked.filter((order) => order.companyId === companyId).flatMap(skusOf);
        return [companyId, await findProductsBySku(tx, companyId, skus)] as const;
      }),
    ).then((entries) => new Map(entries)),
    knownWarehouseCodes(
      tx,
      checked.flatMap((order) => (order.destinationWarehouseCode ? [order.destinationWarehouseCode] : [])),
    ),
  ]);
  return new Map(
    checked.map((order) => {
      const result = checkWaresConformance(
        {
          OrderKind: order.orderKind as OrderKind,
          ChannelCode: order.channelCode ?? undefined,
          DestinationWarehouseCode: order.destinationWarehouseCode ?? undefined,
          Cartons: cartonsByOrder.get(order.id) ?? [],
        },
        productsByCompany.get(order.companyId) ?? new Map(),
        locale,
      );
      if (order.destinationWarehouseCode && !knownWarehouses.has(order.destinationWarehouseCode)) {
        result.Errors.unshift(unknownWarehouseFinding(order.destinationWarehouseCode, locale));
      }
      return [order.id, result];
    }),
  );
}

/**
 * A submission the conformance check stopped: errors the order must fix, or warnings the user has
 * not confirmed yet (spec §8: handed back as ErrorCode 100). Nothing was changed.
 */
export type SubmitRefusal = { refused: 'errors' | 'warnings'; findings: ConformanceResult };

/**
 * Submits a draft or an order sent back: complete and through the conformance check (warnings
 * confirmed by the user), it goes to the forwarder.
 */
export async function submitOrder(
  ctx: Clocked & Pick<AppContext, 'db'>,
  caller: OrderCaller,
  request: { Id: string; ConfirmWarnings: boolean },
  locale: Locale,
): Promise<OrderDetail | SubmitRefusal> {
  const now = ctx.clock();
  const refusal = await ctx.db.transaction(async (tx): Promise<SubmitRefusal | null> => {
    const order = await findOrder(tx, caller.companyId, eq(orders.id, request.Id), true);
    nextOrderStatus('submit', order.orderNo, order.status as OrderStatus);
    const company = await findCompany(tx, caller.companyId);
    await checkComplete(tx, order, company?.worksByBatch ?? false);
    const findings = await checkOrderConformance(tx, order, locale);
    if (findings.Errors.length > 0) return { refused: 'errors', findings };
    if (findings.Warnings.length > 0 && !request.ConfirmWarnings) return { refused: 'warnings', findings };
    const reason =
      findings.Warnings.length > 0 ? `warnings confirmed: ${findings.Warnings.map((w) => w.Rule).join(', ')}` : null;
    await moveOrder(tx, now, order, 'submit', caller.accountName, { pendingReason: null }, reason);
    return null;
  });
  return refusal ?? getOrderDetail(ctx.db, caller.companyId, request.Id, now);
}

export async function cancelOrder(
  ctx: Clocked & Pick<AppContext, 'db'>,
  caller: OrderCaller,
  orderId: string,
  reason: string | null,
) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, caller.companyId, eq(orders.id, orderId), true);
    await moveOrder(tx, now, order, 'cancel', caller.accountName, {}, reason);
  });
  return getOrderDetail(ctx.db, caller.companyId, orderId, now);
}

const DEFAULT_MODE: Record<OrderKind, ShipmentMode | null> = {
  ocean: 'sea',
  full: 'sea',
  air: 'air',
  airEnd: 'air',
  end: null,
};

async function cartonTotals(tx: Pick<Db, 'select'>, orderId: string) {
  const [totals] = await tx
    .select({
      cartons: sql<number>`count(*)::int`,
      weightKg: sql<number>`coalesce(sum(${orderCartons.weightKg}), 0)::float8`,
      volumeM3: sql<number>`coalesce(sum(${orderCartons.lengthCm} * ${orderCartons.widthCm} * ${orderCartons.heightCm}) / 1000000.0, 0)::float8`,
      pieces: sql<number>`coalesce((select sum(i.quantity) from ${orderCartonItems} i
        join ${orderCartons} c on c.id = i.carton_id where c.order_id = ${orderId}), 0)::int`,
    })
    .from(orderCartons)
    .where(eq(orderCartons.orderId, orderId));
  return totals ?? { cartons: 0, weightKg: 0, volumeM3: 0, pieces: 0 };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The forwarder accepts a submitted order: the shipment it opens is created (or, known by its
 * external id already, updated) through the shipments module with the order's references copied,
 * and linked to the order.
 */
export async function acceptOrder(
  ctx: Clocked,
  tx: Tx,
  companyId: string,
  orderNo: string,
  shipment: IntegrationAcceptOrder,
  actor: string,
) {
  const now = ctx.clock();
  const order = await findOrder(tx, companyId, eq(orders.orderNo, orderNo), true);
  nextOrderStatus('accept', order.orderNo, order.status as OrderStatus);
  const mode = shipment.mode ?? DEFAULT_MODE[order.orderKind as OrderKind];
  if (!mode) throw new AppError('ValidationFailed', 'mode: required for an end-delivery order (the leg it follows)');
  const totals = await cartonTotals(tx, order.id);
  const upserted = await upsertShipments(ctx, tx, companyId, [
    {
      externalId: shipment.externalId ?? shipment.dcgNo,
      dcgNo: shipment.dcgNo,
      mode,
      origin: shipment.origin,
      originName: shipment.originName ?? null,
      destination: shipment.destination,
      destinationName: shipment.destinationName ?? null,
      carrierCode: shipment.carrierCode ?? null,
      etd: shipment.etd ?? null,
      eta: shipment.eta ?? null,
      customerReference: order.orderNo,
      fbaShipmentId: order.fbaShipmentId,
      fbaReferenceId: order.fbaReferenceId,
      shipper: order.sender,
      consignee: order.destinationWarehouseCode,
      cartons: totals.cartons,
      pieces: totals.pieces,
      grossWeightKg: round(totals.weightKg, 3),
      volumeM3: round(totals.volumeM3, 3),
      containers: [],
    },
  ]);
  const [created] = upserted.shipments;
  if (!created) throw new Error('shipment upsert answered no shipment');
  const status = await moveOrder(tx, now, order, 'accept', actor, { shipmentId: created.id, pendingReason: null });
  return { orderNo: order.orderNo, status, shipmentId: created.id };
}

/** The forwarder sends a submitted order back to the client with the reason; the client is told. */
export async function sendBackOrder(
  ctx: Clocked,
  tx: Tx,
  companyId: string,
  orderNo: string,
  reason: string,
  actor: string,
) {
  const now = ctx.clock();
  const order = await findOrder(tx, companyId, eq(orders.orderNo, orderNo), true);
  const status = await moveOrder(tx, now, order, 'sendBack', actor, { pendingReason: reason }, reason);
  const notice: NewMessages = {
    companyId,
    relateId: order.id,
    Template: 'orders.sentBack',
    Params: { OrderId: order.id, OrderNo: order.orderNo, Reason: reason },
  };
  return { answer: { orderNo: order.orderNo, status, shipmentId: order.shipmentId }, notices: [notice] };
}

/**
 * The warehouse's receipt: the measured cartons are recorded and the order becomes Cargo received;
 * the client is told, with the measured weight beside the declared one.
 */
export async function receiveOrder(
  ctx: Clocked,
  tx: Tx,
  companyId: string,
  orderNo: string,
  receipt: Pick<IntegrationReceipt, 'cartons'> & { photos?: IntegrationReceipt['photos'] },
  actor: string,
  photoStore?: ReceiptPhotoStore,
) {
  const now = ctx.clock();
  const order = await findOrder(tx, companyId, eq(orders.orderNo, orderNo), true);
  nextOrderStatus('receive', order.orderNo, order.status as OrderStatus);
  const cartons = await tx
    .select({ id: orderCartons.id, cartonNo: orderCartons.cartonNo, weightKg: orderCartons.weightKg })
    .from(orderCartons)
    .where(eq(orderCartons.orderId, order.id));
  const byNo = new Map(cartons.map((carton) => [carton.cartonNo, carton]));
  const seen = new Set<string>();
  receipt.cartons.forEach((measured, index) => {
    if (!byNo.has(measured.cartonNo)) {
      throw new AppError(
        'ValidationFailed',
        `cartons[${index}].cartonNo: ${measured.cartonNo} is not a carton of ${orderNo}`,
      );
    }
    if (seen.has(measured.cartonNo)) {
      throw new AppError('ValidationFailed', `cartons[${index}].cartonNo: ${measured.cartonNo} appears twice`);
    }
    seen.add(measured.cartonNo);
  });
  for (const measured of receipt.cartons) {
    await tx
      .update(orderCartons)
      .set({
        measuredLengthCm: measured.lengthCm,
        measuredWidthCm: measured.widthCm,
        measuredHeightCm: measured.heightCm,
        measuredWeightKg: measured.weightKg,
      })
      .where(eq(orderCartons.id, byNo.get(measured.cartonNo)?.id ?? ''));
  }
  const status = await moveOrder(tx, now, order, 'receive', actor);
  const photos = receipt.photos ?? [];
  if (photos.length > 0) {
    if (!photoStore) throw new Error('receipt photos need a store');
    await attachReceiptPhotos(ctx, tx, companyId, order.id, photos, photoStore);
  }
  const declared = round(
    receipt.cartons.reduce((sum, measured) => sum + (byNo.get(measured.cartonNo)?.weightKg ?? 0), 0),
    2,
  );
  const weighed = round(
    receipt.cartons.reduce((sum, measured) => sum + measured.weightKg, 0),
    2,
  );
  const notice: NewMessages = {
    companyId,
    relateId: order.id,
    Template: 'orders.cargoReceived',
    Params: {
      OrderId: order.id,
      OrderNo: order.orderNo,
      Received: receipt.cartons.length,
      Cartons: cartons.length,
      WeighedKg: weighed.toFixed(2),
      DeclaredKg: declared.toFixed(2),
    },
  };
  return { answer: { orderNo: order.orderNo, status, shipmentId: order.shipmentId }, notices: [notice] };
}

export function toSummary(row: OrderRow, cartonCount: number, declaredWeightKg: number): OrderSummary {
  return {
    Id: row.id,
    OrderNo: row.orderNo,
    OrderKind: row.orderKind as OrderKind,
    Status: row.status as OrderStatus,
    BatchNo: row.batchNo,
    FbaShipmentId: row.fbaShipmentId,
    DestinationWarehouseCode: row.destinationWarehouseCode,
    CartonCount: cartonCount,
    DeclaredWeightKg: round(declaredWeightKg, 2),
    ShipmentId: row.shipmentId,
    CreatedTime: iso(row.createdAt),
    UpdatedTime: iso(row.updatedAt),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The work queue's filter as a condition on the company's orders. */
function orderListCondition(companyId: string, filter: OrderFilter): SQL | undefined {
  const statuses = filter.Status ?? [];
  const keyword = filter.Keyword ? `${escapeLike(filter.Keyword.toUpperCase())}%` : null;
  return and(
    eq(orders.companyId, companyId),
    statuses.length === 1 ? eq(orders.status, statuses[0] as string) : undefined,
    statuses.length > 1 ? inArray(orders.status, [...statuses]) : undefined,
    filter.OrderKind ? eq(orders.orderKind, filter.OrderKind) : undefined,
    keyword
      ? or(like(orders.orderNo, keyword), like(orders.batchNo, keyword), like(orders.fbaShipmentId, keyword))
      : undefined,
  );
}

/** Newest first: orders_company_created_at, or orders_company_status_created_at for one status. */
const ORDER_LIST_SORT: ListSort = { column: orders.createdAt, order: 'desc', tieBreaker: orders.id };

/** The rows of one window of the list, with the carton figures built for these rows only, and `extra` columns. */
function orderWindowSelect<Extra extends Record<string, SQL.Aliased>>(
  db: Db,
  where: SQL | undefined,
  window: ListWindowTemplate,
  extra: (page: ListWindowSubquery) => Extra,
) {
  const page = listWindow(db, orders, where, ORDER_LIST_SORT, window);
  return db
    .select({
      row: orders,
      cartonCount: sql<number>`(select count(*) from ${orderCartons} c where c.order_id = ${orders.id})::int`,
      declaredWeightKg: sql<number>`(select coalesce(sum(c.weight_kg), 0) from ${orderCartons} c where c.order_id = ${orders.id})::float8`,
      ...extra(page),
    })
    .from(page)
    .innerJoin(orders, eq(orders.id, page.id))
    .orderBy(...windowOrder(page, ORDER_LIST_SORT));
}

/** One window of the list as summaries, with each row's cursor (the export's walk). */
async function orderWindow(db: Db, where: SQL | undefined, window: ListWindow) {
  const rows = await orderWindowSelect(db, where, window, (page) => ({ cursor: page.cursor }));
  return {
    rows: rows.map((r) => toSummary(r.row, r.cartonCount, r.declaredWeightKg)),
    // created_at is never null, so every cursor is a key.
    cursors: rows.map((r): ListCursor => ({ key: String(r.cursor), tieBreaker: r.row.id })),
  };
}

/**
 * A page of the company's orders, newest first, through the list helper: one status is read from
 * orders_company_status_created_at, otherwise from orders_company_created_at with the filters applied
 * as it is read; the carton figures are built for the page's rows only.
 */
export async function listOrders(db: Db, companyId: string, request: OrderListRequest) {
  const where = orderListCondition(companyId, request);
  const window = pageWindow(request);
  const { rows, ...total } = await pageWithTotal(db, orders, where, window, {
    list: 'order summaries',
    sort: ORDER_LIST_SORT,
    page: ({ listTotal, where: filter, window: bounds }) =>
      orderWindowSelect(db, filter, bounds, () => ({ listTotal })),
  });
  return { Items: rows.map((r) => toSummary(r.row, r.cartonCount, r.declaredWeightKg)), ...total };
}

/** Every order of the filter, newest first, in batches by keyset (the export's walk), at most `max`. */
export function ordersForExport(db: Db, companyId: string, filter: OrderFilter, max: number) {
  const where = orderListCondition(companyId, filter);
  return walkList(ORDER_LIST_SORT, (window) => orderWindow(db, where, window), { max });
}

/** An order of the company with its cartons (declared and measured), history, quote terms and linked shipment. */
export async function getOrderDetail(db: Db, companyId: string, orderId: string, now: Date): Promise<OrderDetail> {
  const order = await findOrder(db, companyId, eq(orders.id, orderId));
  const cartons = await db
    .select()
    .from(orderCartons)
    .where(eq(orderCartons.orderId, order.id))
    .orderBy(asc(orderCartons.sort));
  const items = cartons.length
    ? await db
        .select()
        .from(orderCartonItems)
        .where(
          inArray(
            orderCartonItems.cartonId,
            cartons.map((carton) => carton.id),
          ),
        )
        .orderBy(asc(orderCartonItems.sort))
    : [];
  const transitions = await db
    .select()
    .from(orderTransitions)
    .where(eq(orderTransitions.orderId, order.id))
    .orderBy(asc(orderTransitions.at), asc(orderTransitions.id));
  const [shipment] = order.shipmentId ? await findShipmentsById(db, [order.shipmentId]) : [];
  const declaredWeightKg = cartons.reduce((sum, carton) => sum + carton.weightKg, 0);
  return {
    ...toSummary(order, cartons.length, declaredWeightKg),
    FbaReferenceId: order.fbaReferenceId,
    Sender: order.sender,
    OriginWarehouseCode: order.originWarehouseCode,
    DeliveryMethod: order.deliveryMethod as OrderDetail['DeliveryMethod'],
    ChannelCode: order.channelCode,
    Containers: order.containers,
    Remarks: order.remarks,
    PendingReason: order.pendingReason,
    ShipmentDcgNo: shipment?.dcgNo ?? null,
    Cartons: cartons.map((carton) => ({
      CartonNo: carton.cartonNo,
      LengthCm: carton.lengthCm,
      WidthCm: carton.widthCm,
      HeightCm: carton.heightCm,
      WeightKg: carton.weightKg,
      Items: items
        .filter((item) => item.cartonId === carton.id)
        .map((item) => ({ Sku: item.sku, Fnsku: item.fnsku ?? undefined, Quantity: item.quantity })),
      Measured:
        carton.measuredWeightKg === null
          ? null
          : {
              LengthCm: carton.measuredLengthCm ?? 0,
              WidthCm: carton.measuredWidthCm ?? 0,
              HeightCm: carton.measuredHeightCm ?? 0,
              WeightKg: carton.measuredWeightKg,
            },
    })),
    Documents: await orderDocumentsOf(db, companyId, order.id),
    QuoteTerms: order.quoteOptionId ? await findQuoteTerms(db, order.quoteOptionId, now) : null,
    Transitions: transitions.map((t) => ({
      From: t.fromStatus,
      To: t.toStatus,
      Reason: t.reason,
      Actor: t.actor,
      At: iso(t.at),
    })),
  };
}
