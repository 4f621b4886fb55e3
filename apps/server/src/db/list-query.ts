/**
 * The one way a list is served (issue 15): its order comes from an index, a page reads about its
 * size in rows, its total is counted up to LIST_TOTAL_CAP, and a walk over the whole list (an
 * export) goes by keyset, never by OFFSET. The indexes a list needs are declared with
 * `sortIndexes` in the owning module's schema.ts, from the same rule `listOrder` sorts by, so the
 * two cannot drift apart. docs/architecture.md, "Lists", says how a list uses it.
 */
import { createHash } from 'node:crypto';
import { LIST_TOTAL_CAP } from '@portside/contracts';
import { and, count, eq, getTableColumns, getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  type IndexBuilder,
  index,
  type PgColumn,
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PgTable,
} from 'drizzle-orm/pg-core';

/**
 * Either driver's database, whatever its schema: this file is imported by the modules' schema.ts
 * (for sortIndexes), so it cannot import client.ts, which imports them all.
 */
type Db = Pick<PgDatabase<PgQueryResultHKT>, 'select'>;

export type SortOrder = 'asc' | 'desc';

/**
 * How a list is ordered: by one column, then by a unique not-null tie-breaker (the id) in the same
 * direction, so pages never overlap. A nullable column puts its nulls last in both directions.
 */
export interface ListSort {
  column: PgColumn;
  order: SortOrder;
  tieBreaker: PgColumn;
}

/**
 * The indexes that yield every order of `listOrder` on `key` after the equality columns `prefix`
 * (e.g. the company, or the company and mode). A not-null key needs one index, read forward or
 * backward; a nullable one needs one per direction, since a backward read would put the nulls first.
 */
export function sortIndexes(
  name: string,
  [first, ...prefix]: readonly [ExtraConfigColumn, ...ExtraConfigColumn[]],
  key: ExtraConfigColumn,
  tieBreaker: ExtraConfigColumn,
): IndexBuilder[] {
  if (key.notNull) return [index(`${name}_idx`).on(first, ...prefix, key, tieBreaker)];
  return [
    index(`${name}_desc_idx`).on(first, ...prefix, key.desc().nullsLast(), tieBreaker.desc().nullsLast()),
    index(`${name}_asc_idx`).on(first, ...prefix, key.asc().nullsLast(), tieBreaker.asc().nullsLast()),
  ];
}

function orderTerms(key: SQLWrapper, tieBreaker: SQLWrapper, sort: ListSort): SQL[] {
  const direction = sort.order === 'asc' ? sql`asc` : sql`desc`;
  const nulls = sort.column.notNull ? sql`` : sql` nulls last`;
  // Nulls last on the tie-breaker too: an index matches an order only with the same nulls placement.
  return [sql`${key} ${direction}${nulls}`, sql`${tieBreaker} ${direction}${nulls}`];
}

/** ORDER BY terms that one of `sortIndexes`' indexes yields as it is read, with no sort step. */
export function listOrder(sort: ListSort): SQL[] {
  return orderTerms(sort.column, sort.tieBreaker, sort);
}

/**
 * Where a walk stopped: the last row's sort key as the database's text (exact, whatever the
 * type's precision) and its tie-breaker. A null key means the walk is among the nulls, at the
 * end of the list; a null tie-breaker there means before the first of them.
 */
export type ListCursor = { key: string; tieBreaker: string } | { key: null; tieBreaker: string | null };

/**
 * The rows after the cursor, as index range conditions. Non-null keys and the null keys are two
 * ranges of the index (a row comparison cannot span them without an OR, which no index serves),
 * so the walk goes through the first and then the second.
 */
function after(sort: ListSort, cursor: ListCursor): SQL {
  const beyond = sort.order === 'asc' ? sql`>` : sql`<`;
  const cast = (value: string, column: PgColumn) => sql`cast(${value} as ${sql.raw(column.getSQLType())})`;
  if (cursor.key === null) {
    return cursor.tieBreaker === null
      ? sql`${sort.column} is null`
      : sql`${sort.column} is null and ${sort.tieBreaker} ${beyond} ${cast(cursor.tieBreaker, sort.tieBreaker)}`;
  }
  const range = sql`(${sort.column}, ${sort.tieBreaker}) ${beyond} (${cast(cursor.key, sort.column)}, ${cast(cursor.tieBreaker, sort.tieBreaker)})`;
  return sort.column.notNull ? range : sql`${sort.column} is not null and ${range}`;
}

/** Which rows of the list a query reads: a page by its number, or the rows after a cursor. */
export type ListWindow = { offset: number; limit: number } | { after: ListCursor | undefined; limit: number };

/** The window of a page of a list request (PageIndex counts from 1). */
export function pageWindow(request: { PageIndex: number; PageSize: number }): ListWindow {
  return { offset: (request.PageIndex - 1) * request.PageSize, limit: request.PageSize };
}

