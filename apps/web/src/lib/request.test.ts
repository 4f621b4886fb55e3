import type { Locale } from '@portside/contracts';
import { AxiosError } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, useLanguageStore } from '../stores/language-store';
import { usePermissionStore } from '../stores/permission-store';
import { usePortalConfigStore } from '../stores/portal-config-store';
import { useUserStore } from '../stores/user-store';
import { envelope, fakeServer } from '../testing/fake-server';
import { signIn, TEST_PORTAL_CONFIG } from '../testing/session';
import { connectNavigation } from './navigation';
import { connectErrorDisplay } from './notify';
import {
  EnvelopeError,
  get,
  post,
  REQUEST_TIMEOUT_MS,
  request,
  resetSessionExpiry,
  SESSION_EXPIRED_REDIRECT_DELAY_MS,
} from './request';

const { TokenCookieName, EnvTokenCookieName } = TEST_PORTAL_CONFIG;

const shown = vi.fn<(content: string) => void>();

beforeEach(() => connectErrorDisplay(shown));
afterEach(() => {
  connectErrorDisplay(undefined);
  shown.mockReset();
  vi.restoreAllMocks();
});

describe('request headers', () => {
  it.each<[Locale, Locale]>([
    ['zh-CN', 'en-US'],
    ['en-US', 'en-US'],
    ['fr-FR', 'fr-FR'],
    ['de-DE', 'de-DE'],
  ])('sends Accept-Language for the UI language %s as %s', async (language, expected) => {
    useLanguageStore.getState().setLanguage(language);
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    await post('/cms/api/Anything', {});
    expect(sent[0]?.headers.get('Accept-Language')).toBe(expected);
  });

  it('adds the token cookie as a Bearer header', async () => {
    Cookies.set(TokenCookieName, 'token-from-cookie');
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    await get('/cms/api/Anything');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-from-cookie');
  });

  it('falls back to the environment-named token cookie', async () => {
    Cookies.set(EnvTokenCookieName, 'token-from-env-cookie');
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    await get('/cms/api/Anything');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-from-env-cookie');
  });

  it("reads the agent host's cookie name on an agent host", async () => {
    usePortalConfigStore.setState({
      config: { ...TEST_PORTAL_CONFIG, Variant: 'agent', TokenCookieName: 'FOBAGENTCUSTOMERACCESSTOKEN' },
    });
    Cookies.set('FOBCUSTOMERACCESSTOKEN', 'direct-token');
    Cookies.set('FOBAGENTCUSTOMERACCESSTOKEN', 'agent-token');
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    await get('/cms/api/Anything');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer agent-token');
    Cookies.remove('FOBCUSTOMERACCESSTOKEN');
  });

  it('keeps an Authorization header the caller set', async () => {
    Cookies.set(TokenCookieName, 'token-from-cookie');
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    await get('/cms/api/Anything', { headers: { Authorization: 'Bearer chosen-by-caller' } });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer chosen-by-caller');
  });

  it('sends no Authorization header without a token cookie', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    await get('/cms/api/Anything');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('posts JSON to the same origin with a 20 s timeout', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    await post('/cms/api/User/Login', { AccountName: 'acme' });
    expect(sent[0]).toMatchObject({ url: '/cms/api/User/Login', method: 'post', body: { AccountName: 'acme' } });
    expect(sent[0]?.headers.get('Content-Type')).toContain('application/json');
    expect(sent[0]?.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });
});

describe('envelope rules', () => {
  it.each([0, 101])('resolves with Body when ErrorCode is %i, without a message', async (code) => {
    fakeServer(() => ({ data: envelope(code, { Items: [1, 2] }) }));
    await expect(post('/cms/api/Anything', {})).resolves.toEqual({ Items: [1, 2] });
    expect(shown).not.toHaveBeenCalled();
  });

  it('exposes the whole envelope to callers that need the success code', async () => {
    fakeServer(() => ({ data: envelope(101, 'done', 'with a notice') }));
    await expect(request({ url: '/cms/api/Anything' })).resolves.toEqual(envelope(101, 'done', 'with a notice'));
  });

  it('shows Msg and rejects with ErrorCode and Msg for any other code, whatever the HTTP status', async () => {
    fakeServer(() => ({ status: 404, data: envelope(4040, null, 'Not found') }));
    const failure = post('/cms/api/User/Login', {});
    await expect(failure).rejects.toBeInstanceOf(EnvelopeError);
    await expect(failure).rejects.toMatchObject({ ErrorCode: 4040, Msg: 'Not found' });
    expect(shown).toHaveBeenCalledExactlyOnceWith('Not found');
  });

  it('rejects an HTTP 200 answer whose ErrorCode is a failure', async () => {
    fakeServer(() => ({ status: 200, data: envelope(100, null, 'The business check did not pass') }));
    await expect(post('/cms/api/Anything', {})).rejects.toMatchObject({ ErrorCode: 100 });
    expect(shown).toHaveBeenCalledWith('The business check did not pass');
  });

  it("shows 'Error' when Msg is empty", async () => {
    fakeServer(() => ({ status: 500, data: envelope(5000, null, '') }));
    await expect(post('/cms/api/Anything', {})).rejects.toMatchObject({ ErrorCode: 5000, Msg: '' });
    expect(shown).toHaveBeenCalledExactlyOnceWith('Error');
  });

  it("shows 'Error' in the UI language for an answer that is not an envelope", async () => {
    useLanguageStore.getState().setLanguage('de-DE');
    fakeServer(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    await expect(get('/cms/api/Anything')).rejects.toThrow('not an envelope');
    expect(shown).toHaveBeenCalledExactlyOnceWith('Fehler');
  });

  it('logs a network error without showing it, and rejects', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer(() => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    });
    await expect(get('/cms/api/Anything')).rejects.toThrow('Network Error');
    expect(shown).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledOnce();
  });
});

