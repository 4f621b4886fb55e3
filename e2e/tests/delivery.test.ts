import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { type DemoSession, openDemoSession } from '../support/demo-session.js';
import { eventually } from '../support/eventually.js';
import { localeMessages } from '../support/locales.js';
import type { RunningServer } from '../support/server.js';

interface Messages {
  delivery: {
    title: string;
    proofOfDelivery: string;
    appointmentActions: { Booked: string; Moved: string };
  };
}
const messages = localeMessages<Messages>();

let session: DemoSession;
let server: RunningServer;
let page: Page;
let tempDir: string;

before(async () => {
  session = await openDemoSession('delivery');
  ({ server, page, tempDir } = session);
});

after(() => session?.close());

/** Clicks what starts a download and answers the saved file's path. */
async function download(click: () => Promise<void>): Promise<string> {
  const saved = page.waitForEvent('download');
  await click();
  const file = path.join(tempDir, (await saved).suggestedFilename());
  await (await saved).saveAs(file);
  return file;
}

/** Opens the deliveries list and, from the row showing `status`, the delivery's page. */
async function openDelivery(status: string, keyword?: string) {
  await page.goto(`${server.baseUrl}/cargoStatus/deliveries`);
  const list = page.getByTestId('delivery-list');
  await list.getByTestId('delivery-link').first().waitFor();
  if (keyword) {
    await page.getByTestId('delivery-keyword').locator('input').fill(keyword);
    await page.getByTestId('delivery-keyword').locator('input').press('Enter');
    // The list holds only courier deliveries once the search is answered: no truck delivery received by the warehouse.
    await eventually(async () => {
      assert.equal(await list.locator('tbody tr').filter({ hasText: 'Received by warehouse' }).count(), 0);
    });
  }
  const row = list
    .locator('tbody tr')
    .filter({ has: page.getByTestId('delivery-status').getByText(status, { exact: true }) });
  await row.first().getByTestId('delivery-link').click();
  await page.getByTestId('delivery-title').waitFor();
}

describe('deliveries in the browser', () => {
  it('opens a delivery, sees the appointment history and downloads the proof of delivery', async () => {
    await openDelivery('Received by warehouse');
    const history = page.getByTestId('appointment-history');
    await history.waitFor();
    const changes = history.getByTestId('appointment-change');
    assert.equal(await changes.count(), 2);
    assert.match((await changes.nth(0).textContent()) ?? '', /^Booked: /);
    assert.match((await changes.nth(1).textContent()) ?? '', /^Moved: .*Carrier Central/);

    const file = await download(() =>
      page.getByRole('button', { name: messages['en-US'].delivery.proofOfDelivery }).click(),
    );
    assert.match(path.basename(file), /^POD-.*\.pdf$/);
    const parser = new PDFParse({ data: fs.readFileSync(file) });
    try {
      assert.match((await parser.getText()).text, /Proof of delivery/);
    } finally {
      await parser.destroy();
    }
  });

  it('downloads the label of a carton of a courier delivery, with its child tracking number', async () => {
    await openDelivery('Delivered', '1ZPS');
    const parcels = page.getByTestId('delivery-parcels');
    await parcels.waitFor();
    const firstLabel = parcels.locator('[data-testid^="label-"]').first();
    const childNo = ((await firstLabel.getAttribute('data-testid')) ?? '').replace('label-', '');
    assert.match(childNo, /^1ZPS/);
    const file = await download(() => firstLabel.click());
    assert.equal(path.basename(file), `${childNo}-label.pdf`);
    const parser = new PDFParse({ data: fs.readFileSync(file) });
    try {
      const text = await parser.getText();
      assert.equal(text.pages.length, 1);
      assert.match(text.text, new RegExp(childNo));
      assert.match(text.text, /Carton 1 of \d+/);
    } finally {
      await parser.destroy();
    }
    // The parcel's courier events open under its row.
    await parcels.locator('.ant-table-row-expand-icon').first().click();
    await parcels.getByText('Delivered', { exact: true }).first().waitFor();
  });

  it('shows the appointment history in German on a 375 px screen without horizontal scrolling', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'de-DE'));
    await page.setViewportSize({ width: 375, height: 740 });
    try {
      await openDelivery('Vom Lager angenommen');
      const history = page.getByTestId('appointment-history');
      await history.waitFor();
      const moved = messages['de-DE'].delivery.appointmentActions.Moved;
      assert.match(
        (await history.getByTestId('appointment-change').nth(1).textContent()) ?? '',
        new RegExp(`^${moved}: `),
      );
      await page.getByRole('button', { name: messages['de-DE'].delivery.proofOfDelivery }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    }
  });
});
