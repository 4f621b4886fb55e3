/**
 * What customs asks of the client now, for the dashboard's action inbox (issue 12): the
 * declarations with documents asked for and not yet given (missing, or rejected and awaited again).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { shipmentHeadlines } from '../shipments/headlines.js';
import { customsDeclarations, customsDocuments } from './schema.js';

/** Per declaration: how many documents are awaited and since when (the oldest request first), at most `limit`. */
export async function documentsAskedFor(db: Db, scope: TenantScope, limit: number) {
  const since = sql<Date>`min(${customsDocuments.requestedAt})`;
  const rows = await db
    .select({
      id: customsDeclarations.id,
      shipmentId: customsDeclarations.shipmentId,
      direction: customsDeclarations.direction,
      declarationNo: customsDeclarations.declarationNo,
      awaited: sql<number>`count(*)::int`,
      since,
    })
    .from(customsDocuments)
    .innerJoin(customsDeclarations, eq(customsDeclarations.id, customsDocuments.declarationId))
    .where(
      and(inTenantScope(customsDocuments.companyId, scope), inArray(customsDocuments.status, ['Missing', 'Rejected'])),
    )
    .groupBy(customsDeclarations.id)
    .orderBy(asc(since))
    .limit(limit);
  const dcgNos = new Map(
    (await shipmentHeadlines(db, scope, [...new Set(rows.map((row) => row.shipmentId))])).map((row) => [
      row.id,
      row.dcgNo,
    ]),
  );
  return rows.map((row) => ({
    id: row.id,
    direction: row.direction,
    reference: row.declarationNo ?? dcgNos.get(row.shipmentId) ?? '',
    awaited: row.awaited,
    since: new Date(row.since),
  }));
}
