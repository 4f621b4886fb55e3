import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/paths.js';

interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const started: ServerProcess[] = [];

/** The real server process, as `npm start` runs it (through tsx instead of the bundle). */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', SEED_DEMO: 'false', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, port, output: () => output, exited };
  started.push(server);
  return server;
}

async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready in time:\n${server.output()}`);
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

describe('the server process', () => {
  it('refuses to start with an invalid variable, naming it, with exit code 1', async () => {
    const server = await startServer({ PORT: '8080', DATABASE_URL: 'mysql://nope', SEED_DEMO: 'maybe' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DATABASE_URL');
    expect(server.output()).toContain('SEED_DEMO');
  });

  it('refuses a second process on the same data folder and leaves the first one serving', async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    await waitUntilReady(first);
    const second = await startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Portside process \(pid \d+\)/);
    const res = await fetch(`http://127.0.0.1:${first.port}/readyz`);
    expect(res.status).toBe(200);
  });

  it('finishes a request in flight on SIGTERM, then refuses new ones and exits 0', async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ DATA_DIR: dataDir });
    await waitUntilReady(server);

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
    await waitUntilReady(again);
  });
});
