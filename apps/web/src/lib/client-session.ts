import { SIDEBAR_WIDTH_STORAGE_KEY } from '../stores/app-store';
import { LANGUAGE_STORAGE_KEY } from '../stores/language-store';
import { usePermissionStore } from '../stores/permission-store';
import { SETTINGS_STORAGE_KEY } from '../stores/settings-store';
import { useTagsViewStore } from '../stores/tags-view-store';
import { useUserStore } from '../stores/user-store';
import { removeToken } from './auth-token';
import { queryClient } from './query-client';

/** Preferences of the browser, not of the session: the UI language, the settings panel, the sidebar width. */
const BROWSER_PREFERENCE_KEYS = [LANGUAGE_STORAGE_KEY, SETTINGS_STORAGE_KEY, SIDEBAR_WIDTH_STORAGE_KEY];

/**
 * Forgets the signed-in user in this browser (spec §4 logout and session expiry): clears local and
 * session storage, removes the token cookies, the user info, the permissions, the visited tabs and
 * every cached answer. The browser's own preferences stay.
 */
export function clearClientSession(): void {
  const preferences = BROWSER_PREFERENCE_KEYS.flatMap((key) => {
    const value = localStorage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of preferences) localStorage.setItem(key, value);
  removeToken();
  useUserStore.getState().clear();
  usePermissionStore.getState().clear();
  useTagsViewStore.getState().reset();
  queryClient.clear();
}
