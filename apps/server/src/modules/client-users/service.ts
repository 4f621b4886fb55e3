import type { ClientUser, Locale } from '@portside/contracts';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { callerCompanyId, type TenantScope } from '../../http/tenant-scope.js';
import { assertAdmitted, reserveInWindow } from '../identity/attempt-counters.js';
import { hashPassword } from '../identity/password.js';
import { assertPasswordAcceptable, setPassword } from '../identity/service.js';
import { revokeUserSessions } from '../identity/sessions.js';
import {
  findClientUserPage,
  findUserByAccount,
  findUserOfCompany,
  insertUser,
  setUserEnabled,
  type UserRow,
} from '../identity/users-repo.js';
import { companyMenuCodes, replaceUserMenus, userGrants } from '../permissions/service.js';

async function menuCodesByUser(
  ctx: AppContext,
  rows: readonly UserRow[],
  companyCodes: (companyId: string) => Promise<Set<string>>,
) {
  const grants = await userGrants(
    ctx.db,
    rows.map((row) => row.id),
  );
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
  const { total, rows } = await findClientUserPage(ctx.db, scope, page);
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
    TotalCount: total,
    Items: rows.map((row) => ({
      ...toClientUser(row.user, codes.get(row.user.id) ?? []),
      CompanyId: row.user.companyId ?? '',
      CompanyNameEn: row.companyNameEn,
      CompanyIsPrivateCustomer: row.isPrivateCustomer,
    })),
  };
}

/** A sub-account of the caller's company; any other id is answered as not found. */
async function subAccount(ctx: AppContext, caller: Caller, userId: string): Promise<UserRow> {
  const user = await findUserOfCompany(ctx.db, callerCompanyId(caller), userId);
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

/** Account names a client admin may try in an hour (sub-accounts created or refused as taken). */
const NAMES_TRIED_PER_COMPANY = { limit: 20, windowSeconds: 3600 };

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
  // Account names are global, so a taken name answers Conflict whoever holds it (another company,
  // the forwarder's staff). Every name tried counts, free or taken, so the answers cannot list the
  // accounts of others (issue 17, L7), and the limit itself tells nothing about a name.
  assertAdmitted(
    await reserveInWindow(ctx.db, {
      scope: 'client-user-names',
      key: companyId,
      ...NAMES_TRIED_PER_COMPANY,
      now: ctx.clock(),
    }),
  );
  if (await findUserByAccount(ctx.db, input.AccountName)) throw new AppError('Conflict', 'AccountName');
  const passwordHash = await hashPassword(input.Password);
  const created = await ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      companyId,
      accountName: input.AccountName,
      passwordHash,
      role: 'client_user',
      nameEn: input.NameEn ?? null,
      phone: input.Phone ?? null,
      email: input.Email ?? null,
      createdAt: ctx.clock(),
    });
    await replaceUserMenus(tx, user.id, menuCodes);
    return user;
  });
  return toClientUser(created, menuCodes);
}

export async function setEnabled(ctx: AppContext, caller: Caller, userId: string, enabled: boolean): Promise<void> {
  const user = await subAccount(ctx, caller, userId);
  await setUserEnabled(ctx.db, user.id, enabled);
  if (enabled) await ctx.callers.forgetAll();
  else await revokeUserSessions(ctx, user.id);
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
  await ctx.db.transaction((tx) => replaceUserMenus(tx, user.id, menuCodes));
  await ctx.callers.forgetAll();
}
