import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type Locale, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_TEXT } from '@portside/contracts';
import type { Page, Request } from 'playwright-core';
import { type BrowserSession, DEMO_PASSWORD, REDUCED_MOTION } from '../support/browser.js';
import { type DemoSession, openDemoSession } from '../support/demo-session.js';
import { eventually } from '../support/eventually.js';
import { localeMessages } from '../support/locales.js';
import type { RunningServer } from '../support/server.js';

const messages = localeMessages<{
  common: { loading: string };
  size: { switchSuccess: string };
  language: { switchSuccess: string };
  feedback: { success: string };
}>();

const DIRECT_COOKIE = 'FOBCUSTOMERACCESSTOKEN';
/** The smallest PNG (1×1 px); the server checks uploads by their content. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let session: DemoSession;
let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let tempDir: string;

before(async () => {
  session = await openDemoSession('shell');
  ({ server, browser, page, tempDir } = session);
});

after(() => session?.close());

/** Loads a page afresh (the tabs start again from it), so that no test depends on where another left off. */
async function openPage(urlPath: string): Promise<void> {
  await page.goto(`${server.baseUrl}${urlPath}`);
  await page.getByTestId('side-menu').waitFor();
}

const tabTitles = async () =>
  (await page.getByTestId('tags-view').getByRole('link').allTextContents()).map((text) => text.trim());

const tabsAre = (expected: string[]) => eventually(async () => assert.deepEqual(await tabTitles(), expected));

/** Opens a page of the side menu as a user does. */
async function openFromMenu(name: string, urlPath: RegExp): Promise<void> {
  await page.getByTestId('side-menu').getByRole('menuitem', { name, exact: true }).click();
  await page.waitForURL(urlPath, { waitUntil: 'commit' });
}

async function openTagMenu(title: string) {
  await page.getByTestId('tags-view').getByRole('link', { name: title, exact: true }).click({ button: 'right' });
  // A menu closed just before may still be fading out, and the new one sliding in: a click then may
  // land on what lies under it.
  const menu = page
    .locator(
      '.ant-dropdown:not(.ant-dropdown-hidden):not(.ant-slide-up-leave):not(.ant-slide-up-enter):not(.ant-slide-up-appear)',
    )
    .getByRole('menu');
  await menu.waitFor();
  return menu;
}

async function switchLanguage(locale: Locale): Promise<void> {
  const pageLanguage = () => page.locator('html').getAttribute('lang');
  // Right after a page load the header may still re-render and close the menu under the pointer:
  // choose again until the page speaks the language.
  await eventually(async () => {
    if ((await pageLanguage()) !== locale) {
      await page.getByTestId('language-menu').click();
      await page.getByTestId(`language-option-${locale}`).click({ timeout: 2000 });
    }
    assert.equal(await pageLanguage(), locale);
  });
  await page.getByText(messages[locale].language.switchSuccess).first().waitFor();
  // The toast sits over the header's middle and stays while the pointer rests on it (antd pauses
  // it on hover): move the pointer away and let it go before the next click up there.
  await page.mouse.move(0, (page.viewportSize()?.height ?? 600) - 1);
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
}

async function tokenOf(account: string): Promise<string> {
  const answer = await page.request.post(`${server.baseUrl}/cms/api/User/Login`, {
    data: { AccountName: account, Password: DEMO_PASSWORD },
  });
  const body = (await answer.json()) as { ErrorCode: number; Body: { AccessToken: string } };
  assert.equal(body.ErrorCode, 0);
  return body.Body.AccessToken;
}

/** Waits until the sidebar has this width (a drag re-renders it after the pointer moved). */
async function sidebarWidthBecomes(width: number): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width === expected,
    width,
  );
}

async function unreadBadge(): Promise<number> {
  const text = (await page.getByTestId('message-badge').locator('.ant-scroll-number').getAttribute('title')) ?? '0';
  return Number(text);
}

