import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { normalizeReference } from './repo.js';
import { shipmentContainers, shipmentReferences, shipments } from './schema.js';

/** The DCSA reference filters of the T&T publisher, by the shipment reference kinds that hold them. */
const KINDS = {
  /** The carrier's booking. */
  carrierBookingReference: ['Booking'],
  /** The transport documents: the carrier's bill of lading or air waybill, and the forwarder's house bill. */
  transportDocumentReference: ['MasterBill', 'HouseBill', 'AirWaybill'],
} as const;
export type DcsaReferenceFilter = keyof typeof KINDS;

/** Ids of the company's shipments holding the reference as one of the filter's kinds. */
export async function shipmentIdsByDcsaReference(
  db: Pick<Db, 'select'>,
  companyId: string,
  filter: DcsaReferenceFilter,
  value: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: shipmentReferences.shipmentId })
    .from(shipmentReferences)
    .where(
      and(
        eq(shipmentReferences.companyId, companyId),
        eq(shipmentReferences.value, normalizeReference(value)),
        inArray(shipmentReferences.kind, [...KINDS[filter]]),
      ),
    );
  return [...new Set(rows.map((row) => row.id))];
}

/** What a published DCSA event says of its shipment: its references and its containers. */
export interface DcsaShipmentReferences {
  id: string;
  mode: 'sea' | 'air' | 'rail';
  dcgNo: string;
  bookingNo: string | null;
  masterBill: string | null;
  houseBill: string | null;
  airWaybill: string | null;
  customerReference: string | null;
  containers: string[];
}

/** The references of the company's shipments, by id (another company's are not found). */
export async function dcsaShipmentReferences(
  db: Pick<Db, 'select'>,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, DcsaShipmentReferences>> {
  const result = new Map<string, DcsaShipmentReferences>();
  if (ids.length === 0) return result;
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      id: shipments.id,
      mode: shipments.mode,
      dcgNo: shipments.dcgNo,
      bookingNo: shipments.bookingNo,
      masterBill: shipments.masterBill,
      houseBill: shipments.houseBill,
      airWaybill: shipments.airWaybill,
      customerReference: shipments.customerReference,
    })
    .from(shipments)
    .where(and(eq(shipments.companyId, companyId), inArray(shipments.id, unique)));
  for (const row of rows) result.set(row.id, { ...row, containers: [] });
  const containers = await db
    .select({ shipmentId: shipmentContainers.shipmentId, containerNo: shipmentContainers.containerNo })
    .from(shipmentContainers)
    .where(and(eq(shipmentContainers.companyId, companyId), inArray(shipmentContainers.shipmentId, unique)));
  for (const row of containers) result.get(row.shipmentId)?.containers.push(row.containerNo);
  return result;
}
