import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import {
  iso6346CheckDigit,
  PORTAL_PAGES,
  SHIPMENT_EXPORT_MAX_ROWS,
  SHIPMENT_EXPORT_PERMISSION,
  XLSX_CONTENT_TYPE,
} from '@portside/contracts';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { startServer } from '../../e2e/support/server.js';
import {
  type BenchRequest,
  CONNECTIONS,
  DURATION_S,
  measureScenarios,
  memoryOf,
  POOL_MAX,
  printFigures,
  resetPeakMemory,
  WARMUP_S,
} from './measure.js';
import { measureSqlCeilings, printSqlCeilings } from './sql-ceiling.js';

/**
 * The shipment list, the dashboard and the track search at scale: 1,000,000 shipments across
 * 1,000 companies in PostgreSQL (BENCH_DATABASE_URL), bulk-loaded through jsonb_to_recordset, then
 * measured with autocannon on 127.0.0.1 against the built server, each request as a random
 * company's user. In the same run:
 * - each scenario's own SQL without HTTP (sql-ceiling.ts): its requests' statements, captured from
 *   the driver under the server's app in process, replayed on a pool of the server's size at the
 *   same concurrency, and the ratio of the HTTP req/s to it;
 * - the server's JavaScript thread during each scenario: how busy it was and its CPU milliseconds
 *   a request (Linux /proc), which tell a server that is the bottleneck from one that waits; and
 *   where each request's CPU went, over HTTP and as its SQL alone (machine, server, PostgreSQL,
 *   load generator or replay);
 * - one more company with 100,000 shipments (BENCH_BIG_COMPANY_SHIPMENTS): the first page of its
 *   list beside a 1,000-shipment company's (target: within 1.5×), and its whole ExportExcel, on the
 *   server before any other request and again after the load: the time to the last byte, the
 *   server's peak RSS meanwhile, and the rows of the file read back with exceljs.
 * A database that already holds the data is reused (BENCH_RELOAD=1 loads it again).
 */
export const DATABASE_URL = process.env.BENCH_DATABASE_URL;
export const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1000);
export const PER_COMPANY = Number(process.env.BENCH_SHIPMENTS_PER_COMPANY ?? 1000);
/** Companies whose users sign in during the run (one session each, written straight to the database). */
export const SIGNED_IN = Math.min(COMPANIES, 200);
const BIG_COMPANY_SHIPMENTS = Number(process.env.BENCH_BIG_COMPANY_SHIPMENTS ?? 100_000);
/** Outside the BENCH-% companies, so the finance bench and loaded() leave it alone; numbered apart from them. */
const BIG_COMPANY = { code: 'BENCHBIG', account: 'benchbig', number: 9999 } as const;
const BATCH = 10_000;
const DAY = 24 * 60 * 60 * 1000;

const LANES = [
  { mode: 'sea', origin: 'CNSHA', destination: 'USLAX' },
  { mode: 'sea', origin: 'CNSHA', destination: 'DEHAM' },
  { mode: 'sea', origin: 'CNYTN', destination: 'NLRTM' },
  { mode: 'air', origin: 'PVG', destination: 'FRA' },
  { mode: 'air', origin: 'PVG', destination: 'LAX' },
  { mode: 'rail', origin: 'CNSIA', destination: 'DEDUI' },
] as const;

/** The same numbers on every run, so a reused database still matches the requests. */
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dcgNo = (company: number, n: number) => `DCG${pad(company, 4)}${pad(n, 4)}`;
function containerNo(company: number, n: number): string {
  const firstTen = `BNCU${pad((company * PER_COMPANY + n) % 1_000_000, 6)}`;
  return `${firstTen}${iso6346CheckDigit(firstTen)}`;
}

export async function loaded(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    "select count(*)::int as n from companies where external_code like 'BENCH-%'",
  );
  return (rows[0]?.n ?? 0) >= COMPANIES && process.env.BENCH_RELOAD !== '1';
}

export async function insertJson(client: pg.Client, statement: string, rows: unknown[]): Promise<void> {
  if (rows.length > 0) await client.query(statement, [JSON.stringify(rows)]);
}

/**
 * Vacuums as well as analyzes the loaded tables: index-only scans need the visibility map that
 * autovacuum keeps in a live database, which a bulk load has not had time to build.
 */
async function settle(client: pg.Client): Promise<void> {
  await client.query('vacuum analyze shipments, shipment_references, shipment_containers');
}

