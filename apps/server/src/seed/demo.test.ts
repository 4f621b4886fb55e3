import { isContainerNumber, SHIPMENT_STATUSES } from '@portside/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/databases.js';
import { DATABASE_KINDS, openTestDatabase } from '../../test/harness.js';
import { queryRows } from '../db/client.js';
import { companies, messages, shipmentContainers, shipments, users } from '../db/schema.js';
import { verifyPassword } from '../modules/identity/password.js';
import { DEMO_PASSWORD, seedDemo } from './demo.js';

describe.each(DATABASE_KINDS)('demo data on %s', (kind) => {
  it('has the README logins with memory-hard hashes, both customer kinds and a salesman', async () => {
    const database = await openTestDatabase(kind);
    const { db } = database;
    const logins = await db.select().from(users);
    const byName = new Map(logins.map((u) => [u.accountName, u]));
    expect(byName.get('demo')?.role).toBe('client_admin');
    expect(byName.get('agent')?.role).toBe('client_admin');
    expect(byName.get('ops')?.role).toBe('staff_admin');
    for (const user of logins) {
      expect(user.passwordHash).toMatch(/^\$scrypt\$ln=\d+,r=8,p=1\$/);
      expect(user.passwordHash).not.toContain(DEMO_PASSWORD);
    }
    const demo = byName.get('demo');
    expect(await verifyPassword(DEMO_PASSWORD, demo?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('portside-demo ', demo?.passwordHash ?? '')).toBe(false);

    const [direct] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, demo?.companyId ?? ''));
    expect(direct?.kind).toBe('direct');
    const [agentCompany] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, byName.get('agent')?.companyId ?? ''));
    expect(agentCompany?.kind).toBe('agent');
    const salesman = logins.find((u) => u.id === direct?.salesmanUserId);
    expect(salesman?.role).toBe('staff');
    expect(salesman?.nameEn).toBeTruthy();
    expect(salesman?.phone).toBeTruthy();

    // Each client user starts with 8 to 15 messages of the last weeks, some unread, with job numbers.
    for (const account of ['demo', 'demo.viewer', 'agent']) {
      const user = byName.get(account);
      const inbox = await db
        .select()
        .from(messages)
        .where(eq(messages.userId, user?.id ?? ''));
      expect(inbox.length, account).toBeGreaterThanOrEqual(8);
      expect(inbox.length, account).toBeLessThanOrEqual(15);
      const unread = inbox.filter((message) => message.status === 0);
      expect(unread.length, account).toBeGreaterThan(0);
      expect(unread.length, account).toBeLessThan(inbox.length);
      expect(inbox.every((message) => message.companyId === user?.companyId)).toBe(true);
      expect(inbox.some((message) => /^DCG\d{8}$/.test(message.dcgNo ?? ''))).toBe(true);
    }

    // Both companies have shipments of every mode on real lanes, with event histories fed through
    // the integration service: some still booked, some delayed, some delivered. The shipments
    // opened by the demo orders' acceptance are just booked, with no events yet.
    const [figures] = await queryRows<Record<string, number>>(
      db,
      sql`select count(distinct s.company_id)::int as companies, count(distinct s.mode)::int as modes,
            count(*) filter (where s.status = '0')::int as booked,
            count(*) filter (where s.status = '5')::int as delivered,
            count(*) filter (where s.eta >= s.original_eta + interval '1 day')::int as delayed,
            count(*) filter (where not exists (select 1 from tracking_events e where e.shipment_id = s.id)
              and not exists (select 1 from orders o where o.shipment_id = s.id))::int as without_events,
            count(*) filter (where s.origin_code = 'CNSHA' and s.destination_code = 'USLAX')::int as shanghai_la
          from shipments s`,
    );
    expect(figures).toMatchObject({ companies: 2, modes: 3, without_events: 0 });
    for (const key of ['booked', 'delivered', 'delayed', 'shanghai_la']) expect(figures?.[key], key).toBeGreaterThan(0);
    const containers = await db.select().from(shipmentContainers);
    expect(containers.length).toBeGreaterThan(0);
    expect(containers.every((container) => isContainerNumber(container.containerNo))).toBe(true);

    // A second start does not seed again.
    expect(await seedDemo(db, TEST_NOW)).toBe(false);
    expect(await db.select().from(users)).toHaveLength(logins.length);
    await database.close();
  });

  const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

  it('spreads each company’s shipments over the year before the seed time, every status present', async () => {
    const database = await openTestDatabase(kind);
    const rows = await database.db.select().from(shipments);
    const now = TEST_NOW.getTime();
    for (const companyId of new Set(rows.map((row) => row.companyId))) {
      const own = rows.filter((row) => row.companyId === companyId);
      const created = own.map((row) => row.createdAt.getTime());
      expect(created.every((time) => time <= now && time > now - YEAR_MS)).toBe(true);
      expect(new Set(created).size).toBe(own.length);
      const months = new Set(own.map((row) => row.createdAt.toISOString().slice(0, 7)));
      expect(months.size).toBeGreaterThanOrEqual(10);
      const departures = own.map((row) => row.etd?.getTime() ?? now);
      expect(Math.min(...departures)).toBeLessThan(now - 300 * 24 * 60 * 60 * 1000);
      expect(new Set(own.map((row) => row.status))).toEqual(new Set(SHIPMENT_STATUSES));
      // Last changed by its newest event, not by the seeding itself.
      expect(own.every((row) => row.updatedAt >= row.createdAt && row.updatedAt.getTime() <= now)).toBe(true);
      expect(own.filter((row) => row.updatedAt.getTime() === now)).toHaveLength(0);
    }
    await database.close();
  });

  it('writes messages about the company’s own shipments, linking only to pages the portal has', async () => {
    const database = await openTestDatabase(kind);
    const { db } = database;
    const jobs = new Map(
      (await db.select().from(shipments)).map((row) => [`${row.companyId} ${row.dcgNo}`, row.id] as const),
    );
    const inboxes = await db.select().from(messages);
    const linked = new Set<string>();
    for (const message of inboxes) {
      expect(message.createdAt.getTime()).toBeLessThanOrEqual(TEST_NOW.getTime());
      if (message.dcgNo) {
        const shipmentId = jobs.get(`${message.companyId} ${message.dcgNo}`);
        expect(shipmentId, message.title).toBeDefined();
        expect(message.relateId).toBe(shipmentId);
      }
      for (const [, href] of message.content.matchAll(/href="([^"]*)"/g)) {
        const [path, query] = (href ?? '').split('?');
        linked.add(path ?? '');
        if (path === '/cargoStatus/shipmentDetail') {
          expect([...jobs.entries()]).toContainEqual([`${message.companyId} ${message.dcgNo}`, query?.slice(3)]);
        }
      }
    }
    expect(inboxes.filter((message) => message.dcgNo).length).toBeGreaterThan(inboxes.length / 2);
    expect([...linked].sort()).toEqual(['/cargoStatus/shipmentDetail', '/systemConfig/guide']);
    await database.close();
  });

  it('announces the maintenance for a coming Sunday', async () => {
    const database = await openTestDatabase(kind);
    const maintenance = (await database.db.select().from(messages)).filter(
      (message) => message.template === 'portal.maintenance',
    );
    expect(maintenance.length).toBeGreaterThan(0);
    for (const message of maintenance) {
      const from = new Date(String(message.params?.From));
      expect(from.getUTCDay(), from.toISOString()).toBe(0);
      expect(from.getTime()).toBeGreaterThan(TEST_NOW.getTime());
    }
    await database.close();
  });
});
