import { ALL_DICT_PARENT_CODES, DICT_PARENT_CODES } from '@portside/contracts';
import autocannon from 'autocannon';
import { startServer } from '../../e2e/support/server.js';

/**
 * Loads the built server on 127.0.0.1 with autocannon, bounded in time, and prints requests/s
 * and latency for each scenario with its ratio to the bare health route (the framework's ceiling
 * on this machine). PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const SCENARIOS: Scenario[] = [
  { name: 'GET /livez (ceiling)', method: 'GET', path: '/livez' },
  {
    name: 'dictionary, one code',
    method: 'POST',
    path: '/cms/api/BaseData/GetDictItemByParentCode',
    body: { parentCode: [DICT_PARENT_CODES.FeedTypeEnum] },
  },
  {
    name: `dictionary, all ${ALL_DICT_PARENT_CODES.length} codes (the web app's call)`,
    method: 'POST',
    path: '/cms/api/BaseData/GetDictItemByParentCode',
    body: { parentCode: ALL_DICT_PARENT_CODES },
  },
];

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(baseUrl: string, scenario: Scenario, durationS: number): Promise<Figures> {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    connections: CONNECTIONS,
    duration: durationS,
    headers: scenario.body ? { 'content-type': 'application/json' } : {},
    body: scenario.body ? JSON.stringify(scenario.body) : undefined,
  });
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServer({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  try {
    const rows: Figures[] = [];
    for (const scenario of SCENARIOS) {
      await load(server.baseUrl, scenario, WARMUP_S);
      rows.push(await load(server.baseUrl, scenario, DURATION_S));
    }
    const ceiling = rows[0]?.requestsPerSecond ?? 1;
    console.log(
      `\n## ${label}: ${CONNECTIONS} connections, ${DURATION_S} s per scenario after ${WARMUP_S} s warm-up\n`,
    );
    console.log('| scenario | req/s | p50 ms | p99 ms | errors | vs ceiling |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const row of rows) {
      const ratio = ((row.requestsPerSecond / ceiling) * 100).toFixed(1);
      console.log(
        `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${ratio}% |`,
      );
    }
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
