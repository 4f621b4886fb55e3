import { ERRORS } from '@portside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

const DICT_URL = '/cms/api/BaseData/GetDictItemByParentCode';

function expectEnvelope(body: unknown, errorCode: number) {
  expect(body).toEqual({ ErrorCode: errorCode, Msg: expect.any(String), Body: null });
  expect((body as { Msg: string }).Msg.length).toBeGreaterThan(0);
}

describe('the envelope on every failure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/cms/api/Nope/Nothing'],
    ['POST', '/client/api/Shipment/Unknown'],
    ['GET', '/integration/v1/unknown'],
    ['DELETE', DICT_URL],
    ['TRACE', '/'],
  ])('answers %s %s with a 404 envelope', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expectEnvelope(res.json(), ERRORS.NotFound.ErrorCode);
    expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
  });

  it('answers malformed JSON with 400 and the malformed-body code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: DICT_URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"parentCode": [',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), ERRORS.MalformedBody.ErrorCode);
  });

  it('answers JSON nested thousands deep as malformed, while brackets inside strings do not count', async () => {
    const send = (payload: string) =>
      t.app.inject({ method: 'POST', url: DICT_URL, headers: { 'content-type': 'application/json' }, payload });
    const deep = await send(`{"parentCode":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(deep.statusCode).toBe(400);
    expectEnvelope(deep.json(), ERRORS.MalformedBody.ErrorCode);
    const bracketsInText = await send(JSON.stringify({ parentCode: `${'['.repeat(100)}"{` }));
    expect(bracketsInText.json().ErrorCode).not.toBe(ERRORS.MalformedBody.ErrorCode);
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: DICT_URL,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), ERRORS.MalformedBody.ErrorCode);
  });

  it('refuses prototype poisoning in JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: DICT_URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"parentCode": [], "__proto__": {"isAdmin": true}}',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), ERRORS.MalformedBody.ErrorCode);
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: DICT_URL,
      payload: { parentCode: ['x'.repeat(1024 * 1024 + 1)] },
    });
    expect(res.statusCode).toBe(413);
    expectEnvelope(res.json(), ERRORS.PayloadTooLarge.ErrorCode);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: DICT_URL,
      headers: { 'content-type': 'text/xml' },
      payload: '<parentCode/>',
    });
    expect(res.statusCode).toBe(415);
    expectEnvelope(res.json(), ERRORS.UnsupportedMediaType.ErrorCode);
  });

  it('answers in the language of the request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cms/api/Nope', headers: { 'accept-language': 'de-DE' } });
    expect(res.json().Msg).toBe(ERRORS.NotFound.Msg['de-DE']);
  });

  it('sends security headers and keeps API answers out of caches', async () => {
    const res = await t.app.inject({ method: 'POST', url: DICT_URL, payload: { parentCode: [] } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with a generic message: no stack trace, no SQL', async () => {
    const t = await createTestApp('pglite');
    await t.database.close();
    const res = await t.app.inject({ method: 'POST', url: DICT_URL, payload: { parentCode: ['1001'] } });
    await t.app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      ErrorCode: ERRORS.InternalError.ErrorCode,
      Msg: ERRORS.InternalError.Msg['en-US'],
      Body: null,
    });
    expect(res.body).not.toMatch(/select|dict_items|at .*\.ts/i);
  });
});
