/**
 * What the order desk asks of the client now, for the dashboard's action inbox (issue 12): quotes
 * to answer, orders sent back, and open orders whose conformance check has findings. Each is a
 * query over the orders' own data, so an item disappears when the thing is done.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { enquiries, orders, quoteOptions } from './schema.js';
import { checkOrdersConformance } from './service.js';

/** At most this many items of one kind: the inbox is a to-do list, the pages hold the rest. */
export const ACTIONS_PER_KIND = 20;

/** Quoted enquiries with an option still open, the one expiring first first, with its latest expiry. */
export async function quotesToAnswer(db: Db, scope: TenantScope, now: Date) {
  const expires = sql<Date>`max(${quoteOptions.expiresAt})`;
  return db
    .select({ id: enquiries.id, enquiryNo: enquiries.enquiryNo, expiresAt: expires })
    .from(enquiries)
    .innerJoin(quoteOptions, eq(quoteOptions.enquiryId, enquiries.id))
    .where(
      and(inTenantScope(enquiries.companyId, scope), eq(enquiries.status, 'Quoted'), gt(quoteOptions.expiresAt, now)),
    )
    .groupBy(enquiries.id, enquiries.enquiryNo)
    .orderBy(expires)
    .limit(ACTIONS_PER_KIND)
    .then((rows) => rows.map((row) => ({ ...row, expiresAt: new Date(row.expiresAt) })));
}

/** Orders the forwarder sent back for an update (PendingUpdate), newest first, through orders_company_status_created_at. */
export function ordersSentBack(db: Db, scope: TenantScope) {
  return db
    .select({ id: orders.id, orderNo: orders.orderNo, reason: orders.pendingReason })
    .from(orders)
    .where(and(inTenantScope(orders.companyId, scope), eq(orders.status, 'PendingUpdate')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ACTIONS_PER_KIND);
}

/**
 * The client's open orders (Draft or sent back) whose conformance check finds errors or warnings
 * today, newest first: the check runs as at submission, against today's catalogue and rules.
 */
export async function ordersWithFindings(db: Db, scope: TenantScope) {
  const open = await db
    .select()
    .from(orders)
    .where(and(inTenantScope(orders.companyId, scope), inArray(orders.status, ['Draft', 'PendingUpdate'])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ACTIONS_PER_KIND);
  const findingsByOrder = await checkOrdersConformance(db, open, 'en-US');
  return open.flatMap((order) => {
    const findings = findingsByOrder.get(order.id);
    return findings && findings.Errors.length + findings.Warnings.length > 0
      ? [{ id: order.id, orderNo: order.orderNo, errors: findings.Errors.length, warnings: findings.Warnings.length }]
      : [];
  });
}
