import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_DEFAULT_WIDTH, SIDEBAR_MAX_WIDTH, useAppStore } from '../stores/app-store';
import { LANGUAGE_STORAGE_KEY, useLanguageStore } from '../stores/language-store';
import { DEFAULT_SETTINGS, useSettingsStore } from '../stores/settings-store';
import { signIn, TEST_PORTAL_CONFIG } from '../testing/session';
import { clearClientSession } from './client-session';

describe('forgetting the session (spec §4 logout and session expiry)', () => {
  it('clears local and session storage but the language, and every access-token cookie', () => {
    useLanguageStore.getState().setLanguage('de-DE');
    signIn();
    Cookies.set('FOBAGENTCUSTOMERACCESSTOKEN', 'token-of-the-other-variant', { path: '/' });
    useSettingsStore.getState().changeSetting('theme', '#f5222d');
    useAppStore.getState().setSidebarWidth(SIDEBAR_MAX_WIDTH);
    localStorage.setItem('sidebarWidth', String(SIDEBAR_MAX_WIDTH));
    sessionStorage.setItem('chunkReloadCount', '1');

    clearClientSession();

    expect(Object.keys(localStorage)).toEqual([LANGUAGE_STORAGE_KEY]);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de-DE');
    expect(sessionStorage.length).toBe(0);
    for (const name of [
      TEST_PORTAL_CONFIG.TokenCookieName,
      TEST_PORTAL_CONFIG.EnvTokenCookieName,
      'FOBAGENTCUSTOMERACCESSTOKEN',
    ]) {
      expect(Cookies.get(name)).toBeUndefined();
    }
    expect(useSettingsStore.getState().theme).toBe(DEFAULT_SETTINGS.theme);
    expect(useAppStore.getState().sidebarWidth).toBe(SIDEBAR_DEFAULT_WIDTH);
  });
});
