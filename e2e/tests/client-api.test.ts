import assert from 'node:assert/strict';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { type Locale, PORTAL_PAGES } from '@portside/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { prepareForAxe, runAxe } from '../support/axe.js';
import { DEMO_PASSWORD, launchChromium, REDUCED_MOTION, signInDemo } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { localeMessages } from '../support/locales.js';
import { type RunningServer, startServer } from '../support/server.js';

interface Messages {
  clientApi: {
    title: string;
    create: string;
    createdTitle: string;
    done: string;
    shownOnce: string;
    name: string;
    expiry: string;
    days: string;
    expires: string;
    lastUsed: string;
    neverUsed: string;
    state: string;
    keyStates: { active: string; revoked: string };
    revoke: string;
    revokeConfirm: string;
    filters: string;
    deliveries: string;
    counts: string;
    deliveryLog: string;
    deliveryLogOf: string;
    attempts: string;
    lastAnswer: string;
    deliveryStates: { delivered: string; pending: string };
    nextAttempt: string;
  };
}
const messages = localeMessages<Messages>();
const en = messages['en-US'].clientApi;
const API_KEYS_PATH = PORTAL_PAGES.apiKeys.path;
const DAY = 24 * 60 * 60 * 1000;

/** The receiver's secret: Base64 of 32 random bytes, as the README's receiver makes it. */
const SECRET = randomBytes(32).toString('base64');

interface Delivery {
  path: string;
  subscription: string;
  signatureOk: boolean;
  events: { eventID: string; eventType: string }[];
}

/**
 * A company's webhook receiver on loopback: checks each delivery's signature with the secret and
 * acknowledges it with 204, except on /failing, which answers 503 as a receiver that is down.
 */
