import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Locale } from '@portside/contracts';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/browser.js';
import { type DemoSession, openDemoSession } from '../support/demo-session.js';
import { eventually } from '../support/eventually.js';
import { localeMessages } from '../support/locales.js';
import type { RunningServer } from '../support/server.js';

interface Messages {
  orders: {
    queueTitle: string;
    kind: { air: string };
    status: { Submitted: string; Accepted: string };
    columns: { fbaShipmentId: string };
    fields: { sender: string; quantity: string };
    carton: { LengthCm: string; WidthCm: string; HeightCm: string; WeightKg: string; sku: string; fnsku: string };
    conformance: { confirm: string };
    import: { title: string };
  };
}
const messages = localeMessages<Messages>();

let session: DemoSession;
let server: RunningServer;
let page: Page;
let tempDir: string;
let forwarderKey: string;
let clientToken: string;

/** A call to the server as the forwarder's systems or staff make it (JSON in, envelope out). */
async function api(urlPath: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { ErrorCode: number; Msg: string; Body: Record<string, unknown> };
}

async function signIn(account: string): Promise<string> {
  const signedIn = await api('/cms/api/User/Login', { AccountName: account, Password: DEMO_PASSWORD });
  return String(signedIn.Body.AccessToken);
}

before(async () => {
  session = await openDemoSession('orders');
  ({ server, page, tempDir } = session);
  const ops = await signIn('ops');
  const issued = await api('/cms/api/Staff/CreateApiKey', { Name: 'e2e TMS' }, { authorization: `Bearer ${ops}` });
  forwarderKey = String(issued.Body.Key);
  clientToken = await signIn('demo');
});

after(() => session?.close());

/** Switches the UI language and the screen width for the next page load. */
async function useScreen(locale: Locale, width: number) {
  await page.evaluate((language) => localStorage.setItem('language', language), locale);
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
}

