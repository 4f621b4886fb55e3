import type { BillOfLading, Booking } from '@portside/contracts';
import PDFDocument from 'pdfkit';
import { pdfFont } from '../../documents/pdf-fonts.js';

/**
 * The house bill of lading as a PDF (DownloadFobOrderBillOfLadingFile): one A4 page in English, the
 * language of bills of lading, in the layout of a house bill (parties, references, vessel and ports,
 * the containers with their cargo, freight terms, issue). What the parties wrote prints in the font
 * its script needs (`pdfFont`): a Chinese shipper's name as written. A bill not issued yet is a
 * draft: every page carries a large DRAFT watermark and the heading says which draft it is.
 */

export async function buildBillPdf(booking: Booking, bill: BillOfLading, forwarder: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Bill of lading ${bill.TransportDocumentReference}`, Author: forwarder },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const draft = bill.Status !== 'ISSUED';
  const d = bill.Document;
  const watermark = () => {
    if (!draft) return;
    doc.save();
    doc.rotate(-40, { origin: [300, 420] });
    doc.font('Helvetica-Bold').fontSize(130).fillColor('#d0d0d0').fillOpacity(0.5).text('DRAFT', 60, 360, {
      width: 520,
      align: 'center',
      lineBreak: false,
    });
    doc.restore();
    doc.fillColor('black').fillOpacity(1);
  };
  doc.on('pageAdded', watermark);
  watermark();

  const title = d.transportDocumentTypeCode === 'SWB' ? 'SEA WAYBILL' : 'BILL OF LADING';
  doc.font('Helvetica-Bold').fontSize(18).text(`HOUSE ${title}`, 40, 40);
  doc.font(pdfFont(doc, forwarder)).fontSize(9).text(forwarder);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(
      draft
        ? `DRAFT ${bill.Version} - ${bill.Status === 'APPROVED' ? 'approved by the shipper, not issued' : 'for approval, not valid for shipment'}`
        : 'ORIGINAL - ISSUED',
    );
  doc.moveDown(0.5);

  const field = (label: string, value: string | null | undefined, x: number, y: number, width: number) => {
    doc.font('Helvetica-Bold').fontSize(7).text(label.toUpperCase(), x, y, { width });
    const text = value || '-';
    doc
      .font(pdfFont(doc, text))
      .fontSize(9)
      .text(text, x, y + 9, { width });
  };
  const top = doc.y;
  field('B/L No.', bill.TransportDocumentReference, 40, top, 160);
  field('Job No.', booking.DcgNo, 210, top, 120);
  field('Booking No.', booking.CarrierBookingReference ?? booking.CarrierBookingRequestReference, 340, top, 120);
  field('Order No.', booking.OrderNo, 470, top, 100);
  field('Shipper', d.shipper, 40, top + 32, 250);
  field('Consignee', d.consignee, 300, top + 32, 255);
  field('Notify party', d.notifyParty, 40, top + 80, 250);
  field('Place of receipt', d.placeOfReceipt, 300, top + 80, 120);
  field('Port of loading', d.portOfLoading, 430, top + 80, 120);
  field('Vessel / voyage', [d.vesselName, d.carrierExportVoyageNumber].filter(Boolean).join(' / '), 40, top + 112, 250);
  field('Port of discharge', d.portOfDischarge, 300, top + 112, 120);
  field('Place of delivery', d.placeOfDelivery, 430, top + 112, 120);
  field(
    'Movement',
    `${booking.CargoMovementType} ${booking.ReceiptTypeAtOrigin}/${booking.DeliveryTypeAtDestination}`,
    40,
    top + 144,
    120,
  );
  field('Freight', d.freightPaymentTermCode === 'PRE' ? 'Freight prepaid' : 'Freight collect', 170, top + 144, 120);
  field('Originals', String(d.numberOfOriginals), 300, top + 144, 120);

  // The containers and their cargo.
  let y = top + 184;
  const columns = [
    { label: 'Container / seals', x: 40, width: 110 },
    { label: 'Packages', x: 155, width: 60 },
    { label: 'Description of goods', x: 220, width: 200 },
    { label: 'Gross kg', x: 425, width: 60 },
    { label: 'm3', x: 490, width: 60 },
  ];
  doc.font('Helvetica-Bold').fontSize(8);
  for (const column of columns) doc.text(column.label.toUpperCase(), column.x, y, { width: column.width });
  y += 12;
  doc.moveTo(40, y).lineTo(555, y).stroke();
  y += 4;
  let packages = 0;
  let weight = 0;
  for (const line of d.lines) {
    if (y > 720) {
      doc.addPage();
      y = 40;
    }
    packages += line.numberOfPackages;
    weight += line.cargoGrossWeightKg;
    const cells = [
      `${line.equipmentReference} ${line.ISOEquipmentCode}\n${line.seals.join(', ')}`,
      `${line.numberOfPackages} ${line.packageCode}`,
      `${line.descriptionOfGoods}${line.HSCodes.length ? `\nHS ${line.HSCodes.join(', ')}` : ''}${line.shippingMarks ? `\nMarks: ${line.shippingMarks}` : ''}`,
      line.cargoGrossWeightKg.toFixed(2),
      line.cargoGrossVolumeM3 === null ? '-' : line.cargoGrossVolumeM3.toFixed(3),
    ];
    doc.fontSize(8);
    const heights = cells.map((cell, i) =>
      doc.font(pdfFont(doc, cell)).heightOfString(cell, { width: columns[i]?.width ?? 60 }),
    );
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (column) doc.font(pdfFont(doc, cell)).text(cell, column.x, y, { width: column.width });
    });
    y += Math.max(...heights) + 6;
  }
  doc.moveTo(40, y).lineTo(555, y).stroke();
  y += 4;
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(`Total: ${d.lines.length} container(s), ${packages} packages, ${weight.toFixed(2)} kg`, 40, y);
  y += 24;
  if (y > 740) {
    doc.addPage();
    y = 40;
  }
  field('Shipped on board', bill.ShippedOnBoardDate, 40, y, 160);
  field('Place and date of issue', bill.IssueDate ? `${d.portOfLoading} ${bill.IssueDate}` : null, 210, y, 200);
  field('For the carrier', forwarder, 420, y, 135);
  doc.end();
  return done;
}
