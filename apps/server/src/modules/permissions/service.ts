import { type Locale, MENU_TYPES, type MenuItem, PRIVATE_DEPLOYMENT_REMOVED_CODES } from '@portside/contracts';
import { type AnyColumn, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { findCompany } from '../identity/companies.js';
import {
  MENU_TREE,
  type MenuSeed,
  PRIVATE_CUSTOMER_REMOVED,
  PRIVATE_CUSTOMER_SETTING_CHILD,
  STAFF_MENU_TREE,
} from './menu-content.js';
import { companyMenus, userMenus } from './schema.js';

function codesOf(tree: readonly MenuSeed[]): string[] {
  return tree.flatMap((node) => [node.Code, ...codesOf(node.Children ?? [])]);
}

function subtreeCodes(tree: readonly MenuSeed[], code: string): string[] {
  for (const node of tree) {
    if (node.Code === code) return codesOf([node]);
    const below = subtreeCodes(node.Children ?? [], code);
    if (below.length > 0) return below;
  }
  return [];
}

/**
 * A hidden page (MenuType 2) is granted with its parent: whoever holds the menu entry or folder above
 * it holds the page too, so adding a hidden page needs no data migration (as 0006 was).
 */
export function withHiddenPages(codes: Iterable<string>): Set<string> {
  const result = new Set(codes);
  const visit = (nodes: readonly MenuSeed[]) => {
    for (const node of nodes) {
      for (const child of node.Children ?? []) {
        if (child.MenuType === MENU_TYPES.Hidden && result.has(node.Code)) result.add(child.Code);
      }
      visit(node.Children ?? []);
    }
  };
  visit([...MENU_TREE, ...STAFF_MENU_TREE]);
  return result;
}

/** Every code a client company can be granted. */
export const CLIENT_MENU_CODES: readonly string[] = codesOf(MENU_TREE);
const STAFF_MENU_CODES: readonly string[] = codesOf(STAFF_MENU_TREE);

/**
 * Server-side rules on top of the grants (spec §6): a private customer loses the quote and order
 * menus and keeps only Address under Client:Setting; a private deployment loses the quote and
 * order-manage routes.
 */
export function applyMenuRules(
  codes: Iterable<string>,
  rules: { isPrivateCustomer: boolean; isPrivateDeployment: boolean },
): Set<string> {
  const result = new Set(codes);
  if (rules.isPrivateCustomer) {
    for (const code of PRIVATE_CUSTOMER_REMOVED.flatMap((c) => subtreeCodes(MENU_TREE, c))) result.delete(code);
    for (const code of subtreeCodes(MENU_TREE, 'Client:Setting')) {
      const keep = code === 'Client:Setting' || subtreeCodes(MENU_TREE, PRIVATE_CUSTOMER_SETTING_CHILD).includes(code);
      if (!keep) result.delete(code);
    }
  }
  if (rules.isPrivateDeployment) {
    for (const code of PRIVATE_DEPLOYMENT_REMOVED_CODES.flatMap((c) => subtreeCodes(MENU_TREE, c))) result.delete(code);
  }
  return result;
}

/** What a user's codes are made of: the company's grants and, for a sub-account, its own. */
export interface UserGrants {
  role: string;
  companyId: string | null;
  isPrivateCustomer: boolean;
  companyCodes: readonly string[];
  userCodes: readonly string[];
}

/**
 * The codes of one user: staff have the staff menu, a client admin the company's grants after the
 * rules, a sub-account what it was granted of them (hidden pages with their parent).
 */
export function grantedMenuCodes(grants: UserGrants, isPrivateDeployment: boolean): Set<string> {
  if (!grants.companyId) return new Set(STAFF_MENU_CODES);
  const company = applyMenuRules(withHiddenPages(grants.companyCodes), {
    isPrivateCustomer: grants.isPrivateCustomer,
    isPrivateDeployment,
  });
  if (grants.role === 'client_admin') return company;
  return new Set([...withHiddenPages(grants.userCodes)].filter((code) => company.has(code)));
}

/**
 * The granted codes of the user in `userId` and of its company in `companyId` as two columns of
 * the caller's query, so the session lookup reads them in the same statement (issue 15).
 */
export function grantColumns(userId: AnyColumn, companyId: AnyColumn) {
  return {
    companyCodes: sql<
      string[]
    >`array(select ${companyMenus.menuCode} from ${companyMenus} where ${companyMenus.companyId} = ${companyId})`,
    userCodes: sql<
      string[]
    >`array(select ${userMenus.menuCode} from ${userMenus} where ${userMenus.userId} = ${userId})`,
  };
}

/** What the forwarder granted a company, after the rules. */
export async function companyMenuCodes(
  ctx: AppContext,
  companyId: string,
  isPrivateDeployment: boolean,
): Promise<Set<string>> {
  const company = await findCompany(ctx.db, companyId);
  if (!company) return new Set();
  const granted = await ctx.db
    .select({ code: companyMenus.menuCode })
    .from(companyMenus)
    .where(eq(companyMenus.companyId, companyId));
  return grantedMenuCodes(
    {
      role: 'client_admin',
      companyId,
      isPrivateCustomer: company.isPrivateCustomer,
      companyCodes: granted.map((row) => row.code),
      userCodes: [],
    },
    isPrivateDeployment,
  );
}

/** The codes of one user, read from the database (for a user other than the caller). */
export async function userMenuCodes(
  ctx: AppContext,
  user: { id: string; role: string; companyId: string | null },
  isPrivateDeployment: boolean,
): Promise<Set<string>> {
  if (!user.companyId) return new Set(STAFF_MENU_CODES);
  const company = await findCompany(ctx.db, user.companyId);
  if (!company) return new Set();
  const companyId = user.companyId;
  const [companyRows, userRows] = await Promise.all([
    ctx.db.select({ code: companyMenus.menuCode }).from(companyMenus).where(eq(companyMenus.companyId, companyId)),
    ctx.db.select({ code: userMenus.menuCode }).from(userMenus).where(eq(userMenus.userId, user.id)),
  ]);
  return grantedMenuCodes(
    {
      role: user.role,
      companyId,
      isPrivateCustomer: company.isPrivateCustomer,
      companyCodes: companyRows.map((row) => row.code),
      userCodes: userRows.map((row) => row.code),
    },
    isPrivateDeployment,
  );
}

/** Grants a company these menu codes, in the caller's transaction. */
export async function grantCompanyMenus(tx: Tx, companyId: string, menuCodes: readonly string[]): Promise<void> {
  if (menuCodes.length > 0)
    await tx.insert(companyMenus).values(menuCodes.map((menuCode) => ({ companyId, menuCode })));
}

/** Replaces what a sub-account was granted, in the caller's transaction. */
export async function replaceUserMenus(tx: Tx, userId: string, menuCodes: readonly string[]): Promise<void> {
  await tx.delete(userMenus).where(eq(userMenus.userId, userId));
  if (menuCodes.length > 0) await tx.insert(userMenus).values(menuCodes.map((menuCode) => ({ userId, menuCode })));
}

/** What the users were granted, before the company's grants and rules narrow it. */
export async function userGrants(db: Pick<Db, 'select'>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userMenus.userId, menuCode: userMenus.menuCode })
    .from(userMenus)
    .where(inArray(userMenus.userId, [...userIds]));
}

/** Refuses unless the caller holds the menu or button code (checked on the server, not only in the menu). */
export function requireMenuCode(caller: Caller, code: string): void {
  if (!caller.menuCodes.has(code)) throw new AppError('Forbidden');
}

/** The tree of the granted codes; a folder stays when it or anything below it is granted. */
export function menuTree(codes: ReadonlySet<string>, locale: Locale): MenuItem[] {
  const build = (nodes: readonly MenuSeed[]): MenuItem[] =>
    nodes.flatMap((node, index) => {
      const children = build(node.Children ?? []);
      if (!codes.has(node.Code) && children.length === 0) return [];
      return [
        {
          Code: node.Code,
          Name: node.Labels[locale],
          Labels: node.Labels,
          Url: node.Url,
          Icon: node.Icon,
          MenuType: node.MenuType,
          hidden: node.MenuType === MENU_TYPES.Hidden,
          Sort: index,
          Children: children,
        },
      ];
    });
  return build([...MENU_TREE, ...STAFF_MENU_TREE]);
}
