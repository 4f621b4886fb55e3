import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type BrowserSession, DEMO_PASSWORD, launchBrowser } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { localeMessages } from '../support/locales.js';
import { type RunningServer, startServer } from '../support/server.js';

const messages = localeMessages<{ keyboard: { skipToContent: string } }>();

/** Tab presses allowed to reach a control before the test calls it unreachable. */
const MAX_TABS = 120;

interface Focused {
  isBody: boolean;
  tag: string;
  testId: string | null;
  /** The nearest data-testid of the focused element or an ancestor. */
  withinTestIds: string[];
  id: string;
  text: string;
  /** An outline or a box shadow is drawn around it. */
  visible: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const withinTestIds: string[] = [];
    for (let node = element; node; node = node.parentElement) {
      const testId = node.getAttribute('data-testid');
      if (testId) withinTestIds.push(testId);
    }
    const style = element ? getComputedStyle(element) : null;
    const outlined = style !== null && style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadowed = style !== null && style.boxShadow !== 'none';
    return {
      isBody: !element || element === document.body,
      tag: element?.tagName.toLowerCase() ?? '',
      testId: element?.getAttribute('data-testid') ?? null,
      withinTestIds,
      id: element?.id ?? '',
      text: element?.textContent?.trim() ?? '',
      visible: outlined || shadowed,
    };
  });
}

/** Presses Tab (Shift+Tab backwards) until the focus is on what `wanted` accepts; it never falls to <body>. */
async function tabTo(page: Page, wanted: (focus: Focused) => boolean, backwards = false): Promise<Focused> {
  let previous = await focused(page);
  // Already there (a field the page focuses on its own).
  if (wanted(previous)) return previous;
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focused(page);
    assert.equal(focus.isBody, false, `Tab ${presses + 1} left the focus on <body>, after ${JSON.stringify(previous)}`);
    previous = focus;
    if (wanted(focus)) return focus;
  }
  throw new Error(`not reached in ${MAX_TABS} Tab presses`);
}

const hasTestId = (testId: string) => (focus: Focused) => focus.testId === testId;
const within = (testId: string) => (focus: Focused) => focus.withinTestIds.includes(testId);

/** The focus settles on what `check` expects (pages render after their address changes). */
function focusSettles(page: Page, check: (focus: Focused) => void): Promise<void> {
  return eventually(async () => check(await focused(page)));
}

function assertVisible(focus: Focused, what: string): void {
  assert.equal(focus.isBody, false, `${what}: the focus is not on <body>`);
  assert.ok(focus.visible, `${what}: the focus is drawn (outline or box shadow)`);
}

/** Starts the Tab order again from the top of the document (a mark focused there, gone once left). */
async function focusFromTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    const mark = document.createElement('span');
    mark.tabIndex = -1;
    document.body.prepend(mark);
    mark.addEventListener('blur', () => mark.remove(), { once: true });
    mark.focus();
  });
}

/** Opens a page inside the app, as its links do (the tags view keeps a tab for each). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The structure and keyboard rules the parts built here answer for (the theme's colours are checked page-wide elsewhere). */
const STRUCTURE_RULES = [
  'aria-required-children',
  'aria-required-parent',
  'aria-allowed-attr',
  'aria-valid-attr-value',
  'nested-interactive',
  'list',
  'listitem',
  'button-name',
  'link-name',
  'target-size',
];

/** The axe violations of these rules inside `selector`, as "rule: target" lines. */
async function structureViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated, not added as a script tag: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ selector, rules }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      const results = await axe.run(selector, { runOnly: { type: 'rule', values: rules } });
      return results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      );
    },
    { selector, rules: STRUCTURE_RULES },
  );
}

