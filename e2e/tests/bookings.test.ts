import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { type BrowserSession, launchBrowser, signInDemo } from '../support/browser.js';
import { localeMessages } from '../support/locales.js';
import { type RunningServer, startServer } from '../support/server.js';

interface Messages {
  bookings: {
    title: string;
    billStatus: { DRAFT: string; PENDING_AMENDMENT: string; APPROVED: string };
    bill: { approve: string; downloadDraft: string; comment: string; commentLabel: string; commentSent: string };
    send: string;
  };
}
const messages = localeMessages<Messages>();

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let tempDir: string;

before(async () => {
  server = await startServer();
  // A phone's width: the dashboard, the booking and its bill must work at 375 px.
  browser = await launchBrowser({ width: 375, height: 812 });
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-bookings-'));
  page = await signInDemo(browser, server.baseUrl, 'demo');
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

async function noHorizontalScroll() {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
}

describe('bookings and bills of lading in the browser at 375 px', () => {
  it('approves a draft bill from the dashboard’s inbox in German and downloads it as a PDF', async () => {
    const de = messages['de-DE'].bookings;
    await page.evaluate(() => localStorage.setItem('language', 'de-DE'));
    await page.goto(`${server.baseUrl}/dashboard/index`);
    const inbox = page.getByTestId('dashboard-action-inbox');
    await inbox
      .getByRole('link', { name: /wartet auf Ihre Freigabe/ })
      .first()
      .click();
    await page.waitForURL(/\/cargoStatus\/bookingDetail\?id=/);
    const bill = page.getByTestId('booking-bill');
    await bill.getByTestId('bill-status').getByText(de.billStatus.DRAFT, { exact: true }).waitFor();
    await noHorizontalScroll();

    await bill.getByRole('button', { name: de.bill.approve }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: de.bill.approve }).click();
    await bill.getByTestId('bill-status').getByText(de.billStatus.APPROVED, { exact: true }).waitFor();
    assert.equal(await bill.getByRole('button', { name: de.bill.approve }).count(), 0);
    // The history names the client who approved it.
    await page
      .locator('.ant-timeline')
      .getByText(/ · demo$/)
      .first()
      .waitFor();

    const saved = page.waitForEvent('download');
    await bill.getByRole('button', { name: de.bill.downloadDraft }).click();
    const download = await saved;
    assert.match(download.suggestedFilename(), /^PSHB\d+-draft-\d+\.pdf$/);
    const file = path.join(tempDir, download.suggestedFilename());
    await download.saveAs(file);
    const parser = new PDFParse({ data: fs.readFileSync(file) });
    try {
      const { text } = await parser.getText();
      assert.match(text, /HOUSE BILL OF LADING/);
      assert.match(text, /approved by the shipper, not issued/);
      assert.match(text, /DRAFT/);
      assert.ok(text.includes(download.suggestedFilename().split('-')[0] ?? '?'), 'the bill number is printed');
    } finally {
      await parser.destroy();
    }
    await noHorizontalScroll();
    // Approved, it is gone from the inbox.
    await page.goto(`${server.baseUrl}/dashboard/index`);
    await page.getByTestId('dashboard-action-inbox').waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  });

  it('finds the other draft in the list and sends it back with a comment', async () => {
    const en = messages['en-US'].bookings;
    await page.goto(`${server.baseUrl}/cargoStatus/bookings?BillStatus=DRAFT`);
    await page.getByRole('heading', { level: 1, name: en.title }).waitFor();
    const rows = page.getByTestId('booking-table').locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    await rows.first().getByTestId('booking-link').click();
    await page.waitForURL(/\/cargoStatus\/bookingDetail\?id=/);
    const bill = page.getByTestId('booking-bill');
    await bill.getByRole('button', { name: en.bill.comment }).click();
    await page.getByLabel(en.bill.commentLabel).fill('Please print the FBA shipment ID in the marks');
    await page.getByRole('button', { name: en.send }).click();
    await bill.getByTestId('bill-status').getByText(en.billStatus.PENDING_AMENDMENT, { exact: true }).waitFor();
    await bill.getByText('Please print the FBA shipment ID in the marks').waitFor();
    await noHorizontalScroll();
  });
});
