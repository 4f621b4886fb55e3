import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orders } from './schema.js';

/** What the bookings module reads of an order (issue 11): its kind, status and linked shipment. */
export interface BookableOrder {
  id: string;
  orderNo: string;
  orderKind: string;
  status: string;
  shipmentId: string | null;
}

/** A company's order by its number, or undefined (another company's too). */
export async function orderForBooking(
  db: Pick<Tx, 'select'>,
  companyId: string,
  orderNo: string,
): Promise<BookableOrder | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      orderKind: orders.orderKind,
      status: orders.status,
      shipmentId: orders.shipmentId,
    })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.orderNo, orderNo)));
  return row;
}
