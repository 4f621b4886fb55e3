import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { openDatabase } from '../src/db/client.js';
import { syncDictionary } from '../src/modules/dictionary/service.js';
import { seedDemo } from '../src/seed/demo.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/**
 * The instant every test starts at: the demo seed of the template and each app's clock
 * (`testClock`) share it, so no test depends on the day it runs.
 */
export const TEST_NOW = new Date('2026-11-21T08:00:00Z');

/** Demo shipments in the test template: enough for every kind of shipment, small enough to copy fast. */
export const TEST_DEMO_SHIPMENTS = { direct: 60, agent: 40 };

/** A database with the migrations, the dictionary and the demo data, as `npm start` leaves it. */
export async function prepareDatabase(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  await database.migrate();
  await syncDictionary(database.db);
  await seedDemo(database.db, TEST_NOW, TEST_DEMO_SHIPMENTS);
}
