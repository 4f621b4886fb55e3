import { ERRORS } from '@portside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';

const CALLS_PER_MINUTE = 5;

/** Issue 17, I1: a key can be limited to named companies, and each key is held to its calls a minute. */
describe.each(DATABASE_KINDS)('integration API keys on %s', (kind) => {
  let t: TestApp;
  let staffToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { INTEGRATION_KEY_CALLS_PER_MINUTE: String(CALLS_PER_MINUTE) } });
    staffToken = (await login(t.app, 'ops')).AccessToken;
  });
  afterAll(() => t.close());

  const createKey = (payload: { Name: string; Companies?: string[] }) =>
    call(t.app, { method: 'POST', url: '/cms/api/Staff/CreateApiKey', token: staffToken, payload });
  const upsert = (key: string, company: string, externalId: string) =>
    call(t.app, {
      method: 'PUT',
      url: `/integration/v1/companies/${company}/shipments/${externalId}`,
      payload: { dcgNo: `DCG-${externalId}`, mode: 'air', origin: 'PVG', destination: 'FRA' },
      headers: { 'x-api-key': key },
    });

  it('limited to named companies, serves those and answers any other like one that does not exist', async () => {
    const issued = await createKey({ Name: 'Brightwave TMS', Companies: ['BRIGHTWAVE'] });
    expect(issued.body.ErrorCode).toBe(0);
    expect(issued.body.Body.CompanyIds).toHaveLength(1);
    const key: string = issued.body.Body.Key;
    expect((await upsert(key, 'BRIGHTWAVE', 'SCOPE-1')).body.ErrorCode).toBe(0);
    const other = await upsert(key, 'HANSEATIC', 'SCOPE-2');
    const unknown = await upsert(key, 'NO-SUCH-COMPANY', 'SCOPE-3');
    expect(other.status).toBe(404);
    expect(other.body.ErrorCode).toBe(unknown.body.ErrorCode);

    const everyCompany = await createKey({ Name: 'ERP' });
    expect(everyCompany.body.Body.CompanyIds).toBeNull();
    expect((await upsert(everyCompany.body.Body.Key, 'HANSEATIC', 'SCOPE-4')).body.ErrorCode).toBe(0);
  });

  it('refuses to limit a key to a company that does not exist, naming it', async () => {
    const refused = await createKey({ Name: 'typo', Companies: ['BRIGHTWAVE', 'BRIGHTWAEV'] });
    expect(refused.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(refused.body.Msg).toContain('BRIGHTWAEV');
  });

  it('holds each key to its calls a minute, with Retry-After, without slowing the other keys', async () => {
    const busy: string = (await createKey({ Name: 'runaway' })).body.Body.Key;
    const calm: string = (await createKey({ Name: 'calm' })).body.Body.Key;
    for (let i = 0; i < CALLS_PER_MINUTE; i++) {
      expect((await upsert(busy, 'BRIGHTWAVE', `RATE-${i}`)).body.ErrorCode).toBe(0);
    }
    const limited = await upsert(busy, 'BRIGHTWAVE', 'RATE-X');
    expect(limited.status).toBe(429);
    expect(limited.body.ErrorCode).toBe(ERRORS.RateLimited.ErrorCode);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upsert(calm, 'BRIGHTWAVE', 'RATE-CALM')).body.ErrorCode).toBe(0);
    t.clock.advance(60_000);
    expect((await upsert(busy, 'BRIGHTWAVE', 'RATE-X')).body.ErrorCode).toBe(0);
  });
});
