import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/browser.js';
import { type DemoSession, openDemoSession } from '../support/demo-session.js';
import { eventually } from '../support/eventually.js';
import type { RunningServer } from '../support/server.js';

let session: DemoSession;
let server: RunningServer;
let page: Page;

before(async () => {
  session = await openDemoSession('orders');
  ({ server, page } = session);
});

after(() => session?.close());

/** A call to the server as the forwarder's systems or staff make it (JSON in, envelope out). */
async function api(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { ErrorCode: number; Msg: string; Body: Record<string, unknown> };
}

/** An integration API key, issued by the demo staff admin. */
async function forwarderKey(): Promise<string> {
  const signedIn = await api('/cms/api/User/Login', { AccountName: 'ops', Password: DEMO_PASSWORD });
  const token = String(signedIn.Body.AccessToken);
  const issued = await api('/cms/api/Staff/CreateApiKey', { Name: 'e2e TMS' }, { authorization: `Bearer ${token}` });
  return String(issued.Body.Key);
}

const next = () => page.getByTestId('wizard-next').click();

describe('orders in the browser', () => {
  it('a seller creates an air order in the wizard, confirms a conformance warning, submits; the forwarder accepts it; the seller sees the shipment', async () => {
    await page.goto(`${server.baseUrl}/cargoStatus/newOrders`);
    await page.getByTestId('order-table').waitFor();
    await page.getByTestId('new-order').click();
    await page.waitForURL(/\/cargoStatus\/orderEdit$/);

    await page.getByTestId('order-kind').getByText('Air', { exact: true }).click();
    await next();
    await page.waitForURL(/\/cargoStatus\/orderEdit\?id=/);
    await page.getByLabel('Sender (pickup address)').fill('Brightwave Home Goods, Ningbo');
    await next();

    await page.getByTestId('warehouse-picker').click();
    await page.keyboard.type('ONT8');
    await page.locator('.ant-select-item-option').filter({ hasText: /^ONT8/ }).first().click();
    await page.getByLabel('FBA shipment ID').fill('FBA17E2E0001');
    await next();

    await page.getByLabel('Length (cm)').fill('60');
    await page.getByLabel('Width (cm)').fill('40');
    await page.getByLabel('Height (cm)').fill('40');
    await page.getByLabel('Weight (kg)').fill('14.5');
    await page.getByLabel('SKU', { exact: true }).fill('BW-LAMP-WHT');
    await page.getByLabel('FNSKU', { exact: true }).fill('X001BWLMP1');
    // More than 150 units of one SKU in a box: Amazon's rule gives a warning the seller confirms.
    await page.getByLabel('Quantity').fill('160');
    await next();

    await page.getByTestId('order-review').waitFor();
    await page.getByTestId('wizard-submit').click();
    await page.getByTestId('conformance-warnings').waitFor();
    await page.getByRole('button', { name: 'Confirm and submit' }).click();
    await page.waitForURL(/\/cargoStatus\/orderDetail\?id=/);
    const title = (await page.getByTestId('order-title').textContent()) ?? '';
    const orderNo = title.match(/OR\d{6}[A-Z2-9]{5}/)?.[0] ?? '';
    assert.ok(orderNo, `the order page names the order: ${title}`);
    await eventually(async () => {
      assert.equal(
        (await page.getByTestId('order-title').getByTestId('order-status').textContent())?.trim(),
        'Submitted',
      );
    });

    const key = await forwarderKey();
    const accepted = await api(
      `/integration/v1/companies/BRIGHTWAVE/orders/${orderNo}/accept`,
      { dcgNo: 'E2EORD0001', origin: 'PVG', destination: 'LAX' },
      { 'x-api-key': key, 'idempotency-key': `e2e-${orderNo}` },
    );
    assert.equal(accepted.ErrorCode, 0, accepted.Msg);

    await page.reload();
    await eventually(async () => {
      assert.equal(
        (await page.getByTestId('order-title').getByTestId('order-status').textContent())?.trim(),
        'Accepted',
      );
    });
    const link = page.getByTestId('order-shipment-link');
    assert.equal((await link.textContent())?.trim(), 'E2EORD0001');
    await link.click();
    await page.waitForURL(/\/cargoStatus\/shipmentDetail\?id=/);
    assert.equal((await page.getByTestId('shipment-title').textContent())?.trim(), 'E2EORD0001');
  });
});
