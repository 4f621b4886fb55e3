/**
 * The chart pages' figures over charge lines (issue 12), each through charges_company_incurred_at
 * (company, incurred_at): the period's lines only.
 */
import { CHARGE_STATUS, type FreightTrends, type TrendFilter } from '@portside/contracts';
import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { periodBounds, periodOf } from '../shipments/statistics.js';
import { formatAmount, money } from './money.js';
import { charges } from './schema.js';

/** The cost types of main-carriage freight (CostTypeEnum: ocean, air, rail freight), whose rates the trends follow. */
export const FREIGHT_COST_TYPES = ['1', '2', '3'];

/** What the company is charged: actual lines neither rejected nor withdrawn, in the period. */
function chargedIn(scope: TenantScope, filter: TrendFilter) {
  const { from, until } = periodBounds(filter);
  return and(
    inTenantScope(charges.companyId, scope),
    sql`${charges.incurredAt} >= ${from}`,
    sql`${charges.incurredAt} < ${until}`,
    eq(charges.kind, 'actual'),
    notInArray(charges.status, [CHARGE_STATUS.Rejected, CHARGE_STATUS.Withdrawn]),
    filter.Mode ? eq(charges.mode, filter.Mode) : undefined,
  );
}

/** Spend per week or month, cost type and currency (never summed across currencies). */
export async function spendTrend(db: Db, scope: TenantScope, filter: TrendFilter) {
  const period = periodOf(sql`${charges.incurredAt}`, filter.Interval);
  const rows = await db
    .select({
      period,
      costType: charges.costType,
      currency: charges.currency,
      total: sql<string>`sum(${charges.total})::text`,
      lines: count(),
    })
    .from(charges)
    .where(chargedIn(scope, filter))
    .groupBy(period, charges.costType, charges.currency)
    .orderBy(period, charges.costType, charges.currency);
  return rows.map((row) => ({
    Period: row.period,
    CostType: row.costType,
    Currency: row.currency,
    Total: formatAmount(row.total, row.currency),
    Lines: row.lines,
  }));
}

/**
 * Charged freight rates per period, lane, mode, unit and currency: the quantity-weighted average
 * unit price (net over quantity), so two containers at 1,000 and one at 1,300 average 1,100.
 */
export async function freightTrends(db: Db, scope: TenantScope, filter: TrendFilter): Promise<FreightTrends> {
  const period = periodOf(sql`${charges.incurredAt}`, filter.Interval);
  const lane = sql<string>`${charges.originCode} || '-' || ${charges.destinationCode}`;
  const rows = await db
    .select({
      period,
      lane,
      mode: charges.mode,
      unit: charges.unit,
      currency: charges.currency,
      net: sql<string>`sum(${charges.netAmount})::text`,
      quantity: sql<string>`sum(${charges.quantity})::text`,
      lines: count(),
    })
    .from(charges)
    .where(and(chargedIn(scope, filter), inArray(charges.costType, FREIGHT_COST_TYPES)))
    .groupBy(period, lane, charges.mode, charges.unit, charges.currency)
    .orderBy(period, lane, charges.mode, charges.unit, charges.currency);
  return rows
    .filter((row) => !money(row.quantity).isZero())
    .map((row) => ({
      Period: row.period,
      Lane: row.lane,
      Mode: row.mode,
      Basis: row.unit,
      Currency: row.currency,
      AverageRate: formatAmount(money(row.net).dividedBy(row.quantity), row.currency),
      Quantity: money(row.quantity).toFixed(),
      Lines: row.lines,
    }));
}
