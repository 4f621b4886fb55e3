import { AsyncLocalStorage } from 'node:async_hooks';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { type Config, loadConfig } from '../../apps/server/src/config.js';
import { type Database, openDatabase } from '../../apps/server/src/db/client.js';
import { createLogger } from '../../apps/server/src/logger.js';
import { waitUntil } from '../../apps/server/test/wait.js';
import { TEST_SECRETS_KEY } from '../../e2e/support/server.js';
import {
  type BenchRequest,
  CONNECTIONS,
  type CpuSplit,
  DURATION_S,
  type Figures,
  inProcessCeiling,
  POOL_MAX,
  WARMUP_S,
} from './measure.js';

/**
 * The in-process ceiling of a scenario's own SQL: the statements its requests issue (the session's
 * too, when a request reads it: as under load, each is captured with its session's row remembered),
 * captured from the driver while the server's own app answers them in this process
 * (app.inject), then replayed on a pool of the server's size, CONNECTIONS requests at a time, with
 * no HTTP, JSON or handler work around them. HTTP req/s ÷ SQL-only req/s is how much of what the
 * database could answer the server delivers.
 */

/** Requests captured per scenario, replayed round-robin so that the replay varies (company, mode, number) as the load does. */
const CAPTURED_REQUESTS = 50;

/** A statement as the server handed it to pg: its config (text, prepared statement name, row mode, type parsers) and values. */
interface Statement {
  config: pg.QueryConfig;
  values: unknown[] | undefined;
}

/** A statement the pool runs on any of its connections, or a transaction's statements (begin … commit) on one. */
type Unit = { pooled: Statement } | { transaction: Statement[] };

/** What one request ran: steps one after another, the units of a step issued together (the server's Promise.all). */
type RequestStatements = Unit[][];

const BEGINS = /^\s*begin\b/i;
const ENDS = /^\s*(commit|rollback)\b/i;
const nothing = () => {};

/** The statements of one request as it runs; each statement's hook answers what to call when it settles. */
class RequestRecording {
  private readonly steps: RequestStatements = [];
  /** Units issued and not settled: a unit issued while another runs belongs to the same step. */
  private running = 0;
  /** The statements so far of each transaction in progress, by the connection it holds. */
  private readonly transactions = new Map<pg.PoolClient, Statement[]>();
  private finished = false;

  private issue(unit: Unit): void {
    const step = this.steps.at(-1);
    if (this.running === 0 || !step) this.steps.push([unit]);
    else step.push(unit);
    this.running += 1;
  }

  private readonly settle = () => {
    this.running -= 1;
  };

  /** A statement through the pool (pool.query). */
  pooled(statement: Statement): () => void {
    if (this.finished) return nothing;
    this.issue({ pooled: statement });
    return this.settle;
  }

  /** A statement on a connection the server checked out: drizzle does so for a transaction only. */
  onConnection(connection: pg.PoolClient, statement: Statement): () => void {
    const transaction = this.transactions.get(connection);
    if (transaction) {
      transaction.push(statement);
      if (!ENDS.test(statement.config.text)) return nothing;
      this.transactions.delete(connection);
      return this.settle;
    }
    if (this.finished || !BEGINS.test(statement.config.text)) return nothing;
    const statements = [statement];
    this.transactions.set(connection, statements);
    this.issue({ transaction: statements });
    return nothing;
  }

  /** The request has answered: what it ran, and nothing more (work it left behind is not its own). */
  finish(): RequestStatements {
    this.finished = true;
    return this.steps;
  }
}

/** The recording of the request app.inject is answering: the async context follows it into the driver. */
const inProgress = new AsyncLocalStorage<RequestRecording>();

type Query = (...args: unknown[]) => unknown;

function statementOf([config, values]: unknown[]): Statement {
  return {
    config: typeof config === 'string' ? { text: config } : (config as pg.QueryConfig),
    values: Array.isArray(values) ? values : undefined,
  };
}

/** Runs a query of pg's either form (a callback last, or a promise) and calls `settled` when it settles. */
function whenSettled(query: Query, args: unknown[], settled: () => void): unknown {
  const callback = args.at(-1);
  if (typeof callback !== 'function') return (query(...args) as Promise<unknown>).finally(settled);
  return query(...args.slice(0, -1), (...result: unknown[]) => {
    settled();
    callback(...result);
  });
}

/**
 * Records, for the request in progress, what drizzle runs: pool.query as it is called (not when a
 * connection takes it, so statements issued together stay together), and the statements on a
 * connection it holds. Outside a request (the replay, the server's timers) both just run.
 */
