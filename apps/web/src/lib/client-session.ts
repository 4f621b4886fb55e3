import { SIDEBAR_DEFAULT_WIDTH, useAppStore } from '../stores/app-store';
import { LANGUAGE_STORAGE_KEY } from '../stores/language-store';
import { usePermissionStore } from '../stores/permission-store';
import { DEFAULT_SETTINGS, useSettingsStore } from '../stores/settings-store';
import { useTagsViewStore } from '../stores/tags-view-store';
import { useUserStore } from '../stores/user-store';
import { removeAllTokens } from './auth-token';
import { queryClient } from './query-client';

/**
 * Spec §4 clears local storage; the UI language alone survives. The login page that follows is
 * shown in it, the next user of the browser is most likely the same person, and it tells nothing
 * about the account. The settings panel and the sidebar width go back to their defaults.
 */
const SURVIVING_KEYS = [LANGUAGE_STORAGE_KEY];

/**
 * Forgets the signed-in user in this browser (spec §4 logout and session expiry): clears local and
 * session storage but the language, removes the access-token cookies, the user info, the
 * permissions, the visited tabs, the page settings and every cached answer.
 */
export function clearClientSession(): void {
  const surviving = SURVIVING_KEYS.flatMap((key) => {
    const value = localStorage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of surviving) localStorage.setItem(key, value);
  removeAllTokens();
  useUserStore.getState().clear();
  usePermissionStore.getState().clear();
  useTagsViewStore.getState().reset();
  useSettingsStore.setState(DEFAULT_SETTINGS);
  useAppStore.setState({ sidebarWidth: SIDEBAR_DEFAULT_WIDTH });
  queryClient.clear();
}
