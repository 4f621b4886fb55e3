import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type ReceivedMail, startSmtpServer } from '../../apps/server/test/smtp.js';
import { type BrowserSession, launchBrowser, launchChromium, REDUCED_MOTION, signInDemo } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { localeMessages } from '../support/locales.js';
import { type RunningServer, startServer } from '../support/server.js';

interface Messages {
  returns: {
    title: string;
    detailTitleOf: string;
    statuses: { InstructionGiven: string };
    instructions: { RelabelReplenish: string; Dispose: string };
    send: string;
  };
  supplier: { verify: string; submit: string; thanks: string; invalid: string; code: string };
}
const messages = localeMessages<Messages>();
const en = messages['en-US'];
const de = messages['de-DE'];

let smtp: { url: string; received: ReceivedMail[]; close: () => Promise<void> };
let server: RunningServer;
let session: BrowserSession;
let chromium: Browser;
let page: Page;
let tempDir: string;

before(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ SMTP_URL: smtp.url });
  session = await launchBrowser();
  chromium = await launchChromium();
  page = await signInDemo(session, server.baseUrl, 'demo');
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-returns-'));
});

after(async () => {
  await chromium?.close();
  await session?.close();
  await server?.stop();
  await smtp?.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

/** A real 1×1 PNG, as a phone camera's photo would be uploaded. */
function photo(name: string): string {
  const file = path.join(tempDir, name);
  fs.writeFileSync(
    file,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  return file;
}

/** Opens the first return awaiting instruction from the list the dashboard's inbox links to. */
async function openAwaitingReturn(language: Messages) {
  await page.goto(`${server.baseUrl}/returns/list?status=AwaitingInstruction`);
  await page.getByRole('heading', { level: 1, name: language.returns.title }).waitFor();
  const link = page.getByTestId('return-table').getByTestId('return-link').first();
  const returnNo = (await link.textContent())?.trim() ?? '';
  await link.click();
  await page
    .getByRole('heading', { level: 1, name: language.returns.detailTitleOf.replace('{{no}}', returnNo) })
    .waitFor();
  return returnNo;
}

async function assertNoSideScroll(target: Page) {
  const overflow = await target.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
}

describe('returns and the supplier page in the browser', () => {
  it('a client sees returns waiting in the dashboard inbox and instructs one, with a photo', async () => {
    await page.goto(`${server.baseUrl}/dashboard/index`);
    await page
      .getByTestId('dashboard-action-inbox')
      .getByText(/returns wait for your instruction/)
      .click();
    await page.waitForURL(/\/returns\/list\?status=AwaitingInstruction$/);
    await openAwaitingReturn(en);
    const form = page.getByTestId('return-instruction-form');
    await form.getByRole('radio', { name: new RegExp(en.returns.instructions.RelabelReplenish) }).check();
    await form.getByLabel('Note').fill('Relabel with the new FNSKU');
    await form.locator('input[type=file]').setInputFiles(photo('dented-box.png'));
    await form.locator('.ant-upload-list-item-done').getByText('dented-box.png').waitFor();
    await form.getByRole('button', { name: en.returns.send }).click();
    await page.getByTestId('return-status').getByText(en.returns.statuses.InstructionGiven, { exact: true }).waitFor();
    await page.getByTestId('return-photos').getByText('dented-box.png').waitFor();
    assert.equal(await page.getByTestId('return-instruction-form').count(), 0);
  });

  it('a client instructs a return in German on a 375 px screen', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'de-DE'));
    await page.setViewportSize({ width: 375, height: 740 });
    try {
      await openAwaitingReturn(de);
      const form = page.getByTestId('return-instruction-form');
      await form.getByRole('radio', { name: new RegExp(de.returns.instructions.Dispose) }).check();
      await form.getByRole('button', { name: de.returns.send }).click();
      await page
        .getByTestId('return-status')
        .getByText(de.returns.statuses.InstructionGiven, { exact: true })
        .waitFor();
      await assertNoSideScroll(page);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    }
  });

  it('a supplier fills the supplier page from its link, in German at 375 px, and the client sees what came back', async () => {
    // The client makes the link on an order still waiting for its cargo.
    await page.goto(`${server.baseUrl}/cargoStatus/newOrders`);
    await page.getByTestId('order-table').getByTestId('order-link').first().click();
    await page.getByTestId('order-title').waitFor();
    const card = page.getByTestId('supplier-links');
    const email = 'dispatch@ningbo-lamps.example';
    await card.getByLabel("Supplier's e-mail").fill(email);
    await card.getByTestId('supplier-create-link').click();
    const url = await card.getByTestId('supplier-link-url').inputValue();
    const link = new URL(url);
    assert.equal(link.pathname, '/SupplierAllBack');

    // The supplier: no session, a phone, German.
    const context = await chromium.newContext({
      viewport: { width: 375, height: 740 },
      locale: 'de-DE',
      reducedMotion: REDUCED_MOTION,
    });
    await context.addInitScript(() => localStorage.setItem('language', 'de-DE'));
    const supplier = await context.newPage();
    try {
      await supplier.goto(`${server.baseUrl}${link.pathname}${link.search}`);
      await supplier.getByTestId('supplier-send-code').click();
      let code = '';
      await eventually(async () => {
        const mail = smtp.received.find((candidate) => candidate.to.includes(email));
        assert.ok(mail, 'no e-mail to the supplier yet');
        assert.match(mail.headers.get('subject') ?? '', /Bestätigungscode/);
        code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
        assert.ok(code);
      });
      await supplier.getByLabel(de.supplier.code).fill(code);
      await supplier.getByRole('button', { name: de.supplier.verify }).click();
      await supplier.getByTestId('supplier-order').waitFor();
      await supplier.getByLabel('Ware bereit am').fill('2026-12-15');
      await supplier.getByLabel('Kartons').fill('42');
      await supplier.getByLabel('Bruttogewicht (kg)').fill('512.5');
      await supplier.getByLabel('Volumen (m³)').fill('3.2');
      await supplier.locator('input[type=file]').setInputFiles(photo('packed-pallet.png'));
      await supplier.locator('.ant-upload-list-item-done').getByText('packed-pallet.png').waitFor();
      await assertNoSideScroll(supplier);
      await supplier.getByRole('button', { name: de.supplier.submit }).click();
      await supplier.getByTestId('supplier-done').getByText(de.supplier.thanks).waitFor();

      // Used: the same link opens nothing any more.
      await supplier.reload();
      await supplier.getByTestId('supplier-invalid').getByText(de.supplier.invalid).waitFor();
    } finally {
      await context.close();
    }

    // The client sees the answer on the order.
    await page.reload();
    const answered = page.getByTestId('supplier-links').getByTestId('supplier-submission').first();
    await answered.getByText('2026-12-15').waitFor();
    await answered.getByText('packed-pallet.png').waitFor();
    await page.getByTestId('supplier-links').getByText('Answered').first().waitFor();
  });
});
