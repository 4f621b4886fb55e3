import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_URL, LOGOUT_URL } from '../../features/identity/auth-api';
import { LANGUAGE_STORAGE_KEY, useLanguageStore } from '../../stores/language-store';
import { usePermissionStore } from '../../stores/permission-store';
import { useUserStore } from '../../stores/user-store';
import { byUrl, envelope, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, DEMO_USER, menuItem, signIn, TEST_PORTAL_CONFIG } from '../../testing/session';

const user = userEvent.setup();

const { TokenCookieName, EnvTokenCookieName } = TEST_PORTAL_CONFIG;

async function openUserMenu() {
  await user.click(await screen.findByTestId('user-menu'));
  return screen.findByTestId('user-menu-identity');
}

describe('the signed-in layout', () => {
  it('links the logo to the new orders and shows the variant logo', async () => {
    signIn(DEMO_USER, [
      ...CLIENT_ADMIN_TREE,
      menuItem('CargoStatus:NewOrders', 'New orders', '/cargoStatus/newOrders'),
    ]);
    renderApp('/dashboard/index');
    const logoLink = await screen.findByRole('link', { name: 'Home: new orders' });
    expect(logoLink.getAttribute('href')).toBe('/cargoStatus/newOrders');
    expect(screen.getByTestId('portal-logo').getAttribute('src')).toBe('/logo-direct.svg');
  });

  it('shows the account and company name in the user menu', async () => {
    signIn();
    renderApp('/dashboard/index');
    const identity = await openUserMenu();
    expect(identity.textContent).toBe('demoAcme Trading Ltd.');
    screen.getByRole('menuitem', { name: 'Change password' });
  });

  it('has no change-password entry for staff acting as the user', async () => {
    signIn({ ...DEMO_USER, IsFromAdmin: true });
    renderApp('/dashboard/index');
    await openUserMenu();
    expect(screen.queryByRole('menuitem', { name: 'Change password' })).toBeNull();
    screen.getByRole('menuitem', { name: 'Log out' });
  });
});

describe('logout (spec §4)', () => {
  it.each([
    ['answers', () => ({ data: envelope(0, null) })],
    ['fails', () => ({ status: 401, data: envelope(3, null, 'Unauthorized access: please log in again') })],
  ])('clears storage, both cookies and the user, and opens the login page when the server %s', async (_, answer) => {
    useLanguageStore.getState().setLanguage('en-US');
    signIn();
    localStorage.setItem('GLOBAL_ENUM', '{}');
    const sent = fakeServer(byUrl({ [LOGOUT_URL]: answer }));
    const { router } = renderApp('/dashboard/index');
    await openUserMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    await waitFor(() => expect(Cookies.get(TokenCookieName)).toBeUndefined());
    expect(router.state.location.search).toBe('');
    expect(sent[0]).toMatchObject({ url: LOGOUT_URL, method: 'post' });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token');
    expect(Cookies.get(TokenCookieName)).toBeUndefined();
    expect(Cookies.get(EnvTokenCookieName)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(Object.keys(localStorage)).toEqual([LANGUAGE_STORAGE_KEY]);
    expect(useUserStore.getState().userInfo).toBeUndefined();
    expect(usePermissionStore.getState().menus).toEqual([]);
    // No expired-session message: the user chose to leave.
    expect(screen.queryByText('Your account information has expired, please log in again')).toBeNull();
  });
});

describe('change password', () => {
  it('checks the new password, sends old and new, then asks the user to sign in again', async () => {
    signIn();
    const sent = fakeServer(byUrl({ [CHANGE_PASSWORD_URL]: ok(null), [LOGOUT_URL]: ok(null) }));
    const { router } = renderApp('/dashboard/index');
    await openUserMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Change password' }));
    await user.clear(await screen.findByLabelText('Current password'));
    await user.type(await screen.findByLabelText('Current password'), 'old-password');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(`Use at least ${TEST_PORTAL_CONFIG.PasswordMinLength} characters`);
    await screen.findByText('The two passwords do not match');
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a-new-long-password');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-long-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(sent[0]).toMatchObject({
      url: CHANGE_PASSWORD_URL,
      body: { OldPassword: 'old-password', NewPassword: 'a-new-long-password' },
    });
    expect(sent[0]?.body).not.toHaveProperty('NewPasswordConfirm');
    expect(sent[1]?.url).toBe(LOGOUT_URL);
    await screen.findByText('Your password has been changed. Please sign in with the new password.');
  });
});
