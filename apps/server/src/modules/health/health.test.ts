import { ERRORS } from '@portside/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS } from '../../../test/harness.js';

describe.each(DATABASE_KINDS)('health on %s', (kind) => {
  it('is live and ready on a migrated database, and not ready once the database is gone', async () => {
    const t = await createTestApp(kind);
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).json()).toEqual({
      ErrorCode: 0,
      Msg: '',
      Body: { Status: 'live' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json().Body).toEqual({ Status: 'ready' });
    await t.database.close();
    const notReady = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().ErrorCode).toBe(ERRORS.ServiceUnavailable.ErrorCode);
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    await t.app.close();
  });
});