interface AxeResults {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.context.newPage();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('by keyboard only (1280 px)', () => {
  it('signs in and lands on the heading of the dashboard', async () => {
    await page.goto(`${server.baseUrl}/home/login`);
    await page.getByTestId('login-account-name').waitFor();
    await tabTo(page, hasTestId('login-account-name'));
    await page.keyboard.type('demo');
    await tabTo(page, hasTestId('login-password'));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/index$/, { waitUntil: 'commit' });
    await focusSettles(page, (focus) => {
      assert.equal(focus.testId, 'dashboard-greeting');
      assert.equal(focus.tag, 'h1');
      assertVisible(focus, 'the dashboard heading');
    });
  });

  it('skips to the filters with the first tab stop, then opens an air shipment and lands on its heading', async () => {
    await page.goto(`${server.baseUrl}/cargoStatus/airShipment`);
    await page.getByTestId('shipment-table').locator('tbody tr.ant-table-row').first().waitFor();
    // A page loaded from its address keeps the browser's focus: the first Tab reaches the skip link.
    await page.keyboard.press('Tab');
    const skip = await focused(page);
    assert.equal(skip.testId, 'skip-link', 'the skip link is the first tab stop');
    assert.equal(skip.text, messages['en-US'].keyboard.skipToContent);
    assertVisible(skip, 'the skip link');
    await page.keyboard.press('Enter');
    await focusSettles(page, (focus) => assert.equal(focus.tag, 'h1'));
    await page.keyboard.press('Tab');
    const filter = await focused(page);
    assert.equal(filter.testId, 'shipment-filter-keyword', 'the next Tab reaches the first filter');

    const link = await tabTo(page, hasTestId('shipment-link'));
    assertVisible(link, 'a job number of the list');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cargoStatus\/shipmentDetail\?id=/, { waitUntil: 'commit' });
    await focusSettles(page, (focus) => {
      assert.equal(focus.testId, 'shipment-title');
      assert.equal(focus.text, link.text, "the focus is on the shipment's heading");
      assertVisible(focus, 'the shipment heading');
    });
  });

  it("moves through every section of the air shipment's page", async () => {
    assert.deepEqual(await structureViolations(page, '[data-testid="shipment-detail"]'), []);
    const sections = ['route', 'dates', 'cargo', 'references', 'timeline', 'etaHistory', 'containers', 'documents'];
    for (const [index, section] of sections.entries()) {
      // From the page's heading forward to the first; from a section's heading back to the next.
      const button = await tabTo(page, hasTestId(`shipment-section-link-${section}`), index > 0);
      assertVisible(button, `the ${section} button`);
      await page.keyboard.press('Enter');
      await focusSettles(page, (focus) => {
        assert.equal(focus.tag, 'h2');
        assert.equal(focus.id, `shipment-section-${section}`);
        assertVisible(focus, `the ${section} heading`);
      });
    }
  });

  it('opens the message centre beside the bell, moves into it, and gives the focus back on Escape', async () => {
    await focusFromTop(page);
    const bell = page.getByTestId('message-center');
    await tabTo(page, hasTestId('message-center'));
    assert.equal(await bell.getAttribute('aria-expanded'), 'false');
    await page.keyboard.press('Enter');
    await focusSettles(page, (focus) => {
      assert.ok(focus.withinTestIds.includes('message-center-panel'), 'the focus moved into the panel');
      assertVisible(focus, 'the selected list of the panel');
    });
    assert.equal(await bell.getAttribute('aria-expanded'), 'true');
    const panelId = await bell.getAttribute('aria-controls');
    assert.equal(await page.getByTestId('message-center-panel').getAttribute('id'), panelId);
    assert.deepEqual(await structureViolations(page, 'header'), []);
    // The panel comes right after the bell in the tab order.
    await page.keyboard.press('Shift+Tab');
    assert.equal((await focused(page)).testId, 'message-center');
    await tabTo(page, hasTestId('message-item'));
    await page.keyboard.press('Escape');
    await focusSettles(page, (focus) => {
      assert.equal(focus.testId, 'message-center');
      assertVisible(focus, 'the bell');
    });
    await eventually(async () => assert.equal(await bell.getAttribute('aria-expanded'), 'false'));
  });

