import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { ALL_DICT_PARENT_CODES } from '@portside/contracts';
import type { Page } from 'playwright-core';
import { type BrowserSession, DEMO_PASSWORD, launchBrowser } from '../support/browser.js';
import { localeMessages } from '../support/locales.js';
import { type RunningServer, startServer } from '../support/server.js';

const english = localeMessages<{
  session: { expired: string };
  sms: { send: string };
}>()['en-US'];

const AGENT_HOST = 'agent.portside.test';
const DIRECT_COOKIE = 'FOBCUSTOMERACCESSTOKEN';
const AGENT_COOKIE = 'FOBAGENTCUSTOMERACCESSTOKEN';
const ENV_COOKIE = 'PORTSIDEaccessToken';
const TOKEN_COOKIES = [DIRECT_COOKIE, AGENT_COOKIE, ENV_COOKIE];
/** Spec §9: cookie default lifetime 3 days. */
const THREE_DAYS_SECONDS = 3 * 24 * 60 * 60;

let server: RunningServer;
let browser: BrowserSession;

before(async () => {
  // With no SMS gateway the codes wait in the demo outbox, where the staff admin (and the quick-login test) reads them.
  server = await startServer({ SMS_PROVIDER: 'outbox' });
  browser = await launchBrowser({ args: [`--host-resolver-rules=MAP ${AGENT_HOST} 127.0.0.1`] });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  await browser.context.clearCookies();
});

const agentOrigin = () => `http://${AGENT_HOST}:${server.port}`;

async function openPage(path: string, origin = server.baseUrl): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`${origin}${path}`);
  return page;
}

/** The cargo status menu as the demo companies are granted it (the detail is a hidden page). */
const CARGO_STATUS_MENU = [
  'Cargo status',
  'New orders',
  'All shipments',
  'Sea shipments',
  'Air shipments',
  'Rail shipments',
  'Track & trace',
  'Clearance files',
  'Bookings and bills of lading',
  'Shared files',
  'Deliveries',
];
/** A demo client admin's side menu: the pages the web app has, of everything the company is granted. */
const CLIENT_ADMIN_MENU = [
  'Dashboard',
  ...CARGO_STATUS_MENU,
  'Quotes',
  'Enquiries',
  'Orders',
  'Products',
  'Warehouses',
  'Returns',
  'Marketplace returns',
  'Replenishment',
  'Statistics',
  'Volume statistics',
  'Trends',
  'Freight rate trends',
  'Finance',
  'Statement',
  'Business settings',
  'Address book',
  'Settings',
  'Account management',
  'Guide',
  'Notification settings',
  'API keys and webhooks',
];

/** Signs in with the password form and waits until the app has left the login page. */
async function signIn(account: string, origin = server.baseUrl): Promise<Page> {
  const page = await openPage('/home/login', origin);
  await page.getByTestId('login-account-name').fill(account);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/home/login'), { waitUntil: 'commit' });
  return page;
}

async function sideMenuEntries(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await menu.waitFor();
  return (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
}

async function tokenCookies(page: Page) {
  const cookies = await browser.context.cookies(page.url());
  return cookies.filter((cookie) => TOKEN_COOKIES.includes(cookie.name));
}

async function storageState(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).filter((key) => key !== 'language'),
    session: Object.keys(sessionStorage),
  }));
}

/** Logs out from the user menu and checks that nothing of the session is left in the browser. */
async function logOutAndCheck(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await page.waitForURL(/\/home\/login$/, { waitUntil: 'commit' });
  await page.getByTestId('login-submit').waitFor();
  assert.equal(new URL(page.url()).search, '', 'a logout remembers no page to return to');
  assert.deepEqual(await tokenCookies(page), []);
  assert.deepEqual(await storageState(page), { local: [], session: [] });
}

