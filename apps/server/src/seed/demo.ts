import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { companies, users } from '../db/schema.js';
import { hashPassword } from '../modules/identity/password.js';

/** The password of every demo login (README). */
export const DEMO_PASSWORD = 'portside-demo';

/**
 * Seeds the demo forwarder on an empty database: staff (an administrator and a salesman with an
 * English name and phone), a direct-customer and an agent-customer company, and their client
 * admins. Returns false when the database already has users.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // One seeder at a time when several instances start on one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portside:seed-demo'))`);
    const [existing] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from users`);
    if ((existing?.n ?? 0) > 0) return false;

    const [salesman] = await tx
      .insert(users)
      .values({
        accountName: 'sales',
        passwordHash,
        role: 'staff',
        nameEn: 'Kevin Zhang',
        phone: '+86 21 6888 0101',
        email: 'kevin.zhang@portside.example',
      })
      .returning({ id: users.id });
    await tx.insert(users).values({
      accountName: 'ops',
      passwordHash,
      role: 'staff_admin',
      nameEn: 'Olivia Schmidt',
      phone: '+49 40 3000 2020',
      email: 'ops@portside.example',
    });
    const [direct, agent] = await tx
      .insert(companies)
      .values([
        {
          nameEn: 'Brightwave Home Goods Co., Ltd.',
          nameZh: '明浪家居用品有限公司',
          kind: 'direct',
          salesmanUserId: salesman?.id,
        },
        {
          nameEn: 'Hanseatic Cargo Agency GmbH',
          nameZh: '汉萨货运代理有限公司',
          kind: 'agent',
          salesmanUserId: salesman?.id,
        },
      ])
      .returning({ id: companies.id });
    await tx.insert(users).values([
      {
        companyId: direct?.id,
        accountName: 'demo',
        passwordHash,
        role: 'client_admin',
        nameEn: 'Lily Chen',
        phone: '+86 755 2688 3030',
        email: 'lily.chen@brightwave.example',
      },
      {
        companyId: agent?.id,
        accountName: 'agent',
        passwordHash,
        role: 'client_admin',
        nameEn: 'Jonas Becker',
        phone: '+49 40 3611 4040',
        email: 'jonas.becker@hanseatic-cargo.example',
      },
    ]);
    return true;
  });
}
