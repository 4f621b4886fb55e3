import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DATABASE_KINDS,
  type DatabaseKind,
  databaseUrl,
  uniqueDatabaseName,
  withAdminClient,
} from '../../../test/databases.js';
import { queryRows } from '../../db/client.js';
import { MIGRATIONS_DIR } from '../../paths.js';

/** The migration that gave shipments their containers' numbers: a database upgraded across it keeps them. */
const MIGRATION = '0022_shipment_container_numbers';

/** A copy of the migrations folder whose journal ends just before MIGRATION. */
function migrationsBefore(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  if (at < 1) throw new Error(`${MIGRATION} is not in the journal after another migration`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** An empty database, migrated up to the folder it is given. */
type EmptyDatabase = {
  db: Parameters<typeof queryRows>[0];
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

async function openEmpty(kind: DatabaseKind, name: string): Promise<EmptyDatabase> {
  if (kind === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return { db, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
  }
  await withAdminClient((admin) => admin.query(`create database ${name}`));
  const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 2 });
  const db = drizzlePg(pool);
  return { db, migrate: (folder) => migratePg(db, { migrationsFolder: folder }), close: () => pool.end() };
}

describe.each(DATABASE_KINDS)('migrations on %s', (kind) => {
  const name = uniqueDatabaseName('portside_migration');
  const before = migrationsBefore();
  afterAll(async () => {
    fs.rmSync(before, { recursive: true, force: true });
    if (kind === 'postgres') {
      await withAdminClient((admin) => admin.query(`drop database if exists ${name} with (force)`));
    }
  });

  it(`${MIGRATION} gives the shipments written before it their containers' numbers, in their order`, async () => {
    const database = await openEmpty(kind, name);
    try {
      await database.migrate(before);
      await database.db.execute(sql`
        insert into companies (id, name_en, kind) values ('00000000-0000-4000-8000-000000000001', 'Upgraded', 'direct')`);
      await database.db.execute(sql`
        insert into shipments (id, company_id, external_id, dcg_no, mode, origin_code, destination_code, created_at, updated_at)
        select ('00000000-0000-4000-8000-00000000001' || n)::uuid, '00000000-0000-4000-8000-000000000001',
          'E' || n, 'DCG' || n, 'sea', 'CNSHA', 'USLAX', now(), now()
        from generate_series(1, 2) as n`);
      // Given in another order than their sort, so the order comes from the sort, not the insert.
      await database.db.execute(sql`
        insert into shipment_containers (company_id, shipment_id, container_no, sort) values
          ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000011', 'MSCU1234566', 1),
          ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000011', 'CSQU3054383', 0)`);
      await database.migrate(MIGRATIONS_DIR);
      const rows = await queryRows<{ external_id: string; container_numbers: string[] }>(
        database.db,
        sql`select external_id, container_numbers from shipments order by external_id`,
      );
      expect(rows).toEqual([
        { external_id: 'E1', container_numbers: ['CSQU3054383', 'MSCU1234566'] },
        { external_id: 'E2', container_numbers: [] },
      ]);
    } finally {
      await database.close();
    }
  });
});
