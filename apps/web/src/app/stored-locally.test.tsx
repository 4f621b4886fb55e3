import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadPortalConfig, PORTAL_CONFIG_URL } from '../shared/portal/portal-config';
import { MENU_ITEM_STORAGE_KEY, MENU_STORAGE_KEY } from '../stores/permission-store';
import { LOGO_URL_STORAGE_KEY, usePortalConfigStore } from '../stores/portal-config-store';
import { byUrl, fakeServer, ok } from '../testing/fake-server';
import { renderApp } from '../testing/render-app';
import { CLIENT_ADMIN_TREE, signIn, TEST_PORTAL_CONFIG } from '../testing/session';

describe('stored locally (spec §3): the menu and the logo URL', () => {
  it('keeps the logo URL of the host once its config is loaded', async () => {
    fakeServer(byUrl({ [PORTAL_CONFIG_URL]: ok({ ...TEST_PORTAL_CONFIG, LogoUrl: '/logo-agent.svg' }) }));
    await loadPortalConfig();
    expect(localStorage.getItem(LOGO_URL_STORAGE_KEY)).toBe('/logo-agent.svg');
  });

  it('shows the kept logo while the next load waits for the config', async () => {
    localStorage.setItem(LOGO_URL_STORAGE_KEY, '/logo-agent.svg');
    usePortalConfigStore.setState({ config: undefined });
    fakeServer(() => new Promise(() => undefined));
    renderApp('/home/login');
    expect((await screen.findByTestId('portal-config-logo')).getAttribute('src')).toBe('/logo-agent.svg');
  });

  it('keeps the menu the server gave, from which a new tab of the browser starts', async () => {
    signIn();
    expect(JSON.parse(localStorage.getItem(MENU_STORAGE_KEY) ?? 'null')).toEqual(CLIENT_ADMIN_TREE);
    const webMenus = JSON.parse(sessionStorage.getItem(MENU_ITEM_STORAGE_KEY) ?? 'null');
    sessionStorage.clear();
    vi.resetModules();
    const { usePermissionStore } = await import('../stores/permission-store');
    expect(usePermissionStore.getState().menus).toEqual(webMenus);
  });
});
