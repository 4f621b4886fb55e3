import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_URL, USER_INFO_URL } from '../features/identity/auth-api';
import { MESSAGE_PAGE_LIST_URL } from '../features/messages/messages-api';
import { SHIPMENT_DASHBOARD_URL } from '../features/shipments/shipments-api';
import { STAFF_CLIENT_USER_LIST_URL } from '../features/staff/staff-api';
import { setToken } from '../lib/auth-token';
import { rewriteServicePath } from '../lib/request';
import { COLUMN_SETTINGS_LIST_URL } from '../shared/column-settings/column-settings-api';
import { GET_DICT_ITEMS_URL } from '../shared/dictionary/dictionary';
import { PORTAL_CONFIG_URL } from '../shared/portal/portal-config';
import { MENU_ITEM_STORAGE_KEY } from '../stores/permission-store';
import { usePortalConfigStore } from '../stores/portal-config-store';
import { useUserStore } from '../stores/user-store';
import { byUrl, envelope, fakeServer, ok } from '../testing/fake-server';
import { renderApp } from '../testing/render-app';
import {
  CLIENT_ADMIN_TREE,
  CLIENT_VIEWER_TREE,
  DEMO_USER,
  menuItem,
  STAFF_TREE,
  signIn,
  TEST_PORTAL_CONFIG,
} from '../testing/session';
import { ACTION_INBOX_URL } from './pages/dashboard-data';
import { preloadSignedInPage } from './router';

const user = userEvent.setup();

describe('routes', () => {
  it('sends / without a token to the login page, remembering the dashboard', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard/index');
    await screen.findByRole('button', { name: 'Sign in' });
  });

  it('remembers the full address of a protected page, query included', async () => {
    const { router } = renderApp('/systemConfig/userManage?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/systemConfig/userManage?page=2');
  });

  it('opens the dashboard for / when a client user is signed in', async () => {
    signIn();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Dana Demo' });
    expect(router.state.location.pathname).toBe('/dashboard/index');
    // Below the action inbox, shown once the inbox has its items.
    expect((await screen.findByTestId('dashboard-contact')).textContent).toContain('Sam Sales');
    expect(screen.getByRole('link', { name: '+86 21 5555 0100' }).getAttribute('href')).toBe('tel:+862155550100');
  });

  it("opens a staff member's first page for /", async () => {
    fakeServer(byUrl({ [STAFF_CLIENT_USER_LIST_URL]: ok({ Items: [], TotalCount: 0 }) }));
    signIn({ ...DEMO_USER, Role: 'staff', CompanyId: null, CompanyNameEn: null }, STAFF_TREE);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/clientUsers'));
  });

  it("sends staff from the clients' dashboard to their first page, and leads the logo there, never to /404", async () => {
    fakeServer(byUrl({ [STAFF_CLIENT_USER_LIST_URL]: ok({ Items: [], TotalCount: 0 }) }));
    signIn({ ...DEMO_USER, Role: 'staff', CompanyId: null, CompanyNameEn: null }, STAFF_TREE);
    const { router } = renderApp('/dashboard/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/clientUsers'));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Client accounts');
    expect(screen.getByTestId('header-logo').getAttribute('href')).toBe('/');
    await user.click(screen.getByTestId('header-logo'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/clientUsers'));
    expect(screen.getByTestId('tag-/staff/clientUsers').textContent).toBe(heading.textContent);
  });

  it("leads a client's logo to the new orders", async () => {
    signIn(DEMO_USER, [
      ...CLIENT_ADMIN_TREE,
      menuItem('CargoStatus:NewOrders', 'New orders', '/cargoStatus/newOrders'),
    ]);
    renderApp('/dashboard/index');
    await screen.findByRole('heading', { name: 'Welcome, Dana Demo' });
    expect(screen.getByTestId('header-logo').getAttribute('href')).toBe('/cargoStatus/newOrders');
  });

  it('tells a user granted no page so, inside the layout where they can log out', async () => {
    signIn(DEMO_USER, []);
    renderApp('/');
    await screen.findByText('No pages are available to your account yet');
    screen.getByTestId('user-menu');
  });

  it('restores the session after a reload from the token cookie: user info, permissions and menuItem', async () => {
    setToken('token');
    const sent = fakeServer(
      byUrl({
        [USER_INFO_URL]: ok(DEMO_USER),
        [PERMISSIONS_URL]: ok(CLIENT_ADMIN_TREE),
        [GET_DICT_ITEMS_URL]: ok({}),
      }),
    );
    renderApp('/dashboard/index');
    await screen.findByRole('heading', { name: 'Welcome, Dana Demo' });
    expect(sent.find((request) => request.url === PERMISSIONS_URL)?.params).toEqual({
      isTree: true,
      authSystemType: 200,
    });
    expect(useUserStore.getState().userInfo).toEqual(DEMO_USER);
    expect(JSON.parse(sessionStorage.getItem(MENU_ITEM_STORAGE_KEY) ?? '[]')).toHaveLength(CLIENT_ADMIN_TREE.length);
  });

  it("fetches a reloaded page's session before the page renders, and only once", async () => {
    setToken('token');
    const sent = fakeServer(
      byUrl({
        [USER_INFO_URL]: ok(DEMO_USER),
        [PERMISSIONS_URL]: ok(CLIENT_ADMIN_TREE),
        [GET_DICT_ITEMS_URL]: ok({}),
      }),
    );
    await preloadSignedInPage('/dashboard/index');
    expect(useUserStore.getState().userInfo).toEqual(DEMO_USER);
    renderApp('/dashboard/index');
    await screen.findByRole('heading', { name: 'Welcome, Dana Demo' });
    expect(sent.filter((request) => request.url === USER_INFO_URL)).toHaveLength(1);
  });

  it("asks for the dashboard's answers before its code has rendered, and only once each", async () => {
    setToken('token');
    const dashboardAnswers = [ACTION_INBOX_URL, SHIPMENT_DASHBOARD_URL, rewriteServicePath(MESSAGE_PAGE_LIST_URL)];
    const sent = fakeServer(
      byUrl({
        [USER_INFO_URL]: ok(DEMO_USER),
        [PERMISSIONS_URL]: ok(CLIENT_ADMIN_TREE),
        [GET_DICT_ITEMS_URL]: ok({}),
        [COLUMN_SETTINGS_LIST_URL]: ok([]),
        [ACTION_INBOX_URL]: ok([]),
        [SHIPMENT_DASHBOARD_URL]: ok({
          InTransit: 3,
          ArrivingNext7Days: 0,
          Delayed: 0,
          AwaitingCustomsClearance: 0,
          ByModePerMonth: [],
        }),
        [rewriteServicePath(MESSAGE_PAGE_LIST_URL)]: ok({ Items: [], TotalCount: 0, UnreadCount: 0 }),
      }),
      { background: true },
    );
    await preloadSignedInPage('/dashboard/index');
    expect(sent.map((request) => request.url)).toEqual(expect.arrayContaining(dashboardAnswers));
    renderApp('/dashboard/index');
    expect((await screen.findByTestId('dashboard-figure-inTransit')).textContent).toContain('3');
    for (const url of dashboardAnswers) expect(sent.filter((request) => request.url === url)).toHaveLength(1);
  });

  it("does not ask ahead for the answers of a page the user's tree lacks", async () => {
    setToken('token');
    const sent = fakeServer(
      byUrl({
        [USER_INFO_URL]: ok({ ...DEMO_USER, Role: 'staff', CompanyId: null, CompanyNameEn: null }),
        [PERMISSIONS_URL]: ok(STAFF_TREE),
        [GET_DICT_ITEMS_URL]: ok({}),
      }),
      { background: true },
    );
    await preloadSignedInPage('/dashboard/index');
    expect(useUserStore.getState().userInfo?.Role).toBe('staff');
    expect(sent.map((request) => request.url).filter((url) => url?.includes('Dashboard'))).toEqual([]);
  });

  it('fetches no session ahead for a page that needs none', async () => {
    setToken('token');
    const sent = fakeServer(() => ({ data: envelope(0, {}) }));
    await preloadSignedInPage('/home/register');
    expect(sent).toEqual([]);
  });

  it('redirects an unknown path to /404, which links home', async () => {
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    await screen.findByRole('heading', { name: 'Page not found' });
    const home = screen.getByRole('link', { name: 'Back to home' });
    expect(home.getAttribute('href')).toBe('/');
    await user.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
  });
});

