import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../apps/server/', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  waitUntilReady: (timeoutMs?: number) => Promise<void>;
  /** SIGTERM, then wait for the exit. */
  stop: () => Promise<void>;
}

/**
 * The SECRETS_KEY of the test and bench servers on PostgreSQL (one key, so two instances and later
 * runs on the same database open each other's secrets); never a deployment's. On the embedded
 * database a server keeps its own key in its data folder, as a deployment does.
 */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 0x5e).toString('base64');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The real server process on 127.0.0.1: the production bundle (dist/main.js, as `npm start` runs
 * it), or the TypeScript source through tsx for tests that run before the build.
 */
export async function spawnServer(
  options: { source?: 'dist' | 'src'; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const { source = 'dist', env = {} } = options;
  const args = source === 'dist' ? [path.join(SERVER_DIR, 'dist', 'main.js')] : ['--import', 'tsx', 'src/main.ts'];
  if (source === 'dist' && (!fs.existsSync(args[0] ?? '') || !fs.existsSync(path.join(SERVER_DIR, 'public')))) {
    throw new Error('Build first: npm run build (the e2e script does it)');
  }
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...(env.DATABASE_URL ? { SECRETS_KEY: TEST_SECRETS_KEY } : {}),
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
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
  const baseUrl = `http://127.0.0.1:${port}`;

  const waitUntilReady = async (timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`server not ready in time:\n${output}`);
      try {
        if ((await fetch(`${baseUrl}/readyz`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  return { child, port, baseUrl, output: () => output, exited, waitUntilReady, stop };
}

export interface RunningServer extends ServerProcess {
  dataDir: string;
}

/**
 * The data folder `npm test -w @portside/e2e` seeds once before the browser files (prepare-data.ts):
 * every file starts from a copy instead of seeding the demo data again, which costs each server
 * start most of its time. Without it (one file run on its own), the server seeds afresh.
 */
export const SEEDED_DATA_DIR = fileURLToPath(new URL('../.tmp/seeded-data/', import.meta.url));

/** The built server on a free port with a fresh data folder and the demo data, ready to use. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-e2e-'));
  if (fs.existsSync(path.join(SEEDED_DATA_DIR, 'pglite'))) fs.cpSync(SEEDED_DATA_DIR, dataDir, { recursive: true });
  const server = await spawnServer({ env: { DATA_DIR: dataDir, ...env } });
  try {
    await server.waitUntilReady();
  } catch (error) {
    // A server that never got ready must not outlive the test run.
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