function recordStatements(pool: pg.Pool): void {
  const poolQuery = pool.query.bind(pool) as Query;
  pool.query = ((...args: unknown[]) => {
    const recording = inProgress.getStore();
    return recording ? whenSettled(poolQuery, args, recording.pooled(statementOf(args))) : poolQuery(...args);
  }) as typeof pool.query;
  pool.on('connect', (connection) => {
    const query = connection.query.bind(connection) as Query;
    connection.query = ((...args: unknown[]) => {
      const recording = inProgress.getStore();
      if (!recording) return query(...args);
      return whenSettled(query, args, recording.onConnection(connection, statementOf(args)));
    }) as typeof connection.query;
  });
}

/** Each scenario's requests answered by the server's own app in process, with the statements each ran. */
async function captureScenarios(
  config: Config,
  database: Database,
  scenarios: readonly (readonly [string, () => BenchRequest])[],
): Promise<(readonly [string, RequestStatements[]])[]> {
  const app = await buildApp({ config, database, logger: createLogger(config) });
  try {
    // Before it is ready, inject would run the request from the app's boot, outside the recording's context.
    await app.ready();
    // On PostgreSQL the app keeps the session rows it reads once it hears the instances' notices.
    await waitUntil(() => app.context.callers.isRemembering(), 'session rows kept (CALLER_CACHE_MS above 0)', 10_000);
    const captured: (readonly [string, RequestStatements[]])[] = [];
    for (const [name, next] of scenarios) {
      const requests: RequestStatements[] = [];
      for (let i = 0; i < CAPTURED_REQUESTS; i++) {
        const { path, body, token } = next();
        const options: InjectOptions = {
          method: body ? 'POST' : 'GET',
          url: path,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(body ? { payload: JSON.stringify(body) } : {}),
        };
        // The same request once unrecorded: the load finds a session's row remembered for most of its
        // requests (it calls each session several times within CALLER_CACHE_MS), so the request
        // recorded is one that finds it so. Its SQL is then the least a request runs, and the
        // ratio to it the most cautious.
        await app.inject(options);
        const recording = new RequestRecording();
        // The callback form starts the request at once, inside the recording's context; the promise
        // form would start it when awaited, outside it.
        const response = await new Promise<LightMyRequestResponse>((resolve, reject) =>
          inProgress.run(recording, () =>
            app.inject(options, (error, answer) => (answer ? resolve(answer) : reject(error))),
          ),
        );
        // Only a request answered as under load is worth replaying.
        if (response.statusCode !== 200) {
          throw new Error(`${name}: answered ${response.statusCode} in process: ${response.body.slice(0, 300)}`);
        }
        requests.push(recording.finish());
      }
      captured.push([name, requests]);
    }
    return captured;
  } finally {
    await app.close();
  }
}

async function replayTransaction(pool: pg.Pool, statements: readonly Statement[]): Promise<void> {
  const connection = await pool.connect();
  let failure: Error | undefined;
  try {
    for (const { config, values } of statements) await connection.query(config, values);
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw failure;
  } finally {
    // A connection whose transaction failed is closed, not handed back in the middle of it.
    connection.release(failure);
  }
}

/** One request's statements as it ran them: same texts, values and names (prepared once per connection). */
async function replay(pool: pg.Pool, request: RequestStatements): Promise<void> {
  for (const step of request) {
    await Promise.all(
      step.map((unit) =>
        'pooled' in unit
          ? pool.query(unit.pooled.config, unit.pooled.values)
          : replayTransaction(pool, unit.transaction),
      ),
    );
  }
}

export interface SqlCeiling {
  name: string;
  /** Per request, averaged over the captured requests. */
  statements: number;
  /** Per request: the round trips one after another (statements issued together count once). */
  roundTrips: number;
  sqlOnly: Figures;
}

const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1);
const statementCount = (unit: Unit) => ('pooled' in unit ? 1 : unit.transaction.length);

/**
 * Captures CAPTURED_REQUESTS requests of each scenario, then replays them round-robin on the
 * server's pool settings (openDatabase, POOL_MAX connections), CONNECTIONS at a time, for
 * WARMUP_S then DURATION_S.
 */
