import fs from 'node:fs';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { TEST_SECRETS_KEY } from '../../../e2e/support/server.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { createLogger } from '../src/logger.js';
import { type DatabaseKind, databaseUrl, TEST_NOW, uniqueDatabaseName, withAdminClient } from './databases.js';

export { DATABASE_KINDS, type DatabaseKind } from './databases.js';

export interface TestDatabaseOptions {
  poolMax?: number;
  connectTimeoutMs?: number;
}

/** A fresh database of the given kind, migrated and seeded; close() also drops it. */
export async function openTestDatabase(kind: DatabaseKind, options: TestDatabaseOptions = {}): Promise<Database> {
  if (kind === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteTemplatePath'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  }
  const name = uniqueDatabaseName('portside_test');
  await withAdminClient((admin) => admin.query(`create database ${name} template ${inject('postgresTemplateName')}`));
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(name),
    poolMax: options.poolMax ?? 4,
    connectTimeoutMs: options.connectTimeoutMs ?? 3000,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The time the server sees; move it with clock.advance(ms). */
  clock: TestClock;
  /** The app's own context, for calling services such as createMessages as the app would. */
  context: AppContext;
  close(): Promise<void>;
}

export interface TestClock {
  (): Date;
  advance(ms: number): void;
}

export function testClock(start = TEST_NOW): TestClock {
  let now = start.getTime();
  return Object.assign(() => new Date(now), {
    advance: (ms: number) => {
      now += ms;
    },
  });
}

export interface TestAppOptions extends TestDatabaseOptions {
  /** Environment variables, as the server reads them (defaults otherwise). */
  env?: Record<string, string>;
  publicDir?: string;
  logger?: FastifyBaseLogger;
}

/** The real Fastify instance on a fresh database, for inject(). */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind, options);
  const clock = testClock();
  const logger = options.logger ?? createLogger({ LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config: loadConfig({ SECRETS_KEY: TEST_SECRETS_KEY, ...options.env }),
    database,
    logger,
    clock,
    publicDir: options.publicDir ?? '/nonexistent',
    // Every answer of every test is parsed by its zod contract, and the compiled serializer production uses must agree.
    checkAnswers: true,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    context: app.context,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
