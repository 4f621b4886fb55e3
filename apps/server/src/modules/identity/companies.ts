/** Identity owns the client companies (the tenants): other modules read them through these. */
import type { Locale } from '@portside/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { companies } from './schema.js';

export type CompanyRow = typeof companies.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findCompany(db: Pick<Db, 'select'>, companyId: string): Promise<CompanyRow | undefined> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return company;
}

/** The company an integration call names, by id or by its code in the forwarder's systems. */
export async function findCompanyIdByReference(db: Pick<Db, 'select'>, reference: string): Promise<string | undefined> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(UUID.test(reference) ? eq(companies.id, reference) : eq(companies.externalCode, reference));
  return company?.id;
}

/** Whether the company exists and is inside the scope. */
export async function isCompanyInScope(db: Pick<Db, 'select'>, scope: TenantScope, companyId: string) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), inTenantScope(companies.id, scope)));
  return company !== undefined;
}

/**
 * Sets a company's private-customer flag (spec §6), if the company is in the scope. Every session
 * of its users sees its menus change on their next request, on every instance. Answers whether the
 * company was found.
 */
export async function setPrivateCustomer(
  ctx: AppContext,
  scope: TenantScope,
  companyId: string,
  isPrivateCustomer: boolean,
): Promise<boolean> {
  const updated = await ctx.db
    .update(companies)
    .set({ isPrivateCustomer })
    .where(and(eq(companies.id, companyId), inTenantScope(companies.id, scope)))
    .returning({ id: companies.id });
  if (updated.length === 0) return false;
  await ctx.callers.forgetAll();
  return true;
}

/** A company's name for a reader of the language: its Chinese name in zh-CN where it has one, its English name otherwise. */
export async function companyNameIn(db: Pick<Db, 'select'>, companyId: string, locale: Locale): Promise<string> {
  const [row] = await db
    .select({ nameEn: companies.nameEn, nameZh: companies.nameZh })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) return '';
  return (locale === 'zh-CN' && row.nameZh) || row.nameEn;
}

/** The English names of the companies, by id. */
export async function companyNamesById(
  db: Pick<Db, 'select'>,
  companyIds: readonly string[],
): Promise<Map<string, string>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, nameEn: companies.nameEn })
    .from(companies)
    .where(inArray(companies.id, [...new Set(companyIds)]));
  return new Map(rows.map((row) => [row.id, row.nameEn]));
}
