import { LOCALES, type Locale, type LoginAnswer } from '@portside/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { GET_DICT_ITEMS_URL, GLOBAL_ENUM_STORAGE_KEY } from '../../shared/dictionary/dictionary';
import { useLanguageStore } from '../../stores/language-store';
import { BUTTON_PERMISSIONS_STORAGE_KEY, MENU_ITEM_STORAGE_KEY } from '../../stores/permission-store';
import { useUserStore } from '../../stores/user-store';
import { byUrl, envelope, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, CLIENT_VIEWER_TREE, DEMO_USER, TEST_PORTAL_CONFIG } from '../../testing/session';
import { LOGIN_URL, PERMISSIONS_URL, QUICK_LOGIN_URL, SMS_SEND_URL } from './auth-api';

const user = userEvent.setup();

const LOGIN_ANSWER: LoginAnswer = {
  AccessToken: 'new-token',
  ExpiresAt: '2030-01-01T00:00:00.000Z',
  UserInfo: DEMO_USER,
};
const FEED_TYPES = {
  '1014': [
    {
      Key: '0',
      Value: 'Suggestion',
      Labels: { 'zh-CN': '建议', 'en-US': 'Suggestion', 'fr-FR': 'Suggestion', 'de-DE': 'Vorschlag' },
      Sort: 0,
    },
  ],
};

/** The server side of a successful sign-in. */
const signInApi = (tree = CLIENT_ADMIN_TREE) => ({
  [LOGIN_URL]: ok(LOGIN_ANSWER),
  [QUICK_LOGIN_URL]: ok(LOGIN_ANSWER),
  [PERMISSIONS_URL]: ok(tree),
  [GET_DICT_ITEMS_URL]: ok(FEED_TYPES),
});

async function chooseLanguage(language: Locale) {
  await user.selectOptions(screen.getByTestId('language-switcher'), language);
}