/**
 * The tie-breakers (ids) of one window of the list, in list order, as a subquery named `page`
 * with `id`, `sortValue` (the key, to order the outer query by) and `cursor` (the key as text).
 * The module joins its rows to it by id, so whatever a row costs to build (a sub-select of its
 * containers, say) is paid for the rows of the page only, never for rows an OFFSET skips.
 */
export function listWindow(db: Db, table: PgTable, where: SQL | undefined, sort: ListSort, window: ListWindow) {
  const query = db
    .select({
      id: sort.tieBreaker,
      sortValue: sql`${sort.column}`.as('sort_value'),
      cursor: sql<string | null>`${sort.column}::text`.as('sort_cursor'),
    })
    .from(table)
    .where('after' in window && window.after ? and(where, after(sort, window.after)) : where)
    .orderBy(...listOrder(sort))
    .limit(window.limit);
  return ('offset' in window ? query.offset(window.offset) : query).as('page');
}

export type ListWindowSubquery = ReturnType<typeof listWindow>;

/** How the outer query keeps the window's order: the planner knows the subquery is ordered so. */
export function windowOrder(page: ListWindowSubquery, sort: ListSort): SQL[] {
  return orderTerms(page.sortValue, page.id, sort);
}

/**
 * The rows of one batch of a walk. A batch must fit V8's young generation with room to spare: a
 * batch of 2,000 shipments (about 10 MB of driver, mapped and answer objects) outlived the
 * scavenges while it was read, so every batch was promoted and the heap grew by some 180 MiB over
 * a 100,000-row export before a full collection; at 200 nothing is promoted and the walk is as
 * fast (bench/RESULTS.md).
 */
export const WALK_BATCH_ROWS = 200;

/**
 * Every row of a list, in batches, by keyset: each batch starts after the last row of the one
 * before, so the walk reads each row once however long the list is. `fetch` reads one window
 * (through listWindow) and answers its rows with their cursors.
 */
export async function* walkList<Row>(
  sort: ListSort,
  fetch: (window: ListWindow) => Promise<{ rows: Row[]; cursors: ListCursor[] }>,
  options: { max: number },
): AsyncGenerator<Row[]> {
  let cursor: ListCursor | undefined;
  let remaining = options.max;
  while (remaining > 0) {
    const limit = Math.min(WALK_BATCH_ROWS, remaining);
    const { rows, cursors } = await fetch({ after: cursor, limit });
    if (rows.length > 0) yield rows;
    remaining -= rows.length;
    const last = cursors.at(-1);
    if (rows.length === limit && last) cursor = last;
    else {
      // A short batch ends the list, unless it ended the non-null keys: the nulls follow.
      const amongValues = cursor !== undefined && cursor.key !== null;
      if (!amongValues || sort.column.notNull) return;
      cursor = { key: null, tieBreaker: null };
    }
  }
}

/** How long a list and filter whose total reached the cap are remembered as "10,000+". */
const CAPPED_TOTAL_KEPT_MS = 60_000;
/** How many such lists and filters are remembered per database, the oldest forgotten first. */
const CAPPED_TOTALS_KEPT = 1_000;
/** Per database: the count statements (text and parameters) whose total reached the cap, and until when. */
const cappedTotals = new WeakMap<Db, Map<string, number>>();

/** A list's total: exact up to LIST_TOTAL_CAP, past it capped ("10,000+"). */
export interface CappedTotal {
  TotalCount: number;
  TotalCapped: boolean;
}

const CAPPED: CappedTotal = { TotalCount: LIST_TOTAL_CAP, TotalCapped: true };

/** The statement that counts a list up to one row past the cap. */
function countStatement(db: Db, table: PgTable, where: SQL | undefined) {
  const counted = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(LIST_TOTAL_CAP + 1)
    .as('counted');
  return db.select({ n: count() }).from(counted);
}

/** Renders a filter for `countKey` only: the text is a key, never run, so the driver's own dialect is not needed. */
const keyDialect = new PgDialect();

/**
 * A list's key among the remembered totals: its table and its filter's text and values. Only the
 * filter is rendered, not the count statement around it, which cost a list request 4.7 % of the
 * server's thread to build for its text alone (bench/RESULTS.md, 2026-11-29 evening).
 */
function countKey(table: PgTable, where: SQL | undefined): string {
  const filter = where ? keyDialect.sqlToQuery(where) : { sql: '', params: [] };
  return `${getTableName(table)}\u0000${filter.sql}\u0000${JSON.stringify(filter.params)}`;
}

function rememberedAsCapped(db: Db, key: string): boolean {
  const until = cappedTotals.get(db)?.get(key);
  return until !== undefined && until > performance.now();
}

/**
 * The total a count found. A total that reached the cap is remembered: such a list is counted
 * once per filter a minute, not once per page, since counting to the cap reads 10,001 index
 * entries, which made a big company's page slower than a small one's, and "10,000+" rarely stops
 * being true within a minute. A total under the cap is exact and cheap, so it is always counted.
 */