describe('identity in Chromium against the real server', () => {
  it('signs in the client admin demo: both token cookies, stored permissions, the granted menus, then logs out', async () => {
    const page = await signIn('demo');
    await page.waitForURL(/\/dashboard\/index$/, { waitUntil: 'commit' });
    await page.getByTestId('dashboard-greeting').waitFor();
    assert.match((await page.getByTestId('dashboard-contact').textContent()) ?? '', /\+86/);

    const cookies = await tokenCookies(page);
    assert.deepEqual(cookies.map((cookie) => cookie.name).sort(), [DIRECT_COOKIE, ENV_COOKIE].sort());
    assert.equal(cookies[0]?.value, cookies[1]?.value);
    for (const cookie of cookies) {
      assert.equal(cookie.path, '/');
      assert.equal(cookie.sameSite, 'Lax');
      const lifetime = cookie.expires - Date.now() / 1000;
      assert.ok(Math.abs(lifetime - THREE_DAYS_SECONDS) < 120, `${cookie.name} lives ${lifetime} s`);
    }
    const stored = await page.evaluate(() => ({
      menuItem: JSON.parse(sessionStorage.getItem('menuItem') ?? '[]') as { Code: string }[],
      btnPermissions: JSON.parse(localStorage.getItem('btnPermissions') ?? '[]') as string[],
      globalEnum: JSON.parse(localStorage.getItem('GLOBAL_ENUM') ?? '{}') as Record<string, unknown>,
    }));
    assert.ok(stored.menuItem.some((menu) => menu.Code === 'Setting'));
    assert.ok(stored.btnPermissions.includes('UserManage:Create'));
    // The whole dictionary is loaded at sign-in (no longer at app start).
    assert.deepEqual(Object.keys(stored.globalEnum).sort(), [...ALL_DICT_PARENT_CODES].sort());

    assert.deepEqual(await sideMenuEntries(page), CLIENT_ADMIN_MENU);
    await page.getByRole('menuitem', { name: 'Account management' }).click();
    await page.waitForURL(/\/systemConfig\/userManage$/, { waitUntil: 'commit' });
    await page.getByTestId('user-manage-table').getByText('demo.viewer').waitFor();
    await page.getByTestId('user-manage-create').waitFor();
    await page.getByTestId('grant-demo.viewer').waitFor();

    // Spec §1: the whole layout works on a 375 px phone, the menu moving into a drawer.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByTestId('open-side-menu').click();
    await page.getByRole('dialog').getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL(/\/dashboard\/index$/, { waitUntil: 'commit' });
    await page.getByTestId('dashboard-greeting').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
    await page.setViewportSize({ width: 1280, height: 800 });

    await logOutAndCheck(page);
    await page.close();
  });

  it('shows demo.viewer only what the admin granted; typing the account management address lands on /404', async () => {
    const page = await signIn('demo.viewer');
    await page.waitForURL(/\/dashboard\/index$/, { waitUntil: 'commit' });
    assert.deepEqual(await sideMenuEntries(page), ['Dashboard', ...CARGO_STATUS_MENU]);
    assert.deepEqual(await page.evaluate(() => localStorage.getItem('btnPermissions')), '[]');

    await page.goto(`${server.baseUrl}/systemConfig/userManage`);
    await page.waitForURL(/\/404$/, { waitUntil: 'commit' });
    await page.getByTestId('not-found-home').waitFor();

    await page.goto(`${server.baseUrl}/dashboard/index`);
    await logOutAndCheck(page);
    await page.close();
  });

  it('signs in the agent customer on an agent host: agent cookie name, agent logo, IsFobAgentClient true', async () => {
    const page = await browser.context.newPage();
    let configRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/cms/api/Portal/GetPortalConfig')) configRequests += 1;
    });
    // A first visit to this host (no logo kept yet): the static form asks for the config, for the
    // logo, and the app takes that answer rather than asking again.
    await page.goto(`${agentOrigin()}/home/login`);
    const logo = page.getByTestId('portal-logo');
    await logo.waitFor();
    assert.equal(await logo.getAttribute('src'), '/logo-agent.svg');
    assert.ok(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0));
    assert.equal(configRequests, 1);

    await page.getByTestId('login-account-name').fill('agent');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    const loginCall = page.waitForRequest((request) => request.url().endsWith('/cms/api/User/Login'));
    await page.getByTestId('login-submit').click();
    assert.equal((await loginCall).postDataJSON().IsFobAgentClient, true);
    await page.waitForURL(/\/dashboard\/index$/, { waitUntil: 'commit' });

    const names = (await tokenCookies(page)).map((cookie) => cookie.name).sort();
    assert.deepEqual(names, [AGENT_COOKIE, ENV_COOKIE].sort());
    assert.equal(await page.getByTestId('header-logo').getByRole('img').getAttribute('src'), '/logo-agent.svg');
    assert.deepEqual(await sideMenuEntries(page), CLIENT_ADMIN_MENU);

    await logOutAndCheck(page);
    await page.close();
  });

  it('signs in the staff administrator ops, who gets the staff menu, and logs out', async () => {
    const page = await signIn('ops');
    // Staff have no dashboard, so the first page of their menu opens.
    await page.waitForURL(/\/staff\/clientUsers$/, { waitUntil: 'commit' });
    assert.deepEqual(await sideMenuEntries(page), [
      'Client service',
      'Client accounts',
      'Client feedback',
      'Quotes and receipts',
    ]);
    await page.getByTestId('staff-client-users-table').getByText('demo.viewer').waitFor();
    await logOutAndCheck(page);
    await page.close();
  });

  it('signs in with an SMS code sent to the account phone', async () => {
    const page = await openPage('/home/login');
    await page.getByTestId('login-tab-sms').click();
    await page.getByTestId('quick-login-account-name').fill('demo');
    await page.getByTestId('quick-login-sms-code-send').click();
    await page
      .getByTestId('quick-login-sms-code-send')
      .getByText(/Resend in \d+ s/)
      .waitFor();
    assert.equal(await page.getByTestId('quick-login-sms-code-send').isDisabled(), true);

    const code = await smsCodeFromDemoOutbox('+8613800138000', 'QuickLogin');
    await page.getByTestId('quick-login-sms-code-input').fill(code);
    await page.getByTestId('quick-login-submit').click();
    await page.waitForURL(/\/dashboard\/index$/, { waitUntil: 'commit' });
    await page.getByTestId('dashboard-greeting').waitFor();
    await logOutAndCheck(page);
    await page.close();
  });

  it('sends a user whose session was revoked to the login page with the expired message', async () => {
    const page = await signIn('demo.viewer');
    await page.getByTestId('dashboard-greeting').waitFor();
    const token = (await tokenCookies(page)).find((cookie) => cookie.name === DIRECT_COOKIE)?.value;
    assert.ok(token);
    const revoked = await page.request.post(`${server.baseUrl}/cms/api/User/Logout`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    assert.equal((await revoked.json()).ErrorCode, 0);

    await page.reload();
    await page.getByText(english.session.expired).waitFor();
    await page.waitForURL(/\/home\/login$/, { waitUntil: 'commit' });
    await page.getByTestId('login-submit').waitFor();
    assert.deepEqual(await tokenCookies(page), []);
    assert.deepEqual(await storageState(page), { local: [], session: [] });
    await page.close();
  });

  it("lets staff member sales open the portal as demo in a new tab, with demo's menus and no password change", async () => {
    const page = await signIn('sales');
    await page.waitForURL(/\/staff\/clientUsers$/, { waitUntil: 'commit' });
    await page.getByTestId('staff-client-users-search').getByRole('searchbox').fill('demo');
    await page.getByTestId('staff-client-users-search').getByRole('searchbox').press('Enter');
    const newTab = browser.context.waitForEvent('page');
    const ticketAnswer = page.waitForResponse((response) =>
      response.url().endsWith('/cms/api/Staff/CreateCallbackTicket'),
    );
    await page.getByTestId('open-portal-as-demo').click();
    const ticketUrl = ((await (await ticketAnswer).json()) as { Body: { Url: string } }).Body.Url;
    assert.match(ticketUrl, /^\/home\/callbackLogin\?ticket=/);
    const portal = await newTab;

    await portal.waitForURL(/\/dashboard\/index$/, { waitUntil: 'commit' });
    await portal.getByTestId('dashboard-greeting').waitFor();
    assert.deepEqual(await sideMenuEntries(portal), CLIENT_ADMIN_MENU);
    assert.equal(await portal.evaluate(() => sessionStorage.getItem('menuItem') !== null), true);
    await portal.getByTestId('user-menu').click();
    await portal.getByTestId('user-menu-identity').getByText('demo', { exact: true }).waitFor();
    await portal.getByTestId('user-menu-logout').waitFor();
    assert.equal(await portal.getByTestId('user-menu-change-password').count(), 0);

    // The ticket works once: the same link again shows the server's refusal and the way to the login page.
    const reused = await openPage(ticketUrl);
    await reused.getByTestId('callback-login-to-login').waitFor();
    await reused.close();
    await portal.close();
    await page.close();
  });
});

/** The 6-digit code of the newest SMS to this phone with this template, as the staff admin reads the demo outbox. */
async function smsCodeFromDemoOutbox(phone: string, templateCode: string): Promise<string> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { ErrorCode: number; Body: unknown };
  };
  const signIn = await post('/cms/api/User/Login', { AccountName: 'ops', Password: DEMO_PASSWORD });
  const token = (signIn.Body as { AccessToken: string }).AccessToken;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const outbox = await post('/cms/api/Staff/GetDemoSmsOutbox', { PageIndex: 1, PageSize: 20 }, token);
    const items = (outbox.Body as { Items: { Phone: string; TemplateCode: string; Message: string }[] }).Items;
    const sms = items.find((item) => item.Phone === phone && item.TemplateCode === templateCode);
    const code = sms?.Message.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS to ${phone} in the demo outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
