import type { UserInfo } from '@portside/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { companies, users } from './schema.js';

export type UserRow = typeof users.$inferSelect;

/** By account name (case-insensitive) or, for SMS flows, by phone number. */
export async function findUserByAccount(db: Db, account: string, orPhone = false): Promise<UserRow | undefined> {
  const key = account.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.accountName}) = ${key}`, orPhone ? eq(users.phone, account.trim()) : undefined))
    .limit(1);
  return user;
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

const salesman = alias(users, 'salesman');

/** The user info of spec §3: the account, its company and the company's salesman. */
export async function userInfo(db: Db, userId: string, isFromAdmin: boolean): Promise<UserInfo | undefined> {
  const [row] = await db
    .select({ user: users, company: companies, salesman: { nameEn: salesman.nameEn, phone: salesman.phone } })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(salesman, eq(salesman.id, companies.salesmanUserId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    UserId: row.user.id,
    AccountName: row.user.accountName,
    NameEn: row.user.nameEn,
    Phone: row.user.phone,
    Role: row.user.role,
    CompanyId: row.company?.id ?? null,
    CompanyNameEn: row.company?.nameEn ?? null,
    CompanyNameZh: row.company?.nameZh ?? null,
    SalesmanNameEn: row.salesman?.nameEn ?? null,
    SalesmanPhone: row.salesman?.phone ?? null,
    IsFobAgentClient: row.company?.kind === 'agent',
    IsPrivateCustomer: row.company?.isPrivateCustomer ?? false,
    WorksByBatch: row.company?.worksByBatch ?? false,
    IsFromAdmin: isFromAdmin,
  };
}

/** A user of a company inside the scope; another company's user is answered as absent. */
export async function findUserInScope(
  db: Pick<Db, 'select'>,
  scope: TenantScope,
  userId: string,
): Promise<Pick<UserRow, 'id' | 'role' | 'companyId' | 'enabled'> | undefined> {
  const [user] = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId, enabled: users.enabled })
    .from(users)
    .where(and(eq(users.id, userId), inTenantScope(users.companyId, scope)));
  return user;
}

/** A user of this company; any other id is answered as absent. */
export async function findUserOfCompany(
  db: Pick<Db, 'select'>,
  companyId: string,
  userId: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return user;
}

/** The users of the companies, enabled or not: the recipients a notice can reach. */
export function findCompanyUsers(db: Pick<Db, 'select'>, companyIds: readonly string[]) {
  return db
    .select({ id: users.id, companyId: users.companyId, enabled: users.enabled })
    .from(users)
    .where(inArray(users.companyId, [...companyIds]));
}

/** The account names of the users, by id. */
export async function accountNamesById(
  db: Pick<Db, 'select'>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, accountName: users.accountName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.accountName]));
}

function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(users.accountName, pattern),
    ilike(users.nameEn, pattern),
    ilike(users.phone, pattern),
    ilike(users.email, pattern),
  );
}

/** A page of the client users of the companies in scope, newest first, with their company's name. */
export async function findClientUserPage(
  db: Pick<Db, 'select'>,
  scope: TenantScope,
  page: { PageIndex: number; PageSize: number; Keyword?: string | undefined },
): Promise<{ total: number; rows: { user: UserRow; companyNameEn: string; isPrivateCustomer: boolean }[] }> {
  const where = and(inTenantScope(users.companyId, scope), keywordFilter(page.Keyword));
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, companyNameEn: companies.nameEn, isPrivateCustomer: companies.isPrivateCustomer })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(desc(users.createdAt), users.accountName)
    .limit(page.PageSize)
    .offset((page.PageIndex - 1) * page.PageSize);
  return { total: total?.n ?? 0, rows };
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await tx.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned no row');
  return user;
}

export async function setUserEnabled(db: Db, userId: string, enabled: boolean): Promise<void> {
  await db.update(users).set({ enabled }).where(eq(users.id, userId));
}