async function fillIn(accountName: string, password: string) {
  await user.clear(screen.getByTestId('login-account-name'));
  await user.type(screen.getByTestId('login-account-name'), accountName);
  await user.clear(screen.getByTestId('login-password'));
  await user.type(screen.getByTestId('login-password'), password);
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
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter your account name')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('counts an account name of spaces as none, and marks the fields in error and focuses the first', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    renderApp('/home/login');
    await user.type(screen.getByTestId('login-account-name'), '   ');
    await user.click(screen.getByTestId('login-submit'));
    const accountName = screen.getByTestId('login-account-name');
    const password = screen.getByTestId('login-password');
    expect(accountName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(accountName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter your account name',
    );
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter your password',
    );
    expect(document.activeElement).toBe(accountName);
    await user.type(accountName, 'demo');
    expect(accountName.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please enter your account name')).toBeNull();
    await user.click(screen.getByTestId('login-submit'));
    expect(document.activeElement).toBe(password);
    expect(sent).toEqual([]);
  });

  it('shows the password on request, and hides it again', async () => {
    renderApp('/home/login');
    const password = screen.getByTestId('login-password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect([password.type, toggle.getAttribute('aria-pressed')]).toEqual(['password', 'false']);
    await user.click(toggle);
    expect([password.type, toggle.getAttribute('aria-pressed')]).toEqual(['text', 'true']);
    await user.click(toggle);
    expect(password.type).toBe('password');
  });

  it('translates a validation message already on screen when the language changes', async () => {
    renderApp('/home/login');
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByText('Please enter your account name');
    await chooseLanguage('de-DE');
    expect(await screen.findByText('Bitte geben Sie Ihren Kontonamen ein')).toBeTruthy();
  });

  it('posts the account name and password, and shows the answer Msg when it fails', async () => {
    const sent = fakeServer(() => ({ status: 404, data: envelope(4040, null, 'Not found') }));
    const { router } = renderApp('/home/login');
    await fillIn('acme-logistics', 's3cret-pass');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not found'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: LOGIN_URL,
      method: 'post',
      body: { AccountName: 'acme-logistics', Password: 's3cret-pass' },
    });
    expect(router.state.location.pathname).toBe('/home/login');
  });

  it('keeps the session after a successful login and opens the first page', async () => {
    fakeServer(byUrl(signInApi()));
    const { router } = renderApp('/home/login');
    await fillIn('demo', 'portside-demo');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana Demo' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/index');
    expect(Cookies.get(TEST_PORTAL_CONFIG.TokenCookieName)).toBe('new-token');
    expect(Cookies.get(TEST_PORTAL_CONFIG.EnvTokenCookieName)).toBe('new-token');
    expect(useUserStore.getState()).toMatchObject({ userInfo: DEMO_USER, isFromAdmin: false, orderType: 1 });
    expect(JSON.parse(localStorage.getItem(GLOBAL_ENUM_STORAGE_KEY) ?? 'null')).toEqual(FEED_TYPES);
    const menus = JSON.parse(sessionStorage.getItem(MENU_ITEM_STORAGE_KEY) ?? '[]');
    expect(menus.map((menu: { Code: string }) => menu.Code)).toEqual(CLIENT_ADMIN_TREE.map((menu) => menu.Code));
    expect(JSON.parse(localStorage.getItem(BUTTON_PERMISSIONS_STORAGE_KEY) ?? '[]')).toEqual([
      'UserManage:Create',
      'UserManage:Enable',
      'UserManage:ResetPassword',
      'UserManage:Grant',
    ]);
  });

  it('goes to the redirect target the user may open', async () => {
    fakeServer(byUrl({ ...signInApi(), '/cms/api/ClientUser/GetPageList': ok({ Items: [], TotalCount: 0 }) }));
    const { router } = renderApp('/home/login?redirect=%2FsystemConfig%2FuserManage%3Fpage%3D2');
    await fillIn('demo', 'portside-demo');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemConfig/userManage'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('goes to the first page instead of a redirect target the user may not open', async () => {
    fakeServer(byUrl(signInApi(CLIENT_VIEWER_TREE)));
    const { router } = renderApp('/home/login?redirect=%2FsystemConfig%2FuserManage');
    await fillIn('demo.viewer', 'portside-demo');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/index'));
  });

  it('signs in without a menu when the permissions cannot be loaded, and only logs the failure (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer(
      byUrl({
        ...signInApi(),
        [PERMISSIONS_URL]: () => ({ status: 500, data: envelope(5000, null, 'Internal server error') }),
      }),
    );
    const { router } = renderApp('/home/login');
    await fillIn('demo', 'portside-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('No pages are available to your account yet')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Internal server error')).toBeNull();
    expect(logged).toHaveBeenCalled();
    expect(Cookies.get(TEST_PORTAL_CONFIG.TokenCookieName)).toBe('new-token');
    expect(useUserStore.getState().userInfo).toEqual(DEMO_USER);
    logged.mockRestore();
  });

  it('links to registration and password reset', () => {
    renderApp('/home/login');
    expect(screen.getByTestId('login-register-link').getAttribute('href')).toBe('/home/reg');
    expect(screen.getByTestId('login-reset-password-link').getAttribute('href')).toBe('/home/resetPwd');
  });
});

