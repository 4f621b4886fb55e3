import type { Carton } from '@portside/contracts';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { buildFbaFile, fbaCartonId, latin1 } from './fba-file.js';

/** exceljs types its argument as its own Buffer interface, which Node's Buffer no longer matches. */
const loadXlsx = (workbook: ExcelJS.Workbook, bytes: Uint8Array) =>
  workbook.xlsx.load(bytes as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);

const cartons: Carton[] = [
  {
    CartonNo: '1',
    LengthCm: 50,
    WidthCm: 40,
    HeightCm: 30,
    WeightKg: 12.5,
    Items: [{ Sku: 'LAMP-01', Fnsku: 'X001ABCD12', Quantity: 24 }],
  },
  {
    CartonNo: '2',
    LengthCm: 50,
    WidthCm: 40,
    HeightCm: 30,
    WeightKg: 11.8,
    Items: [
      { Sku: 'LAMP-01', Quantity: 12 },
      { Sku: 'LAMP-02', Fnsku: 'X001ABCD13', Quantity: 12 },
    ],
  },
  { CartonNo: '3', LengthCm: 60, WidthCm: 40, HeightCm: 40, WeightKg: 20, Items: [{ Sku: 'LAMP-02', Quantity: 30 }] },
];

const input = {
  OrderNo: 'ORD-2026/0042',
  FbaShipmentId: 'FBA15DJCQ4PK',
  ShipFrom: { Name: 'Brightwave Home Goods 明浪家居', Lines: ['18 Keji Road', 'Shenzhen, Guangdong 518000', 'CN'] },
  ShipTo: { Name: 'Amazon ONT8', Lines: ['24300 Nandina Ave', 'Moreno Valley, CA 92551', 'US'] },
  Cartons: cartons,
};

describe('the FBA file', () => {
  it('zips one 4x6 label per carton with its barcode and the packing list', async () => {
    const files = unzipSync(await buildFbaFile(input));
    expect(Object.keys(files).sort()).toEqual(['ORD-2026_0042-labels.pdf', 'ORD-2026_0042-packing-list.xlsx']);

    const labels = files['ORD-2026_0042-labels.pdf'] as Uint8Array;
    // Every page is 4 x 6 in (288 x 432 pt). Read before pdf.js takes the bytes over.
    expect(
      Buffer.from(labels)
        .toString('latin1')
        .match(/\/MediaBox \[0 0 288 432\]/g),
    ).toHaveLength(3);
    const pdf = new PDFParse({ data: labels });
    try {
      const text = await pdf.getText();
      expect(text.total).toBe(3);
      expect(text.pages.map((page) => page.text.match(/Carton \d+ of \d+/)?.[0])).toEqual([
        'Carton 1 of 3',
        'Carton 2 of 3',
        'Carton 3 of 3',
      ]);
      expect(text.pages.map((page) => page.text.match(/FBA15DJCQ4PKU\d{6}/)?.[0])).toEqual([
        'FBA15DJCQ4PKU000001',
        'FBA15DJCQ4PKU000002',
        'FBA15DJCQ4PKU000003',
      ]);
      expect(text.pages[0]?.text).toContain('24300 Nandina Ave');
      expect(text.pages[1]?.text).toContain('Mixed SKUs (2) - Qty 24');
      // Latin-1 only: the Chinese name prints as "?".
      expect(text.pages[0]?.text).toContain('Brightwave Home Goods ????');
      const images = await pdf.getImage();
      expect(images.pages.map((page) => page.images.length)).toEqual([1, 1, 1]);
    } finally {
      await pdf.destroy();
    }

    const workbook = new ExcelJS.Workbook();
    await loadXlsx(workbook, files['ORD-2026_0042-packing-list.xlsx'] as Uint8Array);
    const sheet = workbook.getWorksheet('Packing list');
    expect(sheet?.getCell('B1').value).toBe('ORD-2026/0042');
    expect(sheet?.getCell('B3').value).toContain('明浪家居');
    const lines = (sheet?.getSheetValues() ?? []).slice(7, 11).map((values) => (values as unknown[]).slice(1, 6));
    expect(lines).toEqual([
      ['1', 'FBA15DJCQ4PKU000001', 'LAMP-01', 'X001ABCD12', 24],
      ['2', 'FBA15DJCQ4PKU000002', 'LAMP-01', '', 12],
      ['2', 'FBA15DJCQ4PKU000002', 'LAMP-02', 'X001ABCD13', 12],
      ['3', 'FBA15DJCQ4PKU000003', 'LAMP-02', '', 30],
    ]);
    const totals = sheet?.getRow(12).values as unknown[];
    expect(totals.slice(1)).toEqual(['Total', '3 cartons', '', '', 78, '0.216 m³', '', '', 44.3]);
  });

  it("numbers Amazon's carton IDs and keeps the labels' text to Latin-1", () => {
    expect(fbaCartonId('FBA15DJCQ4PK', 12)).toBe('FBA15DJCQ4PKU000012');
    expect(latin1('Müller 明浪 – ok')).toBe('Müller ?? ? ok');
  });
});
