import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { LIST_TOTAL_CAP, type ShipmentFilter, shipmentSortFields } from '@portside/contracts';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../src/db/client.js';
import {
  type ListCursor,
  type ListWindow,
  listWindow,
  pageWindow,
  pageWithTotal,
  walkList,
  windowOrder,
} from '../src/db/list-query.js';
import type { TenantScope } from '../src/http/tenant-scope.js';
import {
  dashboardQueries,
  dashboardStatementTexts,
  filterCondition,
  listSort,
  shipmentPage,
  shipmentWindowQuery,
} from '../src/modules/shipments/repo.js';
import { shipments } from '../src/modules/shipments/schema.js';
import { shipmentsForExport } from '../src/modules/shipments/service.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from './harness.js';
import { call, login } from './identity-helpers.js';
import { waitUntil } from './wait.js';

/** More shipments than the total's cap, in one company: a large customer (issue 15). */
const LARGE = 12_000;
const SORT_COLUMN = { Eta: 'eta', Etd: 'etd', CreatedTime: 'created_at' } as const;

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** What node-postgres' pool and the PGlite thread both answer to. */
type DriverClient = {
  query(text: string, values: unknown[]): Promise<{ rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }>;
};
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];
/** The plan's nodes outside its sub-selects (the total's count is one of them). */
const mainNodes = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? []).filter((child) => child['Parent Relationship'] !== 'SubPlan').flatMap(mainNodes),
];

interface StoredRow {
  id: string;
  dcg_no: string;
  mode: string;
  eta: string | null;
  etd: string | null;
  created_at: string;
}

/** The list order the user sees, computed here from the rows: the key (nulls last either way), then the id. */
function expectedOrder(rows: StoredRow[], filter: Pick<ShipmentFilter, 'SortBy' | 'SortOrder'>): string[] {
  const key = (row: StoredRow) => {
    const value = row[SORT_COLUMN[filter.SortBy]];
    return value === null ? null : new Date(value).getTime();
  };
  const sign = filter.SortOrder === 'asc' ? 1 : -1;
  // uuids order as their bytes, which is their lower-case text's order.
  const byId = (a: StoredRow, b: StoredRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x === null || y === null) return x === y ? sign * byId(a, b) : x === null ? 1 : -1;
      return sign * (x - y || byId(a, b));
    })
    .map((row) => row.dcg_no);
}

