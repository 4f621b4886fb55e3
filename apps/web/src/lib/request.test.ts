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
import { connectNavigation, type Navigate } from './navigation';
import { connectErrorDisplay } from './notify';
import {
  BUSY_RETRIES,
  BUSY_RETRY_MAX_WAIT_MS,
  EnvelopeError,
  FILE_CONTENT_TYPES,
  failedEnvelopeOfFile,
  get,
  getFile,
  MENU_FETCH_OPERATION,
  openStream,
  post,
  postFile,
  RAW_ANSWER_OPERATIONS,
  request,
  resetSessionExpiry,
  WAREHOUSE_CHECK_OPERATION,
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

  it('rewrites /oms/ paths to /client/', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, null) }), { background: true });
    await post('/oms/api/ClientPush/GetClientMessagePageList', {});
    await get('/cms/api/Anything');
    expect(sent.map((request) => request.url)).toEqual([
      '/client/api/ClientPush/GetClientMessagePageList',
      '/cms/api/Anything',
    ]);
  });

  it('sends form data (an upload) as multipart, not as JSON', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    const form = new FormData();
    form.append('file', new File(['%PDF-1.7'], 'label.pdf', { type: 'application/pdf' }));
    await post('/cms/api/BaseData/UploadFile', form);
    expect(sent[0]?.body).toBe(form);
    expect(String(sent[0]?.headers.getContentType() ?? '')).not.toContain('application/json');
  });

  it('posts JSON to the same origin with a 20 s timeout', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    await post('/cms/api/User/Login', { AccountName: 'acme' });
    expect(sent[0]).toMatchObject({ url: '/cms/api/User/Login', method: 'post', body: { AccountName: 'acme' } });
    expect(sent[0]?.headers.get('Content-Type')).toContain('application/json');
    expect(sent[0]?.timeout).toBe(20_000);
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

  it('logs a failed menu fetch to the console without showing it, and rejects', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer(() => ({ status: 500, data: envelope(5000, null, 'Internal server error') }));
    await expect(get(`/cms/api/AdminUser/${MENU_FETCH_OPERATION}`)).rejects.toMatchObject({ ErrorCode: 5000 });
    expect(shown).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledOnce();
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

describe('a server too busy to take the call (503 with Retry-After)', () => {
  const busy = { status: 503, data: envelope(5030, null, 'Service unavailable'), headers: { 'retry-after': '1' } };

  it('sends the call again after the wait the server asks for, and shows nothing if it then succeeds', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const sent = fakeServer(() => (++calls === 1 ? busy : { data: envelope(0, { Saved: true }) }));
      const answer = post('/cms/api/Anything', { Name: 'x' });
      await vi.advanceTimersByTimeAsync(999);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toEqual({ Saved: true });
      expect(sent.map((request) => request.body)).toEqual([
        { Name: 'x', IsFobAgentClient: false },
        { Name: 'x', IsFobAgentClient: false },
      ]);
      expect(shown).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it(`gives up after ${BUSY_RETRIES} more tries, shows the message and rejects; it waits at most ${BUSY_RETRY_MAX_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    try {
      const sent = fakeServer(() => ({ ...busy, headers: { 'retry-after': '3600' } }));
      const answer = post('/cms/api/Anything', {});
      const failed = expect(answer).rejects.toMatchObject({ ErrorCode: 5030 });
      await vi.advanceTimersByTimeAsync(BUSY_RETRY_MAX_WAIT_MS * BUSY_RETRIES);
      await failed;
      expect(sent).toHaveLength(1 + BUSY_RETRIES);
      expect(shown).toHaveBeenCalledExactlyOnceWith('Service unavailable');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not send again a 503 without Retry-After, nor a rate limit (429) with one', async () => {
    for (const answer of [
      { status: 503, data: envelope(5030, null, 'Service unavailable') },
      { status: 429, data: envelope(4290, null, 'Too many attempts'), headers: { 'retry-after': '1' } },
    ]) {
      const sent = fakeServer(() => answer);
      await expect(post('/cms/api/Anything', {})).rejects.toBeInstanceOf(EnvelopeError);
      expect(sent).toHaveLength(1);
    }
  });
});

describe('answers handed back to the caller (spec §8)', () => {
  it.each([...RAW_ANSWER_OPERATIONS])(
    'returns the envelope of %s whatever its ErrorCode, without a message',
    async (operation) => {
      const failed = envelope(4000, null, 'Invalid request');
      fakeServer(() => ({ status: 400, data: failed }));
      await expect(request({ method: 'post', url: `/client/api/Order/${operation}`, data: {} })).resolves.toEqual(
        failed,
      );
      expect(shown).not.toHaveBeenCalled();
    },
  );

  it('returns a failed warehouse business check (ErrorCode 100) to the caller', async () => {
    const checkFailed = envelope(100, { Mismatches: 2 }, 'The business check did not pass');
    fakeServer(() => ({ status: 422, data: checkFailed }));
    await expect(
      request({ method: 'post', url: `/client/api/Warehouse/${WAREHOUSE_CHECK_OPERATION}` }),
    ).resolves.toEqual(checkFailed);
    expect(shown).not.toHaveBeenCalled();
  });

  it('returns a failed business check to a call that asks for it, and only then', async () => {
    const checkFailed = envelope(100, null, 'The business check did not pass');
    fakeServer(() => ({ status: 422, data: checkFailed }));
    await expect(
      request({ method: 'post', url: '/cms/api/Anything', data: {}, returnBusinessCheckFailure: true }),
    ).resolves.toEqual(checkFailed);
    expect(shown).not.toHaveBeenCalled();
    await expect(request({ method: 'post', url: '/cms/api/Anything', data: {} })).rejects.toMatchObject({
      ErrorCode: 100,
    });
    expect(shown).toHaveBeenCalledExactlyOnceWith('The business check did not pass');
  });

  it('does not pass through another failure for a call that asks for business checks', async () => {
    fakeServer(() => ({ status: 403, data: envelope(4030, null, 'You are not allowed to do this') }));
    await expect(
      request({ method: 'post', url: '/cms/api/Anything', returnBusinessCheckFailure: true }),
    ).rejects.toMatchObject({ ErrorCode: 4030 });
    expect(shown).toHaveBeenCalledOnce();
  });

  it('returns the answer of a WebAuthBind call unchanged, whatever it is', async () => {
    fakeServer(() => ({ status: 400, data: { state: 'unbound', ErrorCode: 4000 } }));
    await expect(request({ method: 'post', url: '/cms/api/User/WebAuthBind', data: {} })).resolves.toEqual({
      state: 'unbound',
      ErrorCode: 4000,
    });
    fakeServer(() => ({ data: 'bound' }));
    await expect(request({ method: 'get', url: '/cms/api/User/WebAuthBindState' })).resolves.toBe('bound');
    expect(shown).not.toHaveBeenCalled();
  });
});

describe('files (spec §7, §8)', () => {
  it.each([...FILE_CONTENT_TYPES, 'application/pdf'])('returns a %s answer whole, headers included', async (type) => {
    const file = new Blob(['file content'], { type });
    const sent = fakeServer(() => ({
      data: file,
      headers: { 'content-type': type, 'content-disposition': 'attachment; filename="bill.xlsx"' },
    }));
    const response = await getFile('/cms/api/BaseData/DownloadFile', { params: { id: '42' } });
    expect(response.data).toBe(file);
    expect(response.headers['content-disposition']).toBe('attachment; filename="bill.xlsx"');
    expect(sent[0]).toMatchObject({ method: 'get', params: { id: '42' } });
    expect(shown).not.toHaveBeenCalled();
  });

  it('parses a JSON error delivered as a blob, shows its Msg and rejects', async () => {
    const error = envelope(4040, null, 'Not found');
    fakeServer(() => ({
      status: 404,
      data: new Blob([JSON.stringify(error)], { type: 'application/json' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    }));
    await expect(getFile('/cms/api/BaseData/DownloadFile')).rejects.toMatchObject({
      ErrorCode: 4040,
      Msg: 'Not found',
    });
    expect(shown).toHaveBeenCalledExactlyOnceWith('Not found');
  });

  it.each([...RAW_ANSWER_OPERATIONS])(
    'hands a failed %s file answer to the caller whole, without a message',
    async (operation) => {
      const failed = new Blob([JSON.stringify(envelope(4000, null, 'Invalid request'))], { type: 'application/json' });
      fakeServer(() => ({ status: 400, data: failed, headers: { 'content-type': 'application/json' } }));
      const response = await postFile(`/client/api/Shipment/${operation}`, {});
      expect(response.data).toBe(failed);
      await expect(failedEnvelopeOfFile(response)).resolves.toMatchObject({ ErrorCode: 4000, Msg: 'Invalid request' });
      expect(shown).not.toHaveBeenCalled();
    },
  );

  it('streams with the Bearer header and the language, on the rewritten path', async () => {
    Cookies.set(TokenCookieName, 'stream-token');
    useLanguageStore.getState().setLanguage('fr-FR');
    const fetched = vi.fn<typeof fetch>(async () => new Response(': connected\n\n', { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    await openStream('/oms/api/ClientPush/Stream', new AbortController().signal);
    const [url, init] = fetched.mock.calls[0] ?? [];
    expect(url).toBe('/client/api/ClientPush/Stream');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer stream-token');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('fr-FR');
  });

  it('rejects when the stream cannot be opened', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    await expect(openStream('/client/api/ClientPush/Stream', new AbortController().signal)).rejects.toThrow('HTTP 503');
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
  const navigated = vi.fn<Navigate>();

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

    vi.advanceTimersByTime(999);
    expect(navigated).not.toHaveBeenCalled();
    expect(Cookies.get(TokenCookieName)).toBe('token');
    expect(localStorage.getItem('GLOBAL_ENUM')).toBe('{}');

    await vi.advanceTimersByTimeAsync(1);
    // The login page shows the message again: the one shown here goes with the signed-in page.
    expect(navigated).toHaveBeenCalledExactlyOnceWith('/home/login', {
      text: 'Your account information has expired, please log in again',
      tone: 'error',
    });
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
    vi.advanceTimersByTime(1000);
    await expect(get('/cms/api/D')).rejects.toMatchObject({ ErrorCode: 3 });
    vi.advanceTimersByTime(5000);
    expect(shown).toHaveBeenCalledOnce();
    expect(navigated).toHaveBeenCalledOnce();
  });

  it('is handled again after a new sign-in', async () => {
    fakeServer(expired);
    await expect(get('/cms/api/A')).rejects.toBeInstanceOf(EnvelopeError);
    vi.advanceTimersByTime(1000);
    resetSessionExpiry();
    signIn();
    await expect(get('/cms/api/B')).rejects.toBeInstanceOf(EnvelopeError);
    vi.advanceTimersByTime(1000);
    expect(shown).toHaveBeenCalledTimes(2);
    expect(navigated).toHaveBeenCalledTimes(2);
  });

  it('is not started by ErrorCode 3 without the unauthorized-access text, which shows as any error', async () => {
    fakeServer(() => ({ status: 401, data: envelope(3, null, 'Something else') }));
    await expect(get('/cms/api/Anything')).rejects.toMatchObject({ ErrorCode: 3 });
    vi.advanceTimersByTime(1000);
    expect(shown).toHaveBeenCalledExactlyOnceWith('Something else');
    expect(navigated).not.toHaveBeenCalled();
    expect(Cookies.get(TokenCookieName)).toBe('token');
  });

  it('is not started by the warehouse business check, whose answer goes back to the caller', async () => {
    const expiredAnswer = expired().data;
    fakeServer(expired);
    await expect(
      request({ method: 'post', url: `/client/api/Warehouse/${WAREHOUSE_CHECK_OPERATION}`, data: {} }),
    ).resolves.toEqual(expiredAnswer);
    vi.advanceTimersByTime(1000);
    expect(shown).not.toHaveBeenCalled();
    expect(navigated).not.toHaveBeenCalled();
    expect(Cookies.get(TokenCookieName)).toBe('token');
  });

  it('is left to a caller that handles errors itself', async () => {
    fakeServer(expired);
    await expect(post('/cms/api/User/Logout', {}, { skipErrorHandler: true })).rejects.toMatchObject({ ErrorCode: 3 });
    vi.advanceTimersByTime(1000);
    expect(shown).not.toHaveBeenCalled();
    expect(navigated).not.toHaveBeenCalled();
  });
});
