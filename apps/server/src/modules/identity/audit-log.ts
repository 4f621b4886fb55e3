import type { AppContext } from '../../context.js';
import type { Caller } from '../../http/caller.js';
import { auditLog } from './schema.js';

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
