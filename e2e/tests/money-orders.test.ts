import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LandedCost } from '@portside/contracts';
import type { Page } from 'playwright-core';
import { type BrowserSession, launchBrowser, signInDemo } from '../support/browser.js';
import { localeMessages } from '../support/locales.js';
import { type RunningServer, startServer } from '../support/server.js';

interface Messages {
  financeOrders: { landedCost: { title: string } };
  orders: { quote: { accept: string } };
}
const messages = localeMessages<Messages>();

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

/** Calls the client API as the signed-in user, with the session's token from its cookie. */
async function api<T>(url: string, body: object): Promise<T> {
  const cookie = (await browser.context.cookies()).find((c) => c.name === 'FOBCUSTOMERACCESSTOKEN');
  assert.ok(cookie, 'the session cookie');
  const answer = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cookie.value}` },
    body: JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { ErrorCode: number; Body: T };
  assert.equal(envelope.ErrorCode, 0);
  return envelope.Body;
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser({ width: 375, height: 812 });
  page = await signInDemo(browser, server.baseUrl, 'demo');
  await page.evaluate(() => localStorage.setItem('language', 'de-DE'));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('money on orders in German at 375 px', () => {
  it("shows a shipped order's landed cost per SKU unit, the figures the server answers", async () => {
    const charges = await api<{ Items: { OrderId: string | null; CostType: string }[] }>(
      '/client/api/Finance/GetChargePageList',
      { PageIndex: 1, PageSize: 100 },
    );
    const orderId = charges.Items.find((row) => row.OrderId && row.CostType === '9')?.OrderId;
    assert.ok(orderId, 'the demo has duty on a shipped order');
    const cost = await api<LandedCost>('/client/api/Finance/GetLandedCost', { Id: orderId });
    const [usd] = cost.Currencies;
    assert.ok(usd && usd.Skus.length > 0);

    await page.goto(`${server.baseUrl}/cargoStatus/orderDetail?id=${orderId}`);
    const card = page.getByTestId('landed-cost');
    await card.getByText(messages['de-DE'].financeOrders.landedCost.title).waitFor();
    const table = page.getByTestId(`landed-cost-${usd.Currency}`);
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    const skus = await table.locator('tbody tr.ant-table-row td:first-child').allTextContents();
    assert.deepEqual(
      skus,
      usd.Skus.map((sku) => sku.Sku),
    );
    // German figures: 1.234,56 USD — the page's total is the server's, in the reader's format.
    const total = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(Number(usd.Total));
    await table.getByText(`${total} USD`).waitFor();
    // The page itself does not scroll sideways; the table scrolls within its card.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  });

  it('opens a quote to answer from the action inbox, its options shown', async () => {
    await page.goto(`${server.baseUrl}/dashboard/index`);
    const inbox = page.getByTestId('dashboard-action-inbox');
    await inbox
      .getByRole('link', { name: /Das Angebot zur Anfrage/ })
      .first()
      .click();
    await page.waitForURL(/\/quote\/enquiry\?id=/);
    await page.getByRole('button', { name: messages['de-DE'].orders.quote.accept }).first().waitFor();
  });
});
