import { ERRORS, ORDER_QUEUE_STATUSES, XLSX_CONTENT_TYPE } from '@portside/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { companyMenus } from '../../db/schema.js';

/** The rows of the exported sheet as cell values (row 1 is the header). */
async function workbookRows(payload: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('Orders');
  if (!sheet) throw new Error('the workbook has no Orders sheet');
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

interface Summary {
  OrderNo: string;
  OrderKind: string;
  Status: string;
  CartonCount: number;
  DeclaredWeightKg: number;
}

describe.each(DATABASE_KINDS)('the order work queue export on %s', (kind) => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let companyB: string;

  const exportAs = (token: string, filter: object, language = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: '/client/api/Order/ExportExcel',
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      payload: filter,
    });
  const listAs = async (token: string, filter: object) => {
    const answer = await call(t.app, {
      method: 'POST',
      url: '/client/api/Order/GetPageList',
      payload: { ...filter, PageIndex: 1, PageSize: 200 },
      token,
    });
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    return answer.body.Body.Items as Summary[];
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokenA = (await login(t.app, 'demo')).AccessToken;
    const b = await login(t.app, 'agent');
    tokenB = b.AccessToken;
    companyB = b.UserInfo.CompanyId ?? '';
  });
  afterAll(() => t.close());

  it("writes the queue's filtered rows, newest first, as the list shows them, with headers", async () => {
    const filter = { Status: [...ORDER_QUEUE_STATUSES], OrderKind: 'air' };
    const listed = await listAs(tokenA, filter);
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed.map((o) => o.Status)).size).toBeGreaterThan(1);

    const exported = await exportAs(tokenA, filter);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const [header = [], ...rows] = await workbookRows(exported.rawPayload);
    expect(header).toEqual([
      'Order no.',
      'Kind',
      'Status',
      'Batch no.',
      'FBA shipment ID',
      'Destination warehouse',
      'Cartons',
      'Weight (kg)',
      'Created',
    ]);
    expect(rows.map((row) => row[0])).toEqual(listed.map((o) => o.OrderNo));
    const statusText: Record<string, string> = {
      Draft: 'Draft',
      Submitted: 'Submitted',
      PendingUpdate: 'Pending update',
      Accepted: 'Accepted',
    };
    for (const [index, order] of listed.entries()) {
      const row = rows[index] ?? [];
      expect(row[1]).toBe('Air');
      expect(row[2]).toBe(statusText[order.Status]);
      expect(row[6]).toBe(order.CartonCount);
      expect(row[7]).toBe(order.DeclaredWeightKg);
      expect(row[8]).toBeInstanceOf(Date);
    }
    // Received and cancelled orders are not in the queue, so not in its export.
    expect(rows.map((row) => row[2])).not.toContain('Cargo received');

    // One status and a keyword narrow it as they narrow the list.
    const first = listed[0] as Summary;
    const narrow = { Status: [first.Status], Keyword: first.OrderNo };
    const [, ...narrowRows] = await workbookRows((await exportAs(tokenA, narrow)).rawPayload);
    expect(narrowRows.map((row) => row[0])).toEqual([first.OrderNo]);
  });

  it('writes headers, kinds and statuses in the language of the request', async () => {
    const filter = { Status: ['Draft'] };
    const [header = [], ...rows] = await workbookRows((await exportAs(tokenA, filter, 'de-DE')).rawPayload);
    expect(header.slice(0, 3)).toEqual(['Auftragsnr.', 'Art', 'Status']);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['Entwurf']));
    expect(rows.map((row) => row[1])).toEqual(
      expect.arrayContaining(['Luftfracht', 'See (LCL)', 'Vollcontainer (FCL)']),
    );
  });

  it("exports only the caller's company: B's orders never appear in A's file", async () => {
    const all = { Status: ['Draft', 'Submitted', 'PendingUpdate', 'Accepted', 'CargoReceived', 'Cancelled'] };
    const ofB = (await listAs(tokenB, all)).map((o) => o.OrderNo);
    const ofA = (await listAs(tokenA, all)).map((o) => o.OrderNo);
    expect(ofB.length).toBeGreaterThan(0);
    const [, ...rows] = await workbookRows((await exportAs(tokenA, all)).rawPayload);
    expect(rows.map((row) => row[0])).toEqual(ofA);
    for (const orderNo of ofB) {
      const [, ...searched] = await workbookRows((await exportAs(tokenA, { Keyword: orderNo })).rawPayload);
      expect(searched).toEqual([]);
    }
  });

  it('needs the export button as well as the order menus, checked on the server', async () => {
    const button = and(eq(companyMenus.companyId, companyB), eq(companyMenus.menuCode, 'CargoStatus:Export'));
    // The forwarder takes the button back by hand (no route does): sessions are forgotten as any change to grants does.
    await t.database.db.delete(companyMenus).where(button);
    await t.context.callers.forgetAll();
    try {
      const refused = await exportAs(tokenB, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-disposition']).toBeUndefined();
      expect(refused.json()).toMatchObject({ ErrorCode: ERRORS.Forbidden.ErrorCode, Body: null });
      // The queue itself stays open to B.
      expect((await listAs(tokenB, {})).length).toBeGreaterThan(0);
    } finally {
      await t.database.db.insert(companyMenus).values({ companyId: companyB, menuCode: 'CargoStatus:Export' });
      await t.context.callers.forgetAll();
    }
    expect((await exportAs(tokenB, {})).statusCode).toBe(200);
    // A filter the schema refuses is named.
    const bad = await exportAs(tokenB, { OrderKind: 'boat' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Msg).toContain('OrderKind');
  });
});
