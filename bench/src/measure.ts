import autocannon from 'autocannon';

/** Load settings shared by every benchmark (env overrides for a quick run). */
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
export const WARMUP_S = 2;
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One request of a scenario: a body makes it a JSON POST, a token adds the Bearer header. */
export interface BenchRequest {
  path: string;
  body?: unknown;
  token?: string;
}

async function run(baseUrl: string, name: string, next: () => BenchRequest, durationS: number): Promise<Figures> {
  const first = next();
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: durationS,
    requests: [
      {
        method: first.body ? 'POST' : 'GET',
        path: first.path,
        setupRequest: (request) => {
          const { path, body, token } = next();
          return {
            ...request,
            path,
            headers: {
              ...(body ? { 'content-type': 'application/json' } : {}),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            ...(body ? { body: JSON.stringify(body) } : {}),
          };
        },
      },
    ],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Loads 127.0.0.1 with autocannon, bounded in time: each scenario warms up for WARMUP_S, then is
 * measured for DURATION_S. The first scenario is the ceiling the others are compared with.
 */
export async function measureScenarios(
  baseUrl: string,
  scenarios: readonly (readonly [string, () => BenchRequest])[],
): Promise<Figures[]> {
  const rows: Figures[] = [];
  for (const [name, next] of scenarios) {
    await run(baseUrl, name, next, WARMUP_S);
    rows.push(await run(baseUrl, name, next, DURATION_S));
  }
  return rows;
}

/** Prints the figures as a Markdown table with each scenario's ratio to the first (the ceiling). */
export function printFigures(title: string, rows: readonly Figures[]): void {
  const ceiling = rows[0]?.requestsPerSecond ?? 1;
  console.log(`\n## ${title}: ${CONNECTIONS} connections, ${DURATION_S} s per scenario after ${WARMUP_S} s warm-up\n`);
  console.log('| scenario | req/s | p50 ms | p99 ms | errors | vs ceiling |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = ((row.requestsPerSecond / ceiling) * 100).toFixed(1);
    console.log(
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${ratio}% |`,
    );
  }
}
