import type { Locale } from '@portside/contracts/locales';
import { MENU_TYPES, type MenuItem, PRIVATE_DEPLOYMENT_REMOVED_CODES } from '@portside/contracts/menus';
import { isExternalLink } from '../../utils/external-link';

/** The tree without the entries (and their subtrees) the private deployment hides. */
export function forDeployment(tree: readonly MenuItem[], isPrivateDeployment: boolean): MenuItem[] {
  if (!isPrivateDeployment) return [...tree];
  return tree
    .filter((item) => !PRIVATE_DEPLOYMENT_REMOVED_CODES.includes(item.Code))
    .map((item) => ({ ...item, Children: forDeployment(item.Children, true) }));
}

/** The paths the user may open: the Urls of menu entries and hidden pages (buttons have none). */
export function permittedPaths(tree: readonly MenuItem[]): Set<string> {
  const found = new Set<string>();
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.MenuType !== MENU_TYPES.Button && item.Url) found.add(item.Url);
      visit(item.Children);
    }
  };
  visit(tree);
  return found;
}

export interface SideMenuEntry {
  /** The page path for an entry, the menu code for a folder. */
  key: string;
  label: string;
  /** The server's icon name (antd's, such as 'dashboard'), if it gives one. */
  icon?: string;
  children?: SideMenuEntry[];
}

/** A menu item's name in the UI language. */
export function labelOf(item: MenuItem, language: Locale): string {
  return item.Labels[language] || item.Name;
}

/**
 * The side menu: visible menu entries (MenuType 1) whose page the web app has or that link to
 * another site, and folders that contain at least one of them. Hidden pages (MenuType 2) stay
 * reachable but are not listed.
 */
export function buildSideMenu(
  tree: readonly MenuItem[],
  pagePaths: ReadonlySet<string>,
  language: Locale,
): SideMenuEntry[] {
  return tree.flatMap((item): SideMenuEntry[] => {
    if (item.MenuType !== MENU_TYPES.Menu || item.hidden) return [];
    const entry = { label: labelOf(item, language), ...(item.Icon ? { icon: item.Icon } : {}) };
    if (pagePaths.has(item.Url) || isExternalLink(item.Url)) return [{ key: item.Url, ...entry }];
    const children = buildSideMenu(item.Children, pagePaths, language);
    return children.length > 0 ? [{ key: item.Code, ...entry, children }] : [];
  });
}

/**
 * The menus a client admin can grant in this app: the entries whose page the app has or that link
 * to another site, the folders that contain them, and the button permissions among them. Hidden
 * pages (MenuType 2) are not offered: the server grants them with their parent.
 */
export function grantableMenus(tree: readonly MenuItem[], pagePaths: ReadonlySet<string>): MenuItem[] {
  return tree.flatMap((item): MenuItem[] => {
    if (item.MenuType === MENU_TYPES.Button) return [item];
    if (item.MenuType !== MENU_TYPES.Menu) return [];
    const children = grantableMenus(item.Children, pagePaths);
    const isPage = pagePaths.has(item.Url) || isExternalLink(item.Url);
    const holdsPage = children.some((child) => child.MenuType === MENU_TYPES.Menu);
    return isPage || holdsPage ? [{ ...item, Children: children }] : [];
  });
}

/** The first page of the menu the user may open, else the first hidden page the app has. */
export function firstPagePath(tree: readonly MenuItem[], pagePaths: ReadonlySet<string>): string | undefined {
  const [firstMenuEntry] = flattenEntries(buildSideMenu(tree, pagePaths, 'en-US'));
  return firstMenuEntry ?? [...permittedPaths(tree)].find((path) => pagePaths.has(path));
}

function flattenEntries(entries: readonly SideMenuEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.children) return flattenEntries(entry.children);
    return isExternalLink(entry.key) ? [] : [entry.key];
  });
}

/** The items from the top of the tree down to the page at `path`: folders, menu entries, hidden pages. */
export function menuTrail(tree: readonly MenuItem[], path: string): MenuItem[] {
  for (const item of tree) {
    if (item.MenuType === MENU_TYPES.Button) continue;
    if (item.Url === path) return [item];
    const below = menuTrail(item.Children, path);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/** A page of the header's route search: its path and its title with those of its folders. */
export interface SearchableRoute {
  path: string;
  title: string[];
}

/** The pages of the side menu the user may open, each titled with its folders ("Settings > Guide"). */
export function searchableRoutes(entries: readonly SideMenuEntry[], folders: string[] = []): SearchableRoute[] {
  return entries.flatMap((entry) => {
    if (entry.children) return searchableRoutes(entry.children, [...folders, entry.label]);
    return isExternalLink(entry.key) ? [] : [{ path: entry.key, title: [...folders, entry.label] }];
  });
}
