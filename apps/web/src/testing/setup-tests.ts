import { DEFAULT_LOCALE, LOCALES } from '@portside/contracts/locales';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, vi } from 'vitest';
import { includeAntdLanguagePacks, loadLanguage } from '../i18n';
import { clearClientSession } from '../lib/client-session';
import { connectNavigation } from '../lib/navigation';
import { resetSessionExpiry } from '../lib/request';
import {
  DEFAULT_ELEMENT_SIZE,
  SIDEBAR_DEFAULT_WIDTH,
  SIDEBAR_STATUS_COOKIE,
  SIZE_COOKIE,
  useAppStore,
} from '../stores/app-store';
import { useLanguageStore } from '../stores/language-store';
import { usePortalConfigStore } from '../stores/portal-config-store';
import { DEFAULT_SETTINGS, useSettingsStore } from '../stores/settings-store';
import { fakeServer } from './fake-server';
import { TEST_PORTAL_CONFIG } from './session';
import { DEFAULT_TEST_WIDTH, resizeWindow } from './viewport';

/** A fetch whose answer never comes, until the caller gives up (as the message stream does on sign-out). */
function silentStream(_: unknown, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

// The app fetches a language's messages when it is chosen (i18n/index.ts), and antd's and dayjs's
// texts with them once antd's pages are in use; the tests have all four at hand, so a language set
// through the store shows at once. i18n/language-loading.test.tsx starts from a first load instead.
includeAntdLanguagePacks();
await Promise.all(LOCALES.map(loadLanguage));

// Pages load on first use (React.lazy): the first render of one may take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // The app renders its routes once the portal config is known; tests start from the direct-customer host.
  usePortalConfigStore.setState({ config: TEST_PORTAL_CONFIG });
  // No call reaches a network: a test without its own fake server still gets the frame's background answers.
  fakeServer(({ method, url }) => {
    throw new Error(`No fake server for ${method} ${url}`);
  });
  // The message stream stays open and silent unless a test feeds it.
  vi.stubGlobal('fetch', silentStream);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSessionExpiry();
  clearClientSession();
  connectNavigation(undefined);
  useLanguageStore.setState({ language: DEFAULT_LOCALE });
  useSettingsStore.setState(DEFAULT_SETTINGS);
  useAppStore.setState({
    sidebarOpened: true,
    mobileMenuOpen: false,
    size: DEFAULT_ELEMENT_SIZE,
    sidebarWidth: SIDEBAR_DEFAULT_WIDTH,
  });
  for (const cookie of [SIDEBAR_STATUS_COOKIE, SIZE_COOKIE]) Cookies.remove(cookie, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  resizeWindow(DEFAULT_TEST_WIDTH);
});
