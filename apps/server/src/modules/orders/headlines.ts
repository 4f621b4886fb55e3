import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderCartons, orders } from './schema.js';

type Reader = Pick<Tx, 'select'>;

/** What other modules (delivery) show of an order beside their own records. */
const headlineColumns = {
  id: orders.id,
  companyId: orders.companyId,
  orderNo: orders.orderNo,
  orderKind: orders.orderKind,
  status: orders.status,
  fbaShipmentId: orders.fbaShipmentId,
  sender: orders.sender,
  destinationWarehouseCode: orders.destinationWarehouseCode,
  deliveryMethod: orders.deliveryMethod,
  shipmentId: orders.shipmentId,
};

export type OrderHeadline = { [K in keyof typeof headlineColumns]: (typeof orders.$inferSelect)[K] };

/** A company's order by its number. */
export async function orderHeadlineByNo(
  db: Reader,
  companyId: string,
  orderNo: string,
): Promise<OrderHeadline | undefined> {
  const [row] = await db
    .select(headlineColumns)
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.orderNo, orderNo)));
  return row;
}

export interface CartonHeadline {
  id: string;
  cartonNo: string;
  /** Carton n of the order, from 1. */
  position: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** Measured by the warehouse if it was, else as declared. */
  weightKg: number;
}

/** An order's cartons in their order. */
export async function orderCartonHeadlines(db: Reader, orderId: string): Promise<CartonHeadline[]> {
  const rows = await db
    .select()
    .from(orderCartons)
    .where(eq(orderCartons.orderId, orderId))
    .orderBy(asc(orderCartons.sort));
  return rows.map((row, index) => ({
    id: row.id,
    cartonNo: row.cartonNo,
    position: index + 1,
    lengthCm: row.measuredLengthCm ?? row.lengthCm,
    widthCm: row.measuredWidthCm ?? row.widthCm,
    heightCm: row.measuredHeightCm ?? row.heightCm,
    weightKg: row.measuredWeightKg ?? row.weightKg,
  }));
}
