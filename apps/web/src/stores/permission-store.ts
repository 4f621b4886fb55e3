import { MENU_TYPES, type MenuItem, menuItemSchema } from '@portside/contracts';
import { create } from 'zustand';

/** Spec §3: the web menus are kept in session storage as menuItem. */
export const MENU_ITEM_STORAGE_KEY = 'menuItem';
/** Spec §3: the button permissions are kept in local storage. */
export const BUTTON_PERMISSIONS_STORAGE_KEY = 'btnPermissions';

const menuTreeSchema = menuItemSchema.array();

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function readStoredMenus(): MenuItem[] {
  const parsed = menuTreeSchema.safeParse(readJson(sessionStorage, MENU_ITEM_STORAGE_KEY));
  return parsed.success ? parsed.data : [];
}

function readStoredButtonCodes(): string[] {
  const stored = readJson(localStorage, BUTTON_PERMISSIONS_STORAGE_KEY);
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
    sessionStorage.setItem(MENU_ITEM_STORAGE_KEY, JSON.stringify(menus));
    localStorage.setItem(BUTTON_PERMISSIONS_STORAGE_KEY, JSON.stringify(buttonCodes));
    set({ menus, buttonCodes });
  },
  clear: () => set({ menus: [], buttonCodes: [] }),
}));
