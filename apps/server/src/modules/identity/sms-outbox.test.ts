import { Writable } from 'node:stream';
import { ERRORS } from '@portside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, freshIp, login } from '../../../test/identity-helpers.js';
import { createLogger } from '../../logger.js';

const OUTBOX = '/cms/api/Staff/GetDemoSmsOutbox';

describe.each(DATABASE_KINDS)('the demo SMS outbox (%s)', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp(kind, { logger: createLogger({ LOG_LEVEL: 'trace' }, sink) });
  });
  afterAll(() => t.close());

  it('keeps the code for the staff admin to read and never writes it to the log', async () => {
    const sent = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/SmsSend?accountName=demo&templateCode=QuickLogin',
      payload: {},
      ip: freshIp(),
    });
    expect(sent.body.ErrorCode).toBe(0);

    const ops = await login(t.app, 'ops');
    const outbox = await call(t.app, {
      method: 'POST',
      url: OUTBOX,
      payload: { PageIndex: 1, PageSize: 5 },
      token: ops.AccessToken,
    });
    expect(outbox.body.ErrorCode).toBe(0);
    const [newest] = outbox.body.Body.Items;
    expect(newest).toMatchObject({ Phone: '+8613800138000', TemplateCode: 'QuickLogin' });
    const code = /\b\d{6}\b/.exec(newest.Message)?.[0];
    expect(code).toMatch(/^\d{6}$/);

    const quick = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/LoginByQuickLogin',
      payload: { AccountName: 'demo', SmsCode: code },
      ip: freshIp(),
    });
    expect(quick.body.ErrorCode).toBe(0);

    const log = logLines.join('\n');
    expect(log).toContain('sms queued in the demo outbox');
    expect(log).not.toContain(code);
  });

  it('is refused to salesmen and clients', async () => {
    for (const account of ['sales', 'demo']) {
      const { AccessToken } = await login(t.app, account);
      const res = await call(t.app, { method: 'POST', url: OUTBOX, payload: {}, token: AccessToken });
      expect(res.status).toBe(403);
      expect(res.body.ErrorCode).toBe(ERRORS.Forbidden.ErrorCode);
    }
  });
});

describe('with a real SMS gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms' },
    });
  });
  afterAll(() => t.close());

  it('has no outbox to read', async () => {
    const ops = await login(t.app, 'ops');
    const res = await call(t.app, { method: 'POST', url: OUTBOX, payload: {}, token: ops.AccessToken });
    expect(res.status).toBe(404);
    expect(res.body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
  });
});
