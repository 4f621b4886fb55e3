import type { Carton } from '@portside/contracts';
import bwipjs from 'bwip-js/node';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';

/**
 * The FBA file of an order (issue 10, spec §8 DownloadFBAFile): a zip of the carton labels, one
 * 4 × 6 in label per carton as Amazon's box labels are laid out (its carton ID as a Code 128
 * barcode, carton n of N, ship from and ship to), and the packing list workbook. pdfkit's built-in
 * fonts carry Latin-1 only, so the labels print the Latin fields and replace other characters
 * with "?" (the addresses of an FBA label are Latin anyway); the packing list keeps every character.
 */

export interface AddressLines {
  Name: string;
  Lines: string[];
}

export interface FbaFileInput {
  OrderNo: string;
  FbaShipmentId: string;
  ShipFrom: AddressLines;
  ShipTo: AddressLines;
  Cartons: Carton[];
}

/** Amazon's carton ID: the FBA shipment ID, "U" and the carton's position as 6 digits (FBA15DJCQ4PKU000001). */
export function fbaCartonId(fbaShipmentId: string, position: number): string {
  return `${fbaShipmentId}U${String(position).padStart(6, '0')}`;
}

/** What pdfkit's standard fonts can print: Latin-1, other characters as "?". */
export function latin1(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

const POINTS_PER_INCH = 72;
const LABEL_SIZE: [number, number] = [4 * POINTS_PER_INCH, 6 * POINTS_PER_INCH];
const MARGIN = 14;

function skuSummary(carton: Carton): string {
  const units = carton.Items.reduce((sum, item) => sum + item.Quantity, 0);
  const skus = new Set(carton.Items.map((item) => item.Sku));
  return skus.size === 1 ? `Single SKU: ${[...skus][0]} - Qty ${units}` : `Mixed SKUs (${skus.size}) - Qty ${units}`;
}

async function buildLabels(input: FbaFileInput): Promise<Buffer> {
  const barcodes = await Promise.all(
    input.Cartons.map((_, i) =>
      bwipjs.toBuffer({ bcid: 'code128', text: fbaCartonId(input.FbaShipmentId, i + 1), scale: 2, height: 16 }),
    ),
  );
  const doc = new PDFDocument({ size: LABEL_SIZE, margin: MARGIN, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.info.Title = latin1(`FBA labels ${input.OrderNo}`);
  const width = LABEL_SIZE[0] - 2 * MARGIN;
  const total = input.Cartons.length;

  input.Cartons.forEach((carton, i) => {
    doc.addPage();
    const block = (title: string, address: AddressLines, x: number, y: number) => {
      doc
        .font('Helvetica-Bold')
        .fontSize(7)
        .text(title, x, y, { width: width / 2 - 4 });
      doc
        .font('Helvetica')
        .fontSize(7)
        .text(latin1([address.Name, ...address.Lines].join('\n')), { width: width / 2 - 4 });
    };
    block('SHIP FROM:', input.ShipFrom, MARGIN, MARGIN);
    block('SHIP TO:', input.ShipTo, MARGIN + width / 2 + 4, MARGIN);
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(`FBA: ${latin1(input.FbaShipmentId)}`, MARGIN, 120, { width, align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(latin1(`Order ${input.OrderNo}`), { width, align: 'center' });
    const barcode = barcodes[i];
    if (barcode) doc.image(barcode, MARGIN + 10, 170, { fit: [width - 20, 90], align: 'center' });
    const cartonId = fbaCartonId(input.FbaShipmentId, i + 1);
    doc.font('Helvetica-Bold').fontSize(12).text(cartonId, MARGIN, 268, { width, align: 'center' });
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(`Carton ${i + 1} of ${total}`, MARGIN, 300, { width, align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        latin1(
          `Carton No. ${carton.CartonNo}  ${carton.LengthCm} x ${carton.WidthCm} x ${carton.HeightCm} cm  ${carton.WeightKg} kg`,
        ),
        {
          width,
          align: 'center',
        },
      )
      .text(latin1(skuSummary(carton)), { width, align: 'center' });
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text('PLEASE LEAVE THIS LABEL UNCOVERED', MARGIN, LABEL_SIZE[1] - MARGIN - 12, { width, align: 'center' });
  });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

async function buildPackingList(input: FbaFileInput): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Packing list');
  sheet.addRow(['Order No.', input.OrderNo]);
  sheet.addRow(['FBA shipment ID', input.FbaShipmentId]);
  sheet.addRow(['Ship from', [input.ShipFrom.Name, ...input.ShipFrom.Lines].join(', ')]);
  sheet.addRow(['Ship to', [input.ShipTo.Name, ...input.ShipTo.Lines].join(', ')]);
  sheet.addRow([]);
  const header = sheet.addRow([
    'Carton No.',
    'Carton ID',
    'SKU',
    'FNSKU',
    'Quantity',
    'Length (cm)',
    'Width (cm)',
    'Height (cm)',
    'Gross weight (kg)',
  ]);
  header.font = { bold: true };
  let units = 0;
  let weightKg = 0;
  let volumeCm3 = 0;
  input.Cartons.forEach((carton, i) => {
    const cartonId = fbaCartonId(input.FbaShipmentId, i + 1);
    weightKg += carton.WeightKg;
    volumeCm3 += carton.LengthCm * carton.WidthCm * carton.HeightCm;
    carton.Items.forEach((item, line) => {
      units += item.Quantity;
      // The carton's measures on its first line only, so the columns add up to the order's.
      const measures = line === 0 ? [carton.LengthCm, carton.WidthCm, carton.HeightCm, carton.WeightKg] : [];
      sheet.addRow([carton.CartonNo, cartonId, item.Sku, item.Fnsku ?? '', item.Quantity, ...measures]);
    });
  });
  sheet.addRow([]);
  const totals = sheet.addRow([
    'Total',
    `${input.Cartons.length} cartons`,
    '',
    '',
    units,
    `${(volumeCm3 / 1_000_000).toFixed(3)} m³`,
    '',
    '',
    Math.round(weightKg * 1000) / 1000,
  ]);
  totals.font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file name part of an order number: letters, digits, dot, dash and underscore. */
const safeName = (orderNo: string) => orderNo.replace(/[^\w.-]+/g, '_');

/** The zip of `<OrderNo>-labels.pdf` and `<OrderNo>-packing-list.xlsx`. */
export async function buildFbaFile(input: FbaFileInput): Promise<Uint8Array> {
  const [labels, packingList] = await Promise.all([buildLabels(input), buildPackingList(input)]);
  const name = safeName(input.OrderNo);
  return zipSync(
    {
      [`${name}-labels.pdf`]: new Uint8Array(labels),
      [`${name}-packing-list.xlsx`]: new Uint8Array(packingList),
    },
    // Both are compressed already.
    { level: 0 },
  );
}