describe('error display bridge', () => {
  it('shows errors raised before the display was connected once it connects', async () => {
    connectErrorDisplay(undefined);
    fakeServer(() => ({ data: envelope(4030, null, 'You are not allowed to do this') }));
    await expect(post('/cms/api/Anything', {})).rejects.toBeInstanceOf(EnvelopeError);
    expect(shown).not.toHaveBeenCalled();
    connectErrorDisplay(shown);
    expect(shown).toHaveBeenCalledExactlyOnceWith('You are not allowed to do this');
  });
});

describe('POST bodies', () => {
  it('adds the host variant as IsFobAgentClient to a plain-object body', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    await post('/cms/api/Anything', { PageIndex: 1 });
    usePortalConfigStore.setState({ config: { ...TEST_PORTAL_CONFIG, IsFobAgentClient: true } });
    await post('/cms/api/Anything', {});
    expect(sent.map((request) => request.body)).toEqual([
      { PageIndex: 1, IsFobAgentClient: false },
      { IsFobAgentClient: true },
    ]);
  });

  it('adds nothing to bodies that are not plain objects, nor to GET requests', async () => {
    class Upload {
      constructor(readonly FileName: string) {}
    }
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    await post('/cms/api/Anything', new Upload(' label.pdf '));
    await post('/cms/api/Anything', [' a', 'b ']);
    await post('/cms/api/Anything');
    await get('/cms/api/Anything', { params: { id: 1 } });
    expect(sent.map((request) => request.body)).toEqual([
      { FileName: ' label.pdf ' },
      ['a', 'b'],
      undefined,
      undefined,
    ]);
  });

  it('trims every string of a POST body, at any depth, and leaves other values alone', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    await post('/cms/api/Anything', {
      AccountName: '  demo ',
      Filter: { Keyword: '\tsea\n', Ports: [' CNSHA', 'USLAX '], PageIndex: 2, Open: true, Since: null },
    });
    expect(sent[0]?.body).toEqual({
      AccountName: 'demo',
      Filter: { Keyword: 'sea', Ports: ['CNSHA', 'USLAX'], PageIndex: 2, Open: true, Since: null },
      IsFobAgentClient: false,
    });
  });

  it('does not change the object the caller passed', async () => {
    fakeServer(() => ({ data: envelope(0, null) }));
    const body = { AccountName: ' demo ' };
    await post('/cms/api/Anything', body);
    expect(body).toEqual({ AccountName: ' demo ' });
  });
});

