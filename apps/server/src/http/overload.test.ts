import { ERRORS } from '@portside/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** Keeps the event loop busy, as a saturated server's would be: every turn holds it for blockMs. */
function saturate(blockMs: number): () => void {
  const timer = setInterval(() => {
    const until = performance.now() + blockMs;
    while (performance.now() < until) {
      // busy
    }
  }, 1);
  return () => clearInterval(timer);
}

describe('a server whose event loop is held up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { MAX_EVENT_LOOP_DELAY_MS: '100' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const dictionary = () =>
    t.app.inject({
      method: 'POST',
      url: '/cms/api/BaseData/GetDictItemByParentCode',
      payload: { parentCode: ['1014'] },
    });

  it('answers 503 with Retry-After at once beyond the set delay, keeps answering the probes, then recovers', async () => {
    expect((await dictionary()).statusCode).toBe(200);
    // The guard reads the delay every half second: ask until it has read a saturated one.
    const stop = saturate(300);
    let refused: LightMyRequestResponse | undefined;
    const deadline = Date.now() + 10_000;
    try {
      while (!refused && Date.now() < deadline) {
        const res = await dictionary();
        if (res.statusCode === 503) refused = res;
      }
    } finally {
      stop();
    }
    if (!refused) throw new Error('the saturated event loop was never refused');
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ ErrorCode: ERRORS.ServiceUnavailable.ErrorCode, Body: null });
    expect(typeof refused.json().Msg).toBe('string');
    // The security headers are on the refusal too.
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    const livez = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(livez.statusCode).toBe(200);

    // Once the loop is free again, requests are served.
    let served = false;
    while (!served && Date.now() < deadline + 5000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      served = (await dictionary()).statusCode === 200;
    }
    expect(served).toBe(true);
  });
});

describe('one long task on the event loop', () => {
  it('does not refuse the requests that follow it', async () => {
    const t = await createTestApp('pglite', { env: { MAX_EVENT_LOOP_DELAY_MS: '100' } });
    try {
      const until = performance.now() + 1500;
      while (performance.now() < until) {
        // a large workbook being written, say
      }
      const statuses: number[] = [];
      const end = Date.now() + 1200;
      while (Date.now() < end) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/cms/api/BaseData/GetDictItemByParentCode',
          payload: { parentCode: ['1014'] },
        });
        statuses.push(res.statusCode);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set([200]));
    } finally {
      await t.close();
    }
  });
});

describe('the overload guard turned off', () => {
  it('serves every request however busy the loop is', async () => {
    const t = await createTestApp('pglite', { env: { MAX_EVENT_LOOP_DELAY_MS: '0' } });
    try {
      // Three readings of the delay (each half a second) with the loop saturated beyond any limit.
      const stop = saturate(600);
      const statuses: number[] = [];
      try {
        const until = Date.now() + 1600;
        while (Date.now() < until) {
          const res = await t.app.inject({
            method: 'POST',
            url: '/cms/api/BaseData/GetDictItemByParentCode',
            payload: { parentCode: ['1014'] },
          });
          statuses.push(res.statusCode);
        }
      } finally {
        stop();
      }
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set([200]));
    } finally {
      await t.close();
    }
  });
});