describe('route access from the permission tree', () => {
  it('does not let a user reach a page their tree lacks by typing its address', async () => {
    signIn({ ...DEMO_USER, AccountName: 'demo.viewer', Role: 'client_user' }, CLIENT_VIEWER_TREE);
    const { router } = renderApp('/systemConfig/userManage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('opens a page of the tree', async () => {
    signIn();
    fakeServer(() => ({ data: envelope(0, { Items: [], TotalCount: 0 }) }));
    renderApp('/systemConfig/userManage');
    await screen.findByRole('heading', { name: 'Account management' });
  });

  it('lists in the side menu the entries that have a page, in the UI language, and leaves the rest out', async () => {
    signIn();
    renderApp('/dashboard/index');
    const menu = await screen.findByTestId('side-menu');
    const entries = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(entries).toEqual([
      'Dashboard',
      'Cargo status',
      'Clearance files',
      'Quotes',
      'Enquiries',
      'Settings',
      'Account management',
    ]);
  });

  it('builds a viewer menu without account management', async () => {
    signIn({ ...DEMO_USER, Role: 'client_user' }, CLIENT_VIEWER_TREE);
    renderApp('/dashboard/index');
    const menu = await screen.findByTestId('side-menu');
    expect(menu.textContent).toBe('DashboardCargo statusClearance files');
  });
});

describe('portal config', () => {
  it('is fetched before any route renders, and decides the logo', async () => {
    usePortalConfigStore.setState({ config: undefined });
    const agentConfig = { ...TEST_PORTAL_CONFIG, Variant: 'agent', LogoUrl: '/logo-agent.svg' } as const;
    const sent = fakeServer(byUrl({ [PORTAL_CONFIG_URL]: ok(agentConfig) }));
    renderApp('/home/login');
    expect(screen.queryByTestId('login-submit')).toBeNull();
    const logo = await screen.findByTestId('portal-logo');
    expect(logo.getAttribute('src')).toBe('/logo-agent.svg');
    expect(sent.map((request) => request.url)).toEqual([PORTAL_CONFIG_URL]);
  });

  it('offers to try again when it cannot be loaded', async () => {
    usePortalConfigStore.setState({ config: undefined });
    let calls = 0;
    fakeServer(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, data: envelope(5000, null, 'Internal server error') }
        : { data: envelope(0, TEST_PORTAL_CONFIG) };
    });
    renderApp('/home/login');
    await user.click(await screen.findByTestId('portal-config-retry'));
    await screen.findByTestId('login-submit');
  });

  it.each([
    ['branded', 'Portside Customer Portal'],
    ['generic', 'Shipment Tracking Portal'],
  ] as const)('gives the %s title to the page', async (TitleKind, title) => {
    usePortalConfigStore.setState({ config: { ...TEST_PORTAL_CONFIG, TitleKind } });
    renderApp('/home/login');
    await waitFor(() => expect(document.title).toBe(title));
  });
});
