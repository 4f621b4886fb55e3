import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ORDER_QUEUE_STATUSES, type OrderListRequest } from '@portside/contracts';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { listOrders } from '../../apps/server/src/modules/orders/service.js';
import { startServer } from '../../e2e/support/server.js';
import { type BenchRequest, inProcessCeiling, measureScenarios, memoryOf, printFigures } from './measure.js';

/**
 * The order desk at scale (issue 10), on PostgreSQL (BENCH_DATABASE_URL):
 * - the order list at 1,000,000 orders across 1,000 companies (one carton each), bulk-loaded through
 *   jsonb_to_recordset, measured with autocannon against the built server as a random company's
 *   user, and the same query's in-process ceiling (the service function called straight, without
 *   HTTP, 10 at a time) in the same run; BENCH_SKIP_LIST=1 leaves it out;
 * - a 10,000-carton import (InsertExcel through HTTP): its time and the server's peak RSS.
 * A database that already holds the orders is reused (BENCH_RELOAD=1 loads them again).
 */
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1000);
const PER_COMPANY = Number(process.env.BENCH_ORDERS_PER_COMPANY ?? 1000);
const IMPORT_CARTONS = Number(process.env.BENCH_IMPORT_CARTONS ?? 10_000);
const SIGNED_IN = Math.min(COMPANIES, 200);
const BATCH = 10_000;
const DAY = 24 * 60 * 60 * 1000;
const STATUSES = ['Draft', 'Submitted', 'PendingUpdate', 'Accepted', 'CargoReceived', 'Cancelled'] as const;
const KINDS = ['ocean', 'air', 'full', 'end', 'airEnd'] as const;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const orderNo = (company: number, n: number) => `OR${pad(company, 4)}${pad(n, 6)}`;

async function insertJson(client: pg.Client, statement: string, rows: unknown[]): Promise<void> {
  if (rows.length > 0) await client.query(statement, [JSON.stringify(rows)]);
}

const benchCompanies = "(select id from companies where external_code like 'BENCHORD-%')";