function settleTotal(db: Db, key: string, counted: number): CappedTotal {
  let remembered = cappedTotals.get(db);
  if (counted <= LIST_TOTAL_CAP) {
    remembered?.delete(key);
    return { TotalCount: counted, TotalCapped: false };
  }
  if (!remembered) {
    remembered = new Map();
    cappedTotals.set(db, remembered);
  }
  remembered.delete(key);
  remembered.set(key, performance.now() + CAPPED_TOTAL_KEPT_MS);
  // A Map iterates in insertion order: the first key is the oldest remembered.
  if (remembered.size > CAPPED_TOTALS_KEPT) remembered.delete(remembered.keys().next().value ?? '');
  return CAPPED;
}

/** A select that can run as a named statement: what drizzle's query builders are. */
export interface NameableQuery<Row> extends PromiseLike<Row[]> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(): Promise<Row[]> };
}

/** How many list statements of a database, told apart by their text, run under a name of their own. */
const NAMED_LIST_STATEMENTS = 200;
/**
 * Per database: each name's statement as drizzle prepared it, with its row mapping, built once.
 * Each name stays prepared on every connection that ran it, so they are capped.
 */
const preparedListStatements = new WeakMap<Db, Map<string, { execute(): Promise<unknown[]> }>>();

/**
 * Runs a list's statement under a name derived from its text, so that PostgreSQL parses and plans
 * each shape of a list (which filters, which sort) once per connection rather than on every
 * request: the page's statement cost more to plan than to run (issue 15). The values stay
 * parameters. Past NAMED_LIST_STATEMENTS shapes, a new one runs unnamed.
 *
 * The statement is built once a request, for its text and values. drizzle prepares a shape (its
 * text, its row mapping) once; each request runs that preparation with its own values, which the
 * prepared query binds from its `params` as it executes. Preparing it afresh built the statement
 * a second time: a quarter of the server's time on a list request (bench/RESULTS.md, 2026-11-29).
 */
async function runNamed<Row>(db: Db, query: NameableQuery<Row>): Promise<Row[]> {
  const { sql: text, params } = query.toSQL();
  const name = `list_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
  let prepared = preparedListStatements.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedListStatements.set(db, prepared);
  }
  let shape = prepared.get(name);
  if (!shape) {
    if (prepared.size >= NAMED_LIST_STATEMENTS) return query;
    shape = query.prepare(name);
    if (!Array.isArray((shape as { params?: unknown }).params)) {
      throw new Error("drizzle's prepared query no longer binds its values from `params`");
    }
    prepared.set(name, shape);
  }
  const withValues: { execute(): Promise<unknown[]> } = Object.create(shape, { params: { value: params } });
  return (await withValues.execute()) as Row[];
}

/** The column `pageWithTotal` hands to a page's select: the list's capped count, on every row. */
export type ListTotalColumn = SQL.Aliased<number>;

/**
 * A page of a list and the list's total, counted up to LIST_TOTAL_CAP rows (past it the answer
 * says "10,000+"), in one statement: the page's select takes `listTotal` as a column, an
 * uncorrelated sub-select the database runs once. So a list request costs two statements, the
 * session's and this one (issue 15), not three. Only an empty page past the first counts on its
 * own, as it has no row to carry the total.
 */
export async function pageWithTotal<Row extends { listTotal: number }>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  window: ListWindow,
  page: (listTotal: ListTotalColumn) => NameableQuery<Row>,
): Promise<{ rows: Omit<Row, 'listTotal'>[] } & CappedTotal> {
  const query = countStatement(db, table, where);
  const key = countKey(table, where);
  const capped = rememberedAsCapped(db, key);
  const total = (capped ? sql<number>`${LIST_TOTAL_CAP + 1}` : sql<number>`(${query})`).mapWith(Number);
  const found = await runNamed(db, page(total.as('list_total')));
  const rows = found.map(({ listTotal: _listTotal, ...row }) => row);
  if (capped) return { rows, ...CAPPED };
  const [first] = found;
  if (first) return { rows, ...settleTotal(db, key, first.listTotal) };
  const firstPage = 'offset' in window ? window.offset === 0 : window.after === undefined;
  if (firstPage) return { rows, TotalCount: 0, TotalCapped: false };
  const [row] = await query;
  return { rows, ...settleTotal(db, key, row?.n ?? 0) };
}

/**
 * A page of a list whose items are the table's own rows, with the list's total: the window's ids
 * from the sort's index, joined to their rows (`pageWithTotal`, one statement).
 */
export async function listPage<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  sort: ListSort,
  window: ListWindow,
): Promise<{ rows: Table['$inferSelect'][] } & CappedTotal> {
  const { rows, ...total } = await pageWithTotal(db, table, where, window, (listTotal) => {
    const page = listWindow(db, table, where, sort, window);
    // A generic table defeats drizzle's join types; the rows are typed by the table below.
    const joined: PgTable = table;
    return db
      .select({ row: getTableColumns(joined), listTotal })
      .from(page)
      .innerJoin(joined, eq(sort.tieBreaker, page.id))
      .orderBy(...windowOrder(page, sort));
  });
  return { rows: rows.map(({ row }) => row as Table['$inferSelect']), ...total };
}
