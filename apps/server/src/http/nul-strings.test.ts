import { ERRORS } from '@portside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { call, freshIp, login } from '../../test/identity-helpers.js';
import { issueApiKey } from '../../test/shipment-fixtures.js';

/** PostgreSQL cannot store a NUL in text: the cases that reached the database as a 500 (security audit M4). */
describe('a NUL character in any string', () => {
  let t: TestApp;
  let demo: string;
  let apiKey: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    demo = (await login(t.app, 'demo')).AccessToken;
    apiKey = await issueApiKey(t.app);
  });
  afterAll(() => t.close());

  it.each([
    [
      'the body',
      { method: 'POST', url: '/cms/api/User/Login', payload: { AccountName: 'a\u0000b', Password: 'x' } },
      'AccountName',
    ],
    [
      'the query',
      { method: 'POST', url: '/cms/api/User/SmsSend?accountName=a%00b&templateCode=QuickLogin', payload: {} },
      'accountName',
    ],
    [
      'a nested field',
      { method: 'POST', url: '/client/api/Shipment/GetPageList', payload: { Status: ['0', 'a\u0000b'] } },
      'Status[1]',
    ],
  ] as const)('in %s answers 400 naming the field', async (_where, request, field) => {
    const res = await call(t.app, { ...request, token: demo, ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(res.body.Msg).toContain(`${field}:`);
  });

  it('in the path answers 400 naming the parameter', async () => {
    const res = await call(t.app, {
      method: 'PUT',
      url: '/integration/v1/companies/a%00b/shipments/X1',
      headers: { 'x-api-key': apiKey },
      payload: { dcgNo: 'X1', mode: 'sea', origin: 'CNSHA', destination: 'USLAX' },
    });
    expect(res.status).toBe(400);
    expect(res.body.Msg).toContain('company:');
  });

  it("in feedback is refused in the reader's language and stores nothing", async () => {
    const before = await call(t.app, {
      method: 'POST',
      url: '/cms/api/FeedBack/GetPageList',
      payload: {},
      token: (await login(t.app, 'ops')).AccessToken,
    });
    const res = await call(t.app, {
      method: 'POST',
      url: '/cms/api/FeedBack/Add',
      payload: { Content: 'a\u0000b' },
      token: demo,
      headers: { 'accept-language': 'de-DE' },
    });
    expect(res.status).toBe(400);
    expect(res.body.Msg).toMatch(/Content: .*Muster/);
    const after = await call(t.app, {
      method: 'POST',
      url: '/cms/api/FeedBack/GetPageList',
      payload: {},
      token: (await login(t.app, 'ops')).AccessToken,
    });
    expect(after.body.Body.TotalCount).toBe(before.body.Body.TotalCount);
  });
});
