import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { createLogger } from '../src/logger.js';
import { type DatabaseKind, databaseUrl, uniqueDatabaseName, withAdminClient } from './databases.js';

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
  close(): Promise<void>;
}

/** The real Fastify instance on a fresh database, for inject(). */
export async function createTestApp(kind: DatabaseKind, options: TestDatabaseOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind, options);
  const app = await buildApp({
    config: { BODY_LIMIT_BYTES: 1024 * 1024, TRUST_PROXY: false },
    database,
    logger: createLogger({ LOG_LEVEL: 'silent' }),
    publicDir: '/nonexistent',
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