  it('loads more recent messages with the focus on the first new one, in view', async () => {
    await page.goto(`${server.baseUrl}/dashboard/index`);
    const list = page.getByTestId('dashboard-message-list');
    await list.getByTestId('message-item').first().waitFor();
    const before = await list.getByTestId('message-item').count();
    await focusFromTop(page);
    await tabTo(page, hasTestId('dashboard-message-list-more'));
    await page.keyboard.press('Enter');
    await focusSettles(page, (focus) => assert.equal(focus.testId, 'message-item', JSON.stringify(focus)));
    const { index, inView } = await page.evaluate(() => {
      const item = document.activeElement as HTMLElement;
      const container = item.closest('[data-testid="dashboard-message-list"]') as HTMLElement;
      const items = [...container.querySelectorAll('[data-testid="message-item"]')];
      const box = item.getBoundingClientRect();
      const frame = container.getBoundingClientRect();
      return { index: items.indexOf(item), inView: box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1 };
    });
    assert.equal(index, before, 'the first message of the next page has the focus');
    assert.ok(inView, 'and it is scrolled into view');
  });

  it('opens a figure card and a month of the chart from the keyboard', async () => {
    await page.goto(`${server.baseUrl}/dashboard/index`);
    await page.getByTestId('dashboard-figure-inTransit').locator('.ant-statistic').waitFor();
    await focusFromTop(page);
    const card = await tabTo(page, within('dashboard-figure-inTransit'));
    assert.equal(card.tag, 'a');
    assertVisible(card, 'the figure card');
    assert.equal(
      await page
        .getByTestId('dashboard-figure-inTransit')
        .locator('a')
        .evaluate((link) => getComputedStyle(link).display),
      'block',
      'the card link is a block, not an inline link around blocks',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cargoStatus\/allShipment\?.*Status=/, { waitUntil: 'commit' });

    await page.goto(`${server.baseUrl}/dashboard/index`);
    // The chart loads as its card comes near the viewport.
    await page.getByTestId('dashboard-by-month').scrollIntoViewIfNeeded();
    await page.getByTestId('shipments-by-month-chart').waitFor();
    await focusFromTop(page);
    await tabTo(page, (focus) => focus.text === 'Show the months as a table');
    await page.keyboard.press('Enter');
    // The table's code loads as its panel first opens: a person waits for it to show.
    await page.getByTestId('shipments-by-month-table').waitFor();
    const bar = await tabTo(page, (focus) => focus.testId?.startsWith('by-month-') ?? false);
    assertVisible(bar, 'a month of the chart');
    const [, month, mode] = /^by-month-(\d{4}-\d{2})-(\w+)$/.exec(bar.testId ?? '') ?? [];
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cargoStatus\/allShipment\?.*EtdFrom=/, { waitUntil: 'commit' });
    const search = new URL(page.url()).searchParams;
    assert.equal(search.get('EtdFrom'), `${month}-01`);
    assert.equal(search.get('Mode'), mode);
  });

  it('closes a tab with Delete and puts the focus on the next tab', async () => {
    await page.goto(`${server.baseUrl}/dashboard/index`);
    await page.getByTestId('tags-view').waitFor();
    const tabs = page.getByTestId('tags-view').getByRole('link');
    const paths = ['/cargoStatus/seaShipment', '/cargoStatus/airShipment', '/dashboard/msgHistory'];
    for (const [index, path] of paths.entries()) {
      await openInApp(page, path);
      // The tags view adds a page's tab once the page has rendered: wait for it, as a person would.
      await eventually(async () => assert.ok((await tabs.count()) >= index + 2, `a tab for ${path}`));
    }
    const titles = (await tabs.allTextContents()).map((text) => text.trim());
    const closing = titles.at(-2) ?? '';
    const next = titles.at(-1) ?? '';
    await focusFromTop(page);
    await tabTo(page, (focus) => focus.withinTestIds.includes('tags-view') && focus.text === closing);
    await page.keyboard.press('Delete');
    await focusSettles(page, (focus) => {
      assert.equal(focus.text, next, 'the next tab has the focus');
      assert.ok(focus.withinTestIds.includes('tags-view'));
      assertVisible(focus, 'the next tab');
    });
    assert.ok(!(await tabs.allTextContents()).map((text) => text.trim()).includes(closing));
    assert.deepEqual(await structureViolations(page, '#tags-view-container'), []);

    // Its close button does the same, and is at least 24 × 24 px.
    const closeButton = page.getByRole('button', { name: `Close ${next}` });
    const box = await closeButton.boundingBox();
    assert.ok(box && box.width >= 24 && box.height >= 24, `the close button is ${box?.width} × ${box?.height} px`);
    await tabTo(page, (focus) => focus.withinTestIds.includes('tags-view') && focus.tag === 'button');
    await page.keyboard.press('Enter');
    await focusSettles(page, (focus) => {
      assert.ok(focus.withinTestIds.includes('tags-view'), 'the focus stays in the tags view');
      assert.equal(focus.tag, 'a');
    });
  });
});

