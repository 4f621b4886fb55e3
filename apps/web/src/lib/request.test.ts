import type { Locale } from '@portside/contracts';
import { AxiosError } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../stores/language-store';
import { envelope, fakeServer } from '../testing/fake-server';
import { TOKEN_COOKIE_NAME } from './auth-token';
import { connectErrorDisplay } from './notify';
import { EnvelopeError, get, post, REQUEST_TIMEOUT_MS, request } from './request';

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
    Cookies.set(TOKEN_COOKIE_NAME, 'token-from-cookie');
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    await get('/cms/api/Anything');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-from-cookie');
  });

  it('keeps an Authorization header the caller set', async () => {
    Cookies.set(TOKEN_COOKIE_NAME, 'token-from-cookie');
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
