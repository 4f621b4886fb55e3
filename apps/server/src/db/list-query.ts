/**
 * The one way a list is served (issue 15): its order comes from an index, a page reads about its
 * size in rows, its total is counted up to LIST_TOTAL_CAP, a page's statement is built once for
 * each shape of the list and bound with each request's values, and a walk over the whole list (an
 * export) goes by keyset, never by OFFSET. The indexes a list needs are declared with
 * `sortIndexes` in the owning module's schema.ts, from the same rule `listOrder` sorts by, so the
 * two cannot drift apart. docs/architecture.md, "Lists", says how a list uses it.
 */
import { createHash } from 'node:crypto';
import { LIST_TOTAL_CAP } from '@portside/contracts';
import {
  and,
  Column,
  count,
  eq,
  getTableColumns,
  getTableName,
  is,
  isSQLWrapper,
  Name,
  Param,
  Placeholder,
  SQL,
  type SQLChunk,
  type SQLWrapper,
  StringChunk,
  Subquery,
  sql,
  Table,
  View,
} from 'drizzle-orm';
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

/** A value of a list's statement, or the placeholder a statement built once per shape binds it to. */
type Bindable<Value> = Value | Placeholder;

type CursorTemplate =
  | { key: Bindable<string>; tieBreaker: Bindable<string> }
  | { key: null; tieBreaker: Bindable<string> | null };

/**
 * The rows after the cursor, as index range conditions. Non-null keys and the null keys are two
 * ranges of the index (a row comparison cannot span them without an OR, which no index serves),
 * so the walk goes through the first and then the second.
 */
