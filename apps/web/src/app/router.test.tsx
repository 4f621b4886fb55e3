import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE_NAME } from '../lib/auth-token';
import { renderApp } from '../testing/render-app';

describe('routes', () => {
  it('sends / without a token to the login page, remembering the dashboard', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard/index');
    expect(screen.getByTestId('login-submit')).toBeTruthy();
  });

  it('remembers the full address of a protected page, query included', async () => {
    const { router } = renderApp('/dashboard/index?tab=sea');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard/index?tab=sea');
  });

  it('opens the dashboard when a token cookie exists', async () => {
    Cookies.set(TOKEN_COOKIE_NAME, 'token');
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Signed in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/index');
  });

  it('redirects an unknown path to /404, which links home', async () => {
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    const home = screen.getByTestId('not-found-home');
    expect(home.getAttribute('href')).toBe('/');
    fireEvent.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
  });
});
