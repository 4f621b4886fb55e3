import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { iso6346CheckDigit } from '@portside/contracts';
import pg from 'pg';
import { startServer } from '../../e2e/support/server.js';
import { type BenchRequest, measureScenarios, printFigures } from './measure.js';

/**
 * The shipment list and the track search at scale: 1,000,000 shipments across 1,000 companies in
 * PostgreSQL (BENCH_DATABASE_URL), bulk-loaded through jsonb_to_recordset, then measured with
 * autocannon on 127.0.0.1 against the built server, each request as a random company's user.
 * A database that already holds the data is reused (BENCH_RELOAD=1 loads it again).
 */
export const DATABASE_URL = process.env.BENCH_DATABASE_URL;
export const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1000);
export const PER_COMPANY = Number(process.env.BENCH_SHIPMENTS_PER_COMPANY ?? 1000);
/** Companies whose users sign in during the run (one session each, written straight to the database). */
export const SIGNED_IN = Math.min(COMPANIES, 200);
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
  const now = Date.now();
  let shipments: Record<string, unknown>[] = [];
  let references: Record<string, unknown>[] = [];
  let containers: Record<string, unknown>[] = [];
  const flush = async () => {
    await insertJson(
      client,
      `insert into shipments (id, company_id, external_id, dcg_no, mode, status, house_bill, booking_no, air_waybill,
         customer_reference, origin_code, destination_code, etd, atd, eta, ata, original_eta, created_at, updated_at)
       select id, company_id, external_id, dcg_no, mode, status, house_bill, booking_no, air_waybill, customer_reference,
         origin_code, destination_code, etd, atd, eta, ata, original_eta, created_at, created_at
       from jsonb_to_recordset($1::jsonb) as r(id uuid, company_id uuid, external_id text, dcg_no text, mode text,
         status text, house_bill text, booking_no text, air_waybill text, customer_reference text, origin_code text,
         destination_code text, etd timestamptz, atd timestamptz, eta timestamptz, ata timestamptz,
         original_eta timestamptz, created_at timestamptz)`,
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
  for (const [c, company] of companies.entries()) {
    for (let n = 0; n < PER_COMPANY; n++) {
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
        company_id: company.id,
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
        containers.push({ company_id: company.id, shipment_id: id, container_no: containerNo(c, n) });
      }
      for (const [kind, value] of refs) references.push({ company_id: company.id, shipment_id: id, kind, value });
      if (shipments.length >= BATCH) await flush();
    }
    if ((c + 1) % 100 === 0) {
      console.log(
        `  ${(c + 1) * PER_COMPANY} shipments loaded, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  }
  await flush();
  await client.query('analyze shipments; analyze shipment_references; analyze shipment_containers');
  console.log(`Loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** A session per signed-in company's user, written straight to the database as a login would. */
export async function openSessions(client: pg.Client): Promise<{ company: number; token: string }[]> {
  const sessions = Array.from({ length: SIGNED_IN }, (_, i) => ({
    company: Math.floor((i * COMPANIES) / SIGNED_IN),
    token: randomBytes(32).toString('base64url'),
  }));
  const now = new Date();
  await insertJson(
    client,
    `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
     select r.token_hash, u.id, r.now, r.now, r.now + interval '2 hours'
     from jsonb_to_recordset($1::jsonb) as r(token_hash text, account text, now timestamptz)
     join users u on u.account_name = r.account`,
    sessions.map((s) => ({
      token_hash: createHash('sha256').update(s.token).digest('hex'),
      account: `bench.${s.company}`,
      now,
    })),
  );
  return sessions;
}

async function main(): Promise<void> {
  if (!DATABASE_URL) {
    console.log('Set BENCH_DATABASE_URL to a PostgreSQL database the benchmark may fill (about 1.5 GB).');
    process.exit(1);
  }
  console.log(`Portside shipment benchmark, Node ${process.version}, ${new Date().toISOString()}`);
  // The server migrates the database on start.
  const server = await startServer({ DATABASE_URL, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_POOL_MAX: '10' });
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    if (await loaded(client)) console.log('Reusing the shipments already loaded.');
    else {
      console.log(`Loading ${COMPANIES * PER_COMPANY} shipments across ${COMPANIES} companies...`);
      await load(client);
    }
    const sessions = await openSessions(client);
    const random = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
    const modes = ['sea', 'air', 'rail'];
    const scenarios: (readonly [string, () => BenchRequest])[] = [
      ['GET /livez (ceiling)', () => ({ path: '/livez' })],
      [
        'shipment list: a mode, by ETA, 20 rows',
        () => {
          const session = random(sessions);
          return {
            path: '/client/api/Shipment/GetPageList',
            token: session.token,
            body: { PageIndex: 1, PageSize: 20, Mode: random(modes), SortBy: 'Eta', SortOrder: 'desc' },
          };
        },
      ],
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
    const rows = await measureScenarios(server.baseUrl, scenarios);
    const [{ n: total } = { n: 0 }] = (await client.query<{ n: number }>('select count(*)::int as n from shipments'))
      .rows;
    printFigures(`PostgreSQL, ${total} shipments, ${SIGNED_IN} signed-in companies`, rows);
  } finally {
    await client.end();
    await server.stop();
  }
}

// Run as a script; the finance bench imports the loader.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
