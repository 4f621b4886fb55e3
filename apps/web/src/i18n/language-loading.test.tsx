import { LOCALES, type Locale } from '@portside/contracts/locales';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../stores/language-store';
import { TEST_PORTAL_CONFIG } from '../testing/session';

/**
 * Issue 15: each language's messages load on demand. The setup of the other tests has all four at
 * hand; these tests import the app afresh, as a first page load does, with only a stored language.
 */
async function firstLoad(stored: Locale) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
  vi.resetModules();
  const i18n = await import('./index');
  await i18n.languageReady;
  // The fresh modules' own stores and request layer, set up as the shared setup does for the others.
  const { usePortalConfigStore } = await import('../stores/portal-config-store');
  usePortalConfigStore.setState({ config: TEST_PORTAL_CONFIG });
  const { fakeServer } = await import('../testing/fake-server');
  fakeServer(({ method, url }) => {
    throw new Error(`No fake server for ${method} ${url}`);
  });
  const { renderApp } = await import('../testing/render-app');
  return { ...i18n, renderApp };
}

const loadedLanguages = (isLanguageLoaded: (language: Locale) => boolean) => LOCALES.filter(isLanguageLoaded);

const user = userEvent.setup();

describe('languages on demand', () => {
  beforeEach(() => localStorage.clear());

  it.each<[Locale, string]>([
    ['en-US', 'Sign in'],
    ['de-DE', 'Anmelden'],
  ])('the first load of a %s user brings that language only', async (stored, submit) => {
    const { isLanguageLoaded, renderApp } = await firstLoad(stored);
    expect(loadedLanguages(isLanguageLoaded)).toEqual([stored]);
    renderApp('/home/login');
    expect((await screen.findByTestId('login-submit')).textContent?.replace(/\s/g, '')).toBe(submit.replace(/\s/g, ''));
    expect(document.documentElement.lang).toBe(stored);
  });

  it("brings antd's texts and dayjs's locale only once antd's pages are in use, not with the login page", async () => {
    // dayjs lives outside the modules reset here: it starts in English as on a first load.
    const { default: dayjs } = await import('dayjs');
    dayjs.locale('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de-DE');
    vi.resetModules();
    const i18n = await import('./index');
    await i18n.languageReady;
    expect(dayjs.locale()).toBe('en');
    i18n.includeAntdLanguagePacks();
    await i18n.antdPackSettled('de-DE');
    expect(dayjs.locale()).toBe('de');
  });

  it('choosing a language fetches its messages, then the page and the confirmation speak it', async () => {
    const { isLanguageLoaded, renderApp } = await firstLoad('en-US');
    renderApp('/home/login');
    expect(await screen.findByLabelText('Account name')).toBeTruthy();
    // Each language is named in itself before its messages are here.
    expect(screen.getByTestId('language-option-fr-FR').textContent).toBe('Français');
    expect(screen.getByTestId('language-option-zh-CN').textContent).toBe('简体中文');
    await user.selectOptions(screen.getByTestId('language-switcher'), 'fr-FR');

    expect(await screen.findByText('Langue changée avec succès !')).toBeTruthy();
    expect(screen.getByLabelText('Nom du compte')).toBe(screen.getByTestId('login-account-name'));
    expect(screen.queryByLabelText('Account name')).toBeNull();
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-FR');
    expect(loadedLanguages(isLanguageLoaded)).toEqual(['en-US', 'fr-FR']);
  });

  it('switching back uses the messages already fetched', async () => {
    const { isLanguageLoaded, renderApp } = await firstLoad('zh-CN');
    renderApp('/home/login');
    expect(await screen.findByLabelText('账户名')).toBeTruthy();
    await user.selectOptions(screen.getByTestId('language-switcher'), 'de-DE');
    expect(await screen.findByLabelText('Kontoname')).toBeTruthy();
    await user.selectOptions(screen.getByTestId('language-switcher'), 'zh-CN');
    expect(await screen.findByLabelText('账户名')).toBeTruthy();
    expect(loadedLanguages(isLanguageLoaded)).toEqual(['zh-CN', 'de-DE']);
  });
});
