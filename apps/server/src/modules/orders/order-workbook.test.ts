import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildOrderImportTemplate, type ParsedOrder, parseOrderWorkbook } from './order-workbook.js';

/** exceljs types its argument as its own Buffer interface, which Node's Buffer no longer matches. */
const loadXlsx = (workbook: ExcelJS.Workbook, bytes: Uint8Array) =>
  workbook.xlsx.load(bytes as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);

const HEADER_EN = [
  'Order reference',
  'Order kind',
  'Destination warehouse code',
  'FBA shipment ID',
  'Carton No.',
  'Length (cm)',
  'Width (cm)',
  'Height (cm)',
  'Gross weight (kg)',
  'SKU',
  'FNSKU',
  'Quantity',
];

async function workbookOf(rows: (string | number | null)[][], header: string[] = HEADER_EN): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const row = (
  reference: string,
  cartonNo: string,
  fields: Partial<Record<'kind' | 'to' | 'fba' | 'sku' | 'fnsku', string>> & {
    qty?: number | string;
    weight?: number | string | null;
  } = {},
) => [
  reference,
  fields.kind ?? 'air',
  fields.to ?? 'ONT8',
  fields.fba ?? 'FBA15DJCQ4PK',
  cartonNo,
  50,
  40,
  30,
  fields.weight === undefined ? 12.5 : fields.weight,
  fields.sku ?? 'LAMP-01',
  fields.fnsku ?? 'X001ABCD12',
  fields.qty ?? 10,
];

describe('the order import template', () => {
  it('has the header in the user language and an example that parses back to one order', async () => {
    const template = await buildOrderImportTemplate('zh-CN');
    const workbook = new ExcelJS.Workbook();
    await loadXlsx(workbook, template);
    const sheet = workbook.getWorksheet('Orders');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '订单参考号',
      '订单类型',
      '目的仓代码',
      'FBA 货件编号',
      '箱号',
      '长 (cm)',
      '宽 (cm)',
      '高 (cm)',
      '毛重 (kg)',
      'SKU',
      'FNSKU',
      '数量',
    ]);
    expect(sheet?.getCell('B2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"ocean,air,full,end,airEnd"'],
    });

    const parsed = await parseOrderWorkbook(template);
    expect(parsed).toEqual({
      Orders: [
        {
          Reference: 'PO-2026-001',
          OrderKind: 'air',
          DestinationWarehouseCode: 'ONT8',
          FbaShipmentId: 'FBA15DJCQ4PK',
          Cartons: [
            {
              CartonNo: '1',
              LengthCm: 50,
              WidthCm: 40,
              HeightCm: 30,
              WeightKg: 12.5,
              Items: [{ Sku: 'LAMP-WHT-01', Fnsku: 'X001ABCD12', Quantity: 24 }],
            },
            {
              CartonNo: '2',
              LengthCm: 50,
              WidthCm: 40,
              HeightCm: 30,
              WeightKg: 11.8,
              Items: [
                { Sku: 'LAMP-WHT-01', Fnsku: 'X001ABCD12', Quantity: 12 },
                { Sku: 'LAMP-BLK-01', Fnsku: 'X001ABCD13', Quantity: 12 },
              ],
            },
          ],
        } satisfies ParsedOrder,
      ],
    });
  });

  it.each(['en-US', 'fr-FR', 'de-DE'] as const)('in %s parses back too', async (locale) => {
    const parsed = await parseOrderWorkbook(await buildOrderImportTemplate(locale));
    expect('Orders' in parsed && parsed.Orders).toHaveLength(1);
  });
});

