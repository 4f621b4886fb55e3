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

/**
 * Records a call made with a client API key: the client admin who issued the key is the actor and
 * the subject, the key is named, and the action is the route and its answer's status.
 */
export async function auditApiCall(
  ctx: AppContext,
  call: { keyId: string; companyId: string; userId: string; action: string },
): Promise<void> {
  await ctx.db.insert(auditLog).values({
    actorUserId: call.userId,
    subjectUserId: call.userId,
    companyId: call.companyId,
    apiKeyId: call.keyId,
    action: call.action,
    createdAt: ctx.clock(),
  });
}
