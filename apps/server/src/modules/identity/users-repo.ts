import type { UserInfo } from '@portside/contracts';
import { eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
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
