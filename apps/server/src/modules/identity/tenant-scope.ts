import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../http/caller.js';
import type { TenantScope } from '../../http/tenant-scope.js';
import { staffAssignments } from './schema.js';

/**
 * The one place that decides whose client data a caller may touch (DESIGN §3): a client user
 * their own company, staff the companies assigned to them, a staff admin all of them. Always from
 * the session's caller, never from the request.
 */
export async function tenantScope(ctx: AppContext, caller: Caller): Promise<TenantScope> {
  if (caller.companyId) return { all: false, companyIds: [caller.companyId] };
  if (caller.role === 'staff_admin') return { all: true };
  if (caller.role !== 'staff') return { all: false, companyIds: [] };
  const rows = await ctx.db
    .select({ companyId: staffAssignments.companyId })
    .from(staffAssignments)
    .where(eq(staffAssignments.staffUserId, caller.userId));
  return { all: false, companyIds: rows.map((row) => row.companyId) };
}
