import { DEFAULT_LOCALE } from '@portside/contracts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearClientSession } from '../lib/client-session';
import { connectNavigation } from '../lib/navigation';
import { http, resetSessionExpiry } from '../lib/request';
import { useLanguageStore } from '../stores/language-store';
import { usePortalConfigStore } from '../stores/portal-config-store';
import { TEST_PORTAL_CONFIG } from './session';

const realAdapter = http.defaults.adapter;

// The app renders its routes once the portal config is known; tests start from the direct-customer host.
beforeEach(() => usePortalConfigStore.setState({ config: TEST_PORTAL_CONFIG }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  http.defaults.adapter = realAdapter;
  resetSessionExpiry();
  clearClientSession();
  connectNavigation(undefined);
  useLanguageStore.setState({ language: DEFAULT_LOCALE });
  localStorage.clear();
  sessionStorage.clear();
});
