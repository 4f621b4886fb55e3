import type { AppContext } from '../../context.js';
import { auditLog } from '../../db/schema.js';
import type { Caller } from '../../http/caller.js';

/** Records a write by staff acting as a client user, before it runs (ASVS 16.2.1). */
export async function recordActingWrite(ctx: AppContext, caller: Caller, action: string): Promise<void> {
  if (!caller.actingStaffUserId) return;
  await ctx.db.insert(auditLog).values({
    actorUserId: caller.actingStaffUserId,
    subjectUserId: caller.userId,
    companyId: caller.companyId,
    action,
    createdAt: ctx.clock(),
  });
}
