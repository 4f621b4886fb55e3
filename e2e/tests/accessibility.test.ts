import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PORTAL_PAGES, type PortalPageName } from '@portside/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  checkAtEachWidth,
  describeViolations,
  menuPageUrl,
  navigateInApp,
  type PageReport,
  signedOutPaths,
  VIEWPORT_HEIGHT,
  VIEWPORT_WIDTHS,
  waitForContent,
} from '../support/axe.js';
import { launchChromium, REDUCED_MOTION, signInDemo } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';

/** README's demo logins, one of each role: client admin, client sub-account, staff administrator. */
const DEMO_ROLES = [
  { account: 'demo', role: 'client admin' },
  { account: 'demo.viewer', role: 'client sub-account' },
  { account: 'ops', role: 'staff', landing: PORTAL_PAGES.staffClientUsers.path },
] as const;

let server: RunningServer;
let browser: Browser;

before(async () => {
  browser = await launchChromium();
  server = await startServer();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function newContext(): Promise<BrowserContext> {
  // axe-core is injected as an inline script, which the app's Content-Security-Policy refuses.
  return browser.newContext({
    viewport: { width: VIEWPORT_WIDTHS[0], height: VIEWPORT_HEIGHT },
    locale: 'en-US',
    bypassCSP: true,
    reducedMotion: REDUCED_MOTION,
  });
}

function assertNoViolations(reports: readonly PageReport[]): void {
  const failing = reports.filter((report) => report.violations.length > 0);
  assert.equal(failing.length, 0, `axe-core found WCAG 2.2 A/AA violations:\n${describeViolations(failing)}`);
}

// The file is the suite's longest (about 3 of its 5 minutes on one page at a time): two roles are
// checked at once, each in its own browser context, so it no longer outlasts the other files.
describe('accessibility: axe-core finds no WCAG 2.2 A/AA violation on any page, at 1280 and 375 px', {
  concurrency: 2,
}, () => {
  it('on every page without a session', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      const reports: PageReport[] = [];
      const checked = new Set<string>();
      for (const path of signedOutPaths()) {
        await page.goto(`${server.baseUrl}${path}`);
        await waitForContent(page);
        // A page that sends the visitor on (the callback login without a ticket) is checked where it lands.
        const landed = new URL(page.url()).pathname;
        if (checked.has(landed)) continue;
        checked.add(landed);
        reports.push(...(await checkAtEachWidth(page, 'signed out', landed)));
      }
      assert.ok(checked.size >= 5, `the pages without a session were checked: ${[...checked].join(', ')}`);
      assertNoViolations(reports);
    } finally {
      await context.close();
    }
  });

  for (const { account, role, ...staff } of DEMO_ROLES) {
    it(`on every page of the route table the ${role} (${account}) can open`, async () => {
      const context = await newContext();
      try {
        const page = await signInDemo(
          { context },
          server.baseUrl,
          account,
          'landing' in staff ? staff.landing : undefined,
        );
        const reports: PageReport[] = [];
        const checked: string[] = [];
        for (const name of Object.keys(PORTAL_PAGES) as PortalPageName[]) {
          await navigateInApp(page, await menuPageUrl(page, name));
          // A page the web app does not have yet, or this user has no grant for, shows /404 (checked signed out).
          const landed = new URL(page.url()).pathname;
          if (landed !== PORTAL_PAGES[name].path) continue;
          checked.push(landed);
          reports.push(...(await checkAtEachWidth(page, account, page.url().replace(/^https?:\/\/[^/]+/, ''))));
        }
        assert.ok(checked.length > 0, `${account} opened no page`);
        assertNoViolations(reports);
      } finally {
        await context.close();
      }
    });
  }
});
