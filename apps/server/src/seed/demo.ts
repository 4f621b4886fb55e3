import { SHIPMENT_EXPORT_PERMISSION } from '@portside/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { companies, companyMenus, staffAssignments, userMenus, users } from '../db/schema.js';
import { seedStarterGuide } from '../modules/guide/service.js';
import { hashPassword } from '../modules/identity/password.js';
import { insertMessages } from '../modules/messages/repo.js';
import { CLIENT_MENU_CODES } from '../modules/permissions/service.js';
import { seedDemoBookings } from './demo-bookings.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { seedDemoCustoms } from './demo-customs.js';
import { seedDemoDeliveries } from './demo-delivery.js';
import { seedDemoFinance, seedDemoOrderCharges } from './demo-finance.js';
import { demoMessages } from './demo-messages.js';
import { DEMO_ORDER_DESKS, seedDemoOrderDesks } from './demo-orders.js';
import { DEMO_PASSWORD } from './demo-password.js';
import { seedDemoReturns } from './demo-returns.js';
import { DEMO_LANES, seedDemoShipments } from './demo-shipments.js';
import { seedDemoSupplierLinks } from './demo-supplier.js';

export { DEMO_PASSWORD };

/** How many shipments each demo company gets (tests seed fewer, to keep their template small). */
export const DEMO_SHIPMENTS = { direct: 1500, agent: 1000 };

/**
 * Seeds the demo forwarder on an empty database: staff (an administrator and a salesman with an
 * English name and phone), a direct-customer and an agent-customer company, their client users,
 * their shipments of the year before `now` with event histories, the message centres that tell
 * of them, and the guide's starter articles. Every time derives from `now`.
 * Returns false when the database already has users.
 */
export async function seedDemo(
  db: Db,
  now: Date,
  shipmentCounts = DEMO_SHIPMENTS,
  options: { filesDir?: string } = {},
): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    // One seeder at a time when several instances start on one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portside:seed-demo'))`);
    const [existing] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from users`);
    if ((existing?.n ?? 0) > 0) return null;

    const [salesman] = await tx
      .insert(users)
      .values({
        accountName: 'sales',
        passwordHash,
        role: 'staff',
        nameEn: 'Kevin Zhang',
        phone: '+862168880101',
        email: 'kevin.zhang@portside.example',
      })
      .returning({ id: users.id });
    if (!salesman) throw new Error('demo seed insert returned no row');
    await tx.insert(users).values({
      accountName: 'ops',
      passwordHash,
      role: 'staff_admin',
      nameEn: 'Olivia Schmidt',
      phone: '+494030002020',
      email: 'ops@portside.example',
    });
    const [direct, agent] = await tx
      .insert(companies)
      .values([
        {
          nameEn: 'Brightwave Home Goods Co., Ltd.',
          nameZh: '明浪家居用品有限公司',
          kind: 'direct',
          externalCode: 'BRIGHTWAVE',
          salesmanUserId: salesman.id,
        },
        {
          nameEn: 'Hanseatic Cargo Agency GmbH',
          nameZh: '汉萨货运代理有限公司',
          kind: 'agent',
          externalCode: 'HANSEATIC',
          salesmanUserId: salesman.id,
        },
      ])
      .returning({ id: companies.id });
    if (!direct || !agent) throw new Error('demo seed insert returned no row');
    const [admin, agentAdmin, viewer] = await tx
      .insert(users)
      .values([
        {
          companyId: direct.id,
          accountName: 'demo',
          passwordHash,
          role: 'client_admin',
          nameEn: 'Lily Chen',
          phone: '+8613800138000',
          email: 'lily.chen@brightwave.example',
        },
        {
          companyId: agent.id,
          accountName: 'agent',
          passwordHash,
          role: 'client_admin',
          nameEn: 'Jonas Becker',
          phone: '+4915112345678',
          email: 'jonas.becker@hanseatic-cargo.example',
        },
        {
          companyId: direct.id,
          accountName: 'demo.viewer',
          passwordHash,
          role: 'client_user',
          nameEn: 'Wei Zhang',
          phone: '+8613900139000',
          email: 'wei.zhang@brightwave.example',
        },
      ])
      .returning({ id: users.id });
    if (!admin || !agentAdmin || !viewer) throw new Error('demo seed insert returned no row');
    await tx
      .insert(companyMenus)
      .values(
        [direct.id, agent.id].flatMap((companyId) => CLIENT_MENU_CODES.map((menuCode) => ({ companyId, menuCode }))),
      );
    // The sub-account sees the dashboard and the shipments, and manages nothing.
    const viewerCodes = CLIENT_MENU_CODES.filter(
      (code) =>
        code.startsWith('FOB:Client:Dashboard') ||
        (code.startsWith('CargoStatus') && code !== SHIPMENT_EXPORT_PERMISSION),
    );
    await tx.insert(userMenus).values(viewerCodes.map((menuCode) => ({ userId: viewer.id, menuCode })));
    await tx.insert(staffAssignments).values([
      { staffUserId: salesman.id, companyId: direct.id },
      { staffUserId: salesman.id, companyId: agent.id },
    ]);
    return {
      direct: direct.id,
      agent: agent.id,
      orderDesks: [
        { ...DEMO_ORDER_DESKS.direct, caller: { companyId: direct.id, userId: admin.id, accountName: 'demo' } },
        { ...DEMO_ORDER_DESKS.agent, caller: { companyId: agent.id, userId: agentAdmin.id, accountName: 'agent' } },
      ],
      recipients: [
        { companyId: direct.id, userId: admin.id, unread: 4 },
        { companyId: direct.id, userId: viewer.id, unread: 7 },
        { companyId: agent.id, userId: agentAdmin.id, unread: 3 },
      ],
    };
  });
  if (!seeded) return false;
  await seedStarterGuide(db, now);
  await seedDemoCatalogue(db, now, seeded);
  const shipments = await seedDemoShipments(db, now, [
    { id: seeded.direct, lanes: DEMO_LANES.direct, count: shipmentCounts.direct, seed: 20_261 },
    { id: seeded.agent, lanes: DEMO_LANES.agent, count: shipmentCounts.agent, seed: 49_403 },
  ]);
  // The messages tell of the shipments just seeded: their job numbers, places and times.
  await insertMessages(db, demoMessages(now, seeded.recipients, shipments));
  await seedDemoCustoms(db, now, shipments);
  // A year of charges and statements in every state: the direct customer is billed in USD, the agent in EUR.
  await seedDemoFinance(db, now, { id: seeded.direct, currency: 'USD' }, shipments.get(seeded.direct) ?? []);
  await seedDemoFinance(db, now, { id: seeded.agent, currency: 'EUR' }, shipments.get(seeded.agent) ?? []);
  await seedDemoOrderDesks(db, now, seeded.orderDesks);
  // Deliveries of the accepted orders in every state; their proofs of delivery are files of the server's folder.
  await seedDemoDeliveries(db, now, [seeded.direct, seeded.agent], options.filesDir);
  await seedDemoBookings(db, now, seeded.orderDesks);
  await seedDemoReturns(db, now, seeded.orderDesks);
  // Charges on orders: one against its accepted quote, one on an order shipped (its landed cost).
  await seedDemoOrderCharges(db, now, { id: seeded.direct, currency: 'USD' });
  await seedDemoOrderCharges(db, now, { id: seeded.agent, currency: 'EUR' });
  await seedDemoSupplierLinks(db, now, seeded.orderDesks);
  return true;
}
