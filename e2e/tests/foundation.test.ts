import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type BrowserSession, DEMO_PASSWORD, launchBrowser } from '../support/browser.js';
import { localeMessages } from '../support/locales.js';
import { type RunningServer, startServer } from '../support/server.js';

type Messages = {
  login: { heading: string; submit: string; accountName: string };
  language: { switchSuccess: string };
};
const messages = localeMessages<Messages>();

// antd spaces out a button label of two CJK characters ("登 录").
const withoutSpaces = (text: string) => text.replace(/\s/g, '');

let server: RunningServer;
let browser: BrowserSession;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await browser.context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(`${server.baseUrl}${path}`);
  return page;
}

describe('the portal foundation in Chromium', () => {
  it('sends a visitor without a session from / to the login page, remembering where they were going', async () => {
    const page = await openPage('/');
    // The router redirects in the page (history API), so there is no load event to wait for.
    await page.waitForURL(/\/home\/login\?redirect=/, { waitUntil: 'commit' });
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/dashboard/index');
    await page.getByTestId('login-submit').waitFor();
    await page.close();
  });

  it('serves the app for deep links and shows /404 for an unknown path', async () => {
    const page = await openPage('/no/such/page');
    await page.waitForURL(/\/404$/, { waitUntil: 'commit' });
    await page.getByTestId('not-found-home').waitFor();
    await page.close();
  });

  it('renders the login page in each of the four languages, confirming each switch', async () => {
    const page = await openPage('/home/login');
    for (const locale of ['zh-CN', 'fr-FR', 'de-DE', 'en-US'] as const) {
      await page.getByTestId('language-switcher').selectOption(locale);
      await page.getByText(messages[locale].language.switchSuccess).first().waitFor();
      await page.getByRole('heading', { name: messages[locale].login.heading }).waitFor();
      assert.equal(
        withoutSpaces((await page.getByTestId('login-submit').textContent()) ?? ''),
        withoutSpaces(messages[locale].login.submit),
      );
      assert.equal(await page.locator('html').getAttribute('lang'), locale);
      assert.equal(await page.evaluate(() => localStorage.getItem('language')), locale);
    }
    await page.reload();
    assert.equal(await page.getByTestId('login-submit').textContent(), messages['en-US'].login.submit);
    await page.close();
  });

  it('fits a 375 px wide screen without horizontal scrolling', async () => {
    const page = await openPage('/home/login', { width: 375, height: 740 });
    await page.getByTestId('login-submit').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
    const box = await page.getByTestId('login-submit').boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375);
    await page.close();
  });

  it('can be filled in and submitted by keyboard alone', async () => {
    const page = await openPage('/home/login');
    await page.getByTestId('login-account-name').waitFor();
    const focusedTestId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
    for (let i = 0; i < 10 && (await focusedTestId()) !== 'login-account-name'; i++) await page.keyboard.press('Tab');
    assert.equal(await focusedTestId(), 'login-account-name');
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    assert.equal(await focusedTestId(), 'login-password');
    await page.keyboard.type(DEMO_PASSWORD);
    const loginCall = page.waitForRequest((request) => request.url().endsWith('/cms/api/User/Login'));
    await page.keyboard.press('Enter');
    const body = (await loginCall).postDataJSON();
    assert.equal(body.AccountName, 'demo');
    assert.equal(body.Password, DEMO_PASSWORD);
    await page.close();
  });
});