describe('parseOrderWorkbook', () => {
  it('groups rows into orders by reference and into cartons by reference and carton number', async () => {
    const parsed = await parseOrderWorkbook(
      await workbookOf([
        row('A', '1'),
        row('B', '1', { kind: 'ocean', to: 'LEJ1', fba: '' }),
        row('A', '2', { sku: 'LAMP-02', fnsku: '' }),
        row('A', '1', { sku: 'LAMP-03', weight: null }),
        [null, null, null, null, null, null, null, null, null, null, null, null],
      ]),
    );
    if (!('Orders' in parsed)) throw new Error(JSON.stringify(parsed));
    expect(parsed.Orders.map((o) => [o.Reference, o.OrderKind, o.DestinationWarehouseCode, o.FbaShipmentId])).toEqual([
      ['A', 'air', 'ONT8', 'FBA15DJCQ4PK'],
      ['B', 'ocean', 'LEJ1', undefined],
    ]);
    const [a] = parsed.Orders;
    expect(a?.Cartons.map((c) => [c.CartonNo, c.Items.map((i) => i.Sku)])).toEqual([
      ['1', ['LAMP-01', 'LAMP-03']],
      ['2', ['LAMP-02']],
    ]);
    expect(a?.Cartons[1]?.Items[0]).toEqual({ Sku: 'LAMP-02', Quantity: 10 });
  });

  it('answers every bad row with its row, column and reason, and no order at all', async () => {
    const parsed = await parseOrderWorkbook(
      await workbookOf([
        row('A', '1'),
        row('A', '2', { qty: 2.5 }),
        row('A', '3', { kind: 'truck' }),
        row('A', '4', { weight: -1 }),
        row('A', '5', { to: 'LEJ1' }),
        row('A', '1', { weight: 13 }),
        row('', '6', { fba: 'FBA1', fnsku: 'short' }),
      ]),
    );
    expect(parsed).toEqual({
      RowErrors: [
        { Row: 3, Column: 'Quantity', Reason: 'must be a whole number above 0' },
        { Row: 4, Column: 'Order kind', Reason: 'must be one of ocean, air, full, end, airEnd' },
        { Row: 5, Column: 'Gross weight (kg)', Reason: 'must be a number above 0 and at most 1000' },
        { Row: 6, Column: 'Destination warehouse code', Reason: 'differs from an earlier row of the same order' },
        { Row: 7, Column: 'Gross weight (kg)', Reason: 'differs from an earlier row of the same carton' },
        { Row: 8, Column: 'Order reference', Reason: 'required' },
        { Row: 8, Column: 'FBA shipment ID', Reason: 'FBA and 9 or 10 letters and digits, e.g. FBA15DJCQ4PK' },
        { Row: 8, Column: 'FNSKU', Reason: '10 capital letters and digits, e.g. X001ABCD12' },
      ],
    });
  });

  it('gives its reasons in the language of the header row', async () => {
    const template = new ExcelJS.Workbook();
    await loadXlsx(template, await buildOrderImportTemplate('de-DE'));
    const header = (template.getWorksheet('Orders')?.getRow(1).values as string[] | undefined)?.slice(1);
    const parsed = await parseOrderWorkbook(await workbookOf([row('A', '1', { qty: 0 })], header ?? []));
    expect(parsed).toEqual({ RowErrors: [{ Row: 2, Column: 'Menge', Reason: 'muss eine ganze Zahl über 0 sein' }] });
  });

  it("refuses a file whose header is not the template's, an empty file and a file that is no workbook", async () => {
    expect(await parseOrderWorkbook(await workbookOf([row('A', '1')], ['Ref', ...HEADER_EN.slice(1)]))).toEqual({
      RowErrors: [{ Row: 1, Column: '', Reason: expect.stringContaining('header row') }],
    });
    expect(await parseOrderWorkbook(await workbookOf([]))).toEqual({
      RowErrors: [{ Row: 2, Column: '', Reason: 'the file has no data rows' }],
    });
    expect(await parseOrderWorkbook(Buffer.from('not a zip at all'))).toEqual({
      RowErrors: [{ Row: 0, Column: '', Reason: 'not a valid .xlsx file' }],
    });
  });

  it('reads 10,000 carton rows in one pass', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => row(`PO-${Math.floor(i / 100)}`, String((i % 100) + 1)));
    const parsed = await parseOrderWorkbook(await workbookOf(rows));
    if (!('Orders' in parsed)) throw new Error(JSON.stringify(parsed).slice(0, 500));
    expect(parsed.Orders).toHaveLength(100);
    expect(parsed.Orders.reduce((n, o) => n + o.Cartons.length, 0)).toBe(10_000);
  });
});
