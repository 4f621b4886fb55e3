import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, supplierLinks, supplierSubmissions } from '../db/schema.js';
import type { DemoOrderDesk } from './demo-orders.js';

const DAY = 24 * 60 * 60 * 1000;
const SUPPLIERS = ['dispatch@ningbo-lamps.example', 'export@yiwu-outdoor.example'];

/**
 * Per demo company: on its oldest open order a link its supplier answered (the cargo-ready details
 * the order page shows), on the next one a link still open. The tokens are random and thrown away:
 * the demo links open nothing, as a real link's token is shown only to the client who made it.
 */
export async function seedDemoSupplierLinks(db: Db, now: Date, desks: readonly DemoOrderDesk[]) {
  for (const [index, desk] of desks.entries()) {
    const open = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, desk.caller.companyId), inArray(orders.status, ['Submitted', 'Accepted'])))
      .orderBy(asc(orders.createdAt))
      .limit(2);
    const email = SUPPLIERS[index % SUPPLIERS.length] ?? SUPPLIERS[0] ?? '';
    for (const [position, order] of open.entries()) {
      const createdAt = new Date(now.getTime() - (3 - position) * DAY);
      const [link] = await db
        .insert(supplierLinks)
        .values({
          companyId: desk.caller.companyId,
          orderId: order.id,
          purpose: 'CargoReady',
          tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
          supplierEmail: email,
          createdBy: desk.caller.userId,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + 7 * DAY),
          usedAt: position === 0 ? new Date(createdAt.getTime() + DAY) : null,
        })
        .returning({ id: supplierLinks.id });
      if (!link || position !== 0) continue;
      await db.insert(supplierSubmissions).values({
        linkId: link.id,
        companyId: desk.caller.companyId,
        orderId: order.id,
        cargoReadyDate: new Date(now.getTime() + 5 * DAY).toISOString().slice(0, 10),
        cartonCount: 48,
        grossWeightKg: 612.4,
        volumeCbm: 3.85,
        note: 'Packed and palletised; pick-up from our dock on weekdays 8:00-17:00',
        submittedAt: new Date(createdAt.getTime() + DAY),
      });
    }
  }
}
