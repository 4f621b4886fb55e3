import { PORTAL_PAGES } from '@portside/contracts';
import pg from 'pg';
import { startServer } from '../../e2e/support/server.js';
import { type BenchRequest, measureScenarios, printFigures } from './measure.js';
import { COMPANIES, DATABASE_URL, load, loaded, openSessions, SIGNED_IN } from './shipments.js';
import { measureSqlCeilings, printSqlCeilings } from './sql-ceiling.js';

/**
 * The statement and the chart pages at scale (issue 12): the shipment bench's 1,000,000 shipments
 * across 1,000 companies (loaded by it, or reused), and a year of charges on them: per shipment an
 * actual freight line (per container, kg or cbm by mode) and an origin charge, dated at departure,
 * approved; per company and month a statement of the month's lines, the last two months issued (the
 * older one overdue), the rest paid. Written in SQL from the shipments, as the forwarder's ledger
 * would have posted them. Measured with autocannon against the built server beside the /livez ceiling,
 * and each scenario's own SQL replayed without HTTP (sql-ceiling.ts) in the same run.
 * A database that already holds the charges is reused (BENCH_RELOAD=1 loads everything again).
 */
const BENCH_COMPANIES = "(select id from companies where external_code like 'BENCH-%')";

async function chargesLoaded(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from statements where company_id in ${BENCH_COMPANIES}`,
  );
  return (rows[0]?.n ?? 0) > 0 && process.env.BENCH_RELOAD !== '1';
}

async function clearFinance(client: pg.Client): Promise<void> {
  await client.query(`delete from statement_payments where company_id in ${BENCH_COMPANIES}`);
  await client.query(`delete from charges where company_id in ${BENCH_COMPANIES}`);
  await client.query(`delete from statements where company_id in ${BENCH_COMPANIES}`);
}

async function loadCharges(client: pg.Client): Promise<void> {
  const started = performance.now();
  const step = async (label: string, statement: string) => {
    const result = await client.query(statement);
    console.log(`  ${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  };
  // Freight: sea 2 containers at 1,380–1,580 USD, air 180–480 kg at 4.20–5.70, rail 24–48 cbm at 96–126.
  await step(
    'freight lines',
    `insert into charges (company_id, external_id, shipment_id, mode, origin_code, destination_code, cost_type,
       cost_stage, kind, source, quantity, unit, unit_price, currency, tax_rate_percent, net_amount, tax_amount, total,
       status, incurred_at, created_at, updated_at)
     select company_id, 'F-' || external_id, id, mode, origin_code, destination_code,
       case mode when 'sea' then '1' when 'air' then '2' else '3' end, '2', 'actual', 'quote', q, unit, p, 'USD', 0,
       round(q * p, 2), 0, round(q * p, 2), '1', at, at, at
     from (select s.*, coalesce(s.atd, s.etd, s.created_at) as at,
             case s.mode when 'sea' then 2 when 'air' then 180 + (hashtext(s.dcg_no) & 255) else 24 + (hashtext(s.dcg_no) & 15) end as q,
             case s.mode when 'sea' then 'container' when 'air' then 'kg' else 'cbm' end as unit,
             case s.mode when 'sea' then 1380 + (hashtext(s.dcg_no) & 127) + 0.5
                         when 'air' then 4.2 + (hashtext(s.dcg_no) & 15) / 10.0
                         else 96 + (hashtext(s.dcg_no) & 31) end as p
           from shipments s where s.company_id in ${BENCH_COMPANIES}) x`,
  );
  await step(
    'origin charges',
    `insert into charges (company_id, external_id, shipment_id, mode, origin_code, destination_code, cost_type,
       cost_stage, kind, source, quantity, unit, unit_price, currency, tax_rate_percent, net_amount, tax_amount, total,
       status, incurred_at, created_at, updated_at)
     select company_id, 'O-' || external_id, id, mode, origin_code, destination_code, '5', '1', 'actual', 'surcharge',
       1, 'shipment', 85, 'USD', 6, 85, 5.1, 90.1, '1', at, at, at
     from (select s.*, coalesce(s.atd, s.etd, s.created_at) as at from shipments s
           where s.company_id in ${BENCH_COMPANIES}) x`,
  );
  // A statement per company and past month; the month's lines are on it.
  await step(
    'statements',
    `insert into statements (company_id, number, currency, status, issued_at, due_date, total, paid, created_at, updated_at)
     select company_id, 'ST-' || to_char(m, 'YYYYMM'), 'USD',
       case when m >= date_trunc('month', now()) - interval '2 months' then 'Issued' else 'Paid' end,
       m + interval '1 month', (m + interval '2 months')::date, sum(total),
       case when m >= date_trunc('month', now()) - interval '2 months' then 0 else sum(total) end,
       m + interval '1 month', m + interval '1 month'
     from (select company_id, date_trunc('month', incurred_at) as m, total from charges
           where company_id in ${BENCH_COMPANIES} and incurred_at < date_trunc('month', now())) x
     group by company_id, m`,
  );
  await step(
    'lines on statements',
    `update charges c set statement_id = st.id
     from statements st
     where st.company_id = c.company_id and c.company_id in ${BENCH_COMPANIES}
       and st.number = 'ST-' || to_char(date_trunc('month', c.incurred_at), 'YYYYMM')`,
  );
  await step(
    'payments',
    `insert into statement_payments (company_id, statement_id, amount, paid_at, reference, created_at)
     select company_id, id, total, due_date - 3, 'BANK-' || number, due_date - 3
     from statements where company_id in ${BENCH_COMPANIES} and status = 'Paid'`,
  );
  // Vacuumed as well as analyzed: index-only scans need the visibility map that autovacuum keeps
  // in a live database, which a bulk load has not had time to build.
  await client.query('vacuum analyze charges, statements, statement_payments');
  console.log(`Charges loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function main(): Promise<void> {
  if (!DATABASE_URL) {
    console.log('Set BENCH_DATABASE_URL to a PostgreSQL database the benchmark may fill (about 3 GB).');
    process.exit(1);
  }
  console.log(`Portside finance benchmark, Node ${process.version}, ${new Date().toISOString()}`);
  const server = await startServer({ DATABASE_URL, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_POOL_MAX: '10' });
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    if (!(await loaded(client))) {
      await clearFinance(client);
      console.log(`Loading the shipments of ${COMPANIES} companies...`);
      await load(client);
    }
    if (await chargesLoaded(client)) console.log('Reusing the charges already loaded.');
    else {
      await clearFinance(client);
      console.log('Loading a year of charges and statements...');
      await loadCharges(client);
    }
    // The routes are granted by menu (spec §6): the bench companies get the pages measured.
    await client.query(
      `insert into company_menus (company_id, menu_code)
       select c.id, m.code from companies c cross join unnest($1::text[]) as m(code)
       where c.external_code like 'BENCH-%' on conflict do nothing`,
      [[PORTAL_PAGES.statement, PORTAL_PAGES.trendStatistics, PORTAL_PAGES.freightTrends].map((page) => page.menuCode)],
    );
    const sessions = await openSessions(client);
    const statementIds = new Map<number, string[]>();
    const { rows } = await client.query<{ code: string; id: string }>(
      `select c.external_code as code, s.id from statements s join companies c on c.id = s.company_id
       where c.external_code = any($1::text[]) and s.status <> 'Draft'`,
      [sessions.map((session) => `BENCH-${session.company}`)],
    );
    for (const row of rows) {
      const company = Number(row.code.slice('BENCH-'.length));
      statementIds.set(company, [...(statementIds.get(company) ?? []), row.id]);
    }
    const random = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
    const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const year = { From: day(-364), To: day(0) };
    const scenarios: (readonly [string, () => BenchRequest])[] = [
      [
        'statement list (GetStatementPageList)',
        () => ({
          path: '/client/api/Finance/GetStatementPageList',
          token: random(sessions).token,
          body: { PageIndex: 1, PageSize: 20 },
        }),
      ],
      [
        'statement with its lines (GetStatementDetail)',
        () => {
          const session = random(sessions);
          return {
            path: '/client/api/Finance/GetStatementDetail',
            token: session.token,
            body: { Id: random(statementIds.get(session.company) ?? []) },
          };
        },
      ],
      [
        'ageing (GetAgeing)',
        () => ({ path: '/client/api/Finance/GetAgeing', token: random(sessions).token, body: {} }),
      ],
      [
        'trend chart, a year by month (GetTrendStatistics)',
        () => ({
          path: '/client/api/Chart/GetTrendStatistics',
          token: random(sessions).token,
          body: { ...year, Interval: 'month' },
        }),
      ],
      [
        'freight trends, a year by month (GetFreightTrends)',
        () => ({
          path: '/client/api/Chart/GetFreightTrends',
          token: random(sessions).token,
          body: { ...year, Interval: 'month' },
        }),
      ],
    ];
    // First, while the sessions are fresh (see the shipment bench).
    const sqlCeilings = await measureSqlCeilings(DATABASE_URL, scenarios);
    const figures = await measureScenarios(server.baseUrl, [
      ['GET /livez (ceiling)', () => ({ path: '/livez' })],
      ...scenarios,
    ]);
    const [counts] = (
      await client.query<{ shipments: number; charges: number; statements: number }>(
        `select (select count(*)::int from shipments) as shipments, (select count(*)::int from charges) as charges,
           (select count(*)::int from statements) as statements`,
      )
    ).rows;
    printFigures(
      `PostgreSQL, ${counts?.shipments} shipments, ${counts?.charges} charge lines, ${counts?.statements} statements, ${SIGNED_IN} signed-in companies`,
      figures,
    );
    printSqlCeilings('SQL only', figures, sqlCeilings);
  } finally {
    await client.end();
    await server.stop();
  }
}

await main();
