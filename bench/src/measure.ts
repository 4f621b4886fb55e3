import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';

/** Load settings shared by every benchmark (env overrides for a quick run). */
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
export const WARMUP_S = 2;
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The server's database pool (DATABASE_POOL_MAX), and the pool of a measure without HTTP. */
export const POOL_MAX = 10;

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Where the machine's CPU went while measured (Linux /proc), when it could be read. */
  cpu?: CpuSplit;
}

/**
 * The CPU a measured load cost, in milliseconds a request: the machine's in all, and that of
 * PostgreSQL's processes on this machine, of this process (the load generator, or the replay of
 * the SQL alone) and of the server's process, its JavaScript thread apart. The machine's share of
 * the time busy says whether its cores were the limit.
 */
export interface CpuSplit {
  machineBusy: number;
  all: number;
  postgres: number;
  bench: number;
  server?: { thread: number; threadBusy: number; otherThreads: number };
}

/** One request of a scenario: a body makes it a JSON POST, a token adds the Bearer header. */
export interface BenchRequest {
  path: string;
  body?: unknown;
  token?: string;
}

async function autocannonRun(
  baseUrl: string,
  next: () => BenchRequest,
  durationS: number,
  connections: number,
): Promise<autocannon.Result> {
  const first = next();
  return autocannon({
    url: baseUrl,
    connections,
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
}

/** The kernel's clock ticks a second, the unit of the CPU times in /proc: asked once, by the first bench that reads them. */
let clockTicks: number | undefined;
function clockTicksPerSecond(): number {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return clockTicks;
}

/**
 * The CPU seconds a task has used so far, user and system, from its /proc stat line: fields
 * counted after the command's closing parenthesis, which may itself hold spaces.
 */
function cpuSecondsOf(statPath: string): number {
  const stat = fs.readFileSync(statPath, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command.
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond();
}

/** The CPU seconds used so far by the machine, PostgreSQL's processes (by pid), this process and the server. */
interface CpuSnapshot {
  machine: { all: number; idle: number };
  postgres: Map<string, number>;
  bench: number;
  server?: { all: number; thread: number };
}

function postgresCpuSeconds(): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') {
        seconds.set(pid, cpuSecondsOf(`/proc/${pid}/stat`));
      }
    } catch {
      // The process ended while it was read.
    }
  }
  return seconds;
}

/** What the CPU has done so far, or undefined where /proc cannot tell (not Linux). */
function cpuSnapshot(serverPid?: number): CpuSnapshot | undefined {
  if (!fs.existsSync('/proc/stat')) return undefined;
  // The first line: the time all cores spent in each state, in clock ticks, user to steal (the
  // guest times after them are counted in user already); idle and iowait are not busy.
  const ticks = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1, 9).map(Number);
  const all = ticks.reduce((sum, value) => sum + (value || 0), 0) / clockTicksPerSecond();
  const idle = ((ticks[3] ?? 0) + (ticks[4] ?? 0)) / clockTicksPerSecond();
  return {
    machine: { all, idle },
    postgres: postgresCpuSeconds(),
    bench: cpuSecondsOf(`/proc/${process.pid}/stat`),
    ...(serverPid === undefined
      ? {}
      : {
          server: {
            all: cpuSecondsOf(`/proc/${serverPid}/stat`),
            // The main thread (its JavaScript thread) is the task whose id is the process's.
            thread: cpuSecondsOf(`/proc/${serverPid}/task/${serverPid}/stat`),
          },
        }),
  };
}

/**
 * The CPU between two snapshots, a request. PostgreSQL's processes are counted by pid: a backend
 * that ended meanwhile is left out (its last time is lost), one that started counts from zero.
 */
function cpuSplit(
  before: CpuSnapshot | undefined,
  after: CpuSnapshot | undefined,
  requests: number,
  elapsedS: number,
): CpuSplit | undefined {
  if (!before || !after || requests === 0) return undefined;
  const perRequest = (seconds: number) => (seconds * 1000) / requests;
  let postgres = 0;
  for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
  const machineAll = after.machine.all - before.machine.all;
  const machineBusy = machineAll - (after.machine.idle - before.machine.idle);
  const server =
    before.server && after.server
      ? {
          thread: perRequest(after.server.thread - before.server.thread),
          threadBusy: (after.server.thread - before.server.thread) / elapsedS,
          otherThreads: perRequest(after.server.all - before.server.all - (after.server.thread - before.server.thread)),
        }
      : undefined;
  return {
    machineBusy: machineAll > 0 ? machineBusy / machineAll : 0,
    all: perRequest(machineBusy),
    postgres: perRequest(postgres),
    bench: perRequest(after.bench - before.bench),
    ...(server ? { server } : {}),
  };
}

async function run(
  baseUrl: string,
  name: string,
  next: () => BenchRequest,
  durationS: number,
  serverPid?: number,
): Promise<Figures> {
  const before = cpuSnapshot(serverPid);
  const started = performance.now();
  const result = await autocannonRun(baseUrl, next, durationS, CONNECTIONS);
  const cpu = cpuSplit(before, cpuSnapshot(serverPid), result.requests.total, (performance.now() - started) / 1000);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(cpu ? { cpu } : {}),
  };
}

/**
 * Loads 127.0.0.1 with autocannon, bounded in time: each scenario warms up for WARMUP_S, then is
 * measured for DURATION_S. The first scenario is the ceiling the others are compared with.
 */
