import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { type BrowserSession, launchBrowser, signInDemo } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { type RunningServer, startServer } from '../support/server.js';

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let tempDir: string;

before(async () => {
  server = await startServer();
  // A phone's width: the statement page, its drawer and the chart page must work at 375 px.
  browser = await launchBrowser({ width: 375, height: 812 });
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-finance-'));
  page = await signInDemo(browser, server.baseUrl, 'demo');
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

/** Clicks a button that saves a file and answers where the browser saved it. */
async function download(name: RegExp): Promise<string> {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = path.join(tempDir, (await saved).suggestedFilename());
  await (await saved).saveAs(file);
  return file;
}

describe('finance and charts in the browser at 375 px', () => {
  it('approves a charge from the dashboard’s action inbox', async () => {
    await page.goto(`${server.baseUrl}/dashboard/index`);
    const inbox = page.getByTestId('dashboard-action-inbox');
    await inbox.getByRole('link', { name: /charge lines wait for your approval/ }).click();
    await page.waitForURL(/\/finance\/statement\?tab=charges/);
    const rows = page.getByTestId('finance-charges').locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    const total = page.getByTestId('finance-charges').locator('.ant-pagination-total-text');
    const before = Number((await total.textContent())?.replace(/\D/g, ''));
    await rows.first().getByRole('button', { name: 'Approve' }).click();
    await eventually(async () => {
      assert.equal(Number((await total.textContent())?.replace(/\D/g, '')), before - 1);
    });
  });

  it('opens a statement and exports it as .xlsx and PDF, both read back', async () => {
    await page.goto(`${server.baseUrl}/finance/statement`);
    await page.getByTestId('finance-ageing').locator('tbody tr.ant-table-row').first().waitFor();
    const first = page.getByTestId('finance-statements').locator('tbody tr.ant-table-row').first();
    const number = ((await first.getByRole('button').first().textContent()) ?? '').trim();
    assert.match(number, /^ST-USD-\d{6}$/);
    await first.getByRole('button').first().click();
    await page.waitForURL(/\/finance\/statement\?id=/);
    const lines = page.getByTestId('finance-statement-lines').locator('tbody tr.ant-table-row');
    await lines.first().waitFor();
    const lineCount = await lines.count();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download(/Export \.xlsx/));
    const sheet = workbook.getWorksheet(number);
    assert.ok(sheet, 'the sheet is named after the statement');
    assert.equal(sheet.getCell('B1').value, number);
    const dataRows = sheet.getSheetValues().filter((row) => Array.isArray(row) && typeof row[9] === 'number');
    // The lines, then total, paid and outstanding.
    assert.equal(dataRows.length, lineCount + 3);

    const parser = new PDFParse({ data: fs.readFileSync(await download(/Export PDF/)) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    assert.match(text, new RegExp(`Statement ${number}`));
    assert.match(text, /Brightwave Home Goods/);
    assert.match(text, /Outstanding/);
  });

  it('reads the table view of a chart page, whose figures add up to its total', async () => {
    await page.goto(`${server.baseUrl}/chart/chartStatistics?view=table`);
    const table = page.getByTestId('chart-statistics-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    const total = Number((await page.getByTestId('chart-total').textContent())?.replace(/\D/g, ''));
    assert.ok(total > 0);
    const counts = await table.locator('tbody tr.ant-table-row td:last-child').allTextContents();
    assert.equal(
      counts.reduce((sum, text) => sum + Number(text.replace(/\D/g, '')), 0),
      total,
      'the modes add up to the shipments of the period',
    );
    // A shorter period counts fewer shipments, and the URL keeps it.
    const from = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    await page.goto(`${server.baseUrl}/chart/chartStatistics?view=table&from=${from}&to=${to}`);
    await eventually(async () => {
      const shorter = Number((await page.getByTestId('chart-total').textContent())?.replace(/\D/g, ''));
      assert.ok(shorter < total, `${shorter} < ${total}`);
    });
  });
});