describe('session expiry (spec §4)', () => {
  const expired = () => ({ status: 401, data: envelope(3, null, 'Unauthorized access: please log in again') });
  const navigated = vi.fn<(path: string) => void>();

  beforeEach(() => {
    vi.useFakeTimers();
    connectNavigation(navigated);
    signIn();
    localStorage.setItem('GLOBAL_ENUM', '{}');
    sessionStorage.setItem('orderDetail', '{}');
  });
  afterEach(() => navigated.mockReset());

  it('shows the message, waits 1 s, then clears storage, both cookies and the user, and opens the login page', async () => {
    useLanguageStore.getState().setLanguage('en-US');
    fakeServer(expired);
    await expect(get('/cms/api/User/GetUserInfo')).rejects.toMatchObject({ ErrorCode: 3 });
    expect(shown).toHaveBeenCalledExactlyOnceWith('Your account information has expired, please log in again');

    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_DELAY_MS - 1);
    expect(navigated).not.toHaveBeenCalled();
    expect(Cookies.get(TokenCookieName)).toBe('token');
    expect(localStorage.getItem('GLOBAL_ENUM')).toBe('{}');

    await vi.advanceTimersByTimeAsync(1);
    expect(SESSION_EXPIRED_REDIRECT_DELAY_MS).toBe(1000);
    expect(navigated).toHaveBeenCalledExactlyOnceWith('/home/login');
    expect(Cookies.get(TokenCookieName)).toBeUndefined();
    expect(Cookies.get(EnvTokenCookieName)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('GLOBAL_ENUM')).toBeNull();
    expect(localStorage.getItem('btnPermissions')).toBeNull();
    // The language is a preference of the browser, not of the session.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(useUserStore.getState().userInfo).toBeUndefined();
    expect(usePermissionStore.getState().buttonCodes).toEqual([]);
  });

  it('shows the message in the UI language', async () => {
    useLanguageStore.getState().setLanguage('de-DE');
    fakeServer(expired);
    await expect(get('/cms/api/Anything')).rejects.toBeInstanceOf(EnvelopeError);
    expect(shown).toHaveBeenCalledExactlyOnceWith(
      'Ihre Kontoinformationen sind abgelaufen, bitte melden Sie sich erneut an',
    );
  });

  it('happens only once per page load, however many calls fail', async () => {
    fakeServer(expired);
    await Promise.allSettled([get('/cms/api/A'), post('/cms/api/B', {}), get('/cms/api/C')]);
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_DELAY_MS);
    await expect(get('/cms/api/D')).rejects.toMatchObject({ ErrorCode: 3 });
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_DELAY_MS * 5);
    expect(shown).toHaveBeenCalledOnce();
    expect(navigated).toHaveBeenCalledOnce();
  });

  it('is handled again after a new sign-in', async () => {
    fakeServer(expired);
    await expect(get('/cms/api/A')).rejects.toBeInstanceOf(EnvelopeError);
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_DELAY_MS);
    resetSessionExpiry();
    signIn();
    await expect(get('/cms/api/B')).rejects.toBeInstanceOf(EnvelopeError);
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_DELAY_MS);
    expect(shown).toHaveBeenCalledTimes(2);
    expect(navigated).toHaveBeenCalledTimes(2);
  });

  it('is not started by ErrorCode 3 without the unauthorized-access text, which shows as any error', async () => {
    fakeServer(() => ({ status: 401, data: envelope(3, null, 'Something else') }));
    await expect(get('/cms/api/Anything')).rejects.toMatchObject({ ErrorCode: 3 });
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_DELAY_MS);
    expect(shown).toHaveBeenCalledExactlyOnceWith('Something else');
    expect(navigated).not.toHaveBeenCalled();
    expect(Cookies.get(TokenCookieName)).toBe('token');
  });

  it('is left to a caller that handles errors itself', async () => {
    fakeServer(expired);
    await expect(post('/cms/api/User/Logout', {}, { skipErrorHandler: true })).rejects.toMatchObject({ ErrorCode: 3 });
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_DELAY_MS);
    expect(shown).not.toHaveBeenCalled();
    expect(navigated).not.toHaveBeenCalled();
  });
});