describe.each(DATABASE_KINDS)('shipment lists at scale on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let companyId: string;
  let stored: StoredRow[];

  beforeAll(async () => {
    // Session rows kept a minute: a slow machine's requests still find theirs remembered (the statements test).
    t = await createTestApp(kind, { env: { CALLER_CACHE_MS: '60000' } });
    const demo = await login(t.app, 'demo');
    token = demo.AccessToken;
    companyId = demo.UserInfo.CompanyId ?? '';
    const base = t.clock();
    // Many equal dates (ties broken by the id) and some missing ones (listed last); most delivered (arrived: an ATA).
    await t.database.db.execute(sql`
      insert into shipments (company_id, external_id, dcg_no, mode, status, origin_code, destination_code,
        etd, eta, ata, original_eta, created_at, updated_at, container_numbers)
      select ${companyId}, 'LARGE-' || i, 'LARGE' || lpad(i::text, 6, '0'), (array['sea', 'air', 'rail'])[1 + i % 3],
        case when i % 10 = 0 then ((i / 10) % 5)::text else '5' end, 'CNSHA', 'DEHAM',
        case when i % 7 = 0 then null else ${base}::timestamptz + (i % 400) * interval '1 day' end,
        case when i % 10 = 0 then null else ${base}::timestamptz + (i % 300) * interval '1 day' end,
        case when i % 10 = 0 and (i / 10) % 5 < 3 then null else ${base}::timestamptz - interval '1 day' end,
        ${base}::timestamptz + (i % 300) * interval '1 day',
        ${base}::timestamptz - (i % 500) * interval '1 hour', ${base}::timestamptz,
        case when i % 3 = 0 then array['LRGU' || lpad(i::text, 6, '0')] else '{}' end
      from generate_series(1, ${LARGE}) as i`);
    await t.database.db.execute(sql`
      insert into shipment_containers (company_id, shipment_id, container_no, sort)
      select company_id, id, 'LRGU' || substr(dcg_no, 6), 0 from shipments
      where company_id = ${companyId} and dcg_no like 'LARGE%' and mode = 'sea'`);
    await t.database.db.execute(sql`analyze shipments`);
    await t.database.db.execute(sql`analyze shipment_containers`);
    stored = await queryRows<StoredRow>(
      t.database.db,
      sql`select id::text, dcg_no, mode, eta::text, etd::text, created_at::text from shipments
          where company_id = ${companyId}`,
    );
  });
  afterAll(() => t.close());

  const list = async (request: Record<string, unknown>) => {
    const answer = await call(t.app, {
      method: 'POST',
      url: '/client/api/Shipment/GetPageList',
      payload: request,
      token,
    });
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    return answer.body.Body as { Items: { DcgNo: string }[]; TotalCount: number; TotalCapped: boolean };
  };

  const explain = async (query: SQLWrapper) => {
    const [explained] = await queryRows<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      t.database.db,
      sql`explain (analyze, format json) ${query}`,
    );
    return explained?.['QUERY PLAN'][0]?.Plan ?? { 'Node Type': 'none' };
  };

  it('serves the first page of every sort from its index: no sort step, about a page of rows read', async () => {
    const scope = { all: false, companyIds: [companyId] } as const;
    const pages: { filter: ShipmentFilter; index: string }[] = [];
    for (const Mode of [undefined, 'sea'] as const) {
      for (const SortBy of shipmentSortFields) {
        for (const SortOrder of ['asc', 'desc'] as const) {
          const column = SORT_COLUMN[SortBy];
          const direction = column === 'created_at' ? '' : `_${SortOrder}`;
          pages.push({
            filter: { Mode, SortBy, SortOrder },
            index: `shipments_company_${Mode ? 'mode_' : ''}${column}${direction}_idx`,
          });
        }
      }
    }
    // New orders: one status, by creation.
    for (const SortOrder of ['asc', 'desc'] as const) {
      pages.push({
        filter: { Status: '0', SortBy: 'CreatedTime', SortOrder },
        index: 'shipments_company_status_created_at_idx',
      });
    }
    for (const { filter, index } of pages) {
      const query = shipmentWindowQuery(
        t.database.db,
        filterCondition(scope, filter, t.clock()),
        listSort(filter),
        t.clock(),
        pageWindow({ PageIndex: 1, PageSize: 20 }),
      );
      const plan = await explain(query);
      const nodes = planNodes(plan);
      const label = JSON.stringify(filter);
      // Neither a sort nor an incremental sort: the index yields the order.
      expect(
        mainNodes(plan).filter((node) => node['Node Type'].includes('Sort')),
        label,
      ).toEqual([]);
      const ordered = nodes.find((node) => node['Index Name'] === index);
      expect(ordered, `${label} reads ${index}`).toBeDefined();
      expect(ordered?.['Actual Rows'], label).toBe(20);
      // The rows are read for the page's ids only, and their containers' numbers with them.
      const rowReads = nodes.filter((node) => node['Index Name'] === 'shipments_pkey');
      expect(rowReads.length, label).toBeGreaterThan(0);
      expect(
        rowReads.every((node) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 0) <= 20),
        label,
      ).toBe(true);
      expect(
        nodes.filter(
          (node) =>
            node['Relation Name'] === 'shipment_containers' || node['Index Name']?.startsWith('shipment_containers'),
        ),
        label,
      ).toEqual([]);
    }
  });

  it("counts the dashboard's figures from index ranges, each equal to its list's total", async () => {
    const scope = { all: false, companyIds: [companyId] } as const;
    // A staff member's scope of several companies has statements of its own (a list parameter).
    const severalScope = { all: false, companyIds: [companyId, randomUUID()] } as const;
    const firstMonth = new Date(Date.UTC(t.clock().getUTCFullYear(), t.clock().getUTCMonth() - 11, 1));
    const statements = dashboardStatementTexts(t.database.db, scope, t.clock(), firstMonth);
    const severalStatements = dashboardStatementTexts(t.database.db, severalScope, t.clock(), firstMonth);
    const figuresOf = async (of: TenantScope) => {
      const queries = dashboardQueries(t.database.db, of, t.clock(), firstMonth);
      return { open: await queries.open, arriving: await queries.arriving, departures: await queries.departures };
    };
    expect(severalStatements.open.text).not.toBe(statements.open.text);
    expect(await figuresOf(severalScope)).toEqual(await figuresOf(scope));
    for (const [name, statement, index] of [
      ['open', statements.open, 'shipments_company_open_idx'],
      ['arriving', statements.arriving, /^shipments_company_eta_/],
      ['departures', statements.departures, 'shipments_company_departed_idx'],
      ['open of several', severalStatements.open, 'shipments_company_open_idx'],
      ['arriving of several', severalStatements.arriving, /^shipments_company_eta_/],
      ['departures of several', severalStatements.departures, 'shipments_company_departed_idx'],
    ] as const) {
      // The named statements' own text and values, through the driver (both take text and values).
      const client = (t.database.db as unknown as { $client: DriverClient }).$client;
      const { rows } = await client.query(`explain (analyze, format json) ${statement.text}`, statement.values);
      const nodes = planNodes(rows[0]?.['QUERY PLAN'][0]?.Plan ?? { 'Node Type': 'none' });
      expect(
        nodes.map((node) => node['Node Type']),
        name,
      ).not.toContain('Seq Scan');
      expect(
        nodes.some((node) => node['Index Name']?.match(index)),
        name,
      ).toBe(true);
    }
    const figures = (
      await call(t.app, { method: 'POST', url: '/client/api/Shipment/GetDashboard', payload: {}, token })
    ).body.Body;
    const weekAhead = new Date(t.clock().getTime() + 7 * 24 * 60 * 60 * 1000);
    const total = async (filter: Record<string, unknown>) =>
      (await list({ ...filter, PageIndex: 1, PageSize: 1 })).TotalCount;
    expect(figures.InTransit).toBeGreaterThan(0);
    expect(await total({ Status: '2' })).toBe(figures.InTransit);
    expect(await total({ Status: '3' })).toBe(figures.AwaitingCustomsClearance);
    expect(await total({ Status: ['0', '1', '2', '3', '4'], DelayedOnly: true })).toBe(figures.Delayed);
    expect(
      await total({ Status: ['0', '1', '2'], EtaFrom: t.clock().toISOString(), EtaTo: weekAhead.toISOString() }),
    ).toBe(figures.ArrivingNext7Days);
  });

  it('reads a keyset window deep in the list from its index too, among the dates and among the nulls', async () => {
    const scope = { all: false, companyIds: [companyId] } as const;
    const filter = { Mode: 'sea', SortBy: 'Eta', SortOrder: 'desc' } as const;
    const byJob = new Map(stored.map((row) => [row.dcg_no, row]));
    const order = expectedOrder(
      stored.filter((row) => row.mode === 'sea'),
      filter,
    ).map((job) => byJob.get(job));
    // A tenth of the ETAs are missing: they are the list's last rows.
    const [deepDated, deepNull] = [order[2000], order.at(-100)];
    if (!deepDated?.eta || !deepNull || deepNull.eta !== null) throw new Error('expected dated and undated rows');
    const cursors: ListCursor[] = [
      { key: deepDated.eta, tieBreaker: deepDated.id },
      { key: null, tieBreaker: deepNull.id },
    ];
    for (const cursor of cursors) {
      const query = shipmentWindowQuery(
        t.database.db,
        filterCondition(scope, filter, t.clock()),
        listSort(filter),
        t.clock(),
        { after: cursor, limit: 20 },
      );
      const plan = await explain(query);
      const ordered = planNodes(plan).find((node) => node['Index Name'] === 'shipments_company_mode_eta_desc_idx');
      expect(mainNodes(plan).filter((node) => node['Node Type'].includes('Sort'))).toEqual([]);
      // Started at the cursor: no more rows read than the window answers.
      expect(ordered?.['Actual Rows']).toBe(20);
      expect(ordered?.['Rows Removed by Filter'] ?? 0).toBe(0);
    }
  });

  it('answers a page and its total in one named statement, the only one of a request whose session is remembered (issue 15)', async () => {
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    // The statements of the request in progress only, not those of the server's timers meanwhile.
    const request = new AsyncLocalStorage<{ text: string; name?: string }[]>();
    client.query = function (this: unknown, ...args: unknown[]) {
      const [statement] = args;
      request
        .getStore()
        ?.push(typeof statement === 'string' ? { text: statement } : (statement as { text: string; name?: string }));
      return query.apply(this, args);
    };
    const rail = stored.filter((row) => row.mode === 'rail').length;
    const pages: Record<string, unknown>[] = [
      { Mode: 'rail', PageIndex: 3, PageSize: 20 },
      { Mode: 'rail', PageIndex: 4, PageSize: 20 },
      // The total reached the cap: remembered after the first of these, not counted again.
      { PageIndex: 2, PageSize: 20 },
      { PageIndex: 3, PageSize: 20 },
      { PageIndex: 4, PageSize: 20 },
    ];
    const pageStatements: { text: string; name?: string }[] = [];
    try {
      // A new session's row is read by its first request (once rows can be kept) and reused by the rest.
      await waitUntil(() => t.context.callers.isRemembering(), 'session rows kept');
      token = (await login(t.app, 'demo')).AccessToken;
      const first: { text: string; name?: string }[] = [];
      await request.run(first, () => list({ PageIndex: 1, PageSize: 20 }));
      expect(first.map((statement) => statement.text).join('\n')).toContain('"sessions"');
      for (const filter of pages) {
        const issued: { text: string; name?: string }[] = [];
        const page = await request.run(issued, () => list(filter));
        expect(page.Items).toHaveLength(20);
        expect(page).toMatchObject(
          filter.Mode ? { TotalCount: rail, TotalCapped: false } : { TotalCount: LIST_TOTAL_CAP, TotalCapped: true },
        );
        const texts = issued.map((statement) => statement.text).join('\n');
        expect(issued.length, texts).toBe(1);
        expect(issued[0]?.text, texts).toContain('"shipments"');
        pageStatements.push(...issued);
      }
    } finally {
      client.query = query;
    }
    if (kind === 'postgres') {
      // One name per shape of the list, whatever the page: the rail pages share theirs, and so do
      // the pages whose total is remembered as capped.
      const names = pageStatements.map((statement) => statement.name);
      expect(names.every((name) => name?.startsWith('list_'))).toBe(true);
      expect(names[0]).toBe(names[1]);
      expect(names[3]).toBe(names[4]);
      expect(names[0]).not.toBe(names[3]);
    }
  });

  it("builds each shape of a list's statement once and binds every request's values into it", async () => {
    const scope = { all: false, companyIds: [companyId] } as const;
    const byEta = { SortBy: 'Eta', SortOrder: 'asc' } as const;
    const sort = listSort(byEta);
    let built = 0;
    const pageOf = (where: SQL | undefined, window: ListWindow) =>
      pageWithTotal(t.database.db, shipments, where, window, {
        list: 'test: numbers and cursors',
        sort,
        page: ({ listTotal, where: filter, window: bounds }) => {
          built += 1;
          const page = listWindow(t.database.db, shipments, filter, sort, bounds);
          return t.database.db
            .select({ dcgNo: shipments.dcgNo, id: shipments.id, cursor: page.cursor, listTotal })
            .from(page)
            .innerJoin(shipments, eq(shipments.id, page.id))
            .orderBy(...windowOrder(page, sort));
        },
      });
    const ofMode = (mode: string) =>
      expectedOrder(
        stored.filter((row) => row.mode === mode),
        byEta,
      );

    // One shape (a mode, a page by its number): built once, each request answered with its own rows.
    for (const Mode of ['sea', 'air', 'rail'] as const) {
      for (const PageIndex of [1, 3]) {
        const found = await pageOf(
          filterCondition(scope, { ...byEta, Mode }, t.clock()),
          pageWindow({ PageIndex, PageSize: 20 }),
        );
        expect(found.rows.map((row) => row.dcgNo)).toEqual(ofMode(Mode).slice((PageIndex - 1) * 20, PageIndex * 20));
        expect(found).toMatchObject({ TotalCount: ofMode(Mode).length, TotalCapped: false });
      }
    }
    expect(built).toBe(1);

    // A keyset walk: the first window, the windows after a date, the first among the nulls and
    // those after a null's id are four shapes, each built once.
    const walked: string[] = [];
    const railWhere = filterCondition(scope, { ...byEta, Mode: 'rail' }, t.clock());
    const windows = walkList(
      sort,
      async (window) => {
        const { rows } = await pageOf(railWhere, window);
        return {
          rows,
          cursors: rows.map((row): ListCursor => ({ key: row.cursor, tieBreaker: row.id }) as ListCursor),
        };
      },
      { max: 100_000 },
    );
    for await (const rows of windows) walked.push(...rows.map((row) => row.dcgNo));
    expect(walked).toEqual(ofMode('rail'));
    expect(walked.length).toBeGreaterThan(1_000);
    expect(built).toBe(5);

    // A filter whose values are written into its text (inlined) is no template: built for each request, still right.
    const inlined = sql`${shipments.mode} = ${'air'}`.inlineParams();
    for (const PageIndex of [2, 5]) {
      const found = await pageOf(
        sql`${filterCondition(scope, byEta, t.clock())} and ${inlined}`,
        pageWindow({ PageIndex, PageSize: 20 }),
      );
      expect(found.rows.map((row) => row.dcgNo)).toEqual(ofMode('air').slice((PageIndex - 1) * 20, PageIndex * 20));
    }
    expect(built).toBe(7);
  });

  it("maps a named list statement's rows exactly as drizzle maps the same select", async () => {
    const scope = { all: false, companyIds: [companyId] } as const;
    const filters: ShipmentFilter[] = [
      { SortBy: 'Eta', SortOrder: 'desc' },
      { Mode: 'sea', SortBy: 'Etd', SortOrder: 'asc' },
      { Status: ['0', '1'], SortBy: 'CreatedTime', SortOrder: 'desc' },
    ];
    for (const filter of filters) {
      const where = filterCondition(scope, filter, t.clock());
      for (const window of [pageWindow({ PageIndex: 1, PageSize: 20 }), pageWindow({ PageIndex: 40, PageSize: 7 })]) {
        const named = await shipmentPage(t.database.db, where, listSort(filter), t.clock(), window);
        // The same page through drizzle's own select and mapping (its cursor column aside).
        const drizzles = await shipmentWindowQuery(t.database.db, where, listSort(filter), t.clock(), window);
        expect(named.rows.length).toBeGreaterThan(0);
        expect(named.rows).toEqual(drizzles.map(({ cursor: _cursor, ...row }) => row));
        // Times are ISO text as the answer writes them (isoTime), numbers numbers, lists arrays.
        const [first] = named.rows;
        expect(first?.row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(typeof first?.delayDays).toBe('number');
        expect(Array.isArray(first?.containerNumbers)).toBe(true);
      }
    }
  });

  it.skipIf(kind !== 'postgres')(
    "runs a list's shape, and the dashboard, on one plan for all requests, not planned again for each (PostgreSQL)",
    async () => {
      // One connection of its own, so that its prepared statements can be read back.
      const client = await t.database.connectDedicated?.();
      if (!client) throw new Error('PostgreSQL gives a dedicated connection');
      try {
        const db = drizzle(client) as unknown as Db;
        const scope = { all: false, companyIds: [companyId] } as const;
        for (const PageIndex of [1, 2, 3, 4]) {
          for (const Mode of ['sea', 'air', 'rail'] as const) {
            const filter = { Mode, SortBy: 'Eta', SortOrder: 'desc' } as const;
            const { rows } = await shipmentPage(
              db,
              filterCondition(scope, filter, t.clock()),
              listSort(filter),
              t.clock(),
              pageWindow({ PageIndex, PageSize: 20 }),
            );
            expect(rows.map(({ row }) => row.dcgNo)).toEqual(
              expectedOrder(
                stored.filter((row) => row.mode === Mode),
                filter,
              ).slice((PageIndex - 1) * 20, PageIndex * 20),
            );
          }
        }
        const firstMonth = new Date(Date.UTC(t.clock().getUTCFullYear(), t.clock().getUTCMonth() - 11, 1));
        for (let load = 0; load < 8; load++) {
          const queries = dashboardQueries(db, scope, t.clock(), firstMonth);
          await Promise.all([queries.open, queries.arriving, queries.departures]);
        }
        const { rows: dashboardPlans } = await client.query<{ name: string; generic_plans: string }>(
          "select name, generic_plans from pg_prepared_statements where name like 'dashboard\\_%' order by name",
        );
        // So does the dashboard, once a company is compared as one value rather than as a list.
        expect(dashboardPlans).toEqual(
          ['arriving', 'departures', 'open'].map((name) => ({ name: `dashboard_one_${name}`, generic_plans: '3' })),
        );
        const { rows: plans } = await client.query<{ custom_plans: string; generic_plans: string }>(
          "select custom_plans, generic_plans from pg_prepared_statements where name like 'list\\_%'",
        );
        // PostgreSQL plans the first five executions for their values, then keeps one plan when
        // it is no dearer: all twelve pages are one shape.
        expect(plans).toHaveLength(1);
        expect(plans[0]).toEqual({ custom_plans: '5', generic_plans: '7' });
      } finally {
        await client.end();
      }
    },
  );

  it('lists every sort in the order the user expects, nulls last either way, and counts up to the cap', async () => {
    for (const SortBy of shipmentSortFields) {
      for (const SortOrder of ['asc', 'desc'] as const) {
        const expected = expectedOrder(stored, { SortBy, SortOrder });
        const first = await list({ SortBy, SortOrder, PageIndex: 1, PageSize: 50 });
        const seventh = await list({ SortBy, SortOrder, PageIndex: 7, PageSize: 50 });
        expect(first.Items.map((item) => item.DcgNo)).toEqual(expected.slice(0, 50));
        expect(seventh.Items.map((item) => item.DcgNo)).toEqual(expected.slice(300, 350));
        expect(first).toMatchObject({ TotalCount: LIST_TOTAL_CAP, TotalCapped: true });
      }
    }
    const lastEtas = await list({
      SortBy: 'Eta',
      SortOrder: 'asc',
      PageIndex: Math.ceil(LIST_TOTAL_CAP / 200),
      PageSize: 200,
    });
    expect(lastEtas.Items.map((item) => item.DcgNo)).toEqual(
      expectedOrder(stored, { SortBy: 'Eta', SortOrder: 'asc' }).slice(LIST_TOTAL_CAP - 200, LIST_TOTAL_CAP),
    );
    const rail = await list({ Mode: 'rail', PageIndex: 1, PageSize: 20 });
    expect(rail).toMatchObject({
      TotalCount: stored.filter((row) => row.mode === 'rail').length,
      TotalCapped: false,
    });
    // A total under the cap is counted afresh on every page: a new shipment counts at once. (A
    // capped one is remembered for a minute, so it can only ever say "10,000+".)
    await t.database.db.execute(sql`
      insert into shipments (company_id, external_id, dcg_no, mode, status, origin_code, destination_code, created_at, updated_at)
      values (${companyId}, 'LARGE-NEW-RAIL', 'LARGENEWRAIL', 'rail', '0', 'CNXIY', 'DEDUI', ${t.clock()}, ${t.clock()})`);
    try {
      expect(await list({ Mode: 'rail', PageIndex: 2, PageSize: 20 })).toMatchObject({
        TotalCount: rail.TotalCount + 1,
        TotalCapped: false,
      });
      expect(await list({ PageIndex: 2, PageSize: 20 })).toMatchObject({
        TotalCount: LIST_TOTAL_CAP,
        TotalCapped: true,
      });
    } finally {
      await t.database.db.execute(sql`delete from shipments where external_id = 'LARGE-NEW-RAIL'`);
    }
  });

  it('walks a whole list by keyset for the export: every row once, in list order, nulls last', async () => {
    const scope = { all: false, companyIds: [companyId] } as const;
    const walk = async (filter: ShipmentFilter, max: number) => {
      const jobs: string[] = [];
      for await (const page of shipmentsForExport(t.context, scope, filter, max)) {
        jobs.push(...page.map((shipment) => shipment.row.dcgNo));
      }
      return jobs;
    };
    for (const filter of [
      { SortBy: 'Eta', SortOrder: 'desc' },
      { SortBy: 'Etd', SortOrder: 'asc', Mode: 'sea' },
      { SortBy: 'CreatedTime', SortOrder: 'desc', Mode: 'air' },
    ] as const) {
      const rows = filter.SortBy === 'Eta' ? stored : stored.filter((row) => row.mode === filter.Mode);
      const expected = expectedOrder(rows, filter);
      expect(await walk(filter, 100_000), JSON.stringify(filter)).toEqual(expected);
    }
    // A cut-off walk stops at its maximum, among the non-null keys.
    expect(await walk({ SortBy: 'Eta', SortOrder: 'asc' }, 4321)).toEqual(
      expectedOrder(stored, { SortBy: 'Eta', SortOrder: 'asc' }).slice(0, 4321),
    );
  });
});
