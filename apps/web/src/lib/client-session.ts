import { LANGUAGE_STORAGE_KEY } from '../stores/language-store';
import { usePermissionStore } from '../stores/permission-store';
import { useUserStore } from '../stores/user-store';
import { removeToken } from './auth-token';
import { queryClient } from './query-client';

/**
 * Forgets the signed-in user in this browser (spec §4 logout and session expiry): clears local and
 * session storage, removes the token cookies, the user info, the permissions and every cached
 * answer. The chosen UI language is a preference of the browser, not of the session, so it stays.
 */
export function clearClientSession(): void {
  const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  removeToken();
  useUserStore.getState().clear();
  usePermissionStore.getState().clear();
  queryClient.clear();
}
