/// <reference lib="dom" />
// Runs in the browser too (page.evaluate); bench type-checks e2e/support without the DOM library.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PORTAL_PAGES, type PortalPageName } from '@portside/contracts';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { paths } from '../../apps/web/src/config/paths.js';

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Issue 16: WCAG 2.2 A and AA, as axe-core tags its rules. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The widths every page is checked at: the desktop the spec draws and a phone. */
export const VIEWPORT_WIDTHS = [1280, 375] as const;
export const VIEWPORT_HEIGHT = 800;

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the failing elements. */
  targets: string[];
}

/** What axe found on one page at one width. */
export interface PageReport {
  who: string;
  path: string;
  width: number;
  violations: AxeViolation[];
}

/**
 * The pages without a session: every path of the web's path table that is neither a menu page nor
 * a helper route (the root and /redirect lead elsewhere).
 */
export function signedOutPaths(): string[] {
  const menuPaths = new Set<string>(Object.values(PORTAL_PAGES).map((page) => page.path));
  return Object.values(paths).filter((path) => !menuPaths.has(path) && path !== paths.home && path !== paths.redirect);
}

/**
 * How a page that needs a parameter gets a real one from the demo data. A page of the route table
 * without an entry here is opened by its bare path.
 */
/** The query of the first link a list page shows, or undefined when the user cannot open the list. */
async function firstLinkQuery(page: Page, list: PortalPageName, testId: string): Promise<string | undefined> {
  await navigateInApp(page, PORTAL_PAGES[list].path);
  if (new URL(page.url()).pathname !== PORTAL_PAGES[list].path) return undefined;
  // The lists left for other tabs stay mounted, hidden.
  const link = page.getByTestId(testId).filter({ visible: true }).first();
  await link.waitFor();
  const href = (await link.getAttribute('href')) ?? '';
  return href.includes('?') ? href.slice(href.indexOf('?')) : undefined;
}

const PAGE_QUERIES: Partial<Record<PortalPageName, (page: Page) => Promise<string | undefined>>> = {
  // The first shipment, or order, the user's own list links to.
  shipmentDetail: (page) => firstLinkQuery(page, 'allShipment', 'shipment-link'),
  orderDetail: (page) => firstLinkQuery(page, 'newOrders', 'order-link'),
  returnDetail: (page) => firstLinkQuery(page, 'returns', 'return-link'),
};

/** The address of each page of the route table for the signed-in user, with its parameters. */
export async function menuPageUrl(page: Page, name: PortalPageName): Promise<string> {
  const query = await PAGE_QUERIES[name]?.(page);
  return `${PORTAL_PAGES[name].path}${query ?? ''}`;
}

/** Animations would have axe measure colours mid-fade; the user who asks for reduced motion sees none either. */
const NO_MOTION_CSS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

export async function prepareForAxe(page: Page): Promise<void> {
  await page.addStyleTag({ content: NO_MOTION_CSS });
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ content: AXE_SOURCE });
}

/**
 * Marks the headings on screen, so that waitForContent knows the next page's heading from the one
 * of the page being left (a page left for another tab stays mounted, hidden, and is fresh again
 * when it is shown).
 */
async function markShownHeadings(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll('h1, .ant-result-title')) {
      heading.toggleAttribute('data-axe-seen', heading.checkVisibility());
    }
  });
}

/**
 * Waits until a heading not seen before is on screen and nothing shows a loading state. After
 * navigating to `requested`, a page that sent the user elsewhere (/404, a landing page, maybe the
 * page already shown) counts with any heading.
 */
export async function waitForContent(page: Page, requested?: string): Promise<void> {
  await page
    .waitForFunction((target) => {
      // Inline callbacks: a named function would carry tsx's __name helper into the page.
      const redirected = target !== undefined && window.location.pathname !== target;
      const fresh = redirected ? '' : ':not([data-axe-seen])';
      const headings = document.querySelectorAll(`h1${fresh}, .ant-result-title${fresh}`);
      const busy = document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]');
      return (
        [...headings].some((element) => element.checkVisibility()) &&
        ![...busy].some((element) => element.checkVisibility())
      );
    }, requested)
    .catch((error: Error) => {
      throw new Error(`${page.url()} showed no fresh heading, or stayed busy: ${error.message}`);
    });
  await afterTwoFrames(page);
}

/**
 * Two frames: the layout of what was just rendered is done. Chromium draws no frame for a page it
 * does not show, and page.evaluate has no timeout, so a second later counts as done too (the likely
 * cause of an accessibility file that once sat idle for 15 minutes).
 */
async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        setTimeout(resolve, 1000);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)));
      }),
  );
}

/** Opens a path of the single-page app as its own links do (no reload), and waits for its content. */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  const { pathname, search } = new URL(page.url());
  if (`${pathname}${search}` === url) return;
  await markShownHeadings(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await waitForContent(page, new URL(url, page.url()).pathname);
}

export async function runAxe(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(async (tags) => {
    if (!window.axe) throw new Error('axe-core is not on the page');
    const results = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_22_AA_TAGS);
}

/** Checks the page on screen at each width, the one it is shown at first (one resize per page). */
export async function checkAtEachWidth(page: Page, who: string, path: string): Promise<PageReport[]> {
  await prepareForAxe(page);
  const current = page.viewportSize()?.width;
  const widths = [...VIEWPORT_WIDTHS].sort((a, b) => Number(b === current) - Number(a === current));
  const reports: PageReport[] = [];
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) {
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
      await waitForLayout(page);
    }
    reports.push({ who, path, width, violations: await runAxe(page) });
  }
  return reports;
}

/** After a resize: the app's width hooks have re-rendered and nothing is loading. */
async function waitForLayout(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const busy = [...document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active')];
    return !busy.some((element) => element.checkVisibility());
  });
  await afterTwoFrames(page);
}

/** One line per failing element: page, width, rule, impact, target, so a failure says where to look. */
export function describeViolations(reports: readonly PageReport[]): string {
  return reports
    .flatMap(({ who, path, width, violations }) =>
      violations.flatMap((violation) =>
        violation.targets.map(
          (target) =>
            `${who} ${path} @${width}px: ${violation.rule} (${violation.impact}) ${target} - ${violation.help}`,
        ),
      ),
    )
    .join('\n');
}
