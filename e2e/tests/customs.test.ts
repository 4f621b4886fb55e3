import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CUSTOMS_DOCUMENT_KIND_LABELS } from '@portside/contracts';
import type { Page } from 'playwright-core';
import { type DemoSession, openDemoSession } from '../support/demo-session.js';
import { localeMessages } from '../support/locales.js';
import type { RunningServer } from '../support/server.js';

interface Messages {
  customs: { title: string; documentStatus: { Uploaded: string } };
}
const messages = localeMessages<Messages>();

let session: DemoSession;
let server: RunningServer;
let page: Page;
let tempDir: string;

before(async () => {
  session = await openDemoSession('customs');
  ({ server, page, tempDir } = session);
});

after(() => session?.close());

/** A small real PDF, as a client would upload. */
function invoicePdf(): string {
  const file = path.join(tempDir, 'commercial-invoice.pdf');
  fs.writeFileSync(
    file,
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
  );
  return file;
}

describe('customs clearance in the browser', () => {
  it('uploads the missing commercial invoice and sees the declaration move on to Declared', async () => {
    await page.goto(`${server.baseUrl}/cargoStatus/clearanceFiles`);
    await page.getByRole('heading', { level: 1, name: messages['en-US'].customs.title }).waitFor();
    // The demo declaration waiting for the commercial invoice alone.
    const waiting = page
      .locator('[data-testid^="customs-declaration-"]')
      .filter({ has: page.getByTestId('customs-document-CommercialInvoice') })
      .first();
    await waiting.waitFor();
    assert.equal((await waiting.getByTestId('customs-status').textContent())?.trim(), 'Documents pending');
    const testId = (await waiting.getAttribute('data-testid')) ?? '';
    const card = page.getByTestId(testId);

    const group = card.getByRole('group', {
      name: `Upload the ${CUSTOMS_DOCUMENT_KIND_LABELS.CommercialInvoice['en-US']}`,
    });
    await group.locator('input[type=file]').setInputFiles(invoicePdf());
    await card.getByTestId('customs-status').getByText('Declared', { exact: true }).waitFor();
    const document = card.getByTestId('customs-document-CommercialInvoice');
    assert.equal(
      (await document.getByTestId('customs-document-status').textContent())?.trim(),
      messages['en-US'].customs.documentStatus.Uploaded,
    );
    await document.getByText('commercial-invoice.pdf', { exact: true }).first().waitFor();

    // Its history names who moved it.
    await card.getByRole('button', { name: 'History' }).click();
    await card.locator('.ant-timeline').getByText(/demo$/).waitFor();
  });

  it('shows the same declaration in German on a 375 px screen without horizontal scrolling', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'de-DE'));
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.baseUrl}/cargoStatus/clearanceFiles`);
    await page.getByRole('heading', { level: 1, name: messages['de-DE'].customs.title }).waitFor();
    const card = page
      .locator('[data-testid^="customs-declaration-"]')
      .filter({ has: page.getByTestId('customs-document-CommercialInvoice') })
      .first();
    await card.getByTestId('customs-status').getByText('Zollanmeldung abgegeben', { exact: true }).waitFor();
    assert.equal(
      (await card.getByTestId('customs-document-status').first().textContent())?.trim(),
      messages['de-DE'].customs.documentStatus.Uploaded,
    );
    // The steps stand one under the other on a phone.
    assert.ok(await card.locator('.ant-steps-vertical').count());
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  });
});
