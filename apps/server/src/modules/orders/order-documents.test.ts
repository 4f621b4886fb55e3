import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { multipart } from '../../../test/uploads.js';

/** The template's own header row, in English. */
async function headerOf(app: TestApp['app'], token: string): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/client/api/Order/DownloadOrderImportTemplate',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
  });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  const values = workbook.worksheets[0]?.getRow(1).values as (string | undefined)[];
  return values.slice(1).map(String);
}

async function workbookOf(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const cartonRow = (reference: string, cartonNo: number, weight: number | string = 12.5) => [
  reference,
  'air',
  'ONT8',
  'FBA15DJCQ4PK',
  String(cartonNo),
  50,
  40,
  30,
  weight,
  'BW-LAMP-WHT',
  'X001BWLMP1',
  10,
];

describe.each(DATABASE_KINDS)('the order documents on %s', (kind) => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let header: string[];

  const insertExcel = (token: string, file: Buffer) => {
    const { payload, headers } = multipart([{ name: 'file', value: file, filename: 'orders.xlsx' }]);
    return call(t.app, { method: 'POST', url: '/client/api/Order/InsertExcel', token, payload, headers });
  };
  const orderCount = async (token: string) =>
    (await call(t.app, { method: 'POST', url: '/client/api/Order/GetPageList', payload: { Status: ['Draft'] }, token }))
      .body.Body.TotalCount as number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokenA = (await login(t.app, 'demo')).AccessToken;
    tokenB = (await login(t.app, 'agent')).AccessToken;
    header = await headerOf(t.app, tokenA);
  });
  afterAll(() => t.close());

  it('imports nothing from a file with one bad row of 50, and names its row, column and reason', async () => {
    const before = await orderCount(tokenA);
    const rows = Array.from({ length: 50 }, (_, i) => cartonRow(i < 25 ? 'PO-A' : 'PO-B', i + 1));
    rows[36] = cartonRow('PO-B', 37, 'heavy');
    const refused = await insertExcel(tokenA, await workbookOf(header, rows));
    expect(refused.status).toBe(400);
    expect(refused.body.Body.RowErrors).toEqual([expect.objectContaining({ Row: 38, Column: header[8] })]);
    expect(refused.body.Msg).toContain('row 38');
    expect(await orderCount(tokenA)).toBe(before);
  });

  it('imports every order of a good file as drafts, in one go, for the caller’s company only', async () => {
    const beforeB = await orderCount(tokenB);
    const rows = Array.from({ length: 50 }, (_, i) => cartonRow(i < 20 ? 'PO-C' : 'PO-D', i + 1));
    const imported = await insertExcel(tokenA, await workbookOf(header, rows));
    expect(imported.body.ErrorCode, imported.body.Msg).toBe(0);
    expect(imported.body.Body.Orders).toEqual([
      expect.objectContaining({ Reference: 'PO-C', CartonCount: 20 }),
      expect.objectContaining({ Reference: 'PO-D', CartonCount: 30 }),
    ]);
    const detail = await call(t.app, {
      method: 'POST',
      url: '/client/api/Order/GetDetail',
      payload: { Id: imported.body.Body.Orders[1].OrderId },
      token: tokenA,
    });
    expect(detail.body.Body).toMatchObject({ Status: 'Draft', FbaShipmentId: 'FBA15DJCQ4PK', CartonCount: 30 });
    expect(await orderCount(tokenB)).toBe(beforeB);
  });

  it('zips one label per carton with the FBA carton ID and the packing list; another company gets not found', async () => {
    const rows = Array.from({ length: 3 }, (_, i) => cartonRow('PO-LABELS', i + 1));
    const imported = await insertExcel(tokenA, await workbookOf(header, rows));
    const id = imported.body.Body.Orders[0].OrderId;
    const res = await t.app.inject({
      method: 'POST',
      url: '/client/api/Order/DownloadFBAFile',
      payload: { Id: id },
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const orderNo = imported.body.Body.Orders[0].OrderNo;
    const labels = files[`${orderNo}-labels.pdf`];
    expect(labels).toBeDefined();
    expect(files[`${orderNo}-packing-list.xlsx`]).toBeDefined();
    const pdf = new PDFParse({ data: labels as Uint8Array });
    try {
      const text = await pdf.getText();
      expect(text.pages).toHaveLength(3);
      expect(text.pages.map((page) => page.text.match(/FBA15DJCQ4PKU\d{6}/)?.[0])).toEqual([
        'FBA15DJCQ4PKU000001',
        'FBA15DJCQ4PKU000002',
        'FBA15DJCQ4PKU000003',
      ]);
    } finally {
      await pdf.destroy();
    }
    const other = await call(t.app, {
      method: 'POST',
      url: '/client/api/Order/DownloadFBAFile',
      payload: { Id: id },
      token: tokenB,
    });
    expect(other.status).toBe(404);
  });
});
