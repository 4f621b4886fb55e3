import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { lockDataDir } from './lock.js';
import { PGliteThread } from './pglite-thread.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of either driver: what Db.transaction hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (a no-op when they are applied already). */
  migrate(): Promise<void>;
  /** True when the database answers and every committed migration is applied. */
  isReady(): Promise<boolean>;
  /**
   * PostgreSQL only: a connected client of its own, outside the pool, for LISTEN (which holds a
   * connection for as long as it listens). The caller ends it.
   */
  connectDedicated?: () => Promise<pg.Client>;
  /** PGlite only: the data folder as a tar, to start other databases from (the test template). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** The database's own error behind a failed query (both drivers put it in the cause chain). */
export interface DatabaseFault {
  /** SQLSTATE, e.g. 23505 unique violation. */
  code: string;
  /** The server's message: it names the constraint or the type, never a bound parameter. */
  message: string;
  constraint?: string;
}

export function databaseFault(error: unknown): DatabaseFault | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const fault = cause as Error & { code?: unknown; constraint?: unknown };
    if (typeof fault.code === 'string' && /^[0-9A-Z]{5}$/.test(fault.code)) {
      return {
        code: fault.code,
        message: fault.message,
        ...(typeof fault.constraint === 'string' ? { constraint: fault.constraint } : {}),
      };
    }
  }
  return undefined;
}

/**
 * SQLSTATEs that mean the database, not the request, is at fault: connection exceptions (08…),
 * too many connections, an administrator's shutdown or termination, a database that refuses
 * connections or was dropped, and a statement cancelled by statement_timeout.
 */
const UNAVAILABLE_STATES = /^(08...|53300|57P0[1-4]|57014|3D000)$/;

/**
 * True for failures that mean "the database cannot take this request now" (no free pool client
 * within the connection timeout, connection refused or dropped, the states above) rather than a
 * fault in the request: they answer 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (
      cause.message === 'timeout exceeded when trying to connect' ||
      cause.message === 'Connection terminated unexpectedly' ||
      code === 'ECONNREFUSED' ||
      code === 'ECONNRESET' ||
      (code !== undefined && UNAVAILABLE_STATES.test(code))
    ) {
      return true;
    }
  }
  return false;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolMax: number; connectTimeoutMs: number }
  /** dataDir undefined: in memory. loadDataDir: start from a dump (tests clone a migrated template). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

function migrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Rows of a raw query; both drivers answer { rows }. */
export async function queryRows<Row>(executor: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function appliedMigrationCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row?.count ?? 0;
}

function readiness(db: Db): () => Promise<boolean> {
  const expected = migrationCount();
  return async () => {
    try {
      return (await appliedMigrationCount(db)) >= expected;
    } catch {
      return false;
    }
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax,
      // pg waits forever for a free client by default; an exhausted pool must answer an error instead.
      connectionTimeoutMillis: options.connectTimeoutMs,
      statement_timeout: 30_000,
      idle_in_transaction_session_timeout: 60_000,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
      isReady: readiness(db),
      connectDedicated: async () => {
        const client = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: options.connectTimeoutMs,
        });
        await client.connect();
        return client;
      },
      close: () => pool.end(),
    };
  }

  let release: (() => void) | undefined;
  if (options.dataDir) {
    release = lockDataDir(options.dataDir);
  }
  try {
    // PGlite runs in a worker thread, off the event loop (pglite-thread.ts); drizzle's PGlite
    // driver talks to it through the thread's proxy, which answers as PGlite does.
    const thread = await PGliteThread.open({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: await options.loadDataDir.arrayBuffer() } : {}),
    });
    const client = thread as unknown as PGlite;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
      isReady: readiness(db),
      dumpDataDir: () => thread.dumpDataDir('none'),
      close: async () => {
        await thread.close();
        release?.();
      },
    };
  } catch (error) {
    release?.();
    throw error;
  }
}
