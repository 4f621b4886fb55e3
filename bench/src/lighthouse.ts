import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-password.js';
import { CHROMIUM_PATH } from '../../e2e/support/browser.js';
import { startServer } from '../../e2e/support/server.js';

/**
 * Lighthouse (npm) driving Debian's Chromium against the production build with the demo data:
 * the login page signed out and the dashboard signed in as the demo client admin, with the mobile
 * and the desktop presets. Prints the category scores, LCP and the JavaScript each page loads.
 */
interface PageReport {
  page: string;
  formFactor: 'mobile' | 'desktop';
  lhr: Result;
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
 * Audits one page in a browser context of its own, so its HTTP cache is empty and the JavaScript
 * comes over the wire as on a first visit. The session lives in cookies and local storage, so
 * Lighthouse is told to keep storage.
 */
async function audit(browser: Browser, url: string, formFactor: 'mobile' | 'desktop', signedIn: boolean) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (signedIn) {
      await signIn(page, new URL(url).origin);
      await page.goto('about:blank');
    }
    const flags: Flags = {
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
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
    '\n| page | form factor | performance | accessibility | best practices | FCP | LCP | TBT | CLS | SI | JS on the wire | JS unpacked |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { page, formFactor, lhr } of reports) {
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
    const js = scriptBytes(lhr);
    console.log(
      `| ${page} | ${formFactor} | ${score(lhr, 'performance')} | ${score(lhr, 'accessibility')} | ` +
        `${score(lhr, 'best-practices')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ` +
        `${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${metric('speed-index')} | ` +
        `${kilobytes(js.transfer)} | ${kilobytes(js.resource)} |`,
    );
  }
  for (const { page, formFactor, lhr } of reports) {
    const failed = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result && result.score !== null && result.score < 1)
      .map((result) => result?.id);
    if (failed.length > 0) console.log(`accessibility audits failing on ${page} (${formFactor}): ${failed.join(', ')}`);
  }
}

/** LIGHTHOUSE_REPORT_DIR=<folder>: also write each page's full Lighthouse result there as JSON. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
if (REPORT_DIR) await mkdir(REPORT_DIR, { recursive: true });

console.log(`Portside Lighthouse ${process.version}, ${new Date().toISOString()}`);
/** LIGHTHOUSE_BASE_URL=<origin>: audit a server already running with the demo data instead of starting one. */
const external = process.env.LIGHTHOUSE_BASE_URL;
const server = external ? { baseUrl: external, stop: async () => undefined } : await startServer({ LOG_LEVEL: 'warn' });
let browser: Browser | undefined;
try {
  browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const reports: PageReport[] = [];
  for (const [path, signedIn] of [
    ['/home/login', false],
    ['/dashboard/index', true],
  ] as const) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const lhr = await audit(browser, `${server.baseUrl}${path}`, formFactor, signedIn);
      reports.push({ page: path, formFactor, lhr });
      if (REPORT_DIR) {
        const file = join(REPORT_DIR, `${path.replaceAll('/', '_').slice(1)}-${formFactor}.json`);
        await writeFile(file, JSON.stringify(lhr));
      }
    }
  }
  print(reports);
} finally {
  await browser?.close();
  await server.stop();
}
