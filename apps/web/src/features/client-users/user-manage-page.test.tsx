import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { byUrl, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { button, CLIENT_ADMIN_TREE, DEMO_USER, menuItem, signIn, VIEWER_ACCOUNT } from '../../testing/session';
import {
  CLIENT_USER_LIST_URL,
  COMPANY_SECURITY_URL,
  CREATE_CLIENT_USER_URL,
  GRANT_CLIENT_USER_MENUS_URL,
  GRANTABLE_MENUS_URL,
  RESET_CLIENT_USER_PASSWORD_URL,
  SET_CLIENT_USER_ENABLED_URL,
  SET_COMPANY_SECURITY_URL,
} from './user-manage-api';

const user = userEvent.setup();

const GRANTABLE = [
  menuItem('FOB:Client:Dashboard', 'Dashboard', '/dashboard/index', 1, [
    menuItem('FOB:Client:Dashboard:MsgHistory', 'Message history', '/dashboard/msgHistory', 2),
  ]),
  menuItem('CargoStatus', 'Cargo status', '/cargoStatus', 1, [
    menuItem('CargoStatus:NewOrders', 'New orders', '/cargoStatus/newOrders'),
    menuItem('CargoStatus:SeaShipment', 'Sea shipments', '/cargoStatus/seaShipment'),
    button('CargoStatus:Export'),
  ]),
];

const userManageTree = (...buttons: string[]) => [
  menuItem('Setting', 'Settings', '/systemConfig', 1, [
    menuItem('Setting:UserManage', 'Account management', '/systemConfig/userManage', 1, buttons.map(button)),
  ]),
];

function api(extra = {}) {
  return fakeServer(
    byUrl({
      [CLIENT_USER_LIST_URL]: ok({ Items: [VIEWER_ACCOUNT], TotalCount: 1 }),
      [GRANTABLE_MENUS_URL]: ok(GRANTABLE),
      [COMPANY_SECURITY_URL]: ok({ TotpRequired: false }),
      ...extra,
    }),
  );
}

const checkbox = (label: string) => {
  const node = screen.getByTitle(label).closest('.ant-tree-treenode');
  if (!node) throw new Error(`no tree node ${label}`);
  return node.querySelector('.ant-tree-checkbox') as HTMLElement;
};

describe('account management', () => {
  it('lists the sub-accounts a page at a time, and searches by keyword', async () => {
    signIn();
    const sent = api();
    renderApp('/systemConfig/userManage');
    const row = (await screen.findByText('demo.viewer')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Vera Viewer')).toBeTruthy();
    expect(within(row).getByText('User')).toBeTruthy();
    expect(within(row).getByText('Enabled')).toBeTruthy();
    expect(sent.find((request) => request.url === CLIENT_USER_LIST_URL)).toMatchObject({
      body: { PageIndex: 1, PageSize: 20 },
    });

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '  vera ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ body: { PageIndex: 1, PageSize: 20, Keyword: 'vera' } }));
  });

  it('lets the admin require two-step sign-in for every account of the company', async () => {
    signIn();
    const sent = api({ [SET_COMPANY_SECURITY_URL]: ok(null) });
    renderApp('/systemConfig/userManage');
    const toggle = await screen.findByRole('switch', {
      name: 'Require two-step sign-in for every account of the company',
    });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    await user.click(toggle);
    await waitFor(() =>
      expect(sent.find((request) => request.url === SET_COMPANY_SECURITY_URL)?.body).toMatchObject({
        TotpRequired: true,
      }),
    );
  });

  it('shows no action the admin lacks the button permission for', async () => {
    signIn(DEMO_USER, userManageTree());
    api();
    renderApp('/systemConfig/userManage');
    await screen.findByText('demo.viewer');
    for (const testId of [
      'user-manage-create',
      'disable-demo.viewer',
      'reset-password-demo.viewer',
      'grant-demo.viewer',
    ]) {
      expect(screen.queryByTestId(testId)).toBeNull();
    }
    expect(screen.queryByText('Actions')).toBeNull();
  });

  it('creates an account with its menu grants, leaving empty optional fields out', async () => {
    signIn();
    const sent = api({ [CREATE_CLIENT_USER_URL]: ok(VIEWER_ACCOUNT) });
    renderApp('/systemConfig/userManage');
    await user.click(await screen.findByTestId('user-manage-create'));
    await user.clear(await screen.findByTestId('create-user-account-name'));
    await user.type(await screen.findByTestId('create-user-account-name'), 'new.user');
    await user.clear(screen.getByTestId('create-user-password'));
    await user.type(screen.getByTestId('create-user-password'), 'a-long-password');
    await user.clear(screen.getByTestId('create-user-password-confirm'));
    await user.type(screen.getByTestId('create-user-password-confirm'), 'a-long-password');
    await user.clear(screen.getByTestId('create-user-email'));
    await user.type(screen.getByTestId('create-user-email'), ' ');
    await user.click(await waitFor(() => checkbox('New orders')));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.url === CREATE_CLIENT_USER_URL)).toBe(true));
    const body = sent.find((request) => request.url === CREATE_CLIENT_USER_URL)?.body;
    expect(body).toEqual({
      AccountName: 'new.user',
      Password: 'a-long-password',
      MenuCodes: ['CargoStatus:NewOrders', 'CargoStatus'],
      IsFobAgentClient: false,
    });
    expect(await screen.findByText('The account has been created')).toBeTruthy();
  });

  it("opens the grant dialog with the user's codes checked and saves the new choice", async () => {
    signIn();
    const sent = api({ [GRANT_CLIENT_USER_MENUS_URL]: ok(null) });
    renderApp('/systemConfig/userManage');
    await user.click(await screen.findByTestId('grant-demo.viewer'));
    const dashboard = await waitFor(() => checkbox('Dashboard'));
    expect(dashboard.className).toContain('ant-tree-checkbox-checked');
    expect(checkbox('New orders').className).toContain('ant-tree-checkbox-checked');
    expect(checkbox('Sea shipments').className).not.toContain('ant-tree-checkbox-checked');
    expect(checkbox('Cargo status').className).toContain('ant-tree-checkbox-indeterminate');

    await user.click(checkbox('Dashboard'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.url === GRANT_CLIENT_USER_MENUS_URL)).toBe(true));
    expect(sent.find((request) => request.url === GRANT_CLIENT_USER_MENUS_URL)?.body).toEqual({
      UserId: VIEWER_ACCOUNT.UserId,
      MenuCodes: ['CargoStatus:NewOrders', 'CargoStatus'],
      IsFobAgentClient: false,
    });
  });

  it('offers only the menus the app has a page for, with their folders and buttons, and keeps the grants it does not show', async () => {
    signIn();
    const sent = fakeServer(
      byUrl({
        [CLIENT_USER_LIST_URL]: ok({
          Items: [{ ...VIEWER_ACCOUNT, MenuCodes: ['CargoStatus', 'CargoStatus:SeaShipment', 'CargoStatus:Booking'] }],
          TotalCount: 1,
        }),
        [GRANTABLE_MENUS_URL]: ok([
          ...GRANTABLE,
          menuItem('CargoStatus:Booking', 'Bookings', '/cargoStatus/booking'),
          menuItem('Client:Return', 'Returns', '/return', 1, [
            menuItem('Client:Return:List', 'Marketplace returns', '/return/list'),
          ]),
        ]),
        [GRANT_CLIENT_USER_MENUS_URL]: ok(null),
        [COMPANY_SECURITY_URL]: ok({ TotpRequired: false }),
      }),
    );
    renderApp('/systemConfig/userManage');
    await user.click(await screen.findByTestId('grant-demo.viewer'));
    const tree = await screen.findByTestId('menu-codes-tree');
    expect(within(tree).getByTitle('Sea shipments')).toBeTruthy();
    expect(within(tree).getByTitle('CargoStatus:Export')).toBeTruthy();
    for (const notOffered of ['Bookings', 'Returns', 'Marketplace returns', 'Message history']) {
      expect(within(tree).queryByTitle(notOffered)).toBeNull();
    }

    await user.click(checkbox('New orders'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.url === GRANT_CLIENT_USER_MENUS_URL)).toBe(true));
    const granted = sent.find((request) => request.url === GRANT_CLIENT_USER_MENUS_URL)?.body as {
      MenuCodes: string[];
    };
    expect([...granted.MenuCodes].sort()).toEqual([
      'CargoStatus',
      'CargoStatus:Booking',
      'CargoStatus:NewOrders',
      'CargoStatus:SeaShipment',
    ]);
  });

  it('resets the password of a sub-account', async () => {
    signIn();
    const sent = api({ [RESET_CLIENT_USER_PASSWORD_URL]: ok(null) });
    renderApp('/systemConfig/userManage');
    await user.click(await screen.findByTestId('reset-password-demo.viewer'));
    await user.clear(await screen.findByTestId('reset-user-password'));
    await user.type(await screen.findByTestId('reset-user-password'), 'another-password');
    await user.clear(screen.getByTestId('reset-user-password-confirm'));
    await user.type(screen.getByTestId('reset-user-password-confirm'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The password has been reset')).toBeTruthy();
    expect(sent.find((request) => request.url === RESET_CLIENT_USER_PASSWORD_URL)?.body).toEqual({
      UserId: VIEWER_ACCOUNT.UserId,
      NewPassword: 'another-password',
      IsFobAgentClient: false,
    });
  });

  it('disables an account after confirmation', async () => {
    signIn();
    const sent = api({ [SET_CLIENT_USER_ENABLED_URL]: ok(null) });
    renderApp('/systemConfig/userManage');
    await user.click(await screen.findByTestId('disable-demo.viewer'));
    const confirm = await screen.findByText('Disable the account demo.viewer? The user can no longer sign in.');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    await user.click(within(popover).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('The account has been disabled')).toBeTruthy();
    expect(sent.find((request) => request.url === SET_CLIENT_USER_ENABLED_URL)?.body).toEqual({
      UserId: VIEWER_ACCOUNT.UserId,
      Enabled: false,
      IsFobAgentClient: false,
    });
  });

  it("offers no action on the admin's own account", async () => {
    signIn();
    api({
      [CLIENT_USER_LIST_URL]: ok({
        Items: [{ ...VIEWER_ACCOUNT, UserId: DEMO_USER.UserId, AccountName: 'demo' }],
        TotalCount: 1,
      }),
    });
    renderApp('/systemConfig/userManage');
    await screen.findByText('demo');
    expect(screen.queryByTestId('disable-demo')).toBeNull();
    expect(screen.queryByTestId('grant-demo')).toBeNull();
  });

  it('is not reachable for a user whose tree lacks it', async () => {
    signIn(DEMO_USER, CLIENT_ADMIN_TREE.slice(0, 2));
    const { router } = renderApp('/systemConfig/userManage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
