import { and, desc, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { trackingEvents } from './schema.js';

export type TrackingEventRow = typeof trackingEvents.$inferSelect;

/**
 * The live (not retracted) events of the shipments, newest first: what the shipment pages show
 * and what the derivation of a shipment's status and dates reads.
 */
export async function liveEvents(
  tx: Pick<Tx, 'select'>,
  shipmentIds: readonly string[],
): Promise<Map<string, TrackingEventRow[]>> {
  const byShipment = new Map<string, TrackingEventRow[]>();
  if (shipmentIds.length === 0) return byShipment;
  const rows = await tx
    .select()
    .from(trackingEvents)
    .where(and(inArray(trackingEvents.shipmentId, [...shipmentIds]), isNull(trackingEvents.retractedAt)))
    .orderBy(desc(trackingEvents.eventTime), desc(trackingEvents.seq));
  for (const row of rows) {
    const list = byShipment.get(row.shipmentId);
    if (list) list.push(row);
    else byShipment.set(row.shipmentId, [row]);
  }
  return byShipment;
}