async function startReceiver() {
  const received: Delivery[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const expected = `sha256=${createHmac('sha256', Buffer.from(SECRET, 'base64')).update(body).digest('hex')}`;
      received.push({
        path: request.url ?? '',
        subscription: String(request.headers['subscription-id']),
        signatureOk: request.headers['notification-signature'] === expected,
        events: JSON.parse(body.toString('utf8')),
      });
      response.writeHead(request.url === '/failing' ? 503 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The forwarder's integration key (issued by the staff admin), which feeds shipments and events. */
let feedKey: string;

/** A call as a company's own system makes it, with a client API key. */
async function v2(
  key: string,
  method: string,
  path: string,
  body?: unknown,
  auth: 'x-api-key' | 'bearer' = 'x-api-key',
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(auth === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** A call of the portal's own API (envelope out), as staff or the forwarder's systems make it. */
async function api(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { ErrorCode: number; Msg: string; Body: Record<string, unknown> };
  assert.equal(answer.ErrorCode, 0, `${method} ${path}: ${answer.Msg}`);
  return answer.Body;
}

before(async () => {
  receiver = await startReceiver();
  // The loopback receiver is refused unless its host is allowed (README: WEBHOOK_ALLOWED_HOSTS).
  server = await startServer({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_TIMEOUT_MS: '5000' });
  browser = await launchChromium();
  // bypassCSP: axe-core is injected as an inline script, which the app's Content-Security-Policy refuses.
  context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    bypassCSP: true,
    reducedMotion: REDUCED_MOTION,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  page = await signInDemo({ context }, server.baseUrl, 'demo');
  const ops = await api('POST', '/cms/api/User/Login', { AccountName: 'ops', Password: DEMO_PASSWORD });
  const issued = await api(
    'POST',
    '/cms/api/Staff/CreateApiKey',
    { Name: 'e2e TMS' },
    { authorization: `Bearer ${String(ops.AccessToken)}` },
  );
  feedKey = String(issued.Key);
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

async function assertNoSideScroll(what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${what}: the page is ${overflow}px wider than the screen`);
}

/**
 * axe-core's WCAG 2.2 A/AA rules on the page as it is now (a dialog or drawer open). The style that
 * stops animations for axe is taken away after: without animations antd's dialogs never finish closing.
 */
async function assertAccessible(what: string) {
  await prepareForAxe(page);
  const violations = await runAxe(page);
  await page.evaluate(() => {
    for (const style of document.querySelectorAll('style')) {
      if (style.textContent?.includes('animation: none !important')) style.remove();
    }
  });
  assert.deepEqual(
    violations.map((violation) => `${violation.rule}: ${violation.targets.join(', ')}`),
    [],
    `${what}: axe-core found WCAG 2.2 A/AA violations`,
  );
}

async function openApiKeysPage(text: Messages['clientApi']) {
  await page.goto(`${server.baseUrl}${API_KEYS_PATH}`);
  await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
  await page.getByTestId('api-keys').locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

/** A date as the page writes it in English (dayjs "L": MM/DD/YYYY). */
function englishDate(time: number): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);
}

/** The cell of a table row under the column of that header. */
async function cellOf(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((name) => name.trim());
  const index = headers.indexOf(header);
  assert.ok(index >= 0, `no column ${header} among ${headers.join(', ')}`);
  return row.getByRole('cell').nth(index);
}

/**
 * A button's accessible name: antd puts a space between the two characters of a two-character
 * Chinese label ("完 成").
 */
function buttonName(label: string): string | RegExp {
  return /^[\u4e00-\u9fff]{2}$/.test(label) ? new RegExp(`^${label[0]} ?${label[1]}$`) : label;
}

/** A text with {{url}} in it, matching any URL there. */
function withAnyUrl(template: string): RegExp {
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${template.split('{{url}}').map(literal).join('.+')}$`);
}

function keyRow(name: string): Locator {
  return page.getByTestId('api-keys').getByRole('row').filter({ hasText: name });
}

/**
 * Creates a key on the page with the dialog as the client admin does, checks it is shown once and
 * copies it (the clipboard is what the admin pastes into the system), and answers the key.
 */
async function createKey(text: Messages['clientApi'], name: string, expiryDays: number | null): Promise<string> {
  await page.getByRole('button', { name: buttonName(text.create) }).click();
  const form = page.getByRole('dialog', { name: text.create });
  await form.getByLabel(text.name).fill(name);
  if (expiryDays !== null) {
    await form.getByLabel(text.expiry).click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: text.days.replace('{{count}}', String(expiryDays)) })
      .click();
  }
  await form.getByRole('button', { name: buttonName(text.create) }).click();

  const shown = page.getByRole('dialog', { name: text.createdTitle });
  // It failed once in a full run, and passed every time alone: say what the page showed instead.
  await shown
    .getByText(text.shownOnce)
    .waitFor()
    .catch(async (error: unknown) => {
      const said = await page
        .locator('.ant-message-notice, .ant-form-item-explain-error, .ant-modal-title')
        .allInnerTexts();
      throw new Error(`the new key was not shown; the page showed ${JSON.stringify(said)}`, { cause: error });
    });
  const paragraph = shown.getByTestId('created-key');
  const key = (await paragraph.innerText()).trim();
  assert.match(key, /^pck_[A-Za-z0-9_-]{43}$/);
  await paragraph.getByRole('button').click();
  await eventually(async () => assert.equal(await page.evaluate(() => navigator.clipboard.readText()), key));
  return key;
}

async function closeCreatedKey(text: Messages['clientApi']) {
  const shown = page.getByRole('dialog', { name: text.createdTitle });
  await shown.getByRole('button', { name: buttonName(text.done) }).click();
  await shown.waitFor({ state: 'hidden' });
}

/** A sea shipment of the demo company and events about it, fed by the forwarder's system. */
async function feedShipmentEvents(externalId: string, events: object[]) {
  await api(
    'PUT',
    `/integration/v1/companies/BRIGHTWAVE/shipments/${externalId}`,
    {
      dcgNo: `PSTE${externalId.slice(-6)}`,
      mode: 'sea',
      origin: 'CNSHA',
      destination: 'USLAX',
      carrierCode: 'COSU',
      etd: new Date(Date.now() + DAY).toISOString(),
      eta: new Date(Date.now() + 16 * DAY).toISOString(),
    },
    { 'x-api-key': feedKey },
  );
  await api('POST', '/integration/v1/companies/BRIGHTWAVE/events/dcsa', { events }, { 'x-api-key': feedKey });
}

describe('client API keys and webhook subscriptions in the browser', () => {
  it('a client admin creates a key shown once, the key reads the events, shows its last use, and is revoked', async () => {
    await openApiKeysPage(en);
    const name = 'ERP reporting';
    const before = Date.now();
    const key = await createKey(en, name, 90);
    await assertAccessible('the new key shown');
    await closeCreatedKey(en);

    // Listed without its secret: the prefix only, 90 days to live, not used yet.
    const table = page.getByTestId('api-keys');
    const row = keyRow(name);
    await row.getByText(`${key.slice(0, 12)}…`, { exact: true }).waitFor();
    assert.ok(!(await table.innerText()).includes(key), 'the list does not show the key');
    const expires = (await (await cellOf(table, row, en.expires)).innerText()).trim();
    assert.ok(
      [englishDate(before + 90 * DAY), englishDate(Date.now() + 90 * DAY)].some((day) => expires.startsWith(day)),
      `expires in 90 days: ${expires}`,
    );
    assert.equal((await (await cellOf(table, row, en.lastUsed)).innerText()).trim(), en.neverUsed);
    assert.equal((await (await cellOf(table, row, en.state)).innerText()).trim(), en.keyStates.active);

    // The company's system reads its events with the key.
    const events = await v2(key, 'GET', '/v2/events?limit=20');
    assert.equal(events.status, 200);
    assert.equal(events.headers.get('api-version'), '2.2.0');
    assert.ok(Array.isArray(events.body) && events.body.length > 0, 'the demo company has events');
    for (const event of events.body as { eventID: string; eventType: string }[]) {
      assert.ok(event.eventID, 'each event has its id');
      assert.ok(['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'].includes(event.eventType), event.eventType);
    }
    const usedAt = Date.now();

    // After a reload the page shows when the key was last used, to the minute; the key appears nowhere.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.title }).waitFor();
    await row.waitFor();
    const lastUsed = (await (await cellOf(table, row, en.lastUsed)).innerText()).trim();
    assert.notEqual(lastUsed, en.neverUsed);
    assert.ok(lastUsed.startsWith(englishDate(usedAt)), `last used today: ${lastUsed}`);
    assert.match(lastUsed, /\d{1,2}:\d{2}/);
    assert.ok(!(await page.content()).includes(key), 'the page holds the key no more');

    // Revoked, after confirming: the same call is refused at once, as DCSA writes an error.
    await row.getByRole('button', { name: en.revoke }).click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: en.revokeConfirm.replace('{{name}}', name) });
    await confirm.getByRole('button', { name: en.revoke }).click();
    await eventually(async () =>
      assert.equal((await (await cellOf(table, row, en.state)).innerText()).trim(), en.keyStates.revoked),
    );
    assert.equal(await row.getByRole('button', { name: en.revoke }).count(), 0, 'a revoked key has no Revoke');
    const refused = await v2(key, 'GET', '/v2/events?limit=20');
    assert.equal(refused.status, 401);
    assert.equal(refused.body.statusCode, 401);
    assert.equal(refused.body.errors[0].reason, 'Unauthorized');
  });

  it("the company's system subscribes to events and the admin follows each subscription's delivery log", async () => {
    await openApiKeysPage(en);
    const key = await createKey(en, 'ERP webhooks', null);
    await closeCreatedKey(en);

    // A loopback callback of a host not allowed is refused; the allowed receiver is accepted.
    const refused = await v2(key, 'POST', '/v2/event-subscriptions', {
      callbackUrl: 'https://localhost/dcsa',
      secret: SECRET,
    });
    assert.equal(refused.status, 400);
    const subscribe = async (path: string) => {
      const created = await v2(key, 'POST', '/v2/event-subscriptions', {
        callbackUrl: receiver.url(path),
        secret: SECRET,
        eventType: ['TRANSPORT'],
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal(created.body.secret, undefined, 'the secret is never answered');
      return String(created.body.subscriptionID);
    };
    const working = await subscribe('/dcsa');
    const failing = await subscribe('/failing');

    await page.reload();
    const table = page.getByTestId('webhook-subscriptions');
    const row = (path: string) => table.getByRole('row').filter({ hasText: receiver.url(path) });
    await row('/dcsa').waitFor();
    assert.equal((await (await cellOf(table, row('/dcsa'), en.filters)).innerText()).trim(), 'eventType: TRANSPORT');
    const counts = (delivered: number, pending: number) =>
      en.counts
        .replace('{{delivered}}', String(delivered))
        .replace('{{pending}}', String(pending))
        .replace('{{failed}}', '0');
    assert.equal((await (await cellOf(table, row('/dcsa'), en.deliveries)).innerText()).trim(), counts(0, 0));

    // The forwarder feeds a transport event (and a shipment event the filter leaves out).
    const externalId = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
    const transportId = randomUUID();
    const created = new Date(Date.now() - 60_000).toISOString();
    await feedShipmentEvents(externalId, [
      {
        eventID: randomUUID(),
        eventCreatedDateTime: created,
        eventType: 'SHIPMENT',
        eventClassifierCode: 'ACT',
        eventDateTime: created,
        shipmentEventTypeCode: 'CONF',
        documentTypeCode: 'BKG',
        documentID: `BKG${externalId.slice(-6)}`,
        references: [{ referenceType: 'FF', referenceValue: externalId }],
      },
      {
        eventID: transportId,
        eventCreatedDateTime: created,
        eventType: 'TRANSPORT',
        eventClassifierCode: 'EST',
        eventDateTime: new Date(Date.now() + 16 * DAY).toISOString(),
        transportEventTypeCode: 'ARRI',
        transportCall: { transportCallID: `${externalId}-USLAX`, modeOfTransport: 'VESSEL', UNLocationCode: 'USLAX' },
        references: [{ referenceType: 'FF', referenceValue: externalId }],
      },
    ]);

    // The receiver gets the transport event alone, signed with the secret; the failing one is tried.
    await eventually(async () => {
      const delivered = receiver.received.filter((delivery) => delivery.path === '/dcsa');
      assert.equal(delivered.length, 1, 'one delivery to the working receiver');
      assert.ok(
        receiver.received.some((delivery) => delivery.path === '/failing'),
        'the failing one was tried',
      );
    });
    // The event is the company's: its system reads it with the key too.
    const read = await v2(key, 'GET', `/v2/events/${transportId}`);
    assert.equal(read.status, 200);
    assert.equal(read.body.transportEventTypeCode, 'ARRI');
    const [delivery] = receiver.received.filter((candidate) => candidate.path === '/dcsa');
    assert.ok(delivery?.signatureOk, 'the signature checks out with the secret');
    assert.equal(delivery.subscription, working);
    assert.deepEqual(
      delivery.events.map((event) => [event.eventID, event.eventType]),
      [[transportId, 'TRANSPORT']],
    );

    // The page counts each subscription's deliveries and shows its log.
    await page.reload();
    await row('/dcsa').waitFor();
    await eventually(async () =>
      assert.equal((await (await cellOf(table, row('/dcsa'), en.deliveries)).innerText()).trim(), counts(1, 0)),
    );
    assert.equal((await (await cellOf(table, row('/failing'), en.deliveries)).innerText()).trim(), counts(0, 1));

    await row('/dcsa').getByRole('button', { name: en.deliveryLog }).click();
    let drawer = page.getByRole('dialog', { name: en.deliveryLogOf.replace('{{url}}', receiver.url('/dcsa')) });
    let log = drawer.getByTestId('delivery-log');
    let entry = log.getByRole('row').filter({ hasText: transportId });
    await entry.waitFor();
    assert.equal((await (await cellOf(log, entry, en.state)).innerText()).trim(), en.deliveryStates.delivered);
    assert.equal((await (await cellOf(log, entry, en.attempts)).innerText()).trim(), '1');
    assert.equal((await (await cellOf(log, entry, en.lastAnswer)).innerText()).trim(), '204');
    await assertAccessible('the delivery log open');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByTestId(`delivery-log-${failing}`).click();
    drawer = page.getByRole('dialog', { name: en.deliveryLogOf.replace('{{url}}', receiver.url('/failing')) });
    log = drawer.getByTestId('delivery-log');
    entry = log.getByRole('row').filter({ hasText: transportId });
    await entry.waitFor();
    assert.equal((await (await cellOf(log, entry, en.state)).innerText()).trim(), en.deliveryStates.pending);
    assert.match((await (await cellOf(log, entry, en.lastAnswer)).innerText()).trim(), /^503\b/);
    await entry.getByText(en.nextAttempt.replace('{{time}}', '')).waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  for (const locale of ['de-DE', 'zh-CN'] as const satisfies readonly Locale[]) {
    it(`a client admin creates a key in ${locale} on a 375 px screen, nothing wider than the screen`, async () => {
      const text = messages[locale].clientApi;
      await page.evaluate((language) => localStorage.setItem('language', language), locale);
      await page.setViewportSize({ width: 375, height: 740 });
      try {
        await openApiKeysPage(text);
        // The subscriptions of the test before are listed too.
        await page.getByTestId('webhook-subscriptions').getByRole('row').filter({ hasText: '/dcsa' }).waitFor();
        await assertNoSideScroll(`${locale}, the page`);

        const name = `TMS ${locale}`;
        await page.getByRole('button', { name: buttonName(text.create) }).click();
        await page.getByRole('dialog', { name: text.create }).getByLabel(text.name).waitFor();
        await assertNoSideScroll(`${locale}, the dialog`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: text.create }).waitFor({ state: 'hidden' });

        const key = await createKey(text, name, 30);
        await assertNoSideScroll(`${locale}, the key shown`);
        await closeCreatedKey(text);
        const table = page.getByTestId('api-keys');
        await keyRow(name)
          .getByText(`${key.slice(0, 12)}…`, { exact: true })
          .waitFor();
        assert.equal((await (await cellOf(table, keyRow(name), text.state)).innerText()).trim(), text.keyStates.active);
        await assertNoSideScroll(`${locale}, the keys`);
        const events = await v2(key, 'GET', '/v2/events?limit=1', undefined, 'bearer');
        assert.equal(events.status, 200);

        await page
          .getByTestId('webhook-subscriptions')
          .getByRole('button', { name: buttonName(text.deliveryLog) })
          .first()
          .click();
        const drawer = page.getByRole('dialog', { name: withAnyUrl(text.deliveryLogOf) });
        await drawer.getByTestId('delivery-log').getByRole('row').nth(1).waitFor();
        await assertNoSideScroll(`${locale}, the delivery log`);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.evaluate(() => localStorage.setItem('language', 'en-US'));
      }
    });
  }
});
