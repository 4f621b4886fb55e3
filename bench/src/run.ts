import { ALL_DICT_PARENT_CODES, DICT_PARENT_CODES } from '@portside/contracts';
import { startServer } from '../../e2e/support/server.js';
import { type BenchRequest, measureScenarios, printFigures } from './measure.js';

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

console.log(`Portside benchmark, Node ${process.version}, ${new Date().toISOString()}`);
await benchDatabase('PGlite (embedded)', {});
if (process.env.BENCH_DATABASE_URL) {
  await benchDatabase('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
} else {
  console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to include it)');
}
