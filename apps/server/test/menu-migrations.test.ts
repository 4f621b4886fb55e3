import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { companies, companyMenus, userMenus, users } from '../src/db/schema.js';
import { MIGRATIONS_DIR } from '../src/paths.js';
import { DATABASE_KINDS, openTestDatabase } from './harness.js';

const DETAIL = 'CargoStatus:ShipmentDetail';
const LISTS = [
  'CargoStatus:AllShipment',
  'CargoStatus:SeaShipment',
  'CargoStatus:AirShipment',
  'CargoStatus:RailShipment',
  'CargoStatus:TrackData',
];

/** Runs a committed migration file again, statement by statement, as the migrator does. */
async function runMigration(database: Database, file: string): Promise<void> {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

describe.each(DATABASE_KINDS)('menu grant migrations on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('0006 grants the shipment detail page to holders of a shipment list or the track search, idempotently', async () => {
    const { db } = database;
    const companyId = async (externalCode: string) =>
      (await db.select({ id: companies.id }).from(companies).where(eq(companies.externalCode, externalCode)))[0]?.id ??
      '';
    const userId = async (accountName: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.accountName, accountName)))[0]?.id ?? '';
    const direct = await companyId('BRIGHTWAVE');
    const agent = await companyId('HANSEATIC');
    const viewer = await userId('demo.viewer');
    const agentAdmin = await userId('agent');

    // A database from before the page: nobody holds it; the agent company has none of the lists,
    // and the agent admin holds only a file page of its own.
    await db.delete(companyMenus).where(eq(companyMenus.menuCode, DETAIL));
    await db.delete(userMenus).where(eq(userMenus.menuCode, DETAIL));
    await db.delete(companyMenus).where(and(eq(companyMenus.companyId, agent), inArray(companyMenus.menuCode, LISTS)));
    await db.insert(userMenus).values({ userId: agentAdmin, menuCode: 'CargoStatus:ClearanceFiles' });

    await runMigration(database, '0006_shipment_detail_menu.sql');
    await runMigration(database, '0006_shipment_detail_menu.sql');

    const companiesWithDetail = await db
      .select({ id: companyMenus.companyId })
      .from(companyMenus)
      .where(eq(companyMenus.menuCode, DETAIL));
    expect(companiesWithDetail.map((row) => row.id)).toEqual([direct]);
    const usersWithDetail = await db
      .select({ id: userMenus.userId })
      .from(userMenus)
      .where(eq(userMenus.menuCode, DETAIL));
    expect(usersWithDetail.map((row) => row.id)).toEqual([viewer]);
  });
});