async function loadedOrders(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from orders where company_id in ${benchCompanies}`,
  );
  return rows[0]?.n ?? 0;
}

/** The bench's companies with one client admin each; answers their ids in order. */
async function ensureCompanies(client: pg.Client, reload: boolean): Promise<string[]> {
  if (reload) {
    for (const table of ['order_carton_items', 'order_cartons', 'order_transitions', 'orders']) {
      await client.query(`delete from ${table} where company_id in ${benchCompanies}`);
    }
    await client.query(
      "delete from sessions where user_id in (select id from users where account_name like 'benchord.%')",
    );
    await client.query(`delete from users where company_id in ${benchCompanies}`);
    await client.query("delete from companies where external_code like 'BENCHORD-%'");
  }
  const { rows: existing } = await client.query<{ id: string; code: string }>(
    "select id, external_code as code from companies where external_code like 'BENCHORD-%'",
  );
  if (existing.length < COMPANIES) {
    const companies = Array.from({ length: COMPANIES }, (_, c) => ({
      id: randomUUID(),
      name_en: `Bench Order Company ${c}`,
      external_code: `BENCHORD-${c}`,
    }));
    await insertJson(
      client,
      `insert into companies (id, name_en, kind, external_code)
       select id, name_en, 'direct', external_code from jsonb_to_recordset($1::jsonb) as r(id uuid, name_en text, external_code text)`,
      companies,
    );
    await insertJson(
      client,
      `insert into users (company_id, account_name, password_hash, role)
       select company_id, account_name, 'not-a-login', 'client_admin'
       from jsonb_to_recordset($1::jsonb) as r(company_id uuid, account_name text)`,
      companies.map((company, c) => ({ company_id: company.id, account_name: `benchord.${c}` })),
    );
    // The company's menus: the order pages among them.
    await client.query(
      `insert into company_menus (company_id, menu_code)
       select c.id, m.code from companies c
       cross join (values ('CargoStatus'), ('CargoStatus:NewOrders'), ('CargoStatus:OrderDetail'),
         ('CargoStatus:OrderEdit'), ('CargoStatus:Export')) as m(code)
       where c.external_code like 'BENCHORD-%' on conflict do nothing`,
    );
    return companies.map((company) => company.id);
  }
  const byCode = new Map(existing.map((row) => [row.code, row.id]));
  return Array.from({ length: COMPANIES }, (_, c) => byCode.get(`BENCHORD-${c}`) ?? '');
}

/** PER_COMPANY orders per company in every status and kind, one carton with one SKU line each. */
async function loadOrders(client: pg.Client, companyIds: readonly string[]): Promise<void> {
  const now = Date.now();
  let orders: Record<string, unknown>[] = [];
  let cartons: Record<string, unknown>[] = [];
  const flush = async () => {
    await insertJson(
      client,
      `insert into orders (id, company_id, order_no, order_kind, status, fba_shipment_id, destination_warehouse_code,
         created_at, updated_at)
       select id, company_id, order_no, order_kind, status, fba_shipment_id, 'ONT8', created_at, created_at
       from jsonb_to_recordset($1::jsonb) as r(id uuid, company_id uuid, order_no text, order_kind text, status text,
         fba_shipment_id text, created_at timestamptz)`,
      orders,
    );
    await insertJson(
      client,
      `insert into order_cartons (company_id, order_id, carton_no, length_cm, width_cm, height_cm, weight_kg, sort)
       select company_id, order_id, '1', 60, 40, 40, weight_kg, 0
       from jsonb_to_recordset($1::jsonb) as r(company_id uuid, order_id uuid, weight_kg numeric)`,
      cartons,
    );
    orders = [];
    cartons = [];
  };
  const started = performance.now();
  for (const [c, companyId] of companyIds.entries()) {
    for (let n = 0; n < PER_COMPANY; n++) {
      const id = randomUUID();
      orders.push({
        id,
        company_id: companyId,
        order_no: orderNo(c, n),
        order_kind: KINDS[n % KINDS.length],
        status: STATUSES[(n * 7) % STATUSES.length],
        fba_shipment_id: `FBA${pad(c, 4)}${pad(n, 6)}`,
        created_at: new Date(now - ((n * 7919) % 365) * DAY - n * 1000),
      });
      cartons.push({ company_id: companyId, order_id: id, weight_kg: 10 + (n % 13) });
      if (orders.length >= BATCH) await flush();
    }
    if ((c + 1) % 100 === 0) {
      console.log(`  ${(c + 1) * PER_COMPANY} orders loaded, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }
  await flush();
  // Vacuumed as well as analyzed: index-only scans need the visibility map that autovacuum keeps
  // in a live database, which a bulk load has not had time to build.
  await client.query('vacuum analyze orders, order_cartons');
  console.log(
    `Loaded ${companyIds.length * PER_COMPANY} orders in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** A session per signed-in company's user, written straight to the database as a login would. */
async function openSessions(client: pg.Client, companyIds: readonly string[]) {
  const sessions = Array.from({ length: SIGNED_IN }, (_, i) => {
    const company = Math.floor((i * COMPANIES) / SIGNED_IN);
    return { company, companyId: companyIds[company] ?? '', token: randomBytes(32).toString('base64url') };
  });
  const now = new Date();
  await insertJson(
    client,
    `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
     select r.token_hash, u.id, r.now, r.now, r.now + interval '2 hours'
     from jsonb_to_recordset($1::jsonb) as r(token_hash text, account text, now timestamptz)
     join users u on u.account_name = r.account`,
    sessions.map((s) => ({
      token_hash: createHash('sha256').update(s.token).digest('hex'),
      account: `benchord.${s.company}`,
      now,
    })),
  );
  return sessions;
}

/** The import template filled with one order of IMPORT_CARTONS cartons (two SKU lines in every tenth). */
async function importWorkbook(baseUrl: string, token: string): Promise<{ file: Buffer; rows: number }> {
  const template = await fetch(`${baseUrl}/client/api/Order/DownloadOrderImportTemplate`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await template.arrayBuffer());
  const sheet = workbook.getWorksheet('Orders');
  if (!sheet) throw new Error('the template has no Orders sheet');
  // Written from row 2 on: the template's example rows are overwritten.
  let rows = 0;
  const put = (values: (string | number)[]) => {
    sheet.getRow(rows + 2).values = values;
    rows += 1;
  };
  for (let carton = 1; carton <= IMPORT_CARTONS; carton++) {
    put([
      'BENCH-IMPORT',
      'ocean',
      'ONT8',
      'FBA17BENCH01',
      String(carton),
      60,
      40,
      40,
      12.5,
      'BW-LAMP-WHT',
      'X001BWLMP1',
      24,
    ]);
    if (carton % 10 === 0) {
      put(['BENCH-IMPORT', 'ocean', 'ONT8', 'FBA17BENCH01', String(carton), '', '', '', '', 'BW-MUG-01', '', 6]);
    }
  }
  return { file: Buffer.from(await workbook.xlsx.writeBuffer()), rows };
}

async function benchImport(baseUrl: string, pid: number | undefined, token: string): Promise<void> {
  const { file, rows } = await importWorkbook(baseUrl, token);
  const before = memoryOf(pid);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'bench-import.xlsx');
  const started = performance.now();
  const response = await fetch(`${baseUrl}/client/api/Order/InsertExcel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await response.json()) as {
    ErrorCode: number;
    Msg: string;
    Body: { Orders?: { CartonCount: number }[] };
  };
  const seconds = (performance.now() - started) / 1000;
  const after = memoryOf(pid);
  if (answer.ErrorCode !== 0) throw new Error(`import refused: ${answer.Msg}`);
  console.log(
    `\n## InsertExcel: ${IMPORT_CARTONS} cartons (${rows} rows, ${(file.length / 1024).toFixed(0)} KiB .xlsx)\n`,
  );
  console.log('| figure | value |');
  console.log('|---|---:|');
  console.log(`| cartons imported | ${answer.Body.Orders?.reduce((sum, order) => sum + order.CartonCount, 0)} |`);
  console.log(`| time (upload, parse, one transaction) | ${seconds.toFixed(1)} s |`);
  console.log(`| server RSS before | ${before.rssMiB} MiB |`);
  console.log(`| server peak RSS (VmHWM) after | ${after.peakMiB} MiB |`);
  console.log(`| server RSS after | ${after.rssMiB} MiB |`);
}

