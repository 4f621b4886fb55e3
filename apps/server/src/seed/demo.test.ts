import { isContainerNumber } from '@portside/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../test/harness.js';
import { queryRows } from '../db/client.js';
import { companies, messages, shipmentContainers, users } from '../db/schema.js';
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
      expect(user.passwordHash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
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
    // the integration service: some still booked, some delayed, some delivered.
    const [figures] = await queryRows<Record<string, number>>(
      db,
      sql`select count(distinct s.company_id)::int as companies, count(distinct s.mode)::int as modes,
            count(*) filter (where s.status = '0')::int as booked,
            count(*) filter (where s.status = '5')::int as delivered,
            count(*) filter (where s.eta >= s.original_eta + interval '1 day')::int as delayed,
            count(*) filter (where not exists (select 1 from tracking_events e where e.shipment_id = s.id))::int
              as without_events,
            count(*) filter (where s.origin_code = 'CNSHA' and s.destination_code = 'USLAX')::int as shanghai_la
          from shipments s`,
    );
    expect(figures).toMatchObject({ companies: 2, modes: 3, without_events: 0 });
    for (const key of ['booked', 'delivered', 'delayed', 'shanghai_la']) expect(figures?.[key], key).toBeGreaterThan(0);
    const containers = await db.select().from(shipmentContainers);
    expect(containers.length).toBeGreaterThan(0);
    expect(containers.every((container) => isContainerNumber(container.containerNo))).toBe(true);

    // A second start does not seed again.
    expect(await seedDemo(db)).toBe(false);
    expect(await db.select().from(users)).toHaveLength(logins.length);
    await database.close();
  });
});
