import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context.js';
import { staffAssignments } from '../db/schema.js';
import type { Caller } from './auth.js';
import { AppError } from './envelope.js';

/**
 * The one place that decides whose client data a caller may touch (DESIGN §3): a client user
 * their own company, staff the companies assigned to them, a staff admin all of them. Always from
 * the session's caller, never from the request.
 */
export type TenantScope = { all: true } | { all: false; companyIds: readonly string[] };

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

/** The condition that keeps a query of client data inside the scope. */
export function inTenantScope(companyColumn: AnyPgColumn, scope: TenantScope): SQL {
  if (scope.all) return sql`true`;
  if (scope.companyIds.length === 0) return sql`false`;
  return inArray(companyColumn, [...scope.companyIds]);
}

/** The caller's own company, for client-only operations. */
export function callerCompanyId(caller: Caller): string {
  if (!caller.companyId) throw new AppError('Forbidden');
  return caller.companyId;
}
