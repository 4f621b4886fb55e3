import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-password.js';
import { CHROMIUM_PATH } from '../../e2e/support/browser.js';
import { startServer } from '../../e2e/support/server.js';
import { startHttp2Proxy } from './http2-proxy.js';

/**
 * Lighthouse (npm) driving Debian's Chromium against the production build with the demo data:
 * the login page signed out and the dashboard signed in as the demo client admin (with the app's
 * JavaScript cached by the sign-in, and again with the cache emptied), with the mobile and the
 * desktop presets. Prints the category scores, LCP and the JavaScript each page loads.
 */
interface PageReport {
  page: string;
  visit: Visit;
  formFactor: 'mobile' | 'desktop';
  /** The median run. */
  lhr: Result;
  /** The performance score of every run, in order. */
  scores: number[];
}

/** Signs in as the demo client admin through the login form of the page's browser context. */
async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/home/login`, { waitUntil: 'networkidle0' });
  await page.type('[data-testid="login-account-name"]', 'demo');
  await page.type('[data-testid="login-password"]', DEMO_PASSWORD);
  await page.click('[data-testid="login-submit"]');
  await page.waitForSelector('[data-testid="dashboard-greeting"]');
}

/**
 * How a page is visited: signed out, or signed in with the browser's HTTP cache as the sign-in left
 * it (the app's JavaScript already there, as for a user who comes back to the page), or emptied
 * after the sign-in (the first time the signed-in pages are opened on this device).
 */
type Visit = 'signed out' | 'signed in, warm cache' | 'signed in, cold cache';

/**
 * Audits one page in a browser context of its own. The session lives in cookies and local
 * storage, so Lighthouse is told to keep storage; the HTTP cache is emptied for a cold visit.
 */
async function audit(browser: Browser, url: string, formFactor: 'mobile' | 'desktop', visit: Visit) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (visit !== 'signed out') {
      await signIn(page, new URL(url).origin);
      await page.goto('about:blank');
      if (visit === 'signed in, cold cache') {
        const session = await page.createCDPSession();
        await session.send('Network.clearBrowserCache');
        await session.detach();
      }
    }
    const flags: Flags = {
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
      throttlingMethod: THROTTLING_METHOD,
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) console.log(`${url} (${formFactor}): ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await context.close();
  }
}

function scriptBytes(lhr: Result): { transfer: number; resource: number } {
  const items = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
  let transfer = 0;
  let resource = 0;
  for (const item of items ?? []) {
    if (item.resourceType !== 'Script') continue;
    transfer += Number(item.transferSize ?? 0);
    resource += Number(item.resourceSize ?? 0);
  }
  return { transfer, resource };
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function print(reports: PageReport[]): void {
  console.log(
    '\n| page | visit | form factor | performance | accessibility | best practices | FCP | LCP | TBT | CLS | SI | JS on the wire | JS unpacked |',
  );
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { page, visit, formFactor, lhr } of reports) {
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
    const js = scriptBytes(lhr);
    console.log(
      `| ${page} | ${visit} | ${formFactor} | ${score(lhr, 'performance')} | ${score(lhr, 'accessibility')} | ` +
        `${score(lhr, 'best-practices')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ` +
        `${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${metric('speed-index')} | ` +
        `${kilobytes(js.transfer)} | ${kilobytes(js.resource)} |`,
    );
  }
  for (const { page, visit, formFactor, scores } of reports) {
    if (scores.length > 1)
      console.log(`performance per run on ${page} (${visit}, ${formFactor}): ${scores.join(', ')}`);
  }
  // How fast this machine ran the audits: scores of machines far apart in it do not compare.
  for (const { page, visit, formFactor, lhr } of reports) {
    const browser = /Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'unknown browser';
    const mainThread = lhr.audits['mainthread-work-breakdown']?.displayValue ?? '-';
    console.log(
      `machine on ${page} (${visit}, ${formFactor}): ${browser}, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, main-thread work ${mainThread}`,
    );
  }
  for (const { page, visit, formFactor, lhr } of reports) {
    const failed = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result && result.score !== null && result.score < 1)
      .map((result) => result?.id);
    if (failed.length > 0)
      console.log(`accessibility audits failing on ${page} (${visit}, ${formFactor}): ${failed.join(', ')}`);
  }
}

