import { LOCALES, type Locale } from '@portside/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE_NAME } from '../../lib/auth-token';
import { useLanguageStore } from '../../stores/language-store';
import { envelope, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { LOGIN_URL } from './login';

function openLanguageSwitcher() {
  fireEvent.mouseDown(within(screen.getByTestId('language-switcher')).getByRole('combobox'));
}

function chooseLanguage(language: Locale) {
  openLanguageSwitcher();
  fireEvent.click(screen.getByTestId(`language-option-${language}`));
}

function fillIn(accountName: string, password: string) {
  fireEvent.change(screen.getByTestId('login-account-name'), { target: { value: accountName } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
}

describe('login page', () => {
  it.each<[Locale, string, string, string]>([
    ['zh-CN', '账户名', '密码', '登录'],
    ['en-US', 'Account name', 'Password', 'Sign in'],
    ['fr-FR', 'Nom du compte', 'Mot de passe', 'Se connecter'],
    ['de-DE', 'Kontoname', 'Passwort', 'Anmelden'],
  ])('renders in %s', (language, accountName, password, submit) => {
    useLanguageStore.getState().setLanguage(language);
    renderApp('/home/login');
    expect(screen.getByLabelText(accountName)).toBe(screen.getByTestId('login-account-name'));
    expect(screen.getByLabelText(password)).toBe(screen.getByTestId('login-password'));
    expect(screen.getByTestId('login-submit').textContent?.replace(/\s/g, '')).toBe(submit.replace(/\s/g, ''));
    expect(document.documentElement.lang).toBe(language);
  });

  it('asks for both fields before sending anything', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    renderApp('/home/login');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter your account name')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('translates a validation message already on screen when the language changes', async () => {
    renderApp('/home/login');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByText('Please enter your account name');
    chooseLanguage('de-DE');
    expect(await screen.findByText('Bitte geben Sie Ihren Kontonamen ein')).toBeTruthy();
  });

  it('posts the account name and password, and shows the answer Msg when it fails', async () => {
    const sent = fakeServer(() => ({ status: 404, data: envelope(4040, null, 'Not found') }));
    const { router } = renderApp('/home/login');
    fillIn('acme-logistics', 's3cret-pass');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: LOGIN_URL,
      method: 'post',
      body: { AccountName: 'acme-logistics', Password: 's3cret-pass' },
    });
    expect(router.state.location.pathname).toBe('/home/login');
  });

  it('goes to the redirect target after a successful login', async () => {
    fakeServer(() => {
      // Stands in for the token the auth issue stores on success.
      Cookies.set(TOKEN_COOKIE_NAME, 'token');
      return { data: envelope(0, {}) };
    });
    const { router } = renderApp('/home/login?redirect=%2Fdashboard%2Findex');
    fillIn('acme-logistics', 's3cret-pass');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/index'));
    expect(await screen.findByRole('heading', { name: 'Signed in' })).toBeTruthy();
  });
});

describe('language switcher', () => {
  it('offers each language in its own name', () => {
    renderApp('/home/login');
    openLanguageSwitcher();
    const names = LOCALES.map((locale) => {
      const option = screen.getByTestId(`language-option-${locale}`);
      return [option.getAttribute('lang'), option.textContent];
    });
    expect(names).toEqual([
      ['zh-CN', '简体中文'],
      ['en-US', 'English'],
      ['fr-FR', 'Français'],
      ['de-DE', 'Deutsch'],
    ]);
  });

  it('switches the page, stores the choice and confirms in the new language', async () => {
    renderApp('/home/login');
    chooseLanguage('fr-FR');
    expect(await screen.findByText('Langue changée avec succès !')).toBeTruthy();
    expect(screen.getByLabelText('Nom du compte')).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('fr-FR');
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(document.title).toBe('Portail client Portside');
  });

  it("confirms a switch to English with 'Switch Language Success!'", async () => {
    useLanguageStore.getState().setLanguage('zh-CN');
    renderApp('/home/login');
    chooseLanguage('en-US');
    expect(await screen.findByText('Switch Language Success!')).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('en-US');
  });
});
