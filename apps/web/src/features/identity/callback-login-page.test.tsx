import type { LoginAnswer } from '@portside/contracts';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { GET_DICT_ITEMS_URL, GLOBAL_ENUM_STORAGE_KEY } from '../../shared/dictionary/dictionary';
import { useUserStore } from '../../stores/user-store';
import { byUrl, envelope, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, DEMO_USER, TEST_PORTAL_CONFIG } from '../../testing/session';
import { CALLBACK_LOGIN_URL, PERMISSIONS_URL } from './auth-api';

const TICKET = 'ticket-0123456789abcdefghij';
const ANSWER: LoginAnswer = {
  AccessToken: 'acting-token',
  ExpiresAt: '2030-01-01T00:00:00.000Z',
  UserInfo: { ...DEMO_USER, IsFromAdmin: true },
};

describe('callback login', () => {
  it('exchanges the ticket once, keeps the session, reloads GLOBAL_ENUM and opens the first page', async () => {
    const sent = fakeServer(
      byUrl({
        [CALLBACK_LOGIN_URL]: ok(ANSWER),
        [PERMISSIONS_URL]: ok(CLIENT_ADMIN_TREE),
        [GET_DICT_ITEMS_URL]: ok({ '1014': [] }),
      }),
    );
    const { router } = renderApp(`/home/callbackLogin?ticket=${TICKET}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/index'));
    expect(sent.filter((request) => request.url === CALLBACK_LOGIN_URL).map((request) => request.body)).toEqual([
      { Ticket: TICKET, IsFobAgentClient: false },
    ]);
    expect(Cookies.get(TEST_PORTAL_CONFIG.TokenCookieName)).toBe('acting-token');
    expect(localStorage.getItem(GLOBAL_ENUM_STORAGE_KEY)).toBe('{"1014":[]}');
    expect(useUserStore.getState().isFromAdmin).toBe(true);
  });

  it("shows the server's message and a link to the login page for an invalid or expired ticket", async () => {
    fakeServer(
      byUrl({ [CALLBACK_LOGIN_URL]: () => ({ status: 401, data: envelope(4010, null, 'The link has expired') }) }),
    );
    renderApp(`/home/callbackLogin?ticket=${TICKET}`);
    expect(await screen.findByText('The link has expired')).toBeTruthy();
    expect(screen.getByTestId('callback-login-to-login').getAttribute('href')).toBe('/home/login');
    expect(Cookies.get(TEST_PORTAL_CONFIG.TokenCookieName)).toBeUndefined();
  });

  it('says so when the link has no ticket', async () => {
    const sent = fakeServer(byUrl({}));
    renderApp('/home/callbackLogin');
    expect(
      await screen.findByText('This link is incomplete. Please open the portal again from the staff page.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