function after(sort: ListSort, cursor: CursorTemplate): SQL {
  const beyond = sort.order === 'asc' ? sql`>` : sql`<`;
  const cast = (value: Bindable<string>, column: PgColumn) => sql`cast(${value} as ${sql.raw(column.getSQLType())})`;
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

/**
 * A window whose bounds may be placeholders: what a list statement built once per shape reads
 * (`pageWithTotal`). Its row count is always a number, written into the statement (`pageRows`).
 */
export type ListWindowTemplate =
  | { offset: Bindable<number>; limit: number }
  | { after: CursorTemplate | undefined; limit: number };

/**
 * A window's row count as a literal of the statement's text, not a parameter. PostgreSQL runs a
 * named statement on one plan for all its executions (a generic plan) only when that plan does not
 * look dearer than planning each execution anew, and with the LIMIT a parameter it guesses a
 * tenth of the rows: the list's generic plan looked twice as dear as a page's, so every request
 * was planned again (0.3 ms of the database's CPU, as much as running it). drizzle's `limit` sends
 * a number as a parameter and writes SQL into the text.
 */
function pageRows(limit: number): number {
  return sql.raw(String(Math.trunc(limit))) as unknown as number;
}

/** The window of a page of a list request (PageIndex counts from 1). */
export function pageWindow(request: { PageIndex: number; PageSize: number }): ListWindow {
  return { offset: (request.PageIndex - 1) * request.PageSize, limit: request.PageSize };
}

/**
 * The tie-breakers (ids) of one window of the list, in list order, as a subquery named `page`
 * with `id`, `sortValue` (the key, to order the outer query by) and `cursor` (the key as text).
 * The module joins its rows to it by id, so whatever a row costs to build (a sub-select per
 * row, say) is paid for the rows of the page only, never for rows an OFFSET skips.
 */
export function listWindow(db: Db, table: PgTable, where: SQL | undefined, sort: ListSort, window: ListWindowTemplate) {
  const query = db
    .select({
      id: sort.tieBreaker,
      sortValue: sql`${sort.column}`.as('sort_value'),
      cursor: sql<string | null>`${sort.column}::text`.as('sort_cursor'),
    })
    .from(table)
    .where('after' in window && window.after ? and(where, after(sort, window.after)) : where)
    .orderBy(...listOrder(sort))
    .limit(pageRows(window.limit));
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
 * (through listWindow) and answers its rows with their cursors. The next batch is asked for as
 * soon as the one before has arrived, before the walker takes it, so the database reads a batch
 * while the walker (an export writing its workbook) uses the one before.
 */
export async function* walkList<Row>(
  sort: ListSort,
  fetch: (window: ListWindow) => Promise<{ rows: Row[]; cursors: ListCursor[] }>,
  options: { max: number },
): AsyncGenerator<Row[]> {
  /** Where the batch after one read `after` starts; null when that batch ended the list. */
  const nextStart = (after: ListCursor | undefined, rows: Row[], cursors: ListCursor[], limit: number) => {
    const last = cursors.at(-1);
    if (rows.length === limit && last) return last;
    // A short batch ends the list, unless it ended the non-null keys: the nulls follow.
    const amongValues = after !== undefined && after.key !== null;
    return !amongValues || sort.column.notNull ? null : { key: null, tieBreaker: null };
  };
  const read = (window: { after: ListCursor | undefined; limit: number }) => {
    const batch = fetch(window);
    // A walker that stops early leaves the batch read ahead unawaited: its failure must not go unhandled.
    batch.catch(() => undefined);
    return { ...window, batch };
  };
  let remaining = options.max;
  if (remaining <= 0) return;
  let current = read({ after: undefined, limit: Math.min(WALK_BATCH_ROWS, remaining) });
  for (;;) {
    const { rows, cursors } = await current.batch;
    remaining -= rows.length;
    const start = remaining > 0 ? nextStart(current.after, rows, cursors, current.limit) : null;
    if (start) current = read({ after: start, limit: Math.min(WALK_BATCH_ROWS, remaining) });
    if (rows.length > 0) yield rows;
    if (!start) return;
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

/** Renders a filter alone, for its text and values: a key, and a shape's values. Never run, so the driver's own dialect is not needed. */
const filterDialect = new PgDialect();

/** A list's filter as text with $n parameters, and their values in order. */
type RenderedFilter = { sql: string; params: unknown[] };

function renderFilter(where: SQL | undefined): RenderedFilter {
  return where ? filterDialect.sqlToQuery(where) : { sql: '', params: [] };
}

/**
 * A list's key among the remembered totals: its table and its filter's text and values. Only the
 * filter is rendered, not the count statement around it, which cost a list request 4.7 % of the
 * server's thread to build for its text alone (bench/RESULTS.md, 2026-11-29 evening).
 */
function countKey(table: PgTable, filter: RenderedFilter): string {
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

/** The name of the placeholder of a filter's n-th value. */
const filterValueName = (n: number) => `list_filter_${n}`;

/**
 * The filter with each of its values replaced by a placeholder, `list_filter_0` on, in the order
 * the dialect renders them: the same text, so one statement built from it serves every request
 * whose filter renders to that text, bound with that request's rendered values. Each chunk is
 * walked as drizzle's renderer walks it; `filterTemplate` checks the outcome.
 */
function bindableChunk(chunk: SQLChunk, nextPlaceholder: () => Placeholder): SQLChunk {
  if (
    chunk === undefined ||
    is(chunk, StringChunk) ||
    is(chunk, Name) ||
    is(chunk, Table) ||
    is(chunk, Column) ||
    is(chunk, View) ||
    is(chunk, Placeholder) ||
    (is(chunk, SQL.Aliased) && chunk.fieldAlias !== undefined)
  ) {
    return chunk;
  }
  if (Array.isArray(chunk)) return chunk.map((item) => bindableChunk(item, nextPlaceholder));
  if (is(chunk, SQL)) return bindableSql(chunk, nextPlaceholder);
  if (is(chunk, Param)) {
    if (is(chunk.value, Placeholder)) return chunk;
    // A value its column encodes as SQL is rendered as that SQL.
    const encoded = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    return is(encoded, SQL) ? bindableSql(encoded, nextPlaceholder) : nextPlaceholder();
  }
  if (is(chunk, Subquery)) {
    if (chunk._.isWith) return chunk;
    return sql`(${bindableSql(chunk._.sql, nextPlaceholder)}) ${new Name(chunk._.alias)}`;
  }
  if (isSQLWrapper(chunk)) {
    const inner = bindableSql(chunk.getSQL(), nextPlaceholder);
    return chunk.shouldOmitSQLParens?.() ? inner : sql`(${inner})`;
  }
  return nextPlaceholder();
}

function bindableSql(query: SQL, nextPlaceholder: () => Placeholder): SQL {
  return new SQL(query.queryChunks.map((chunk) => bindableChunk(chunk, nextPlaceholder)));
}

/**
 * The filter as a template (`bindableChunk`); undefined for no filter; false when the template's
 * rendering differs from the filter's in text or in where its values go, as when drizzle renders
 * some chunk otherwise than the walk expects (an inlined value, say): the list is then built for
 * each request instead.
 */
function filterTemplate(where: SQL | undefined, filter: RenderedFilter): SQL | undefined | false {
  if (!where) return undefined;
  let n = 0;
  const template = bindableSql(where, () => sql.placeholder(filterValueName(n++)));
  const rendered = filterDialect.sqlToQuery(template);
  const same =
    rendered.sql === filter.sql &&
    rendered.params.length === filter.params.length &&
    rendered.params.every((value, i) => is(value, Placeholder) && value.name === filterValueName(i));
  return same ? template : false;
}

/** The placeholders of a window's bounds: made once, as a request that finds its shape prepared needs only their names. */
const WINDOW_OFFSET = sql.placeholder('list_offset');
const AFTER_KEY = sql.placeholder('list_after_key');
const AFTER_ID = sql.placeholder('list_after_id');

/** A window's kind (its row count, and which of the statement's bounds it has) and its bounds as placeholders with their values. */
function windowTemplate(window: ListWindow): {
  kind: string;
  template: ListWindowTemplate;
  values: Record<string, unknown>;
} {
  const { limit } = window;
  if ('offset' in window) {
    return {
      kind: `${limit} at an offset`,
      template: { offset: WINDOW_OFFSET, limit },
      values: { list_offset: window.offset },
    };
  }
  const cursor = window.after;
  if (!cursor) return { kind: `first ${limit}`, template: { after: undefined, limit }, values: {} };
  if (cursor.key !== null) {
    return {
      kind: `${limit} after a key`,
      template: { after: { key: AFTER_KEY, tieBreaker: AFTER_ID }, limit },
      values: { list_after_key: cursor.key, list_after_id: cursor.tieBreaker },
    };
  }
  if (cursor.tieBreaker === null) {
    return { kind: `first ${limit} nulls`, template: { after: { key: null, tieBreaker: null }, limit }, values: {} };
  }
  return {
    kind: `${limit} among nulls`,
    template: { after: { key: null, tieBreaker: AFTER_ID }, limit },
    values: { list_after_id: cursor.tieBreaker },
  };
}

/** A select that can be prepared, and then run with its placeholders' values: what drizzle's query builders are. */
export interface PreparableQuery<Row> {
  toSQL(): { sql: string };
  prepare(name: string): PreparedList<Row>;
}

interface PreparedList<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

/** What drizzle's prepared select keeps to map its rows, outside its public types. */
interface PreparedSelectMapping {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

interface FieldDecoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The decoder drizzle's `mapResultRow` picks for a selected field (an SQL's is outside its public types). */
function decoderOf(field: unknown): FieldDecoder {
  const decoderOfSql = (query: unknown) => (query as { decoder: FieldDecoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/**
 * The statement's rows mapped as drizzle maps them, by a plan worked out once for the statement:
 * drizzle's `mapResultRow` works out each field's kind and path again on every row (10 % of a list
 * request's thread, bench/RESULTS.md), the same for every row of a statement. A select that joins
 * a table whose missing row drizzle turns into null (an outer join) keeps drizzle's mapping.
 */
function mappedOnce<Row>(prepared: PreparedList<Row>): PreparedList<Row> {
  const select = prepared as unknown as PreparedSelectMapping;
  const { fields, joinsNotNullableMap } = select;
  if (!fields || select.customResultMapper) return prepared;
  const outerJoined =
    joinsNotNullableMap !== undefined &&
    fields.some(
      ({ path, field }) =>
        path.length === 2 && is(field, Column) && joinsNotNullableMap[getTableName(field.table)] !== true,
    );
  if (outerJoined) return prepared;
  const columns = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path.at(-1) ?? '',
    decoder: decoderOf(field),
  }));
  select.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const { parents, key, decoder } = columns[i] as (typeof columns)[number];
        let node = mapped;
        for (const parent of parents) {
          node[parent] ??= {};
          node = node[parent] as Record<string, unknown>;
        }
        const raw = row[i];
        node[key] = raw === null ? null : decoder.mapFromDriverValue(raw);
      }
      return mapped;
    });
  return prepared;
}

/** How many shapes of list statements of a database run under a name of their own. */
const NAMED_LIST_STATEMENTS = 200;
/**
 * Per database: each shape's statement as drizzle prepared it (its text, its row mapping), built
 * once. Each name stays prepared on every connection that ran it, so they are capped.
 */
const preparedListStatements = new WeakMap<Db, Map<string, PreparedList<unknown>>>();

/** The column `pageWithTotal` hands to a page's select: the list's capped count, on every row. */
export type ListTotalColumn = SQL.Aliased<number>;

/** What a page's select is built from: the list's total, its filter and its window, as placeholders where a value varies. */
export interface ListPageParts {
  listTotal: ListTotalColumn;
  where: SQL | undefined;
  window: ListWindowTemplate;
}

/**
 * How to build a page of one list: `page` builds its select from the parts it is handed. It is
 * built once for each shape of the list (its filter's text, its sort, its window's kind, whether
 * the total is counted or remembered), so it must read the request only through those parts, and
 * bind any value of its own to a placeholder whose value is in `values`.
 */
export interface ListPageStatement<Row> {
  /** Tells apart the lists (page builders) of one database: two builders need two names. */
  list: string;
  sort: ListSort;
  /** The values of the builder's own placeholders, by name; the names starting `list_` are the helper's. */
  values?: Record<string, unknown>;
  page(parts: ListPageParts): PreparableQuery<Row>;
}

/**
 * The list's statement of the request's shape, built and prepared under a name of its own on the
 * shape's first request, so that each request binds its values instead of building the statement
 * (a fifth of the server's thread on a list request, bench/RESULTS.md) and PostgreSQL parses and
 * plans each shape once per connection (the page's statement cost more to plan than to run, issue
 * 15). Past NAMED_LIST_STATEMENTS shapes, or for a filter that cannot be templated, the statement
 * is built from the request's own parts and runs unnamed.
 */
function listStatementOf<Row>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  filter: RenderedFilter,
  capped: boolean,
  window: ListWindow,
  statement: ListPageStatement<Row>,
): { prepared: PreparedList<Row>; values: Record<string, unknown> } {
  const bounds = windowTemplate(window);
  const { column, order, tieBreaker } = statement.sort;
  const shape = [
    statement.list,
    `${column.name} ${order} ${tieBreaker.name}`,
    bounds.kind,
    capped ? 'capped' : 'counted',
    filter.sql,
  ].join('\u0000');
  const values: Record<string, unknown> = { ...statement.values, ...bounds.values };
  filter.params.forEach((value, n) => {
    values[filterValueName(n)] = value;
  });
  let prepared = preparedListStatements.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedListStatements.set(db, prepared);
  }
  const known = prepared.get(shape) as PreparedList<Row> | undefined;
  if (known) return { prepared: known, values };
  const build = (filterPart: SQL | undefined, windowPart: ListWindowTemplate) => {
    const total = capped ? sql<number>`${LIST_TOTAL_CAP + 1}` : sql<number>`(${countStatement(db, table, filterPart)})`;
    return statement.page({ listTotal: total.mapWith(Number).as('list_total'), where: filterPart, window: windowPart });
  };
  const template = filterTemplate(where, filter);
  if (template === false || prepared.size >= NAMED_LIST_STATEMENTS) {
    return { prepared: build(where, window).prepare(''), values };
  }
  const query = build(template, bounds.template);
  const name = `list_${createHash('sha256').update(query.toSQL().sql).digest('base64url').slice(0, 22)}`;
  const named = mappedOnce(query.prepare(name));
  prepared.set(shape, named as PreparedList<unknown>);
  return { prepared: named, values };
}

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
  statement: ListPageStatement<Row>,
): Promise<{ rows: Omit<Row, 'listTotal'>[] } & CappedTotal> {
  const filter = renderFilter(where);
  const key = countKey(table, filter);
  const capped = rememberedAsCapped(db, key);
  const { prepared, values } = listStatementOf(db, table, where, filter, capped, window, statement);
  const found = await prepared.execute(values);
  const rows = found.map(({ listTotal: _listTotal, ...row }) => row);
  if (capped) return { rows, ...CAPPED };
  const [first] = found;
  if (first) return { rows, ...settleTotal(db, key, first.listTotal) };
  const firstPage = 'offset' in window ? window.offset === 0 : window.after === undefined;
  if (firstPage) return { rows, TotalCount: 0, TotalCapped: false };
  const [row] = await countStatement(db, table, where);
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
  const { rows, ...total } = await pageWithTotal(db, table, where, window, {
    list: `${getTableName(table)} rows`,
    sort,
    page: ({ listTotal, where: filter, window: bounds }) => {
      const page = listWindow(db, table, filter, sort, bounds);
      // A generic table defeats drizzle's join types; the rows are typed by the table below.
      const joined: PgTable = table;
      return db
        .select({ row: getTableColumns(joined), listTotal })
        .from(page)
        .innerJoin(joined, eq(sort.tieBreaker, page.id))
        .orderBy(...windowOrder(page, sort));
    },
  });
  return { rows: rows.map(({ row }) => row as Table['$inferSelect']), ...total };
}
