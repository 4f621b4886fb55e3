import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { type DemoSession, openDemoSession } from '../support/demo-session.js';
import { eventually } from '../support/eventually.js';
import type { RunningServer } from '../support/server.js';

let session: DemoSession;
let server: RunningServer;
let page: Page;
let tempDir: string;

before(async () => {
  session = await openDemoSession('shipments');
  ({ server, page, tempDir } = session);
});

after(() => session?.close());

/** The number a dashboard figure shows, once the figures have loaded (a placeholder has no digit). */
async function figure(key: string): Promise<number> {
  const value = page.getByTestId(`dashboard-figure-${key}`).locator('.ant-statistic-content-value');
  let text = '';
  await eventually(async () => {
    text = (await value.textContent()) ?? '';
    assert.match(text, /\d/);
  });
  return Number(text.replace(/\D/g, ''));
}

/** The "N in total" under a list. */
async function listTotal(): Promise<number> {
  const total = page.getByTestId('shipment-table').locator('.ant-pagination-total-text');
  await total.waitFor();
  return Number((await total.textContent())?.replace(/\D/g, ''));
}

describe('shipments in the browser', () => {
  it('finds a delayed shipment from the dashboard and opens its timeline and map', async () => {
    await page.goto(`${server.baseUrl}/dashboard/index`);
    const delayed = await figure('delayed');
    assert.ok(delayed > 0, 'the demo data has delayed shipments');
    await page.getByTestId('dashboard-figure-delayed').getByRole('link').click();
    await page.waitForURL(/\/cargoStatus\/allShipment\?.*DelayedOnly=true/);
    assert.equal(await listTotal(), delayed, 'the list shows what the figure counts');

    const firstRow = page.getByTestId('shipment-table').locator('tbody tr.ant-table-row').first();
    await firstRow.getByTestId('shipment-delayed').waitFor();
    const dcgNo = (await firstRow.getByTestId('shipment-link').textContent())?.trim() ?? '';
    await firstRow.getByTestId('shipment-link').click();
    await page.waitForURL(/\/cargoStatus\/shipmentDetail\?id=/);

    assert.equal((await page.getByTestId('shipment-title').textContent())?.trim(), dcgNo);
    await page.getByTestId('shipment-detail').getByTestId('shipment-delayed').first().waitFor();
    const milestones = page.getByTestId('shipment-timeline').getByTestId('milestone');
    await milestones.first().waitFor();
    assert.ok((await milestones.count()) >= 2, 'the timeline lists the milestones');
    const actual = await page.getByTestId('shipment-timeline').getByTestId('milestone-actual').first().textContent();
    assert.doesNotMatch(actual ?? '', /–$/, 'the first milestone happened: it has its actual time');

    // The map draws the countries offline and the route's places on them.
    const map = page.getByTestId('route-map');
    await map.locator('svg path').nth(50).waitFor();
    const stops = await page.getByTestId('shipment-route-stops').locator('li').allTextContents();
    assert.ok(stops.length >= 2, 'origin and destination are listed');
  });

  it('exports the list it shows as an .xlsx with every row', async () => {
    await page.goto(`${server.baseUrl}/cargoStatus/seaShipment?Status=2`);
    const total = await listTotal();
    assert.ok(total > 0);
    const shown = (await page.getByTestId('shipment-table').getByTestId('shipment-link').allTextContents()).map(
      (text) => text.trim(),
    );

    const download = page.waitForEvent('download');
    await page.getByTestId('shipment-export').click();
    const file = path.join(tempDir, (await download).suggestedFilename());
    await (await download).saveAs(file);
    assert.match(path.basename(file), /^shipments-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    assert.ok(sheet);
    assert.equal(sheet.rowCount, total + 1, 'a header and one row per shipment of the filter');
    const exported = new Set<string>();
    sheet.getColumn(1).eachCell((cell, row) => {
      if (row > 1) exported.add(String(cell.value));
    });
    for (const dcgNo of shown) assert.ok(exported.has(dcgNo), `${dcgNo} is in the file`);
  });

  // The explanation of a malformed number is the web's own check, tested in shipment-pages.test.tsx.
  it('tracks a container by its number', async () => {
    await page.goto(`${server.baseUrl}/cargoStatus/seaShipment`);
    await page.getByTestId('shipment-table').getByTestId('shipment-link').first().click();
    await page.waitForURL(/\/cargoStatus\/shipmentDetail\?id=/);
    const dcgNo = (await page.getByTestId('shipment-title').textContent())?.trim() ?? '';
    const container = page.getByTestId('shipment-containers').locator('tbody tr.ant-table-row a').first();
    const containerNo = (await container.textContent())?.trim() ?? '';
    assert.match(containerNo, /^[A-Z]{4}\d{7}$/);

    await page.goto(`${server.baseUrl}/cargoStatus/trackData`);
    await page.getByTestId('track-number').fill(containerNo.toLowerCase());
    await page.getByTestId('track-search').click();
    const result = page.getByTestId('track-result');
    await result.getByText(dcgNo, { exact: true }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('TrackNo'), containerNo);
  });
});