async function assertNoHorizontalScroll(where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${where}: the page is ${overflow}px wider than the screen`);
}

/** A small real PDF, as a seller attaches to an order. */
function invoicePdf(): string {
  const file = path.join(tempDir, 'commercial-invoice.pdf');
  fs.writeFileSync(
    file,
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
  );
  return file;
}

const next = () => page.getByTestId('wizard-next').click();

/**
 * What the wizard shows that could keep it from going on: its fields' errors, the toasts, the
 * step it is at, its cartons and the address, for `nextTo` to log (twice in CI-like runs the
 * wizard stayed on the destination step, and a bare timeout said nothing of why).
 */
async function wizardState(): Promise<string> {
  return page.evaluate(() => {
    const texts = (selector: string) =>
      [...document.querySelectorAll(selector)].map((node) => node.textContent?.trim());
    return JSON.stringify({
      url: location.href,
      step: texts('.ant-steps-item-process .ant-steps-item-title'),
      errors: texts('.ant-form-item-explain-error'),
      messages: texts('.ant-message-notice'),
      picker: texts('[data-testid=warehouse-picker]'),
      // The carton step's fields in the page, shown or not: none would mean the form lost its carton.
      cartonLengthFields: document.querySelectorAll('input[id$="LengthCm"]').length,
      next: document.querySelector('[data-testid=wizard-next]')?.className,
    });
  });
}

/**
 * Goes on to the next step, which shows `label`. If it has not come after 15 s, the wizard's state
 * is logged and Next pressed once more, as a user would; if it still does not come, the test fails
 * with the state.
 */
async function nextTo(label: string) {
  const shown = (timeout: number) =>
    page
      .getByLabel(label)
      .first()
      .waitFor({ timeout })
      .then(() => true)
      .catch(() => false);
  await next();
  if (await shown(15_000)) return;
  console.warn(`the wizard did not go on to "${label}" at the first press: ${await wizardState()}`);
  await next();
  if (!(await shown(15_000))) throw new Error(`the wizard did not go on to "${label}": ${await wizardState()}`);
}

/**
 * The seller's FBA air order through the wizard in the given language and width: a conformance
 * warning confirmed, submitted; the forwarder accepts it through the integration API; the seller
 * follows the link to the shipment.
 */
async function airOrderFlow(locale: Locale, width: number, fbaShipmentId: string, dcgNo: string) {
  const text = messages[locale].orders;
  await useScreen(locale, width);
  await page.goto(`${server.baseUrl}/cargoStatus/newOrders`);
  await page.getByRole('heading', { level: 1, name: text.queueTitle }).waitFor();
  // The rows, not the loading table: an empty PagedTable does not scroll and stands wider than a phone.
  await page.getByTestId('order-table').getByTestId('order-link').first().waitFor();
  await assertNoHorizontalScroll(`${locale} queue at ${width}px`);
  await page.getByTestId('new-order').click();
  await page.waitForURL(/\/cargoStatus\/orderEdit$/);

  await page.getByTestId('order-kind').getByText(text.kind.air, { exact: true }).click();
  await next();
  await page.waitForURL(/\/cargoStatus\/orderEdit\?id=/);
  await page.getByLabel(text.fields.sender).fill('Brightwave Home Goods, Ningbo');
  await next();

  // Into the picker's own search field, not wherever the focus is: once, under load, the typed code
  // never reached it. Once in CI the wizard then did not go on: the pick is checked (the picker shows
  // the chosen centre's label, "ONT8 · …") and made again if it did not take.
  const picker = page.getByTestId('warehouse-picker');
  await eventually(async () => {
    if (!(await picker.textContent())?.includes('ONT8 · ')) {
      await picker.click();
      await picker.getByRole('combobox').fill('ONT8');
      await page.locator('.ant-select-item-option').filter({ hasText: /^ONT8/ }).first().click({ timeout: 5_000 });
    }
    assert.match((await picker.textContent()) ?? '', /ONT8 · /);
  });
  await page.getByLabel(text.columns.fbaShipmentId).fill(fbaShipmentId);
  await nextTo(text.carton.LengthCm);

  await page.getByLabel(text.carton.LengthCm).fill('60');
  await page.getByLabel(text.carton.WidthCm).fill('40');
  await page.getByLabel(text.carton.HeightCm).fill('40');
  await page.getByLabel(text.carton.WeightKg).fill('14.5');
  await page.getByLabel(text.carton.sku, { exact: true }).fill('BW-LAMP-WHT');
  await page.getByLabel(text.carton.fnsku, { exact: true }).fill('X001BWLMP1');
  // More than 150 units of one SKU in a box: Amazon's rule gives a warning the seller confirms.
  await page.getByLabel(text.fields.quantity).fill('160');
  await assertNoHorizontalScroll(`${locale} cartons step at ${width}px`);
  await next();

  // Documents: the commercial invoice, uploaded and attached to the draft.
  await page.locator('input[type=file]').setInputFiles(invoicePdf());
  await page.getByText('commercial-invoice.pdf', { exact: true }).first().waitFor();
  await next();

  const review = page.getByTestId('order-review');
  await review.waitFor();
  await review.getByText('commercial-invoice.pdf').waitFor();
  await page.getByTestId('wizard-submit').click();
  await page.getByTestId('conformance-warnings').waitFor();
  await page.getByRole('button', { name: text.conformance.confirm }).click();
  await page.waitForURL(/\/cargoStatus\/orderDetail\?id=/);
  const title = (await page.getByTestId('order-title').textContent()) ?? '';
  const orderNo = title.match(/OR\d{6}[A-Z2-9]{5}/)?.[0] ?? '';
  assert.ok(orderNo, `the order page names the order: ${title}`);
  await eventually(async () => {
    assert.equal(
      (await page.getByTestId('order-title').getByTestId('order-status').textContent())?.trim(),
      text.status.Submitted,
    );
  });
  await page.getByTestId('order-documents').getByText('commercial-invoice.pdf').waitFor();

  const accepted = await api(
    `/integration/v1/companies/BRIGHTWAVE/orders/${orderNo}/accept`,
    { dcgNo, origin: 'PVG', destination: 'LAX' },
    { 'x-api-key': forwarderKey, 'idempotency-key': `e2e-${orderNo}` },
  );
  assert.equal(accepted.ErrorCode, 0, accepted.Msg);

  await page.reload();
  await eventually(async () => {
    assert.equal(
      (await page.getByTestId('order-title').getByTestId('order-status').textContent())?.trim(),
      text.status.Accepted,
    );
  });
  await assertNoHorizontalScroll(`${locale} order detail at ${width}px`);
  const link = page.getByTestId('order-shipment-link');
  assert.equal((await link.textContent())?.trim(), dcgNo);
  await link.click();
  await page.waitForURL(/\/cargoStatus\/shipmentDetail\?id=/);
  assert.equal((await page.getByTestId('shipment-title').textContent())?.trim(), dcgNo);
}

/**
 * A workbook from the import template in the given language: one air order of 50 cartons to
 * ONT8, carton 37's weight not a number. Answers the file and the spreadsheet row of the bad cell.
 */
async function importWorkbook(locale: Locale): Promise<{ file: string; badRow: number; weightHeader: string }> {
  const response = await fetch(`${server.baseUrl}/client/api/Order/DownloadOrderImportTemplate`, {
    headers: { authorization: `Bearer ${clientToken}`, 'accept-language': locale },
  });
  assert.equal(response.status, 200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.getWorksheet('Orders');
  assert.ok(sheet, 'the template has its Orders sheet');
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
  // The template's example rows are overwritten: the file holds this order alone.
  const reference = `E2E-IMPORT-${locale}`;
  for (let carton = 1; carton <= 50; carton += 1) {
    const weight = carton === 37 ? 'heavy' : 12.5;
    sheet.getRow(carton + 1).values = [
      reference,
      'air',
      'ONT8',
      'FBA17E2E0050',
      String(carton),
      60,
      40,
      40,
      weight,
      'BW-LAMP-WHT',
      'X001BWLMP1',
      24,
    ];
  }
  const file = path.join(tempDir, `orders-${locale}.xlsx`);
  await workbook.xlsx.writeFile(file);
  return { file, badRow: 38, weightHeader: header[8] ?? '' };
}

async function importFlow(locale: Locale, width: number) {
  const text = messages[locale].orders;
  await useScreen(locale, width);
  await page.goto(`${server.baseUrl}/cargoStatus/newOrders`);
  await page.getByRole('heading', { level: 1, name: text.queueTitle }).waitFor();
  const before = await api(
    '/client/api/Order/GetPageList',
    { PageIndex: 1, PageSize: 1, Status: ['Draft'] },
    { authorization: `Bearer ${clientToken}` },
  );
  const { file, badRow, weightHeader } = await importWorkbook(locale);
  await page.getByTestId('order-import').click();
  const dialog = page.getByRole('dialog', { name: text.import.title });
  await dialog.waitFor();
  await dialog.locator('input[type=file]').setInputFiles(file);
  const errors = dialog.getByTestId('order-import-errors');
  await errors.waitFor();
  const rows = errors.locator('tbody tr');
  assert.equal(await rows.count(), 1, 'one bad row, one error');
  const cells = (await rows.first().locator('td').allTextContents()).map((cell) => cell.trim());
  assert.equal(cells[0], String(badRow));
  assert.equal(cells[1], weightHeader);
  assert.ok(cells[2], 'the reason is given');
  await assertNoHorizontalScroll(`${locale} import dialog at ${width}px`);
  // A file with a bad row imports nothing.
  const after = await api(
    '/client/api/Order/GetPageList',
    { PageIndex: 1, PageSize: 1, Status: ['Draft'] },
    { authorization: `Bearer ${clientToken}` },
  );
  assert.equal(after.Body.TotalCount, before.Body.TotalCount);
  await page.keyboard.press('Escape');
}

describe('orders in the browser', () => {
  it('a seller creates an air order in the wizard with a document, confirms a conformance warning, submits; the forwarder accepts it; the seller sees the shipment', async () => {
    await airOrderFlow('en-US', 1280, 'FBA17E2E0001', 'E2EORD0001');
  });

  it('does the same in German on a 375 px screen, without horizontal scrolling', async () => {
    await airOrderFlow('de-DE', 375, 'FBA17E2E0002', 'E2EORD0002');
  });

  it('imports 50 cartons from Excel with one bad row: the row, its column and the reason, and nothing imported', async () => {
    await importFlow('en-US', 1280);
  });

  it('shows the same refusal in German on a 375 px screen', async () => {
    await importFlow('de-DE', 375);
    await useScreen('en-US', 1280);
  });
});
