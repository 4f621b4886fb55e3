import { ERRORS } from '@portside/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS } from '../../test/harness.js';
import { waitUntil } from '../../test/wait.js';

describe.runIf(DATABASE_KINDS.includes('postgres'))('an exhausted PostgreSQL pool', () => {
  it('answers 503 with Retry-After while the only client is held, instead of waiting for it, then recovers', async () => {
    const t = await createTestApp('postgres', { poolMax: 1, connectTimeoutMs: 500 });
    // A transaction holds the only client until the test lets it go.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = false;
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding = true;
      await released;
    });
    await waitUntil(() => holding, 'the transaction to hold the only client');
    // The client is released only after the answer, so a request waiting for it would never answer.
    const res = await t.app.inject({
      method: 'POST',
      url: '/cms/api/BaseData/GetDictItemByParentCode',
      payload: { parentCode: ['1014'] },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ ErrorCode: ERRORS.ServiceUnavailable.ErrorCode, Body: null });
    release();
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
