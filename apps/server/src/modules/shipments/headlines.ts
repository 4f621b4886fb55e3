import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { shipments } from './schema.js';

/** What other modules (customs) show of a shipment beside their own records. */
const headlineColumns = {
  id: shipments.id,
  companyId: shipments.companyId,
  externalId: shipments.externalId,
  dcgNo: shipments.dcgNo,
  mode: shipments.mode,
  houseBill: shipments.houseBill,
  originCode: shipments.originCode,
  destinationCode: shipments.destinationCode,
};

export type ShipmentHeadline = { [K in keyof typeof headlineColumns]: (typeof shipments.$inferSelect)[K] };

type Reader = Pick<Tx, 'select'>;

/** The shipments among `ids` of companies in the scope; any other id is left out. */
export function shipmentHeadlines(db: Reader, scope: TenantScope, ids: readonly string[]): Promise<ShipmentHeadline[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(headlineColumns)
    .from(shipments)
    .where(and(inArray(shipments.id, [...ids]), inTenantScope(shipments.companyId, scope)));
}

/** A company's shipment by its id in the forwarder's system. */
export async function shipmentHeadlineByExternalId(
  db: Reader,
  companyId: string,
  externalId: string,
): Promise<ShipmentHeadline | undefined> {
  const [row] = await db
    .select(headlineColumns)
    .from(shipments)
    .where(and(eq(shipments.companyId, companyId), eq(shipments.externalId, externalId)));
  return row;
}
