import type { LoginAnswer, UserInfo } from '@portside/contracts/identity';
import type { MenuItem } from '@portside/contracts/menus';
import { queryOptions } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { setToken } from '../../lib/auth-token';
import { clearClientSession } from '../../lib/client-session';
import { type LoginPageMessage, navigateTo } from '../../lib/navigation';
import { queryClient } from '../../lib/query-client';
import { expectSessionEnd, resetSessionExpiry } from '../../lib/request';
import { firstPagePath, permittedPaths } from '../../shared/permissions/menu-tree';
import { permittedTree } from '../../shared/permissions/route-access';
import { usePermissionStore } from '../../stores/permission-store';
import { useUserStore } from '../../stores/user-store';
import { getPermissions, getUserInfo, logout } from './auth-api';

/**
 * The dictionary is loaded with the session, not with the login page: it checks its cache with
 * zod, which stays out of the first load (issue 15).
 */
const dictionary = () => import('../../shared/dictionary/dictionary');

/** The request layer has already shown a failed dictionary load; signing in goes on without it. */
function loadGlobalEnumsQuietly(onlyIfMissing = false): Promise<void> {
  return dictionary()
    .then(({ hasGlobalEnums, loadGlobalEnums }) => (onlyIfMissing && hasGlobalEnums() ? undefined : loadGlobalEnums()))
    .catch(() => undefined);
}

/**
 * Spec §8: a failed menu fetch is only logged (by the request layer) and does not undo the
 * sign-in: undefined here, and the user goes on without the menus until the next load.
 */
function fetchMenusQuietly(): Promise<MenuItem[] | undefined> {
  return getPermissions().catch(() => undefined);
}

/**
 * Keeps a new session (password, SMS, registration or callback login): both token cookies, the
 * user info, the enumerations and the menus (none if they cannot be loaded).
 */
export async function startSession(answer: LoginAnswer): Promise<void> {
  resetSessionExpiry();
  queryClient.removeQueries();
  setToken(answer.AccessToken);
  const [tree] = await Promise.all([fetchMenusQuietly(), loadGlobalEnumsQuietly()]);
  usePermissionStore.getState().setPermissionTree(tree ?? []);
  useUserStore.getState().setUserInfo(answer.UserInfo);
}

/**
 * After a reload only the token cookie is left: fetches the user info and the menus again. If the
 * menus cannot be loaded, those this tab kept are used.
 */
export async function restoreSession(): Promise<UserInfo> {
  const [userInfo, tree] = await Promise.all([getUserInfo(), fetchMenusQuietly()]);
  if (tree) usePermissionStore.getState().setPermissionTree(tree);
  useUserStore.getState().setUserInfo(userInfo);
  void loadGlobalEnumsQuietly(true);
  return userInfo;
}

/**
 * The page to open after sign-in: the remembered target if the user may open it, else their first
 * page; `pagePaths` are the paths the app has a page for (usePagePaths).
 */
export function landingPath(redirectTarget: string, pagePaths: ReadonlySet<string>): string {
  const tree = permittedTree();
  const firstPage = firstPagePath(tree, pagePaths) ?? paths.home;
  const { pathname } = new URL(redirectTarget, window.location.origin);
  const canOpen = permittedPaths(tree).has(pathname) && pagePaths.has(pathname);
  return canOpen ? redirectTarget : firstPage;
}

/**
 * Spec §4 logout: tells the server, forgets the session in this browser and goes to the login
 * page, which shows `message` (why the user was signed out) if there is one.
 */
export async function signOut(message?: LoginPageMessage): Promise<void> {
  expectSessionEnd();
  await logout();
  // Leave the signed-in pages first: cleared earlier, they would redirect to the login page on their own.
  await navigateTo(paths.login, message).finally(clearClientSession);
}

/**
 * The session a reload restores, once per page load: awaited by RequireAuth and started before it
 * renders by the first screen's preload (router.tsx).
 */
export const restoredSessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: restoreSession,
  staleTime: Number.POSITIVE_INFINITY,
});
