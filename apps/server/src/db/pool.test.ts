import { ERRORS } from '@portside/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS } from '../../test/harness.js';

describe.runIf(DATABASE_KINDS.includes('postgres'))('an exhausted PostgreSQL pool', () => {
  it('answers 503 with Retry-After within the connection timeout instead of hanging, then recovers', async () => {
    const t = await createTestApp('postgres', { poolMax: 1, connectTimeoutMs: 500 });
    // Drizzle queries run when awaited, so start this one explicitly; it holds the only client.
    const holder = Promise.resolve(t.database.db.execute(sql`select pg_sleep(2)`));
    await new Promise((r) => setTimeout(r, 100));
    const startedAt = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/cms/api/BaseData/GetDictItemByParentCode',
      payload: { parentCode: ['1014'] },
    });
    expect(Date.now() - startedAt).toBeLessThan(1500);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ ErrorCode: ERRORS.ServiceUnavailable.ErrorCode, Body: null });
    await holder;
    const after = await t.app.inject({
      method: 'POST',
      url: '/cms/api/BaseData/GetDictItemByParentCode',
      payload: { parentCode: ['1014'] },
    });
    expect(after.json().ErrorCode).toBe(0);
    await t.close();
  });
});