export async function measureSqlCeilings(
  databaseUrl: string,
  scenarios: readonly (readonly [string, () => BenchRequest])[],
): Promise<SqlCeiling[]> {
  const config = loadConfig({
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: String(POOL_MAX),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl,
    poolMax: config.DATABASE_POOL_MAX,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
  // drizzle keeps the driver's client as $client: the pool openDatabase made, with the server's settings.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  recordStatements(pool);
  try {
    const ceilings: SqlCeiling[] = [];
    for (const [name, requests] of await captureScenarios(config, database, scenarios)) {
      let next = 0;
      const sqlOnly = await inProcessCeiling(name, () => replay(pool, requests[next++ % requests.length] ?? []));
      ceilings.push({
        name,
        statements: average(
          requests.map((request) => request.flat().reduce((sum, unit) => sum + statementCount(unit), 0)),
        ),
        // A transaction's statements are round trips one after another; units issued together overlap.
        roundTrips: average(
          requests.map((request) => request.reduce((sum, step) => sum + Math.max(...step.map(statementCount)), 0)),
        ),
        sqlOnly,
      });
    }
    return ceilings;
  } finally {
    await database.close();
  }
}

/** The SQL-only ceilings as a Markdown table, each beside its scenario's HTTP figures and their ratio. */
export function printSqlCeilings(title: string, http: readonly Figures[], ceilings: readonly SqlCeiling[]): void {
  console.log(
    `\n## ${title}: each scenario's own SQL replayed without HTTP on a pool of ${POOL_MAX}, ${CONNECTIONS} requests at a time, ${DURATION_S} s after ${WARMUP_S} s warm-up (${CAPTURED_REQUESTS} captured requests each, round-robin)\n`,
  );
  console.log(
    '| scenario | statements per request | round trips per request | HTTP req/s | SQL only req/s | SQL only p50 ms | SQL only p99 ms | SQL only errors | HTTP ÷ SQL only |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const round = (value: number) => Number(value.toFixed(1));
  for (const { name, statements, roundTrips, sqlOnly } of ceilings) {
    const measured = http.find((row) => row.name === name);
    console.log(
      `| ${name} | ${round(statements)} | ${round(roundTrips)} | ${measured?.requestsPerSecond.toFixed(0) ?? '—'} | ${sqlOnly.requestsPerSecond.toFixed(0)} | ${sqlOnly.p50} | ${sqlOnly.p99} | ${sqlOnly.errors} | ${measured ? (measured.requestsPerSecond / sqlOnly.requestsPerSecond).toFixed(2) : '—'} |`,
    );
  }
  printCpuSplits(http, ceilings);
}

/**
 * Where each scenario's CPU went, over HTTP and as its SQL alone: on a machine whose cores are
 * busy, a request's rate is about the cores over its CPU, so the two rates compare as these totals.
 * The last two columns are the ratio a server would reach here if it cost no CPU at all, and if it
 * cost what its cheapest answer measured in the run costs (the `/livez` probe: an HTTP exchange and
 * nothing else): the SQL alone's total over what PostgreSQL and the load generator still spend on a
 * request that comes over HTTP, plus that server's cost.
 */
function printCpuSplits(http: readonly Figures[], ceilings: readonly SqlCeiling[]): void {
  const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(2));
  const busy = (cpu: CpuSplit | undefined) => (cpu ? `${(cpu.machineBusy * 100).toFixed(0)} %` : '—');
  const rows = ceilings.map(({ name, sqlOnly }) => ({
    name,
    over: http.find((row) => row.name === name)?.cpu,
    alone: sqlOnly.cpu,
  }));
  if (rows.every(({ over, alone }) => !over && !alone)) return;
  const cheapestAnswer = Math.min(
    ...http.map((row) =>
      row.cpu?.server ? row.cpu.server.thread + row.cpu.server.otherThreads : Number.POSITIVE_INFINITY,
    ),
  );
  console.log(
    "\n## Where a request's CPU went, in ms a request (this machine's /proc): over HTTP, and its SQL alone\n",
  );
  console.log(
    '| scenario | HTTP: machine busy | all | server thread | server, other threads | PostgreSQL | load generator | SQL alone: machine busy | all | PostgreSQL | replaying process | HTTP ÷ SQL with a server of no cost | with a server as cheap as /livez |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, over, alone } of rows) {
    const bound = (serverCost: number) =>
      over && alone && Number.isFinite(serverCost)
        ? (alone.all / (over.postgres + over.bench + serverCost)).toFixed(2)
        : '—';
    console.log(
      `| ${name} | ${busy(over)} | ${ms(over?.all)} | ${ms(over?.server?.thread)} | ${ms(over?.server?.otherThreads)} | ${ms(over?.postgres)} | ${ms(over?.bench)} | ${busy(alone)} | ${ms(alone?.all)} | ${ms(alone?.postgres)} | ${ms(alone?.bench)} | ${bound(0)} | ${bound(cheapestAnswer)} |`,
    );
  }
}
