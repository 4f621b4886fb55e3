import { LOCALES } from '@portside/contracts/locales';
import { MENU_TYPES, type MenuItem } from '@portside/contracts/menus';
import { create } from 'zustand';
import { readStoredJson } from '../lib/stored-json';

/** Spec §3: the web menus are kept in session storage as menuItem. */
export const MENU_ITEM_STORAGE_KEY = 'menuItem';
/** Spec §3: the button permissions are kept in local storage. */
export const BUTTON_PERMISSIONS_STORAGE_KEY = 'btnPermissions';
/** Spec §3 "Stored locally: … the menu": the tree GetPermissions answered, shared by the browser's tabs. */
export const MENU_STORAGE_KEY = 'menu';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The shape of contracts' menuItemSchema, checked by hand: this store is read before sign-in, where
 * zod is not loaded (issue 15). What fails the check is dropped, as a tree the server never sent.
 */
function isMenuItem(value: unknown): value is MenuItem {
  if (!isRecord(value)) return false;
  const { Code, Name, Labels, Url, Icon, MenuType, hidden, Sort, Children } = value;
  return (
    typeof Code === 'string' &&
    typeof Name === 'string' &&
    isRecord(Labels) &&
    LOCALES.every((locale) => typeof Labels[locale] === 'string') &&
    typeof Url === 'string' &&
    typeof Icon === 'string' &&
    (MenuType === 1 || MenuType === 2 || MenuType === 3) &&
    typeof hidden === 'boolean' &&
    Number.isInteger(Sort) &&
    isMenuTree(Children)
  );
}

function isMenuTree(value: unknown): value is MenuItem[] {
  return Array.isArray(value) && value.every(isMenuItem);
}

/** This tab's web menus, else (a new tab of a signed-in browser) those of the menu kept locally. */
function readStoredMenus(): MenuItem[] {
  const tabMenus = readStoredJson(sessionStorage, MENU_ITEM_STORAGE_KEY);
  if (isMenuTree(tabMenus)) return tabMenus;
  const menu = readStoredJson(localStorage, MENU_STORAGE_KEY);
  return isMenuTree(menu) ? webMenusOf(menu) : [];
}

function readStoredButtonCodes(): string[] {
  const stored = readStoredJson(localStorage, BUTTON_PERMISSIONS_STORAGE_KEY);
  return Array.isArray(stored) ? stored.filter((code): code is string => typeof code === 'string') : [];
}

/** The tree without button permissions: the menus and hidden pages the web app routes to. */
function webMenusOf(tree: readonly MenuItem[]): MenuItem[] {
  return tree
    .filter((item) => item.MenuType !== MENU_TYPES.Button)
    .map((item) => ({ ...item, Children: webMenusOf(item.Children) }));
}

function buttonCodesOf(tree: readonly MenuItem[]): string[] {
  return tree.flatMap((item) => [
    ...(item.MenuType === MENU_TYPES.Button ? [item.Code] : []),
    ...buttonCodesOf(item.Children),
  ]);
}

interface PermissionState {
  /** The web menus of the signed-in user: menu entries, folders and hidden pages. */
  menus: MenuItem[];
  /** Codes of the buttons the user may use (MenuType 3). */
  buttonCodes: string[];
  /** Keeps the caller's permission tree from GetPermissions, in memory and in the spec's storage keys. */
  setPermissionTree: (tree: readonly MenuItem[]) => void;
  clear: () => void;
}

export const usePermissionStore = create<PermissionState>()((set) => ({
  menus: readStoredMenus(),
  buttonCodes: readStoredButtonCodes(),
  setPermissionTree: (tree) => {
    const menus = webMenusOf(tree);
    const buttonCodes = buttonCodesOf(tree);
    localStorage.setItem(MENU_STORAGE_KEY, JSON.stringify(tree));
    sessionStorage.setItem(MENU_ITEM_STORAGE_KEY, JSON.stringify(menus));
    localStorage.setItem(BUTTON_PERMISSIONS_STORAGE_KEY, JSON.stringify(buttonCodes));
    set({ menus, buttonCodes });
  },
  clear: () => set({ menus: [], buttonCodes: [] }),
}));
