import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_CONFIG_URL } from '../shared/portal/portal-config';
import { usePortalConfigStore } from '../stores/portal-config-store';
import { byUrl, envelope, type FakeAnswer, fakeServer } from '../testing/fake-server';
import { renderApp } from '../testing/render-app';
import { TEST_PORTAL_CONFIG } from '../testing/session';

/** index.html's static login form as public/first-paint.js leaves it on /home/login. */
function showFirstPaint(): HTMLElement {
  const form = document.createElement('div');
  form.id = 'first-paint';
  form.textContent = 'Sign in';
  document.body.append(form);
  document.documentElement.setAttribute('data-first-paint', 'login');
  return form;
}

/** index.html's static loading indicator as public/first-paint.js leaves it on any other page. */
function showStaticLoading(): HTMLElement {
  const indicator = document.createElement('div');
  indicator.id = 'first-paint-loading';
  indicator.textContent = 'Loading';
  document.body.append(indicator);
  document.documentElement.setAttribute('data-first-paint', 'loading');
  return indicator;
}

describe('the static first paint of the login page (issue 15)', () => {
  afterEach(() => {
    document.getElementById('first-paint')?.remove();
    document.getElementById('first-paint-loading')?.remove();
    document.documentElement.removeAttribute('data-first-paint');
  });

  it('stays on screen, with no spinner over it, until the app renders the login form in its place', async () => {
    const form = showFirstPaint();
    usePortalConfigStore.setState({ config: undefined });
    let answerConfig: (answer: FakeAnswer) => void = () => undefined;
    fakeServer(
      byUrl({
        [PORTAL_CONFIG_URL]: () =>
          new Promise<FakeAnswer>((resolve) => {
            answerConfig = resolve;
          }),
      }),
    );
    renderApp('/home/login');
    await screen.findByText('Sign in');
    expect(form.isConnected).toBe(true);
    expect(document.querySelector('.ant-spin')).toBeNull();

    answerConfig({ data: envelope(0, TEST_PORTAL_CONFIG) });
    expect(await screen.findByTestId('login-account-name')).toBeTruthy();
    expect(form.isConnected).toBe(false);
    expect(document.documentElement.hasAttribute('data-first-paint')).toBe(false);
  });

  it('gives way to the portal config failure', async () => {
    const form = showFirstPaint();
    usePortalConfigStore.setState({ config: undefined });
    fakeServer(byUrl({ [PORTAL_CONFIG_URL]: () => ({ status: 500, data: envelope(5000, null, 'Error') }) }));
    renderApp('/home/login');
    expect(await screen.findByTestId('portal-config-retry')).toBeTruthy();
    expect(form.isConnected).toBe(false);
  });

  it("gives way to the app's own loading indicator on another page, in the same frame", async () => {
    const indicator = showStaticLoading();
    usePortalConfigStore.setState({ config: undefined });
    let answerConfig: (answer: FakeAnswer) => void = () => undefined;
    fakeServer(
      byUrl({
        [PORTAL_CONFIG_URL]: () =>
          new Promise<FakeAnswer>((resolve) => {
            answerConfig = resolve;
          }),
      }),
    );
    renderApp('/404');
    // The app's first screen replaces it: the indicator is never on screen twice, nor missing.
    const appIndicator = await screen.findByRole('status');
    expect(appIndicator).not.toBe(indicator);
    expect(indicator.isConnected).toBe(false);
    expect(document.documentElement.hasAttribute('data-first-paint')).toBe(false);

    answerConfig({ data: envelope(0, TEST_PORTAL_CONFIG) });
    expect(await screen.findByTestId('not-found-home', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
