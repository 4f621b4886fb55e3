import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.js';
import { createLogger } from './logger.js';

describe('request logs', () => {
  it('are JSON lines with UTC times and no token, ticket, password or cookie in them', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const t = await createTestApp('pglite', { logger: createLogger({ LOG_LEVEL: 'info' }, sink) });
    await t.app.inject({
      method: 'GET',
      url: '/home/callbackLogin?token=sentinel-token-123&ticket=sentinel-ticket-000&lang=en',
      headers: { authorization: 'Bearer sentinel-bearer-456', cookie: 'FOBCUSTOMERACCESSTOKEN=sentinel-cookie-789' },
    });
    await t.close();
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.parse(line).time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(text).toContain('/home/callbackLogin?token=%5BRedacted%5D&ticket=%5BRedacted%5D&lang=en');
    expect(text).not.toMatch(/sentinel-(token|ticket|bearer|cookie)/);
  });
});