describe('on a 375 px phone', () => {
  let phone: BrowserSession;
  let phonePage: Page;

  before(async () => {
    phone = await launchBrowser({ width: 375, height: 812 });
    phonePage = await phone.context.newPage();
    await phonePage.goto(`${server.baseUrl}/home/login`);
    await phonePage.getByTestId('login-account-name').fill('demo');
    await phonePage.getByTestId('login-password').fill(DEMO_PASSWORD);
    await phonePage.getByTestId('login-submit').click();
    await phonePage.getByTestId('dashboard-greeting').waitFor();
  });

  after(() => phone?.close());

  const overflow = () =>
    phonePage.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));

  async function assertNoSidewaysScroll(what: string): Promise<void> {
    const { scrollWidth, innerWidth } = await overflow();
    assert.ok(scrollWidth <= innerWidth, `${what}: ${scrollWidth} px wide in a ${innerWidth} px window`);
  }

  it('shows the dashboard with its chart whole, nothing wider than the phone', async () => {
    // The chart and its library load only as the chart's card comes near the screen (issue 15).
    const chartLibraryLoaded = () =>
      phonePage.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/assets\/echart-/.test(entry.name)),
      );
    assert.equal(await chartLibraryLoaded(), false, 'the chart library is not loaded with the first screen');
    await phonePage.getByTestId('dashboard-by-month').scrollIntoViewIfNeeded();
    await phonePage.getByTestId('shipments-by-month-chart').waitFor();
    assert.equal(await chartLibraryLoaded(), true);
    await assertNoSidewaysScroll('the dashboard');
    const title = phonePage.getByTestId('dashboard-by-month').locator('.ant-card-head-title');
    const cut = await title.evaluate((element) => element.scrollWidth > element.clientWidth);
    assert.equal(cut, false, 'the chart title is not cut');
  });

  it("groups a sea shipment's milestones, one row per milestone with its containers on demand", async () => {
    // Delivered: every container has passed every milestone.
    await phonePage.goto(`${server.baseUrl}/cargoStatus/seaShipment?Status=5`);
    const rows = phonePage.getByTestId('shipment-table').locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    const multi = rows.filter({ hasText: /and \d+ more/ }).first();
    await multi.getByTestId('shipment-link').click();
    await phonePage.waitForURL(/\/cargoStatus\/shipmentDetail\?id=/, { waitUntil: 'commit' });
    const timeline = phonePage.getByTestId('shipment-timeline');
    await timeline.getByTestId('milestone').first().waitFor();
    await phonePage.getByTestId('eta-history-chart').waitFor();
    await assertNoSidewaysScroll('the shipment page');

    const names = await timeline
      .getByTestId('milestone')
      .evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent ?? ''));
    assert.equal(new Set(names).size, names.length, `each milestone once: ${names.join(' | ')}`);
    const grouped = timeline
      .getByTestId('milestone')
      .filter({ has: phonePage.locator('.ant-collapse') })
      .first();
    await grouped.locator('.ant-collapse-header').click();
    const containers = grouped.getByTestId('milestone-container');
    await containers.first().waitFor();
    assert.ok((await containers.count()) >= 2, 'the row holds the milestone of each container');
    await assertNoSidewaysScroll('the shipment page with a milestone opened');

    const late = phonePage.getByTestId('shipment-detail').getByTestId('shipment-delayed').first();
    if ((await late.count()) > 0) {
      const box = await late.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 375, 'the days-late tag is whole');
    }
  });
});
