/**
 * The chart pages' figures over charge lines (issue 12), each through charges_company_incurred_at
 * (company, incurred_at): the period's lines only.
 */
import { CHARGE_STATUS, type FreightTrends, type TrendFilter } from '@portside/contracts';
import { and, count, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { ORDER_KIND_MODE } from '../orders/order-charges.js';
import { type QuotedPriceLine, quotedPriceLines } from '../orders/statistics.js';
import { periodBounds, periodOf } from '../shipments/statistics.js';
import { FREIGHT_COST_TYPES, isOfCostType } from './cost-types.js';
import { formatAmount, type MoneyValue, money } from './money.js';
import { charges } from './schema.js';

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
 * Quoted and charged freight rates per period, lane, mode, basis and currency, in that order,
 * quoted before charged.
 */
export async function freightTrends(db: Db, scope: TenantScope, filter: TrendFilter): Promise<FreightTrends> {
  const [quoted, charged] = await Promise.all([
    quotedFreightRates(db, scope, filter),
    chargedFreightRates(db, scope, filter),
  ]);
  const key = (row: FreightTrends[number]) => [row.Period, row.Lane, row.Mode, row.Basis, row.Currency].join('|');
  return [...quoted, ...charged].sort((a, b) => key(a).localeCompare(key(b)) || a.Source.localeCompare(b.Source) * -1);
}

/** Air cargo is priced per chargeable kg: the greater of weight and volume at 6,000 cm³ per kg (IATA). */
const AIR_KG_PER_M3 = money(1_000_000).dividedBy(6000);

/**
 * What a quote's freight line prices, and per what: air per chargeable kg of the enquiry's cargo,
 * sea and rail per cbm (an enquiry states volume, not containers, so a full-container quote is
 * read per cbm too). Null for a line that is no main-carriage freight or has no quantity to divide by.
 */
export function quotedRate(line: QuotedPriceLine) {
  if (!FREIGHT_COST_TYPES.some((costType) => isOfCostType(line.chargeName, costType))) return null;
  const mode = ORDER_KIND_MODE[line.orderKind];
  if (!mode) return null;
  const quantity =
    mode === 'air'
      ? money(line.weightKg).greaterThan(money(line.volumeM3).times(AIR_KG_PER_M3))
        ? money(line.weightKg)
        : money(line.volumeM3).times(AIR_KG_PER_M3)
      : money(line.volumeM3);
  if (quantity.isZero()) return null;
  return { mode, basis: mode === 'air' ? 'kg' : 'cbm', quantity };
}

/**
 * Quoted freight rates: every option's freight price line over its enquiry's cargo, the
 * quantity-weighted average (the amounts over the quantities) per period, lane, mode, basis and currency.
 */
async function quotedFreightRates(db: Db, scope: TenantScope, filter: TrendFilter): Promise<FreightTrends> {
  const groups = new Map<
    string,
    {
      row: Omit<FreightTrends[number], 'AverageRate' | 'Quantity' | 'Lines'>;
      amount: MoneyValue;
      quantity: MoneyValue;
      lines: number;
    }
  >();
  for (const line of await quotedPriceLines(db, scope, filter)) {
    const rate = quotedRate(line);
    if (!rate) continue;
    const row = {
      Period: line.period,
      Source: 'quoted' as const,
      Lane: `${line.originCode}-${line.destinationCode}`,
      Mode: rate.mode,
      Basis: rate.basis,
      Currency: line.currency,
    };
    const key = [row.Period, row.Lane, row.Mode, row.Basis, row.Currency].join('|');
    const group = groups.get(key) ?? { row, amount: money(0), quantity: money(0), lines: 0 };
    group.amount = group.amount.plus(line.amount);
    group.quantity = group.quantity.plus(rate.quantity);
    group.lines += 1;
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    ...group.row,
    AverageRate: formatAmount(group.amount.dividedBy(group.quantity), group.row.Currency),
    Quantity: group.quantity.toDecimalPlaces(3).toFixed(),
    Lines: group.lines,
  }));
}

/**
 * Charged freight rates per period, lane, mode, unit and currency: the quantity-weighted average
 * unit price (net over quantity), so two containers at 1,000 and one at 1,300 average 1,100.
 */
async function chargedFreightRates(db: Db, scope: TenantScope, filter: TrendFilter): Promise<FreightTrends> {
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
    .where(
      and(
        chargedIn(scope, filter),
        inArray(charges.costType, FREIGHT_COST_TYPES),
        // A line on an order without a shipment or a quote has no lane to follow.
        isNotNull(charges.mode),
        isNotNull(charges.originCode),
        isNotNull(charges.destinationCode),
      ),
    )
    .groupBy(period, lane, charges.mode, charges.unit, charges.currency)
    .orderBy(period, lane, charges.mode, charges.unit, charges.currency);
  return rows
    .filter((row) => !money(row.quantity).isZero())
    .map((row) => ({
      Period: row.period,
      Source: 'charged' as const,
      Lane: row.lane,
      Mode: row.mode as NonNullable<typeof row.mode>,
      Basis: row.unit,
      Currency: row.currency,
      AverageRate: formatAmount(money(row.net).dividedBy(row.quantity), row.currency),
      Quantity: money(row.quantity).toFixed(),
      Lines: row.lines,
    }));
}