async function main(): Promise<void> {
  if (!DATABASE_URL) {
    console.log('Set BENCH_DATABASE_URL to a PostgreSQL database the benchmark may fill.');
    process.exit(1);
  }
  console.log(`Portside order desk benchmark, Node ${process.version}, ${new Date().toISOString()}`);
  const server = await startServer({ DATABASE_URL, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_POOL_MAX: '10' });
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL, poolMax: 10, connectTimeoutMs: 3000 });
  try {
    const companyIds = await ensureCompanies(client, process.env.BENCH_RELOAD === '1');
    const sessions = await openSessions(client, companyIds);
    const importer = sessions[0];
    if (!importer) throw new Error('no session');
    await benchImport(server.baseUrl, server.child.pid, importer.token);
    if (process.env.BENCH_SKIP_LIST === '1') return;

    const expected = COMPANIES * PER_COMPANY;
    if ((await loadedOrders(client)) >= expected) console.log('\nReusing the orders already loaded.');
    else {
      console.log(`\nLoading ${expected} orders across ${COMPANIES} companies...`);
      await loadOrders(client, companyIds);
    }
    const random = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
    const queue = (): OrderListRequest => ({ PageIndex: 1, PageSize: 20, Status: [...ORDER_QUEUE_STATUSES] });
    const oneStatus = (): OrderListRequest => ({ PageIndex: 1, PageSize: 20, Status: ['Submitted'] });
    const scenarios: (readonly [string, () => BenchRequest])[] = [
      ['GET /livez (ceiling)', () => ({ path: '/livez' })],
      [
        'order work queue: 4 statuses, newest first, 20 rows',
        () => ({ path: '/client/api/Order/GetPageList', token: random(sessions).token, body: queue() }),
      ],
      [
        'order list: one status, 20 rows',
        () => ({ path: '/client/api/Order/GetPageList', token: random(sessions).token, body: oneStatus() }),
      ],
      [
        'order list: number prefix search',
        () => {
          const session = random(sessions);
          const n = Math.floor(Math.random() * PER_COMPANY);
          return {
            path: '/client/api/Order/GetPageList',
            token: session.token,
            body: { PageIndex: 1, PageSize: 20, Keyword: orderNo(session.company, n).slice(0, 10) },
          };
        },
      ],
    ];
    const rows = await measureScenarios(server.baseUrl, scenarios);
    rows.push(
      await inProcessCeiling('in process: order work queue (listOrders, no HTTP)', () =>
        listOrders(database.db, random(sessions).companyId, queue()),
      ),
      await inProcessCeiling('in process: one status (listOrders, no HTTP)', () =>
        listOrders(database.db, random(sessions).companyId, oneStatus()),
      ),
    );
    printFigures(`PostgreSQL, ${await loadedOrders(client)} orders, ${SIGNED_IN} signed-in companies`, rows);
  } finally {
    await database.close();
    await client.end();
    await server.stop();
  }
}

await main();
