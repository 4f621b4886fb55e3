/**
 * What the finance module reads of orders (issue 12): the order a charge line names, the price
 * lines of the quote it was made from, and its units for the landed cost. Only this module reads
 * the order tables.
 */
import type { OrderKind, ShipmentMode } from '@portside/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products } from './catalogue-schema.js';
import { enquiries, orderCartonItems, orderCartons, orders, quoteOptions, quotePriceLines } from './schema.js';

type Reader = Pick<Tx, 'select'>;

/** The mode of transport an order kind travels by; end delivery follows another leg, so has none of its own. */
export const ORDER_KIND_MODE: Record<OrderKind, ShipmentMode | null> = {
  ocean: 'sea',
  full: 'sea',
  air: 'air',
  airEnd: 'air',
  end: null,
};

export interface ChargeableOrder {
  id: string;
  orderNo: string;
  orderKind: OrderKind;
  shipmentId: string | null;
  quoteOptionId: string | null;
  /** The lane of the enquiry the order's quote answered, when it was made from one. */
  originCode: string | null;
  destinationCode: string | null;
}

/** A company's orders by number, with the lane of their quote; another company's number is not found. */
export async function findChargeableOrders(
  db: Reader,
  companyId: string,
  orderNos: readonly string[],
): Promise<ChargeableOrder[]> {
  if (orderNos.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      orderKind: orders.orderKind,
      shipmentId: orders.shipmentId,
      quoteOptionId: orders.quoteOptionId,
      originCode: enquiries.originCode,
      destinationCode: enquiries.destinationCode,
    })
    .from(orders)
    .leftJoin(quoteOptions, eq(quoteOptions.id, orders.quoteOptionId))
    .leftJoin(enquiries, eq(enquiries.id, quoteOptions.enquiryId))
    .where(and(eq(orders.companyId, companyId), inArray(orders.orderNo, [...orderNos])));
  return rows.map((row) => ({ ...row, orderKind: row.orderKind as OrderKind }));
}

/** Order numbers and accepted quote options by order id. */
export async function findOrderHeads(db: Reader, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { orderNo: string; quoteOptionId: string | null }>();
  const rows = await db
    .select({ id: orders.id, orderNo: orders.orderNo, quoteOptionId: orders.quoteOptionId })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { orderNo: row.orderNo, quoteOptionId: row.quoteOptionId }]));
}

/** The price lines of quote options, in the forwarder's order. */
export async function findQuotePriceLines(db: Reader, optionIds: readonly string[]) {
  if (optionIds.length === 0) return [];
  return db
    .select({
      optionId: quotePriceLines.optionId,
      chargeName: quotePriceLines.chargeName,
      amount: quotePriceLines.amount,
      currency: quotePriceLines.currency,
    })
    .from(quotePriceLines)
    .where(inArray(quotePriceLines.optionId, [...optionIds]))
    .orderBy(asc(quotePriceLines.optionId), asc(quotePriceLines.sort));
}

export interface CostingCarton {
  cartonNo: string;
  /** As measured by the warehouse when it has measured the carton, else as declared. */
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  measured: boolean;
  items: { sku: string; quantity: number }[];
}

export interface OrderForCosting {
  id: string;
  orderNo: string;
  orderKind: OrderKind;
  shipmentId: string | null;
  /** How many orders the shipment carries: its lines without an order are this order's only when it is alone. */
  ordersOnShipment: number;
  cartons: CostingCarton[];
  /** The catalogue's declared unit value of each SKU of the order, when the catalogue has one. */
  declaredValues: Map<string, { value: string; currency: string }>;
}

/** An order of the company with its cartons, units and the declared values of its SKUs; null when not the company's. */
export async function findOrderForCosting(
  db: Reader,
  companyIds: readonly string[] | 'all',
  orderId: string,
): Promise<OrderForCosting | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), companyIds === 'all' ? undefined : inArray(orders.companyId, [...companyIds])));
  if (!order) return null;
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
  const skus = [...new Set(items.map((item) => item.sku))];
  const values = skus.length
    ? await db
        .select({ sku: products.sku, declaredValue: products.declaredValue, currency: products.currency })
        .from(products)
        .where(and(eq(products.companyId, order.companyId), inArray(products.sku, skus)))
    : [];
  const [shared] = order.shipmentId
    ? await db.select({ n: count() }).from(orders).where(eq(orders.shipmentId, order.shipmentId))
    : [];
  return {
    id: order.id,
    orderNo: order.orderNo,
    orderKind: order.orderKind as OrderKind,
    shipmentId: order.shipmentId,
    ordersOnShipment: shared?.n ?? 0,
    cartons: cartons.map((carton) => {
      const measured = carton.measuredWeightKg !== null;
      return {
        cartonNo: carton.cartonNo,
        weightKg: carton.measuredWeightKg ?? carton.weightKg,
        lengthCm: (measured ? carton.measuredLengthCm : null) ?? carton.lengthCm,
        widthCm: (measured ? carton.measuredWidthCm : null) ?? carton.widthCm,
        heightCm: (measured ? carton.measuredHeightCm : null) ?? carton.heightCm,
        measured,
        items: items
          .filter((item) => item.cartonId === carton.id)
          .map((item) => ({ sku: item.sku, quantity: item.quantity })),
      };
    }),
    declaredValues: new Map(
      values
        .filter((row) => row.declaredValue !== null)
        .map((row) => [row.sku, { value: row.declaredValue as string, currency: row.currency }]),
    ),
  };
}