/** Companies, one client user each, and 1,000 shipments per company with references and a container. */
export async function load(client: pg.Client): Promise<void> {
  await client.query(
    "delete from shipment_references where company_id in (select id from companies where external_code like 'BENCH-%')",
  );
  for (const table of ['shipment_containers', 'shipments', 'sessions', 'users', 'companies']) {
    const column = table === 'companies' ? 'id' : table === 'sessions' ? 'user_id' : 'company_id';
    const scope =
      table === 'sessions'
        ? "(select id from users where account_name like 'bench.%')"
        : "(select id from companies where external_code like 'BENCH-%')";
    await client.query(`delete from ${table} where ${column} in ${scope}`);
  }
  const companies = Array.from({ length: COMPANIES }, (_, c) => ({
    id: randomUUID(),
    name_en: `Bench Company ${c}`,
    external_code: `BENCH-${c}`,
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
    companies.map((company, c) => ({ company_id: company.id, account_name: `bench.${c}` })),
  );
  const started = performance.now();
  await loadShipments(
    client,
    companies.map((company, c) => ({ id: company.id, number: c })),
    PER_COMPANY,
  );
  await settle(client);
  console.log(`Loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** `perCompany` shipments of each company (its number in the references), with their references and a container. */
async function loadShipments(
  client: pg.Client,
  companies: readonly { id: string; number: number }[],
  perCompany: number,
): Promise<void> {
  const now = Date.now();
  let shipments: Record<string, unknown>[] = [];
  let references: Record<string, unknown>[] = [];
  let containers: Record<string, unknown>[] = [];
  const flush = async () => {
    await insertJson(
      client,
      `insert into shipments (id, company_id, external_id, dcg_no, mode, status, house_bill, booking_no, air_waybill,
         customer_reference, origin_code, destination_code, etd, atd, eta, ata, original_eta, container_numbers,
         created_at, updated_at)
       select id, company_id, external_id, dcg_no, mode, status, house_bill, booking_no, air_waybill, customer_reference,
         origin_code, destination_code, etd, atd, eta, ata, original_eta, container_numbers, created_at, created_at
       from jsonb_to_recordset($1::jsonb) as r(id uuid, company_id uuid, external_id text, dcg_no text, mode text,
         status text, house_bill text, booking_no text, air_waybill text, customer_reference text, origin_code text,
         destination_code text, etd timestamptz, atd timestamptz, eta timestamptz, ata timestamptz,
         original_eta timestamptz, container_numbers text[], created_at timestamptz)`,
      shipments,
    );
    await insertJson(
      client,
      `insert into shipment_references (company_id, shipment_id, kind, value)
       select company_id, shipment_id, kind, value
       from jsonb_to_recordset($1::jsonb) as r(company_id uuid, shipment_id uuid, kind text, value text)`,
      references,
    );
    await insertJson(
      client,
      `insert into shipment_containers (company_id, shipment_id, container_no, size_type, sort)
       select company_id, shipment_id, container_no, '45G1', 0
       from jsonb_to_recordset($1::jsonb) as r(company_id uuid, shipment_id uuid, container_no text)`,
      containers,
    );
    shipments = [];
    references = [];
    containers = [];
  };
  const started = performance.now();
  for (const [index, { id: companyId, number: c }] of companies.entries()) {
    for (let n = 0; n < perCompany; n++) {
      const id = randomUUID();
      const lane = LANES[(c + n) % LANES.length] ?? LANES[0];
      const created = now - ((n * 7919) % 365) * DAY;
      const etd = created + 7 * DAY;
      const originalEta = etd + (lane.mode === 'air' ? 1 : 30) * DAY;
      const eta = originalEta + (n % 5 === 0 ? 3 * DAY : 0);
      const arrived = eta < now;
      const job = dcgNo(c, n);
      const houseBill = `PSHB${pad(c, 4)}${pad(n, 5)}`;
      const serial = (c * PER_COMPANY + n) % 10_000_000;
      const awb = lane.mode === 'air' ? `020${pad(serial, 7)}${serial % 7}` : null;
      shipments.push({
        id,
        company_id: companyId,
        external_id: `E${n}`,
        dcg_no: job,
        mode: lane.mode,
        status: arrived ? '5' : etd < now ? '2' : '0',
        house_bill: houseBill,
        booking_no: `BK${pad(c, 4)}${pad(n, 5)}`,
        air_waybill: awb,
        customer_reference: `PO-${pad(n, 6)}`,
        origin_code: lane.origin,
        destination_code: lane.destination,
        etd: new Date(etd),
        atd: etd < now ? new Date(etd) : null,
        eta: new Date(eta),
        ata: arrived ? new Date(eta) : null,
        original_eta: new Date(originalEta),
        // The shipment's containers' numbers, as the server's write path keeps them beside the containers.
        container_numbers: awb ? [] : [containerNo(c, n)],
        created_at: new Date(created),
      });
      const refs: [string, string][] = [
        ['DcgNo', job],
        ['HouseBill', houseBill],
        ['Booking', `BK${pad(c, 4)}${pad(n, 5)}`],
        ['CustomerReference', `PO${pad(n, 6)}`],
      ];
      if (awb) refs.push(['AirWaybill', awb]);
      else {
        refs.push(['Container', containerNo(c, n)]);
        containers.push({ company_id: companyId, shipment_id: id, container_no: containerNo(c, n) });
      }
      for (const [kind, value] of refs) references.push({ company_id: companyId, shipment_id: id, kind, value });
      if (shipments.length >= BATCH) await flush();
    }
    if ((index + 1) % 100 === 0) {
      console.log(
        `  ${(index + 1) * perCompany} shipments loaded, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  }
  await flush();
}

const bigCompanyId = `(select id from companies where external_code = '${BIG_COMPANY.code}')`;

async function bigCompanyLoaded(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from shipments where company_id = ${bigCompanyId}`,
  );
  return rows[0]?.n === BIG_COMPANY_SHIPMENTS && process.env.BENCH_RELOAD !== '1';
}

/** The big company, its client user and its BIG_COMPANY_SHIPMENTS shipments (those of an earlier size replaced). */
async function loadBigCompany(client: pg.Client): Promise<void> {
  for (const table of ['shipment_references', 'shipment_containers', 'shipments']) {
    await client.query(`delete from ${table} where company_id = ${bigCompanyId}`);
  }
  await client.query(
    `insert into companies (name_en, kind, external_code) values ('Bench Big Company', 'direct', $1)
     on conflict do nothing`,
    [BIG_COMPANY.code],
  );
  await client.query(
    `insert into users (company_id, account_name, password_hash, role)
     values (${bigCompanyId}, $1, 'not-a-login', 'client_admin') on conflict do nothing`,
    [BIG_COMPANY.account],
  );
  const [company] = (await client.query<{ id: string }>(`select ${bigCompanyId} as id`)).rows;
  if (!company) throw new Error('the big company was not created');
  const started = performance.now();
  await loadShipments(client, [{ id: company.id, number: BIG_COMPANY.number }], BIG_COMPANY_SHIPMENTS);
  await settle(client);
  console.log(`Loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The routes check the company's menu grants (spec §6): every bench company gets the pages measured. */
async function grantMeasuredPages(client: pg.Client): Promise<void> {
  await client.query(
    `insert into company_menus (company_id, menu_code)
     select c.id, m.code from companies c cross join unnest($1::text[]) as m(code)
     where c.external_code like 'BENCH-%' or c.external_code = $2 on conflict do nothing`,
    [
      [
        PORTAL_PAGES.allShipment.menuCode,
        PORTAL_PAGES.trackData.menuCode,
        PORTAL_PAGES.dashboard.menuCode,
        SHIPMENT_EXPORT_PERMISSION,
      ],
      BIG_COMPANY.code,
    ],
  );
}

/** A session for each user's account, written straight to the database as a login would; answers each with its token. */
async function insertSessions<User extends { account: string }>(
  client: pg.Client,
  users: readonly User[],
): Promise<(User & { token: string })[]> {
  const sessions = users.map((user) => ({ ...user, token: randomBytes(32).toString('base64url') }));
  const now = new Date();
  await insertJson(
    client,
    `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
     select r.token_hash, u.id, r.now, r.now, r.now + interval '2 hours'
     from jsonb_to_recordset($1::jsonb) as r(token_hash text, account text, now timestamptz)
     join users u on u.account_name = r.account`,
    sessions.map(({ account, token }) => ({
      token_hash: createHash('sha256').update(token).digest('hex'),
      account,
      now,
    })),
  );
  return sessions;
}

/** A session per signed-in company's user. */
export async function openSessions(client: pg.Client): Promise<{ company: number; token: string }[]> {
  return insertSessions(
    client,
    Array.from({ length: SIGNED_IN }, (_, i) => {
      const company = Math.floor((i * COMPANIES) / SIGNED_IN);
      return { company, account: `bench.${company}` };
    }),
  );
}

/**
 * The signed-in users last seen at random times within the past minute, as a live portal's are.
 * A request writes its session's last-seen time once a minute (a write that waits for its commit);
 * users all signed in at once by the bench would otherwise all be written in one scenario a minute
 * later, some 200 writes in a few seconds where a portal in use spreads them over the minute.
 */
async function spreadLastSeen(client: pg.Client): Promise<void> {
  await client.query(
    "update sessions set last_seen_at = now() - random() * interval '55 seconds' where revoked_at is null and expires_at > now()",
  );
}

const random = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
const MODES = ['sea', 'air', 'rail'] as const;

/** The list's first page as the mode pages ask for it: one mode, by ETA, 20 rows. */
const firstPage = (token: string): BenchRequest => ({
  path: '/client/api/Shipment/GetPageList',
  token,
  body: { PageIndex: 1, PageSize: 20, Mode: random(MODES), SortBy: 'Eta', SortOrder: 'desc' },
});

/** The first page for the big company's user beside a normal company's user, and how much slower it is. */
async function measureFirstPages(baseUrl: string, bigToken: string, normalToken: string): Promise<void> {
  const [big, normal] = await measureScenarios(baseUrl, [
    [`${BIG_COMPANY_SHIPMENTS}-shipment company`, () => firstPage(bigToken)],
    [`${PER_COMPANY}-shipment company`, () => firstPage(normalToken)],
  ]);
  if (!big || !normal) throw new Error('a first page was not measured');
  const times = (slower: number, faster: number) => (faster > 0 ? `${(slower / faster).toFixed(2)}×` : '—');
  console.log(
    `\n## First page of the shipment list (a mode, by ETA, 20 rows), one user per company: ${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s warm-up\n`,
  );
  console.log('| company | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of [big, normal]) {
    console.log(`| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`);
  }
  console.log(
    `| big company slower by (target: within 1.5×) | ${times(normal.requestsPerSecond, big.requestsPerSecond)} | ${times(big.p50, normal.p50)} | ${times(big.p99, normal.p99)} | |`,
  );
}

interface ExportFigures {
  rows: number;
  mebibytes: number;
  firstByte: number;
  seconds: number;
  rssBefore: number;
  peak: number;
  rssAfter: number;
}

/** The big company's whole ExportExcel (no filter): its time, the server's peak RSS meanwhile, and the file read back. */
async function measureExport(baseUrl: string, pid: number | undefined, token: string): Promise<ExportFigures> {
  resetPeakMemory(pid);
  const before = memoryOf(pid);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/client/api/Shipment/ExportExcel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: '{}',
  });
  const firstByte = (performance.now() - started) / 1000;
  const file = await response.arrayBuffer();
  const seconds = (performance.now() - started) / 1000;
  const after = memoryOf(pid);
  if (response.status !== 200 || response.headers.get('content-type') !== XLSX_CONTENT_TYPE) {
    throw new Error(`export refused: ${response.status} ${Buffer.from(file).toString('utf8', 0, 300)}`);
  }
  // Read back whole: a stream broken off half way still answers 200, so only the rows tell.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file);
  return {
    rows: (workbook.getWorksheet('Shipments')?.actualRowCount ?? 1) - 1,
    mebibytes: file.byteLength / 1024 / 1024,
    firstByte,
    seconds,
    rssBefore: before.rssMiB,
    peak: after.peakMiB,
    rssAfter: after.rssMiB,
  };
}

/**
 * The export twice: on the server before it answered anything else, which is the export's own
 * memory, and after the load scenarios, when the RSS also holds whatever garbage V8 has not yet
 * collected from them (it collects the old generation when it must, not when a load ends).
 */
function printExports(fresh: ExportFigures, afterLoad: ExportFigures): void {
  const expected = Math.min(BIG_COMPANY_SHIPMENTS, SHIPMENT_EXPORT_MAX_ROWS);
  console.log(
    `\n## ExportExcel of the ${BIG_COMPANY_SHIPMENTS}-shipment company, no filter (at most ${SHIPMENT_EXPORT_MAX_ROWS} rows)\n`,
  );
  console.log('| figure | on the server before any other request | after the load scenarios |');
  console.log('|---|---:|---:|');
  const row = (figure: string, value: (figures: ExportFigures) => string) =>
    console.log(`| ${figure} | ${value(fresh)} | ${value(afterLoad)} |`);
  row('rows in the file (read back with exceljs)', (figures) => `${figures.rows} of ${expected}`);
  row('file size', (figures) => `${figures.mebibytes.toFixed(1)} MiB`);
  row('time to the first byte', (figures) => `${figures.firstByte.toFixed(2)} s`);
  row('time to the last byte', (figures) => `${figures.seconds.toFixed(1)} s`);
  row('server RSS before', (figures) => `${figures.rssBefore} MiB`);
  row('server peak RSS during the export (VmHWM, reset before)', (figures) => `${figures.peak} MiB`);
  row('server RSS after', (figures) => `${figures.rssAfter} MiB`);
}

async function main(): Promise<void> {
  if (!DATABASE_URL) {
    console.log('Set BENCH_DATABASE_URL to a PostgreSQL database the benchmark may fill (about 1.5 GB).');
    process.exit(1);
  }
  console.log(`Portside shipment benchmark, Node ${process.version}, ${new Date().toISOString()}`);
  // The server migrates the database on start.
  const server = await startServer({
    DATABASE_URL,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_POOL_MAX: String(POOL_MAX),
  });
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    if (await loaded(client)) console.log('Reusing the shipments already loaded.');
    else {
      console.log(`Loading ${COMPANIES * PER_COMPANY} shipments across ${COMPANIES} companies...`);
      await load(client);
    }
    if (await bigCompanyLoaded(client)) console.log('Reusing the big company already loaded.');
    else {
      console.log(`Loading the big company's ${BIG_COMPANY_SHIPMENTS} shipments...`);
      await loadBigCompany(client);
    }
    await grantMeasuredPages(client);
    const [bigUser] = await insertSessions(client, [{ account: BIG_COMPANY.account }]);
    if (!bigUser) throw new Error('no session');
    const freshExport = await measureExport(server.baseUrl, server.child.pid, bigUser.token);
    const sessions = await openSessions(client);
    const [normalUser] = sessions;
    if (!normalUser) throw new Error('no session');
    const scenarios: (readonly [string, () => BenchRequest])[] = [
      ['shipment list: a mode, by ETA, 20 rows', () => firstPage(random(sessions).token)],
      [
        'shipment list: search box (reference prefix)',
        () => {
          const session = random(sessions);
          const n = Math.floor(Math.random() * PER_COMPANY);
          return {
            path: '/client/api/Shipment/GetPageList',
            token: session.token,
            body: { PageIndex: 1, PageSize: 20, Keyword: `PSHB${pad(session.company, 4)}${pad(n, 5).slice(0, 4)}` },
          };
        },
      ],
      [
        'dashboard figures (GetDashboard)',
        () => ({ path: '/client/api/Shipment/GetDashboard', token: random(sessions).token, body: {} }),
      ],
      [
        'track search: container number',
        () => {
          const session = random(sessions);
          let n = Math.floor(Math.random() * PER_COMPANY);
          while (LANES[(session.company + n) % LANES.length]?.mode === 'air') n = (n + 1) % PER_COMPANY;
          return {
            path: '/client/api/Shipment/Track',
            token: session.token,
            body: { TrackNo: containerNo(session.company, n) },
          };
        },
      ],
    ];
    // First, while the sessions are fresh: a request finding its session a minute old also writes
    // last_seen_at, once a minute under load, but in every replay of a captured one.
    const sqlCeilings = await measureSqlCeilings(DATABASE_URL, scenarios);
    await spreadLastSeen(client);
    const http = await measureScenarios(
      server.baseUrl,
      [['GET /livez (ceiling)', () => ({ path: '/livez' })], ...scenarios],
      server.child.pid,
    );
    const [{ n: total } = { n: 0 }] = (await client.query<{ n: number }>('select count(*)::int as n from shipments'))
      .rows;
    printFigures(`PostgreSQL, ${total} shipments, ${SIGNED_IN} signed-in companies`, http);
    printSqlCeilings('SQL only', http, sqlCeilings);
    await measureFirstPages(server.baseUrl, bigUser.token, normalUser.token);
    printExports(freshExport, await measureExport(server.baseUrl, server.child.pid, bigUser.token));
  } finally {
    await client.end();
    await server.stop();
  }
}

// Run as a script; the finance bench imports the loader.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
