/**
 * The chart pages' figures over shipments (issue 12). Each reads the company's departures of the
 * period through shipments_company_departed_idx (company, coalesce(atd, etd)): an index range,
 * never the company's whole history.
 */
import type { ChartFilter, ChartInterval, ChartStatistics, TrendFilter } from '@portside/contracts';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { shipmentContainers, shipments } from './schema.js';

const DAY = 24 * 60 * 60 * 1000;

/** The period's bounds: From 00:00 UTC up to the day after To, excluded. */
export function periodBounds(filter: { From: string; To: string }): { from: Date; until: Date } {
  return { from: new Date(`${filter.From}T00:00:00Z`), until: new Date(Date.parse(`${filter.To}T00:00:00Z`) + DAY) };
}

/** A time's week (its Monday, YYYY-MM-DD) or month (YYYY-MM), in UTC. */
export function periodOf(time: SQL, interval: ChartInterval) {
  return interval === 'week'
    ? sql<string>`to_char(date_trunc('week', ${time} at time zone 'UTC'), 'YYYY-MM-DD')`
    : sql<string>`to_char(date_trunc('month', ${time} at time zone 'UTC'), 'YYYY-MM')`;
}

const departed = sql`coalesce(${shipments.atd}, ${shipments.etd})`;

function departedIn(scope: TenantScope, filter: { From: string; To: string; Mode?: string | undefined }) {
  const { from, until } = periodBounds(filter);
  return and(
    inTenantScope(shipments.companyId, scope),
    sql`${departed} >= ${from}`,
    sql`${departed} < ${until}`,
    filter.Mode ? eq(shipments.mode, filter.Mode as 'sea') : undefined,
  );
}

/** The lane of a shipment as the charts name it: origin and destination codes. */
const lane = sql<string>`${shipments.originCode} || '-' || ${shipments.destinationCode}`;

/** Arrived less than a day after the original ETA: the complement of the lists' "delayed" for arrived shipments. */
const onTime = sql`${shipments.ata} < ${shipments.originalEta} + interval '1 day'`;

export async function chartStatistics(db: Db, scope: TenantScope, filter: ChartFilter): Promise<ChartStatistics> {
  const where = departedIn(scope, filter);
  const countBy = async (key: SQL) => {
    const rows = await db
      .select({ key: sql<string>`coalesce(${key}, '')`, n: count() })
      .from(shipments)
      .where(where)
      .groupBy(key);
    return rows
      .map((row) => ({ Key: row.key, Count: row.n }))
      .sort((a, b) => b.Count - a.Count || a.Key.localeCompare(b.Key));
  };
  const [byMode, byLane, byCarrier, byStatus, onTimeRows] = await Promise.all([
    countBy(sql`${shipments.mode}`),
    countBy(lane),
    countBy(sql`coalesce(${shipments.carrierName}, ${shipments.carrierCode})`),
    countBy(sql`${shipments.status}`),
    db
      .select({
        key: lane,
        arrived: count(),
        onTime: sql<number>`count(*) filter (where ${onTime})`.mapWith(Number),
      })
      .from(shipments)
      .where(and(where, sql`${shipments.ata} is not null`))
      .groupBy(lane),
  ]);
  return {
    Total: byMode.reduce((total, row) => total + row.Count, 0),
    ByMode: byMode,
    ByLane: byLane,
    ByCarrier: byCarrier,
    ByStatus: byStatus,
    OnTimeByLane: onTimeRows
      .map((row) => ({
        Key: row.key,
        Arrived: row.arrived,
        OnTime: row.onTime,
        OnTimePercent: Math.round((row.onTime / row.arrived) * 1000) / 10,
      }))
      .sort((a, b) => b.Arrived - a.Arrived || a.Key.localeCompare(b.Key)),
  };
}

/** TEU of an ISO 6346 size code: 20 ft 1, 40 ft 2, 45 ft 2.25. */
const teu = sql<number>`coalesce((select sum(case left(c.size_type, 1) when '2' then 1 when '4' then 2 when 'L' then 2.25 else 0 end)
  from ${shipmentContainers} c where c.shipment_id = ${shipments.id}), 0)`;

/** Departures per week or month and mode, with their cartons, weight, volume and TEU. */
export async function volumeTrend(db: Db, scope: TenantScope, filter: TrendFilter) {
  const period = periodOf(departed, filter.Interval);
  const rows = await db
    .select({
      period,
      mode: shipments.mode,
      shipments: count(),
      cartons: sql<number>`coalesce(sum(${shipments.cartons}), 0)`.mapWith(Number),
      weightKg: sql<number>`coalesce(sum(${shipments.grossWeightKg}), 0)`.mapWith(Number),
      volumeM3: sql<number>`coalesce(sum(${shipments.volumeM3}), 0)`.mapWith(Number),
      teu: sql<number>`sum(${teu})`.mapWith(Number),
    })
    .from(shipments)
    .where(departedIn(scope, filter))
    .groupBy(period, shipments.mode)
    .orderBy(period, shipments.mode);
  return rows.map((row) => ({
    Period: row.period,
    Mode: row.mode,
    Shipments: row.shipments,
    Cartons: row.cartons,
    WeightKg: Math.round(row.weightKg * 1000) / 1000,
    VolumeM3: Math.round(row.volumeM3 * 1000) / 1000,
    Teu: row.teu,
  }));
}

/** The mode and lane of a company's shipments by external id, which a charge line keeps for the freight trends. */
export function findShipmentLanes(tx: Pick<Tx, 'select'>, companyId: string, externalIds: readonly string[]) {
  return tx
    .select({
      id: shipments.id,
      externalId: shipments.externalId,
      mode: shipments.mode,
      originCode: shipments.originCode,
      destinationCode: shipments.destinationCode,
    })
    .from(shipments)
    .where(and(eq(shipments.companyId, companyId), inArray(shipments.externalId, [...externalIds])));
}