export async function measureScenarios(
  baseUrl: string,
  scenarios: readonly (readonly [string, () => BenchRequest])[],
  serverPid?: number,
): Promise<Figures[]> {
  const rows: Figures[] = [];
  for (const [name, next] of scenarios) {
    await run(baseUrl, name, next, WARMUP_S);
    rows.push(await run(baseUrl, name, next, DURATION_S, serverPid));
  }
  return rows;
}

/** Prints the figures as a Markdown table with each scenario's ratio to the first (the ceiling). */
export function printFigures(title: string, rows: readonly Figures[]): void {
  const ceiling = rows[0]?.requestsPerSecond ?? 1;
  console.log(`\n## ${title}: ${CONNECTIONS} connections, ${DURATION_S} s per scenario after ${WARMUP_S} s warm-up\n`);
  const threaded = rows.some((row) => row.cpu?.server);
  console.log(
    `| scenario | req/s | p50 ms | p99 ms | errors | vs ceiling |${threaded ? ' server thread busy | server thread ms a request |' : ''}`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|${threaded ? '---:|---:|' : ''}`);
  for (const row of rows) {
    const ratio = ((row.requestsPerSecond / ceiling) * 100).toFixed(1);
    const server = row.cpu?.server;
    const thread = server
      ? ` ${(server.threadBusy * 100).toFixed(0)}% | ${server.thread.toFixed(2)} |`
      : threaded
        ? ' – | – |'
        : '';
    console.log(
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${ratio}% |${thread}`,
    );
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The work of a request without HTTP: `call` run CONNECTIONS at a time, for WARMUP_S then
 * DURATION_S. What the server could answer at most. Latencies to 0.1 ms: without HTTP they are small.
 */
export async function inProcessCeiling(name: string, call: () => Promise<unknown>): Promise<Figures> {
  const runFor = async (seconds: number) => {
    const latencies: number[] = [];
    let errors = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          try {
            await call();
          } catch {
            errors += 1;
          }
          latencies.push(performance.now() - started);
        }
      }),
    );
    return { latencies: latencies.sort((a, b) => a - b), errors };
  };
  await runFor(WARMUP_S);
  const before = cpuSnapshot();
  const started = performance.now();
  const { latencies, errors } = await runFor(DURATION_S);
  const cpu = cpuSplit(before, cpuSnapshot(), latencies.length, (performance.now() - started) / 1000);
  const tenths = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    requestsPerSecond: latencies.length / DURATION_S,
    p50: tenths(percentile(latencies, 50)),
    p99: tenths(percentile(latencies, 99)),
    errors,
    ...(cpu ? { cpu } : {}),
  };
}

/** A process's resident memory now and at its peak (VmHWM: since it started, or since resetPeakMemory). */
export function memoryOf(pid: number | undefined): { rssMiB: number; peakMiB: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0);
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
}

/** Starts the peak over: VmHWM becomes the current RSS (Linux, clear_refs 5), so it then measures one task. */
export function resetPeakMemory(pid: number | undefined): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** A load's figures with what a client waiting on it sees at the tail: the slowest answer and the requests that timed out. */
export interface TailFigures extends Figures {
  max: number;
  timeouts: number;
  /** Answers 503 (the server refusing work it cannot take now, with Retry-After). */
  refused: number;
}

function tailFigures(name: string, result: autocannon.Result): TailFigures {
  const refused = result.statusCodeStats?.['503']?.count ?? 0;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    timeouts: result.timeouts,
    refused,
    // autocannon's errors include the timeouts, counted apart here.
    errors: result.errors - result.timeouts + result.non2xx - refused,
  };
}

/**
 * A cheap request while an expensive one saturates the server: `load` runs on `loadConnections`
 * connections and, at the same time, `probe` on one connection, both for DURATION_S after WARMUP_S.
 */
export async function measureProbeUnderLoad(
  baseUrl: string,
  load: readonly [string, () => BenchRequest],
  probe: readonly [string, () => BenchRequest],
  loadConnections: number,
): Promise<{ load: TailFigures; probe: TailFigures; connections: number }> {
  await autocannonRun(baseUrl, load[1], WARMUP_S, loadConnections);
  const [loadResult, probeResult] = await Promise.all([
    autocannonRun(baseUrl, load[1], DURATION_S, loadConnections),
    autocannonRun(baseUrl, probe[1], DURATION_S, 1),
  ]);
  return {
    load: tailFigures(load[0], loadResult),
    probe: tailFigures(probe[0], probeResult),
    connections: loadConnections,
  };
}

/** Prints probe-under-load figures as a Markdown table, one row per load level. */
export function printProbeFigures(
  title: string,
  rows: readonly { load: TailFigures; probe: TailFigures; connections: number }[],
): void {
  console.log(`\n## ${title}: ${DURATION_S} s per row after ${WARMUP_S} s warm-up, the probe on 1 connection\n`);
  console.log(
    '| load | connections | load req/s | load p50 ms | load p99 ms | load max ms | 503 | timeouts | other errors | probe | probe req/s | probe p50 ms | probe p99 ms | probe max ms | probe errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|');
  for (const { load, probe, connections } of rows) {
    console.log(
      `| ${load.name} | ${connections} | ${load.requestsPerSecond.toFixed(0)} | ${load.p50} | ${load.p99} | ${load.max} | ${load.refused} | ${load.timeouts} | ${load.errors} | ${probe.name} | ${probe.requestsPerSecond.toFixed(0)} | ${probe.p50} | ${probe.p99} | ${probe.max} | ${probe.errors + probe.refused + probe.timeouts} |`,
    );
  }
}
