import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer } from '../../../e2e/support/server.js';

const started: ServerProcess[] = [];

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer({ source: 'src', env: { LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env } });
  started.push(server);
  return server;
}

function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'portside-data-'));
}

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
});

// Each test starts the server from source on a fresh data folder, one of them twice: on a busy
// 2-core machine that alone came near the default 30 s.
describe('the server process', { timeout: 90_000 }, () => {
  it('refuses to start with an invalid variable, naming it, with exit code 1', async () => {
    const server = await startServer({ PORT: '8080', DATABASE_URL: 'mysql://nope', SEED_DEMO: 'maybe' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DATABASE_URL');
    expect(server.output()).toContain('SEED_DEMO');
  });

  it('refuses a second process on the same data folder and leaves the first one serving', async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    await first.waitUntilReady();
    const second = await startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Portside process \(pid \d+\)/);
    const res = await fetch(`http://127.0.0.1:${first.port}/readyz`);
    expect(res.status).toBe(200);
  });

  it('finishes a request in flight on SIGTERM, then refuses new ones and exits 0', async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ DATA_DIR: dataDir });
    await server.waitUntilReady();

    const body = JSON.stringify({ parentCode: ['1014'] });
    const half = Math.floor(body.length / 2);
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/cms/api/BaseData/GetDictItemByParentCode',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now, SIGTERM, then the rest: the request is in flight when the signal lands.
      req.write(body.slice(0, half));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(half)), 500);
      }, 300);
    });

    const answered = await response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body).ErrorCode).toBe(0);
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${server.port}/livez`)).rejects.toThrow();
    // The data folder is unlocked and reopens cleanly.
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    const again = await startServer({ DATA_DIR: dataDir });
    await again.waitUntilReady();
  });
});
