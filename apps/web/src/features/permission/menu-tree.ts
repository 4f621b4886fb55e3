import { type Locale, MENU_TYPES, type MenuItem, PRIVATE_DEPLOYMENT_REMOVED_CODES } from '@portside/contracts';

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
  children?: SideMenuEntry[];
}

/**
 * The side menu: visible menu entries (MenuType 1) whose page the web app has, and folders that
 * contain at least one of them. Hidden pages (MenuType 2) stay reachable but are not listed.
 */
export function buildSideMenu(
  tree: readonly MenuItem[],
  pagePaths: ReadonlySet<string>,
  language: Locale,
): SideMenuEntry[] {
  return tree.flatMap((item): SideMenuEntry[] => {
    if (item.MenuType !== MENU_TYPES.Menu || item.hidden) return [];
    const label = item.Labels[language] || item.Name;
    if (pagePaths.has(item.Url)) return [{ key: item.Url, label }];
    const children = buildSideMenu(item.Children, pagePaths, language);
    return children.length > 0 ? [{ key: item.Code, label, children }] : [];
  });
}

/** The first page of the menu the user may open, else the first hidden page the app has. */
export function firstPagePath(tree: readonly MenuItem[], pagePaths: ReadonlySet<string>): string | undefined {
  const [firstMenuEntry] = flattenEntries(buildSideMenu(tree, pagePaths, 'en-US'));
  return firstMenuEntry ?? [...permittedPaths(tree)].find((path) => pagePaths.has(path));
}

function flattenEntries(entries: readonly SideMenuEntry[]): string[] {
  return entries.flatMap((entry) => (entry.children ? flattenEntries(entry.children) : [entry.key]));
}

/** The folder keys leading to a page, so the menu opens on the current page. */
export function folderKeysOf(entries: readonly SideMenuEntry[], path: string): string[] {
  for (const entry of entries) {
    if (!entry.children) continue;
    if (entry.children.some((child) => child.key === path)) return [entry.key];
    const nested = folderKeysOf(entry.children, path);
    if (nested.length > 0) return [entry.key, ...nested];
  }
  return [];
}
