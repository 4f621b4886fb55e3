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
import { localeMessages } from '../support/locales.js';
import { type RunningServer, startServer } from '../support/server.js';

interface Messages {
  charts: {
    period: string;
    interval: string;
    week: string;
    month: string;
    view: string;
    tableView: string;
    modes: { sea: string; air: string; rail: string };
    statisticsTitle: string;
    trendTitle: string;
    freightTitle: string;
  };
  a11y: { rangeEnd: string };
  financeOrders: { freightSources: { quoted: string; charged: string } };
}
const messages = localeMessages<Messages>();

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

type Language = 'zh-CN' | 'de-DE';

/** The day `offset` days from today in the browser's (this machine's) time zone, as the URL writes it. */
function isoDay(offset: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

/** A date as a person types it in the date field of the language (the field shows it so). */
function typedDate(iso: string, language: Language): string {
  return language === 'de-DE' ? iso.split('-').reverse().join('.') : iso;
}

const DAY = 24 * 60 * 60 * 1000;

/** A week's period is its Monday (UTC), as YYYY-MM-DD. */
function isMonday(period: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(period) && new Date(`${period}T00:00:00Z`).getUTCDay() === 1;
}

/** The Monday (UTC) of the week of a day, as YYYY-MM-DD. */
function mondayOf(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
}

function filtersOf(): URLSearchParams {
  return new URL(page.url()).searchParams;
}

async function assertNoSideScroll(what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${what}: the page is ${overflow}px wider than the screen`);
}

/**
 * Picks an option of one of the page's segmented controls (a radio group) as a person taps it:
 * antd keeps the radio itself 0 px wide under the option's label, so the tap lands on the label.
 */
async function choose(group: string, option: string) {
  const radio = page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });
  await radio.locator('xpath=..').click();
  await eventually(async () => assert.ok(await radio.isChecked(), `${option} is chosen`));
}

/** Types a period into the page's date range as a person would, the calendar open over the page. */
async function typePeriod(language: Language, from: string, to: string) {
  const { charts, a11y } = messages[language];
  const start = page.getByRole('textbox', { name: charts.period, exact: true });
  const end = page.getByRole('textbox', { name: a11y.rangeEnd.replace('{{field}}', charts.period), exact: true });
  await start.click();
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor();
  await assertNoSideScroll('the calendar open');
  await start.fill(typedDate(from, language));
  await start.press('Enter');
  await end.fill(typedDate(to, language));
  await end.press('Enter');
  await eventually(async () => {
    assert.equal(filtersOf().get('from'), from);
    assert.equal(filtersOf().get('to'), to);
  });
}

/** The table view's rows as their cells' texts: period or category, series and value. */
async function tableRows(testId: string): Promise<string[][]> {
  const rows = page.getByTestId(testId).locator('tbody tr.ant-table-row');
  await rows.first().waitFor();
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

const count = (text: string | null) => Number(text?.replace(/\D/g, ''));

async function inLanguage(language: Language, test: () => Promise<void>) {
  await page.evaluate((locale) => localStorage.setItem('language', locale), language);
  try {
    await test();
  } finally {
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  }
}

describe('the three chart pages through their own controls, in Chinese or German at 375 px', () => {
  it('chartStatistics (Chinese): a shorter period typed in the date range counts fewer shipments, its modes adding up to the total', async () => {
    await inLanguage('zh-CN', async () => {
      const { charts } = messages['zh-CN'];
      await page.goto(`${server.baseUrl}/chart/chartStatistics`);
      await page.getByRole('heading', { level: 1, name: charts.statisticsTitle }).waitFor();
      const total = page.getByTestId('chart-total');
      await total.waitFor();
      const year = count(await total.textContent());
      assert.ok(year > 0, 'shipments departed in the last year');

      await choose(charts.view, charts.tableView);
      assert.equal(filtersOf().get('view'), 'table');
      const from = isoDay(-59);
      const to = isoDay(0);
      await typePeriod('zh-CN', from, to);
      assert.equal(filtersOf().get('view'), 'table', 'the table view stays chosen');

      const modes = Object.values(charts.modes);
      const check = async () => {
        const shorter = count(await total.textContent());
        assert.ok(shorter > 0 && shorter < year, `0 < ${shorter} < ${year}`);
        const rows = await tableRows('chart-statistics-table');
        for (const [mode] of rows) assert.ok(modes.includes(mode ?? ''), `${mode} is a mode in Chinese`);
        assert.equal(
          rows.reduce((sum, row) => sum + count(row[2] ?? ''), 0),
          shorter,
          'the modes add up to the shipments of the period',
        );
        return shorter;
      };
      let shorter = 0;
      await eventually(async () => {
        shorter = await check();
      });
      await assertNoSideScroll('the table');

      // The filters live in the URL: the page opened again shows the same period and figures.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: charts.statisticsTitle }).waitFor();
      assert.equal(await page.getByRole('textbox', { name: charts.period, exact: true }).inputValue(), from);
      await eventually(async () => assert.equal(await check(), shorter));
    });
  });

  it('trendStatistics (German): months, then weeks chosen with the interval, count the same departures as the statistics page', async () => {
    await inLanguage('de-DE', async () => {
      const { charts } = messages['de-DE'];
      await page.goto(`${server.baseUrl}/chart/trendStatistics`);
      await page.getByRole('heading', { level: 1, name: charts.trendTitle }).waitFor();
      assert.ok(await page.getByRole('radio', { name: charts.month, exact: true }).isChecked(), 'months by default');
      await choose(charts.view, charts.tableView);
      const from = filtersOf().get('from') ?? '';
      const to = filtersOf().get('to') ?? '';
      assert.match(from, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(filtersOf().get('interval'), 'month');

      const modes = Object.values(charts.modes);
      const shipments = (rows: string[][]) => rows.reduce((sum, row) => sum + count(row[2] ?? ''), 0);
      const months = await tableRows('chart-trend-table');
      const monthPeriods = months.map(([period]) => period ?? '');
      for (const period of monthPeriods) {
        assert.match(period, /^\d{4}-\d{2}$/);
        assert.ok(period >= from.slice(0, 7) && period <= to.slice(0, 7), `${period} is in ${from}–${to}`);
      }
      assert.deepEqual(monthPeriods, monthPeriods.toSorted(), 'oldest month first');
      for (const [, mode] of months) assert.ok(modes.includes(mode ?? ''), `${mode} is a mode in German`);
      const byMonth = shipments(months);
      assert.ok(byMonth > 0);
      await assertNoSideScroll('the months');

      await choose(charts.interval, charts.week);
      assert.equal(filtersOf().get('interval'), 'week');
      assert.equal(filtersOf().get('view'), 'table');
      assert.equal(filtersOf().get('from'), from, 'the period stays');
      assert.equal(filtersOf().get('to'), to);
      await eventually(async () => {
        const weeks = await tableRows('chart-trend-table');
        const weekPeriods = weeks.map(([period]) => period ?? '');
        for (const period of weekPeriods) {
          assert.ok(isMonday(period), `${period} is a week's Monday`);
          assert.ok(period >= mondayOf(from) && period <= to, `${period} is in ${from}–${to}`);
        }
        assert.deepEqual(weekPeriods, weekPeriods.toSorted(), 'oldest week first');
        assert.ok(new Set(weekPeriods).size > new Set(monthPeriods).size, 'more weeks than months');
        assert.equal(shipments(weeks), byMonth, 'the weeks count the same departures as the months');
      });
      await assertNoSideScroll('the weeks');

      // The same period on the statistics page counts the same departures.
      await page.goto(`${server.baseUrl}/chart/chartStatistics?from=${from}&to=${to}`);
      await page.getByRole('heading', { level: 1, name: charts.statisticsTitle }).waitFor();
      assert.equal(count(await page.getByTestId('chart-total').textContent()), byMonth);
    });
  });

  it('freightTrends (German): the weeks of a typed period show quoted beside charged rates, in their currency', async () => {
    await inLanguage('de-DE', async () => {
      const { charts, financeOrders } = messages['de-DE'];
      await page.goto(`${server.baseUrl}/chart/freightTrends`);
      await page.getByRole('heading', { level: 1, name: charts.freightTitle }).waitFor();
      await choose(charts.view, charts.tableView);
      await choose(charts.interval, charts.week);
      // Eight weeks: the demo's quotes are of its last two.
      const from = isoDay(-55);
      const to = isoDay(0);
      await typePeriod('de-DE', from, to);
      assert.equal(filtersOf().get('interval'), 'week');
      assert.equal(filtersOf().get('view'), 'table');

      const { quoted, charged } = financeOrders.freightSources;
      const series = new RegExp(
        `^(${quoted}|${charged}) · \\S+ (${Object.values(charts.modes).join('|')}) \\(([A-Z]{3})/\\S+\\)$`,
      );
      await eventually(async () => {
        const rows = await tableRows('chart-freight-table');
        const periods = rows.map(([period]) => period ?? '');
        for (const period of periods) {
          assert.ok(isMonday(period), `${period} is a week's Monday`);
          assert.ok(period >= mondayOf(from) && period <= to, `${period} is in ${from}–${to}`);
        }
        assert.deepEqual(periods, periods.toSorted(), 'oldest week first');
        const sources = new Set<string>();
        for (const [, label = '', rate = ''] of rows) {
          const [, source = '', , currency = ''] = series.exec(label) ?? [];
          assert.ok(source, `${label}: source, lane, mode and unit in German`);
          sources.add(source);
          // A rate is money: in the currency's minor units (USD 2, JPY 0), German separators, its currency.
          const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
            .maximumFractionDigits;
          assert.match(
            rate,
            new RegExp(`^\\d{1,3}(\\.\\d{3})*${digits ? `,\\d{${digits}}` : ''} ${currency}$`),
            `${label}: ${rate}`,
          );
          assert.ok(Number(rate.replace(/[^\d,]/g, '').replace(',', '.')) > 0, `${label}: ${rate} > 0`);
        }
        assert.deepEqual([...sources].sort(), [quoted, charged].sort(), 'quoted beside charged');
      });
      await assertNoSideScroll('the table');
    });
  });
});