describe('sign-in tabs (WAI-ARIA tabs)', () => {
  it('moves between the tabs with the arrow keys, Home and End, one tab stop for the list', async () => {
    renderApp('/home/login');
    const [passwordTab, smsTab] = screen.getAllByRole('tab');
    if (!passwordTab || !smsTab) throw new Error('two tabs expected');
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(passwordTab.getAttribute('aria-selected')).toBe('true');
    expect([passwordTab.tabIndex, smsTab.tabIndex]).toEqual([0, -1]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(passwordTab.id);
    passwordTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(smsTab);
    expect(smsTab.getAttribute('aria-selected')).toBe('true');
    expect([passwordTab.tabIndex, smsTab.tabIndex]).toEqual([-1, 0]);
    expect(await screen.findByTestId('quick-login-account-name')).toBeTruthy();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(smsTab.id);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(passwordTab);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(smsTab);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(passwordTab);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(smsTab);
  });

  it('keeps what was typed in a tab when the user comes back to it', async () => {
    renderApp('/home/login');
    await user.type(screen.getByTestId('login-account-name'), 'demo');
    await user.click(screen.getByTestId('login-tab-sms'));
    await screen.findByTestId('quick-login-account-name');
    await user.click(screen.getByRole('tab', { name: 'With password' }));
    expect((screen.getByTestId('login-account-name') as HTMLInputElement).value).toBe('demo');
  });
});

describe('SMS quick login', () => {
  /** The SMS form loads (with antd) when its tab is first opened. */
  const openSmsTab = async () => {
    await user.click(screen.getByTestId('login-tab-sms'));
    await screen.findByTestId('quick-login-account-name');
  };
  const sendButton = () => screen.getByTestId('quick-login-sms-code-send') as HTMLButtonElement;

  it('asks for the account name before sending a code', async () => {
    const sent = fakeServer(byUrl({}));
    renderApp('/home/login');
    await openSmsTab();
    await user.click(sendButton());
    expect(await screen.findByText('Please enter your account name')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the code, then counts down SmsResendSeconds before another may be sent', async () => {
    const sent = fakeServer(byUrl({ [SMS_SEND_URL]: ok({ ResendAfterSeconds: 60 }) }));
    renderApp('/home/login');
    await openSmsTab();
    // The countdown runs on vitest's fake clock, where user-event's pointer and keyboard steps
    // never settle in happy-dom: this one test dispatches its events directly.
    vi.useFakeTimers();
    fireEvent.change(screen.getByTestId('quick-login-account-name'), { target: { value: ' demo ' } });
    await act(async () => {
      fireEvent.click(sendButton());
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'post', params: { accountName: 'demo', templateCode: 'QuickLogin' } });
    expect(sendButton().textContent).toBe('Resend in 60 s');
    expect(sendButton().disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sendButton().textContent).toBe('Resend in 59 s');
    await act(() => vi.advanceTimersByTimeAsync((TEST_PORTAL_CONFIG.SmsResendSeconds - 2) * 1000));
    expect(sendButton().textContent).toBe('Resend in 1 s');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sendButton().textContent?.replace(/\s/g, '')).toBe('Sendcode');
    expect(sendButton().disabled).toBe(false);
  });

  it('does not count down when the code could not be sent', async () => {
    fakeServer(byUrl({ [SMS_SEND_URL]: () => ({ status: 429, data: envelope(4290, null, 'Too many requests') }) }));
    renderApp('/home/login');
    await openSmsTab();
    await user.clear(screen.getByTestId('quick-login-account-name'));
    await user.type(screen.getByTestId('quick-login-account-name'), 'demo');
    await user.click(sendButton());
    expect(await screen.findByText('Too many requests')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
  });

  it('signs in with the account name and the 6-digit code', async () => {
    const sent = fakeServer(byUrl(signInApi()));
    const { router } = renderApp('/home/login');
    await openSmsTab();
    await user.clear(screen.getByTestId('quick-login-account-name'));
    await user.type(screen.getByTestId('quick-login-account-name'), 'demo');
    await user.clear(screen.getByTestId('quick-login-sms-code-input'));
    await user.type(screen.getByTestId('quick-login-sms-code-input'), '12345');
    await user.click(screen.getByTestId('quick-login-submit'));
    expect(await screen.findByText('The code has 6 digits')).toBeTruthy();
    await user.clear(screen.getByTestId('quick-login-sms-code-input'));
    await user.type(screen.getByTestId('quick-login-sms-code-input'), '123456');
    await user.click(screen.getByTestId('quick-login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/index'));
    expect(sent[0]).toMatchObject({
      url: QUICK_LOGIN_URL,
      body: { AccountName: 'demo', SmsCode: '123456', IsFobAgentClient: false },
    });
  });
});

describe('language switcher', () => {
  it('offers each language in its own name', () => {
    renderApp('/home/login');
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
    await chooseLanguage('fr-FR');
    expect(await screen.findByText('Langue changée avec succès !')).toBeTruthy();
    expect(screen.getByLabelText('Nom du compte')).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('fr-FR');
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(document.title).toBe('Portail client Portside');
  });

  it("confirms a switch to English with 'Switch Language Success!'", async () => {
    useLanguageStore.getState().setLanguage('zh-CN');
    renderApp('/home/login');
    await chooseLanguage('en-US');
    expect(await screen.findByText('Switch Language Success!')).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('en-US');
  });
});
