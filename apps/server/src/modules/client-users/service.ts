import type { ClientUser, Locale } from '@portside/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { companies, userMenus, users } from '../../db/schema.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { callerCompanyId, inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { hashPassword } from '../identity/password.js';
import { assertPasswordAcceptable, setPassword } from '../identity/service.js';
import { revokeUserSessions } from '../identity/sessions.js';
import { findUserByAccount } from '../identity/users-repo.js';
import { companyMenuCodes } from '../permissions/service.js';

type UserRow = typeof users.$inferSelect;

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

async function menuCodesByUser(
  ctx: AppContext,
  rows: readonly UserRow[],
  companyCodes: (companyId: string) => Promise<Set<string>>,
) {
  const ids = rows.map((row) => row.id);
  const grants = ids.length ? await ctx.db.select().from(userMenus).where(inArray(userMenus.userId, ids)) : [];
  const result = new Map<string, string[]>();
  for (const row of rows) {
    const company = row.companyId ? await companyCodes(row.companyId) : new Set<string>();
    result.set(
      row.id,
      row.role === 'client_admin'
        ? [...company]
        : grants
            .filter((grant) => grant.userId === row.id && company.has(grant.menuCode))
            .map((grant) => grant.menuCode),
    );
  }
  return result;
}

function toClientUser(row: UserRow, menuCodes: string[]): ClientUser {
  return {
    UserId: row.id,
    AccountName: row.accountName,
    NameEn: row.nameEn,
    Phone: row.phone,
    Email: row.email,
    Role: row.role,
    Enabled: row.enabled,
    MenuCodes: menuCodes.sort(),
    CreatedTime: row.createdAt.toISOString(),
  };
}

/** Users of the companies in scope, newest first, with their company names. */
export async function listUsers(
  ctx: AppContext,
  scope: TenantScope,
  page: { PageIndex: number; PageSize: number; Keyword?: string | undefined },
  isPrivateDeployment: boolean,
) {
  const where = and(inTenantScope(users.companyId, scope), keywordFilter(page.Keyword));
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  const rows = await ctx.db
    .select({ user: users, companyNameEn: companies.nameEn })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(desc(users.createdAt), users.accountName)
    .limit(page.PageSize)
    .offset((page.PageIndex - 1) * page.PageSize);
  const cache = new Map<string, Promise<Set<string>>>();
  const companyCodes = (companyId: string) => {
    let codes = cache.get(companyId);
    if (!codes) {
      codes = companyMenuCodes(ctx, companyId, isPrivateDeployment);
      cache.set(companyId, codes);
    }
    return codes;
  };
  const codes = await menuCodesByUser(
    ctx,
    rows.map((row) => row.user),
    companyCodes,
  );
  return {
    TotalCount: total?.n ?? 0,
    Items: rows.map((row) => ({
      ...toClientUser(row.user, codes.get(row.user.id) ?? []),
      CompanyId: row.user.companyId ?? '',
      CompanyNameEn: row.companyNameEn,
    })),
  };
}

/** A sub-account of the caller's company; any other id is answered as not found. */
async function subAccount(ctx: AppContext, caller: Caller, userId: string): Promise<UserRow> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, callerCompanyId(caller))));
  if (!user) throw new AppError('NotFound');
  // The admin manages the sub-accounts, not their own account (that is ChangePassword).
  if (user.role !== 'client_user') throw new AppError('Forbidden');
  return user;
}

async function assertGrantable(
  ctx: AppContext,
  caller: Caller,
  codes: readonly string[],
  isPrivateDeployment: boolean,
) {
  const company = await companyMenuCodes(ctx, callerCompanyId(caller), isPrivateDeployment);
  const outside = codes.filter((code) => !company.has(code));
  if (outside.length > 0) throw new AppError('ValidationFailed', `MenuCodes: ${outside.join(', ')}`);
}

export async function createSubAccount(
  ctx: AppContext,
  caller: Caller,
  input: {
    AccountName: string;
    Password: string;
    NameEn?: string | undefined;
    Phone?: string | undefined;
    Email?: string | undefined;
    MenuCodes: string[];
  },
  options: { locale: Locale; isPrivateDeployment: boolean },
): Promise<ClientUser> {
  const companyId = callerCompanyId(caller);
  const menuCodes = [...new Set(input.MenuCodes)];
  await assertGrantable(ctx, caller, menuCodes, options.isPrivateDeployment);
  assertPasswordAcceptable(
    input.Password,
    {
      minLength: ctx.config.PASSWORD_MIN_LENGTH,
      personalWords: [input.AccountName, input.Phone, input.Email, input.NameEn],
    },
    options.locale,
    'Password',
  );
  if (await findUserByAccount(ctx.db, input.AccountName)) throw new AppError('Conflict', 'AccountName');
  const passwordHash = await hashPassword(input.Password);
  const created = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        companyId,
        accountName: input.AccountName,
        passwordHash,
        role: 'client_user',
        nameEn: input.NameEn ?? null,
        phone: input.Phone ?? null,
        email: input.Email ?? null,
        createdAt: ctx.clock(),
      })
      .returning();
    if (!user) throw new Error('user insert returned no row');
    if (menuCodes.length > 0)
      await tx.insert(userMenus).values(menuCodes.map((menuCode) => ({ userId: user.id, menuCode })));
    return user;
  });
  return toClientUser(created, menuCodes);
}

export async function setEnabled(ctx: AppContext, caller: Caller, userId: string, enabled: boolean): Promise<void> {
  const user = await subAccount(ctx, caller, userId);
  await ctx.db.update(users).set({ enabled }).where(eq(users.id, user.id));
  if (!enabled) await revokeUserSessions(ctx, user.id);
}

export async function resetSubAccountPassword(
  ctx: AppContext,
  caller: Caller,
  input: { UserId: string; NewPassword: string },
  locale: Locale,
): Promise<void> {
  const user = await subAccount(ctx, caller, input.UserId);
  assertPasswordAcceptable(
    input.NewPassword,
    {
      minLength: ctx.config.PASSWORD_MIN_LENGTH,
      personalWords: [user.accountName, user.phone, user.email, user.nameEn],
    },
    locale,
    'NewPassword',
  );
  await setPassword(ctx, user.id, input.NewPassword);
  await revokeUserSessions(ctx, user.id);
}

/** Replaces a sub-account's grants; effective from its next request. */
export async function grantMenus(
  ctx: AppContext,
  caller: Caller,
  input: { UserId: string; MenuCodes: string[] },
  isPrivateDeployment: boolean,
): Promise<void> {
  const user = await subAccount(ctx, caller, input.UserId);
  const menuCodes = [...new Set(input.MenuCodes)];
  await assertGrantable(ctx, caller, menuCodes, isPrivateDeployment);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(userMenus).where(eq(userMenus.userId, user.id));
    if (menuCodes.length > 0)
      await tx.insert(userMenus).values(menuCodes.map((menuCode) => ({ userId: user.id, menuCode })));
  });
}