describe('the portal shell in Chromium against the real server', () => {
  it('closes tabs from the context menu; the pinned Dashboard cannot be closed and survives Close All', async () => {
    await openPage('/systemConfig/userManage');
    await page.getByTestId('message-center').click();
    await page.getByTestId('message-history-link').click();
    await page.waitForURL(/\/dashboard\/msgHistory$/, { waitUntil: 'commit' });
    // The address changes at once; the page (and its tab) once its chunk is here. A navigation
    // before that replaces this one, as React renders only the latest of two pending transitions.
    await tabsAre(['Dashboard', 'Account management', 'Message history']);
    await openFromMenu('Guide', /\/systemConfig\/guide$/);
    await tabsAre(['Dashboard', 'Account management', 'Message history', 'Guide']);

    const menu = await openTagMenu('Account management');
    assert.deepEqual(
      (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim()),
      ['Refresh', 'Close', 'Close Others', 'Close All'],
    );
    await menu.getByRole('menuitem', { name: 'Close Others' }).click();
    await page.waitForURL(/\/systemConfig\/userManage$/, { waitUntil: 'commit' });
    await tabsAre(['Dashboard', 'Account management']);

    const dashboardMenu = await openTagMenu('Dashboard');
    assert.equal(await dashboardMenu.getByRole('menuitem', { name: 'Close', exact: true }).count(), 0);
    await dashboardMenu.getByRole('menuitem', { name: 'Close All' }).click();
    await page.waitForURL(/\/dashboard\/index$/, { waitUntil: 'commit' });
    await tabsAre(['Dashboard']);
    assert.equal(
      await page
        .getByTestId('tags-view')
        .getByRole('button', { name: /^Close / })
        .count(),
      0,
    );
  });

  it('renders the element sizes at their real heights, and keeps the choice in the size cookie', async () => {
    await openPage('/systemConfig/userManage');
    const refresh = page.getByTestId('refresh-button');
    // Before any choice the elements are small (antd's standard 32 px controls); Small is then the
    // current size, so the loop ends on it. Each size has the control height of its Element UI name.
    assert.equal((await refresh.boundingBox())?.height, 32);
    const chosenSize = async () =>
      (await browser.context.cookies(server.baseUrl)).find((c) => c.name === 'size')?.value;
    for (const [option, height] of [
      ['default', 40],
      ['medium', 35],
      ['mini', 28],
      ['small', 32],
    ] as const) {
      await page.getByTestId('size-select').click();
      await page.getByTestId(`size-option-${option}`).click();
      await page.getByTestId(`size-option-${option}`).waitFor({ state: 'hidden' });
      await page.getByText(messages['en-US'].size.switchSuccess).first().waitFor();
      await page.waitForFunction(
        ([expected]) =>
          document.querySelector('[data-testid="refresh-button"]')?.getBoundingClientRect().height === expected,
        [height] as const,
      );
      assert.equal(await chosenSize(), option);
    }
  });

  it('resizes the sidebar by dragging between 210 and 450 px, and is a drawer with nothing wider than 375 px', async () => {
    await openPage('/dashboard/index');
    const sidebar = page.getByTestId('sidebar');
    const handle = page.getByTestId('sidebar-resize-handle');
    const box = await handle.boundingBox();
    const startWidth = (await sidebar.boundingBox())?.width;
    assert.ok(box && startWidth);
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(900, y, { steps: 5 });
    await sidebarWidthBecomes(450);
    await page.mouse.move(40, y, { steps: 5 });
    await sidebarWidthBecomes(210);
    await page.mouse.move(box.x + box.width / 2 + 80, y, { steps: 5 });
    await page.mouse.up();
    await sidebarWidthBecomes(startWidth + 80);
    assert.equal(await handle.getAttribute('aria-valuenow'), String(startWidth + 80));

    await page.setViewportSize({ width: 375, height: 740 });
    try {
      await sidebar.waitFor({ state: 'detached' });
      await page.getByTestId('open-side-menu').click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('menuitem', { name: 'Account management' }).click();
      await page.waitForURL(/\/systemConfig\/userManage$/, { waitUntil: 'commit' });
      await drawer.waitFor({ state: 'hidden' });
      // Measured once the page has drawn its users: on a busy machine the layout may still be settling.
      await page.getByTestId('reset-password-demo.viewer').waitFor();
      await eventually(async () => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
      });
    } finally {
      // The tests after this one use the desktop layout, whatever happened here.
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await sidebar.waitFor();
  });

  it('shows a message sent on the server in the open browser at once, and marks it read on open', async () => {
    await openPage('/dashboard/index');
    const demoToken = (await browser.context.cookies(server.baseUrl)).find((c) => c.name === DIRECT_COOKIE)?.value;
    assert.ok(demoToken);
    const userInfo = await page.request.get(`${server.baseUrl}/cms/api/User/GetUserInfo`, {
      headers: { Authorization: `Bearer ${demoToken}` },
    });
    const { CompanyId } = ((await userInfo.json()) as { Body: { CompanyId: string } }).Body;
    const opsToken = await tokenOf('ops');
    const before = await unreadBadge();

    const title = `Vessel departed Shanghai ${Date.now()}`;
    const sent = await page.request.post(`${server.baseUrl}/cms/api/Staff/SendClientMessage`, {
      headers: { Authorization: `Bearer ${opsToken}` },
      data: {
        CompanyId,
        MessageTitle: title,
        MessageContent: 'ETA Los Angeles <b>in 14 days</b><img src="x" onerror="window.injected = true">',
        MessageType: '2',
      },
    });
    assert.equal(((await sent.json()) as { ErrorCode: number }).ErrorCode, 0);

    await page.locator('.ant-notification').getByText(title).waitFor();
    await page.waitForFunction(
      (expected) =>
        Number(document.querySelector('[data-testid="message-badge"] .ant-scroll-number')?.getAttribute('title')) ===
        expected,
      before + 1,
    );

    await page.getByTestId('message-center').click();
    const marked = page.waitForRequest((request) => request.url().endsWith('/client/api/ClientPush/ClientMessageView'));
    await page.getByTestId('message-list-unread').getByText(title).click();
    assert.deepEqual(((await marked).postDataJSON() as { Parameter: string[] }).Parameter.length, 1);
    const content = page.getByTestId('message-detail-content');
    assert.equal(await content.locator('b').textContent(), 'in 14 days');
    assert.equal(await page.evaluate(() => 'injected' in window), false);
    await page.waitForFunction(
      (expected) =>
        Number(
          document.querySelector('[data-testid="message-badge"] .ant-scroll-number')?.getAttribute('title') ?? 0,
        ) === expected,
      before,
    );
    await page.keyboard.press('Escape');
  });

  it("shows the server's messages in the reader's language", async () => {
    await openPage('/dashboard/msgHistory');
    await page.getByText('New: the portal guide').first().waitFor();
    await switchLanguage('zh-CN');
    await page.getByText('新功能：门户使用指南').first().waitFor();
    await switchLanguage('de-DE');
    await page.getByText('Neu: die Portal-Anleitung').first().waitFor();
    await switchLanguage('en-US');
  });

  it("refuses feedback without remarks ('请填写备注信息') and confirms a sent one ('提交成功！')", async () => {
    await openPage('/dashboard/index');
    await switchLanguage('zh-CN');
    await page.getByTestId('feedback-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await dialog.getByText('请填写备注信息').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'feedback-content');

    await dialog.getByTestId('feedback-content').fill('The tracking page should show the vessel position');
    const added = page.waitForResponse((response) => response.url().endsWith('/cms/api/FeedBack/Add'));
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    assert.equal(((await (await added).json()) as { ErrorCode: number }).ErrorCode, 0);
    await page.getByText(messages['zh-CN'].feedback.success).first().waitFor();
    assert.equal(messages['zh-CN'].feedback.success, '提交成功！');
    await dialog.waitFor({ state: 'hidden' });
    await switchLanguage('en-US');
  });

  it('uploads a screenshot with its progress shown, and refuses a file over 50M before sending it', async () => {
    await openPage('/dashboard/index');
    await page.getByTestId('feedback-button').click();
    const dialog = page.getByRole('dialog');
    const input = dialog.locator('input[type="file"]');

    // Slow uploads down so that the progress can be seen on the way.
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role="progressbar"]')) {
          const value = Number(bar.getAttribute('aria-valuenow'));
          if (!seen.includes(value)) seen.push(value);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const screenshot = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/cms/api/BaseData/UploadFile'));
    await input.setInputFiles({ name: 'tracking-page.png', mimeType: 'image/png', buffer: screenshot });
    const answer = (await (await uploaded).json()) as { ErrorCode: number; Body: { FileName: string } };
    assert.equal(answer.ErrorCode, 0);
    assert.equal(answer.Body.FileName, 'tracking-page.png');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await dialog.getByText('tracking-page.png').waitFor();
    const progress = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    assert.ok(
      progress.some((value) => value > 0 && value < 100),
      `progress on the way was shown: ${JSON.stringify(progress)}`,
    );

    // A sparse file: over the limit on disk without writing 50 MB.
    const huge = path.join(tempDir, 'too-large.png');
    fs.writeFileSync(huge, TINY_PNG);
    fs.truncateSync(huge, MAX_UPLOAD_BYTES + 1);
    let uploadsAfter = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/cms/api/BaseData/UploadFile')) uploadsAfter += 1;
    });
    await input.setInputFiles(huge);
    await page.getByText(UPLOAD_TOO_LARGE_TEXT['en-US']).first().waitFor();
    assert.match(UPLOAD_TOO_LARGE_TEXT['en-US'], /50M/);
    assert.equal(uploadsAfter, 0);
    assert.equal(await dialog.getByText('too-large.png').count(), 0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('reaches a page by keyboard alone', async () => {
    await page.goto(`${server.baseUrl}/dashboard/index`);
    await page.getByTestId('dashboard-greeting').waitFor();
    const inSideMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="side-menu"]')));
    for (let presses = 0; presses < 40 && !(await inSideMenu()); presses++) await page.keyboard.press('Tab');
    assert.ok(await inSideMenu(), 'Tab reaches the side menu');
    const activeText = () =>
      page.evaluate(() => {
        const menu = document.querySelector('[data-testid="side-menu"]');
        const id = menu?.getAttribute('aria-activedescendant');
        const active = (id && document.getElementById(id)) || document.activeElement;
        return active?.textContent?.trim() ?? '';
      });
    // Each press moves the active item once the menu has re-rendered: wait for it before the next.
    for (let presses = 0; presses < 60 && (await activeText()) !== 'Account management'; presses++) {
      const before = await activeText();
      await page.keyboard.press('ArrowDown');
      await eventually(async () => assert.notEqual(await activeText(), before));
    }
    assert.equal(await activeText(), 'Account management');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/systemConfig\/userManage$/, { waitUntil: 'commit' });
    await page.getByTestId('user-manage-table').getByText('demo.viewer').waitFor();
  });

  it("asks for the host's config once as a signed-in page loads, beside the language pack rather than after it", async () => {
    const events: string[] = [];
    // The language packs (the app's and antd's, assets/en-US-…js) arrive late, passed on to the
    // server after a wait: a config asked only once the app's pack has arrived would come after it.
    const languagePack = /\/assets\/en-US-[\w-]+\.js$/;
    await page.route(languagePack, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const onRequest = (request: Request) => {
      if (request.url().endsWith('/cms/api/Portal/GetPortalConfig')) events.push('config asked');
    };
    const onFinished = (request: Request) => {
      if (languagePack.test(request.url())) events.push('language pack here');
    };
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    try {
      await page.goto(`${server.baseUrl}/dashboard/index`);
      await page.getByTestId('dashboard-greeting').waitFor();
    } finally {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      await page.unroute(languagePack);
    }
    assert.equal(events.filter((event) => event === 'config asked').length, 1, events.join(', '));
    assert.equal(events[0], 'config asked', events.join(', '));
  });

  it('holds the first paint until the whole static login form is parsed', async () => {
    // A slow phone's parser yields mid-document: painting then drew the card with its first lines,
    // and the rest moved it (a layout shift Lighthouse counted on the login page).
    const html = await (await page.request.get(`${server.baseUrl}/home/login`)).text();
    const held = await page.evaluate((html) => {
      const served = new DOMParser().parseFromString(html, 'text/html');
      const link = served.querySelector('link[rel="expect"][blocking="render"]');
      const marker = served.querySelector(link?.getAttribute('href') ?? '#none');
      const form = served.getElementById('first-paint');
      return Boolean(marker && form && form.compareDocumentPosition(marker) & Node.DOCUMENT_POSITION_FOLLOWING);
    }, html);
    assert.equal(held, true);
  });

  it("shows the loading indicator in the stored language at once, while a signed-in page's code is on its way", async () => {
    // The app's code (boot.tsx's chunk) is held back until the static indicator has been seen.
    const bootChunk = /\/assets\/boot-[\w-]+\.js$/;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(bootChunk, async (route) => {
      await released;
      await route.continue();
    });
    await page.evaluate(() => localStorage.setItem('language', 'de-DE'));
    try {
      await page.goto(`${server.baseUrl}/dashboard/index`, { waitUntil: 'commit' });
      const indicator = page.locator('#first-paint-loading');
      await indicator.getByText(messages['de-DE'].common.loading, { exact: true }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'de-DE');
      release();
      await page.getByTestId('dashboard-greeting').waitFor();
      assert.equal(await indicator.count(), 0);
    } finally {
      release();
      await page.unroute(bootChunk);
      await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    }
  });

  it('keeps to the Content-Security-Policy: no violation reported on the dashboard and a list', async () => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    await openPage('/dashboard/index');
    await page.getByTestId('dashboard-greeting').waitFor();
    await openPage('/cargoStatus/allShipment');
    await page.getByRole('table').first().waitFor();
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    assert.deepEqual(violations, []);
  });

  it("honours the system's wish for less motion: the user menu then appears without sliding in", async () => {
    /**
     * Opens the user menu and answers which animated steps of antd's slide-in its popup went
     * through, then closes it. Without motion the popup still has its prepare step, where it is
     * measured and aligned, but never the active one, where it animates.
     */
    const slideStepsOfUserMenu = async () => {
      await page.evaluate(() => {
        const seen = new Set<string>();
        (window as unknown as { slideSteps: Set<string> }).slideSteps = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target as Element;
            for (const element of [target, ...target.querySelectorAll('.ant-dropdown')]) {
              for (const name of element.classList) if (/^ant-slide-up-.*-active$/.test(name)) seen.add(name);
            }
          }
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      });
      await page.getByTestId('user-menu').click();
      await page.getByTestId('user-menu-logout').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('user-menu-logout').waitFor({ state: 'hidden' });
      return page.evaluate(() => [...(window as unknown as { slideSteps: Set<string> }).slideSteps]);
    };
    await openPage('/dashboard/index');
    try {
      assert.deepEqual(await slideStepsOfUserMenu(), []);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      assert.notDeepEqual(await slideStepsOfUserMenu(), [], 'without the wish it slides in');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      assert.deepEqual(await slideStepsOfUserMenu(), []);
    } finally {
      await page.emulateMedia({ reducedMotion: REDUCED_MOTION });
    }
  });
});
