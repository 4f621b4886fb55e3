import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_CONFIG_URL } from '../shared/portal/portal-config';
import { usePortalConfigStore } from '../stores/portal-config-store';
import { byUrl, envelope, type FakeAnswer, fakeServer } from '../testing/fake-server';
import { renderApp } from '../testing/render-app';
import { TEST_PORTAL_CONFIG } from '../testing/session';

/** index.html's static pictures as public/first-paint.js leaves them: on /home/login, and elsewhere. */
const STATIC_PAINTS = {
  login: { id: 'first-paint', text: 'Sign in' },
  loading: { id: 'first-paint-loading', text: 'Loading' },
};

function showStaticPaint(kind: keyof typeof STATIC_PAINTS): HTMLElement {
  const picture = document.createElement('div');
  picture.id = STATIC_PAINTS[kind].id;
  picture.textContent = STATIC_PAINTS[kind].text;
  document.body.append(picture);
  document.documentElement.setAttribute('data-first-paint', kind);
  return picture;
}

/** A first visit whose portal config is on its way: the returned function answers it. */
function holdPortalConfig(): (answer: FakeAnswer) => void {
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
  return (answer) => answerConfig(answer);
}

describe('the static first paint (issue 15)', () => {
  afterEach(() => {
    for (const { id } of Object.values(STATIC_PAINTS)) document.getElementById(id)?.remove();
    document.documentElement.removeAttribute('data-first-paint');
  });

  it('stays on screen, with no spinner over it, until the app renders the login form in its place', async () => {
    const form = showStaticPaint('login');
    const answerConfig = holdPortalConfig();
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
    const form = showStaticPaint('login');
    usePortalConfigStore.setState({ config: undefined });
    fakeServer(byUrl({ [PORTAL_CONFIG_URL]: () => ({ status: 500, data: envelope(5000, null, 'Error') }) }));
    renderApp('/home/login');
    expect(await screen.findByTestId('portal-config-retry')).toBeTruthy();
    expect(form.isConnected).toBe(false);
  });

  it("gives way to the app's own loading indicator on another page, in the same frame", async () => {
    const indicator = showStaticPaint('loading');
    const answerConfig = holdPortalConfig();
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
