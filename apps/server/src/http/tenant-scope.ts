import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from './caller.js';
import { AppError } from './envelope.js';

/**
 * Whose client data a caller may touch: all companies, or these. Decided by identity's
 * tenantScope from the session's caller, never from the request.
 */
export type TenantScope = { all: true } | { all: false; companyIds: readonly string[] };

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
