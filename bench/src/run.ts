import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALL_DICT_PARENT_CODES, DICT_PARENT_CODES } from '@portside/contracts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-password.js';
import { spawnServer, startServer } from '../../e2e/support/server.js';
import {
  type BenchRequest,
  measureProbeUnderLoad,
  measureScenarios,
  printFigures,
  printProbeFigures,
} from './measure.js';

/**
 * Loads the built server on 127.0.0.1 with autocannon, bounded in time, and prints requests/s
 * and latency for each scenario with its ratio to the bare health route (the framework's ceiling
 * on this machine). PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set.
 */
const SCENARIOS: (readonly [string, () => BenchRequest])[] = [
  ['GET /livez (ceiling)', () => ({ path: '/livez' })],
  [
    'dictionary, one code',
    () => ({
      path: '/cms/api/BaseData/GetDictItemByParentCode',
      body: { parentCode: [DICT_PARENT_CODES.FeedTypeEnum] },
    }),
  ],
  [
    `dictionary, all ${ALL_DICT_PARENT_CODES.length} codes (the web app's call)`,
    () => ({ path: '/cms/api/BaseData/GetDictItemByParentCode', body: { parentCode: ALL_DICT_PARENT_CODES } }),
  ],
];

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServer({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  try {
    printFigures(label, await measureScenarios(server.baseUrl, SCENARIOS));
  } finally {
    await server.stop();
  }
}

/**
 * PGlite with the demo data: the demo client admin's shipment list saturates the server (10, then
 * 100 connections) while one more connection asks /livez, the request an orchestrator's liveness
 * probe and every cheap call stand for. It says whether the embedded database's work holds up the
 * requests that need none of it, and whether any client is left without an answer.
 */
async function benchLivezUnderList(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-bench-'));
  const server = await spawnServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
  try {
    // Seeding the demo takes 10 s on an idle machine, minutes on a busy one.
    await server.waitUntilReady(600_000);
    const login = await fetch(`${server.baseUrl}/cms/api/User/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ AccountName: 'demo', Password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { Body: { AccessToken: string } }).Body.AccessToken;
    const modes = ['sea', 'air', 'rail'];
    const list = [
      'shipment list: a mode, by ETA, 20 rows',
      () => ({
        path: '/client/api/Shipment/GetPageList',
        token,
        body: {
          PageIndex: 1,
          PageSize: 20,
          Mode: modes[Math.floor(Math.random() * modes.length)],
          SortBy: 'Eta',
          SortOrder: 'desc',
        },
      }),
    ] as const;
    const livez = ['GET /livez', () => ({ path: '/livez' })] as const;
    const rows = [];
    for (const connections of [10, 100])
      rows.push(await measureProbeUnderLoad(server.baseUrl, list, livez, connections));
    printProbeFigures('PGlite (embedded, demo data): /livez while the shipment list saturates the server', rows);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Portside benchmark, Node ${process.version}, ${new Date().toISOString()}`);
/** BENCH_PART=livez runs only the PGlite /livez-under-load part, BENCH_PART=dictionary only the rest. */
const part = process.env.BENCH_PART;
if (part !== 'livez') await benchDatabase('PGlite (embedded)', {});
if (part !== 'dictionary') await benchLivezUnderList();
if (part === 'livez') {
  // PostgreSQL has no embedded database to hold up the event loop.
} else if (process.env.BENCH_DATABASE_URL) {
  await benchDatabase('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
} else {
  console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to include it)');
}
