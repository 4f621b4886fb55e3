import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../test/harness.js';
import { companies, messages, users } from '../db/schema.js';
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

    // A second start does not seed again.
    expect(await seedDemo(db)).toBe(false);
    expect(await db.select().from(users)).toHaveLength(logins.length);
    await database.close();
  });
});
