import { SHIPMENT_STATUS, type ShipmentFilter } from '@portside/contracts';
import { and, asc, count, desc, eq, fillPlaceholders, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.js';
import { isoTime } from '../../db/columns.js';
import {
  type ListCursor,
  type ListSort,
  type ListWindow,
  type ListWindowSubquery,
  type ListWindowTemplate,
  listWindow,
  pageWithTotal,
  windowOrder,
} from '../../db/list-query.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { notDelivered, shipmentContainers, shipmentReferences, shipments } from './schema.js';

/** How references are stored and searched: upper case, without spaces or dashes. */
export function normalizeReference(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Arrives (or arrived) a day or more after the original ETA, or is overdue and not arrived. `now`
 * is a time, or the SQL of one (a named statement's parameter).
 */
export function delayedCondition(now: Date | SQL): SQL {
  return sql`coalesce(coalesce(${shipments.ata}, ${shipments.eta}) >= ${shipments.originalEta} + interval '1 day'
    or (${shipments.ata} is null and ${shipments.eta} < ${now}), false)`;
}

/** The shipment columns a list row (a summary) reads as they are: the list, the track search and the export. */
const SUMMARY_KEYS = [
  'id',
  'dcgNo',
  'mode',
  'status',
  'houseBill',
  'masterBill',
  'bookingNo',
  'airWaybill',
  'customerReference',
  'fbaShipmentId',
  'shipper',
  'consignee',
  'originCode',
  'originName',
  'destinationCode',
  'destinationName',
  'carrierCode',
  'vesselName',
  'voyageNo',
  'flightNo',
  'trainNo',
] as const satisfies readonly (keyof typeof shipments.$inferSelect)[];

/**
 * Only the columns a summary reads: each selected column costs drizzle a check and a decode per
 * row, which a 100,000-row export pays 100,000 times (bench/RESULTS.md, 2026-11-29 morning). Its
 * times come as the answer writes them, ISO text (isoTime).
 */
const SUMMARY_FIELDS = {
  ...(Object.fromEntries(SUMMARY_KEYS.map((key) => [key, shipments[key]])) as Pick<
    typeof shipments._.columns,
    (typeof SUMMARY_KEYS)[number]
  >),
  etd: isoTime(shipments.etd),
  atd: isoTime(shipments.atd),
  eta: isoTime(shipments.eta),
  ata: isoTime(shipments.ata),
  originalEta: isoTime(shipments.originalEta),
  createdAt: isoTime(shipments.createdAt),
  updatedAt: isoTime(shipments.updatedAt),
};

/**
 * The shipment columns of a list row, its containers' numbers (a column of the shipment) and the
 * delay computed in the query.
 * `now` is a time, or the SQL of one (a named statement's parameter).
 */
export function summaryColumns(now: Date | SQL) {
  return {
    row: SUMMARY_FIELDS,
    containerNumbers: shipments.containerNumbers,
    delayDays: sql<number>`greatest(0, coalesce(round((extract(epoch from (coalesce(${shipments.ata}, ${shipments.eta})
      - ${shipments.originalEta})) / 86400.0)::numeric, 1), 0))::float8`,
    isDelayed: delayedCondition(now).mapWith(Boolean),
  };
}

export type SummaryRow = {
  row: SelectResultFields<typeof SUMMARY_FIELDS>;
  containerNumbers: string[];
  delayDays: number;
  isDelayed: boolean;
};

/** A summary with every column of the shipment as it is stored: what the detail page shows. */
export type DetailRow = SummaryRow & { shipment: typeof shipments.$inferSelect };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date means the whole UTC day: "to" a date runs to the start of the next day, exclusive. */
function range(column: AnyPgColumn, from: string | null | undefined, to: string | null | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, new Date(DATE_ONLY.test(from) ? `${from}T00:00:00Z` : from)));
  if (to) {
    if (DATE_ONLY.test(to)) {
      const end = new Date(`${to}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      conditions.push(lt(column, end));
    } else conditions.push(lte(column, new Date(to)));
  }
  return conditions;
}

/** Shipment ids in scope with a reference starting with the keyword (one index: company, value). */
function referencePrefix(scope: TenantScope, keyword: string): SQL {
  const pattern = `${escapeLike(normalizeReference(keyword))}%`;
  return inArray(
    shipments.id,
    sql`(select ${shipmentReferences.shipmentId} from ${shipmentReferences}
      where ${inTenantScope(shipmentReferences.companyId, scope)} and ${shipmentReferences.value} like ${pattern})`,
  );
}

function statusCondition(status: ShipmentFilter['Status']): SQL | undefined {
  if (!status?.length) return undefined;
  return typeof status === 'string' ? eq(shipments.status, status) : inArray(shipments.status, status);
}

export function filterCondition(scope: TenantScope, filter: ShipmentFilter, now: Date): SQL | undefined {
  const keyword = filter.Keyword ? normalizeReference(filter.Keyword) : '';
  return and(
    inTenantScope(shipments.companyId, scope),
    filter.Mode ? eq(shipments.mode, filter.Mode) : undefined,
    statusCondition(filter.Status),
    ...range(shipments.etd, filter.EtdFrom, filter.EtdTo),
    ...range(shipments.eta, filter.EtaFrom, filter.EtaTo),
    filter.Origin ? eq(shipments.originCode, filter.Origin) : undefined,
    filter.Destination ? eq(shipments.destinationCode, filter.Destination) : undefined,
    filter.DelayedOnly ? delayedCondition(now) : undefined,
    keyword ? referencePrefix(scope, keyword) : undefined,
  );
}

/** The order of a list: its sort field, nulls last either way, then the id so pages never overlap. */
export function listSort(filter: ShipmentFilter): ListSort {
  const column =
    filter.SortBy === 'Eta' ? shipments.eta : filter.SortBy === 'Etd' ? shipments.etd : shipments.createdAt;
  return { column, order: filter.SortOrder, tieBreaker: shipments.id };
}

/**
 * The statement of one window of a list: the ids come from the sort's index, bounded by the
 * window; the rows and their delay are then built for those ids only.
 */
export function shipmentWindowQuery(db: Db, where: SQL | undefined, sort: ListSort, now: Date, window: ListWindow) {
  return windowSelect(db, where, sort, now, window, (page) => ({ cursor: page.cursor }));
}

/** One page of a list with the list's capped total (`pageWithTotal`): a list request's one statement of its own. */
export function shipmentPage(db: Db, where: SQL | undefined, sort: ListSort, now: Date, window: ListWindow) {
  return pageWithTotal(db, shipments, where, window, {
    list: 'shipment summaries',
    sort,
    values: { now: now.toISOString() },
    page: ({ listTotal, where: filter, window: bounds }) =>
      windowSelect(db, filter, sort, sql`${sql.placeholder('now')}::timestamptz`, bounds, () => ({ listTotal })),
  });
}

function windowSelect<Extra extends Record<string, SQL.Aliased>>(
  db: Db,
  where: SQL | undefined,
  sort: ListSort,
  now: Date | SQL,
  window: ListWindowTemplate,
  extra: (page: ListWindowSubquery) => Extra,
) {
  const page = listWindow(db, shipments, where, sort, window);
  return db
    .select({ ...summaryColumns(now), ...extra(page) })
    .from(page)
    .innerJoin(shipments, eq(shipments.id, page.id))
    .orderBy(...windowOrder(page, sort));
}

/** One window of a list: its rows, and where each stands for a keyset walk. */
export async function findShipmentWindow(
  db: Db,
  where: SQL | undefined,
  sort: ListSort,
  now: Date,
  window: ListWindow,
): Promise<{ rows: SummaryRow[]; cursors: ListCursor[] }> {
  const found = await shipmentWindowQuery(db, where, sort, now, window);
  return {
    rows: found.map(({ cursor: _cursor, ...row }) => row),
    cursors: found.map(({ cursor, row }): ListCursor => ({ key: cursor, tieBreaker: row.id })),
  };
}

/** What varies between two dashboard loads: bound at each execution of the named statements. */
type DashboardParams = { companyIds: string[]; companyId: string; now: string; weekAhead: string; firstMonth: string };

/**
 * Whose shipments a dashboard counts: every company's, one company's (a client's), or several
 * (a staff member's). One company is compared as one value, not as a list: PostgreSQL guesses
 * ten values for a list parameter, found the plan it would keep for every load dearer than one
 * made for each load's values, and planned every load again.
 */
type DashboardScope = 'all' | 'one' | 'several';

function dashboardScopeOf(scope: TenantScope): DashboardScope {
  if (scope.all) return 'all';
  return scope.companyIds.length === 1 ? 'one' : 'several';
}

function prepareDashboard(db: Db, kind: DashboardScope, name: string) {
  const inScope =
    kind === 'all'
      ? sql`true`
      : kind === 'one'
        ? sql`${shipments.companyId} = ${sql.placeholder('companyId')}`
        : sql`${shipments.companyId} = any(${sql.placeholder('companyIds')})`;
  const now = sql.placeholder('now');
  const departed = sql`coalesce(${shipments.atd}, ${shipments.etd})`;
  const month = sql<string>`to_char(date_trunc('month', ${departed} at time zone 'UTC'), 'YYYY-MM')`;
  const statusCount = (status: string) =>
    sql<number>`count(*) filter (where ${shipments.status} = ${sql.raw(`'${status}'`)})`.mapWith(Number);
  const delayed = delayedCondition(sql`${now}::timestamptz`);
  return {
    open: db
      .select({
        inTransit: statusCount(SHIPMENT_STATUS.InTransit),
        delayed: sql<number>`count(*) filter (where ${delayed})`.mapWith(Number),
        awaitingCustoms: statusCount(SHIPMENT_STATUS.Arrived),
      })
      .from(shipments)
      .where(and(inScope, notDelivered(shipments.status)))
      .prepare(`${name}_open`),
    arriving: db
      .select({ n: count() })
      .from(shipments)
      .where(
        and(
          inScope,
          isNull(shipments.ata),
          sql`${shipments.eta} >= ${now}::timestamptz`,
          sql`${shipments.eta} < ${sql.placeholder('weekAhead')}::timestamptz`,
        ),
      )
      .prepare(`${name}_arriving`),
    departures: db
      .select({ month, mode: shipments.mode, n: count() })
      .from(shipments)
      .where(
        and(
          inScope,
          sql`${departed} >= ${sql.placeholder('firstMonth')}::timestamptz`,
          sql`${departed} <= ${now}::timestamptz`,
        ),
      )
      .groupBy(month, shipments.mode)
      .prepare(`${name}_departures`),
  };
}

/** Built once per database and scope kind; PostgreSQL parses and plans each once per connection. */
const dashboardStatements = new WeakMap<Db, Map<DashboardScope, ReturnType<typeof prepareDashboard>>>();

function dashboardStatementsOf(db: Db, scope: TenantScope, now: Date, firstMonth: Date) {
  let byScope = dashboardStatements.get(db);
  if (!byScope) {
    byScope = new Map();
    dashboardStatements.set(db, byScope);
  }
  const kind = dashboardScopeOf(scope);
  let statements = byScope.get(kind);
  if (!statements) {
    statements = prepareDashboard(db, kind, `dashboard_${kind}`);
    byScope.set(kind, statements);
  }
  const params: DashboardParams = {
    companyIds: scope.all ? [] : [...scope.companyIds],
    companyId: scope.all ? '' : (scope.companyIds[0] ?? ''),
    now: now.toISOString(),
    weekAhead: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    firstMonth: firstMonth.toISOString(),
  };
  return { statements, params };
}

/** The dashboard's statements as their text and bound values, for a test to EXPLAIN them. */
export function dashboardStatementTexts(db: Db, scope: TenantScope, now: Date, firstMonth: Date) {
  const { statements, params } = dashboardStatementsOf(db, scope, now, firstMonth);
  return Object.fromEntries(
    Object.entries(statements).map(([name, statement]) => {
      const query = statement.getQuery();
      return [name, { text: query.sql, values: fillPlaceholders(query.params, params) }];
    }),
  ) as Record<keyof typeof statements, { text: string; values: unknown[] }>;
}

/**
 * The dashboard's statements (issue 15), each an index range, never the company's whole history:
 * the shipments not yet delivered (shipments_company_open_idx), the week ahead's ETAs, and the
 * departures since the first month of the chart (shipments_company_departed_idx). Named
 * statements: every load binds the scope and the times to the same three.
 */
export function dashboardQueries(db: Db, scope: TenantScope, now: Date, firstMonth: Date) {
  const { statements, params } = dashboardStatementsOf(db, scope, now, firstMonth);
  return {
    open: statements.open.execute(params),
    arriving: statements.arriving.execute(params),
    departures: statements.departures.execute(params),
  };
}

/** One shipment in scope; another company's id answers undefined, as a missing one. */
export async function findShipmentInScope(
  db: Db,
  scope: TenantScope,
  id: string,
  now: Date,
): Promise<DetailRow | undefined> {
  const [row] = await db
    .select({ ...summaryColumns(now), shipment: shipments })
    .from(shipments)
    .where(and(eq(shipments.id, id), inTenantScope(shipments.companyId, scope)));
  return row;
}

/** Shipments in scope with a reference of one of the kinds equal to the value. */
export function findByReference(
  db: Db,
  scope: TenantScope,
  kinds: readonly string[] | null,
  value: string,
  now: Date,
  limit: number,
): Promise<SummaryRow[]> {
  return db
    .select(summaryColumns(now))
    .from(shipments)
    .where(
      and(
        inTenantScope(shipments.companyId, scope),
        inArray(
          shipments.id,
          sql`(select ${shipmentReferences.shipmentId} from ${shipmentReferences}
            where ${inTenantScope(shipmentReferences.companyId, scope)}
            and ${shipmentReferences.value} = ${normalizeReference(value)}
            ${kinds ? sql`and ${inArray(shipmentReferences.kind, [...kinds])}` : sql``})`,
        ),
      ),
    )
    .orderBy(desc(shipments.createdAt))
    .limit(limit);
}

/** The containers of a shipment, in the order the forwarder gave them. */
export async function containersOf(db: Db, shipmentId: string) {
  const rows = await db
    .select()
    .from(shipmentContainers)
    .where(eq(shipmentContainers.shipmentId, shipmentId))
    .orderBy(asc(shipmentContainers.sort));
  return rows.map((c) => ({ ContainerNo: c.containerNo, SizeType: c.sizeType, SealNo: c.sealNo }));
}
