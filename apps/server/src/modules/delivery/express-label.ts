import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { type AddressLines, fbaCartonId, latin1 } from '../orders/fba-file.js';

/**
 * A courier parcel's label (issue 11, spec §8 DownLoadExpressLabelByExpressChildNo): one 4 × 6 in
 * page for one carton, laid out as parcel carriers' labels are: the courier, ship from and ship to,
 * the child tracking number as a Code 128 barcode, the master number, carton n of N, and, for an
 * Amazon delivery, the carton's FBA carton ID. Printed in Latin-1, like the FBA labels.
 */
export interface ExpressLabelInput {
  Courier: string;
  ChildNo: string;
  MasterNo: string | null;
  OrderNo: string;
  FbaShipmentId: string | null;
  ShipFrom: AddressLines;
  ShipTo: AddressLines;
  CartonNo: string;
  Position: number;
  CartonCount: number;
  WeightKg: number;
  DimensionsCm: [number, number, number];
}

const POINTS_PER_INCH = 72;
const LABEL_SIZE: [number, number] = [4 * POINTS_PER_INCH, 6 * POINTS_PER_INCH];
const MARGIN = 14;

export async function buildExpressLabel(input: ExpressLabelInput): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: input.ChildNo, scale: 2, height: 18 });
  const cartonId = input.FbaShipmentId ? fbaCartonId(input.FbaShipmentId, input.Position) : null;
  const fbaBarcode = cartonId ? await bwipjs.toBuffer({ bcid: 'code128', text: cartonId, scale: 1, height: 8 }) : null;
  const doc = new PDFDocument({ size: LABEL_SIZE, margin: MARGIN, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.info.Title = latin1(`Parcel label ${input.ChildNo}`);
  const width = LABEL_SIZE[0] - 2 * MARGIN;
  doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(latin1(input.Courier.toUpperCase()), MARGIN, MARGIN, { width, align: 'left' });
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`${input.Position} of ${input.CartonCount}`, MARGIN, MARGIN + 4, { width, align: 'right' });
  const block = (title: string, address: AddressLines, x: number, y: number) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(7)
      .text(title, x, y, { width: width / 2 - 4 });
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(latin1([address.Name, ...address.Lines].filter(Boolean).join('\n')), { width: width / 2 - 4 });
  };
  block('SHIP FROM:', input.ShipFrom, MARGIN, 48);
  block('SHIP TO:', input.ShipTo, MARGIN + width / 2 + 4, 48);
  doc.font('Helvetica').fontSize(8).text('TRACKING NUMBER', MARGIN, 138, { width, align: 'center' });
  doc.image(barcode, MARGIN + 10, 152, { fit: [width - 20, 80], align: 'center' });
  doc.font('Helvetica-Bold').fontSize(14).text(latin1(input.ChildNo), MARGIN, 238, { width, align: 'center' });
  if (input.MasterNo) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(latin1(`Master ${input.MasterNo}`), { width, align: 'center' });
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(
      latin1(
        `Order ${input.OrderNo}  Carton No. ${input.CartonNo}  ${input.DimensionsCm.join(' x ')} cm  ${input.WeightKg} kg`,
      ),
      MARGIN,
      274,
      { width, align: 'center' },
    );
  if (cartonId && fbaBarcode) {
    doc.image(fbaBarcode, MARGIN + 40, 296, { fit: [width - 80, 40], align: 'center' });
    doc.font('Helvetica').fontSize(8).text(`FBA ${cartonId}`, MARGIN, 340, { width, align: 'center' });
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`Carton ${input.Position} of ${input.CartonCount}`, MARGIN, LABEL_SIZE[1] - MARGIN - 12, {
      width,
      align: 'center',
    });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