/**
 * LIGHTHOUSE_RUNS=<n>: audit each page n times and report the median run, the one nearest the median
 * first contentful paint and time to interactive (Lighthouse's own choice): one run's performance
 * score moves by a few points.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('LIGHTHOUSE_RUNS: a whole number from 1');
/** LIGHTHOUSE_ONLY=<text>: audit only the pages whose "path, visit, form factor" contains the text. */
const ONLY = process.env.LIGHTHOUSE_ONLY;
/**
 * LIGHTHOUSE_HTTP2=1: audit through a proxy that speaks HTTP/2 over TLS to the browser, as the
 * README's deployment puts a balancer in front of the server (its certificate is self-signed and
 * made by openssl, so Chromium is told to accept it).
 */
const THROUGH_HTTP2 = process.env.LIGHTHOUSE_HTTP2 === '1';

/**
 * LIGHTHOUSE_THROTTLING=devtools: slow the browser's network and CPU while the page loads and measure
 * that load. By default Lighthouse loads the page at full speed and simulates the slow phone from the
 * trace (Lantern), counting each task at four times its observed length, whether or not the page
 * splits that work into short tasks when the CPU is slow.
 */
const THROTTLING_METHOD = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

/** LIGHTHOUSE_REPORT_DIR=<folder>: also write each page's full Lighthouse result there as JSON. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
if (REPORT_DIR) await mkdir(REPORT_DIR, { recursive: true });

console.log(
  `Portside Lighthouse ${process.version}, ${new Date().toISOString()}, ${THROTTLING_METHOD} throttling${THROUGH_HTTP2 ? ', through an HTTP/2 proxy' : ''}`,
);
/** LIGHTHOUSE_BASE_URL=<origin>: audit a server already running with the demo data instead of starting one. */
const external = process.env.LIGHTHOUSE_BASE_URL;
const portal = external ? { baseUrl: external, stop: async () => undefined } : await startServer({ LOG_LEVEL: 'warn' });
const http2Proxy = THROUGH_HTTP2 ? await startHttp2Proxy(portal.baseUrl) : undefined;
const server = {
  baseUrl: http2Proxy?.baseUrl ?? portal.baseUrl,
  stop: async () => {
    await http2Proxy?.close();
    await portal.stop();
  },
};
let browser: Browser | undefined;
try {
  browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', ...(http2Proxy ? ['--ignore-certificate-errors'] : [])],
  });
  const reports: PageReport[] = [];
  for (const [path, visit] of [
    ['/home/login', 'signed out'],
    ['/dashboard/index', 'signed in, warm cache'],
    ['/dashboard/index', 'signed in, cold cache'],
  ] as const) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      if (ONLY && !`${path}, ${visit}, ${formFactor}`.includes(ONLY)) continue;
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await audit(browser, `${server.baseUrl}${path}`, formFactor, visit));
      // A run Lighthouse could not record (e.g. NO_NAVSTART, logged by audit) has no metrics to take a median of.
      const recorded = runs.filter((run) => !run.runtimeError);
      if (recorded.length === 0) {
        console.log(`${path} (${visit}, ${formFactor}): no run was recorded`);
        continue;
      }
      const lhr = computeMedianRun(recorded);
      reports.push({ page: path, visit, formFactor, lhr, scores: recorded.map((run) => score(run, 'performance')) });
      if (REPORT_DIR) {
        const name = `${path.replaceAll('/', '_').slice(1)}-${visit.replaceAll(/[ ,]+/g, '-')}-${formFactor}`;
        const file = join(REPORT_DIR, `${name}.json`);
        await writeFile(file, JSON.stringify(lhr));
      }
    }
  }
  print(reports);
} finally {
  await browser?.close();
  await server.stop();
}
