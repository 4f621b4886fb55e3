import { PassThrough } from 'node:stream';
import type { ShipmentSummary } from '@portside/contracts';
import ExcelJS from 'exceljs';

interface Column {
  header: string;
  width: number;
  value: (shipment: ShipmentSummary) => string | number | Date | null;
}

const time = (value: string | null) => (value ? new Date(value) : null);
const place = (location: ShipmentSummary['Origin']) =>
  location.Name ? `${location.Name} (${location.Code})` : location.Code;

const COLUMNS: Column[] = [
  { header: 'DCG No.', width: 16, value: (s) => s.DcgNo },
  { header: 'Mode', width: 6, value: (s) => s.Mode },
  { header: 'Status', width: 8, value: (s) => s.Status },
  { header: 'House B/L', width: 18, value: (s) => s.HouseBill },
  { header: 'Master B/L', width: 18, value: (s) => s.MasterBill },
  { header: 'Booking No.', width: 16, value: (s) => s.BookingNo },
  { header: 'Air waybill', width: 14, value: (s) => s.AirWaybill },
  { header: 'Containers', width: 26, value: (s) => s.ContainerNumbers.join(', ') },
  { header: 'Customer reference', width: 18, value: (s) => s.CustomerReference },
  { header: 'FBA shipment ID', width: 16, value: (s) => s.FbaShipmentId },
  { header: 'Shipper', width: 28, value: (s) => s.Shipper },
  { header: 'Consignee', width: 28, value: (s) => s.Consignee },
  { header: 'Origin', width: 22, value: (s) => place(s.Origin) },
  { header: 'Destination', width: 22, value: (s) => place(s.Destination) },
  { header: 'Carrier', width: 8, value: (s) => s.CarrierCode },
  { header: 'Vessel / flight / train', width: 24, value: (s) => s.VesselName ?? s.FlightNo ?? s.TrainNo },
  { header: 'Voyage', width: 10, value: (s) => s.VoyageNo },
  { header: 'ETD', width: 18, value: (s) => time(s.Etd) },
  { header: 'ATD', width: 18, value: (s) => time(s.Atd) },
  { header: 'ETA', width: 18, value: (s) => time(s.Eta) },
  { header: 'ATA', width: 18, value: (s) => time(s.Ata) },
  { header: 'Original ETA', width: 18, value: (s) => time(s.OriginalEta) },
  { header: 'Delay (days)', width: 10, value: (s) => s.DelayDays },
];

/** A cell that starts like a formula is written as text, so a spreadsheet never runs it. */
function safe(value: string | number | Date | null): string | number | Date | null {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Streams an .xlsx of the pages of shipments as they are read (exceljs WorkbookWriter): each row
 * is committed and flushed, so memory stays flat however many rows there are.
 */
export function streamShipmentWorkbook(pages: AsyncIterable<ShipmentSummary[]>, onError: (error: unknown) => void) {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet('Shipments', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    for await (const page of pages) {
      for (const shipment of page) {
        const row = sheet.addRow(COLUMNS.map((column) => safe(column.value(shipment))));
        for (const [index, column] of COLUMNS.entries()) {
          if (['ETD', 'ATD', 'ETA', 'ATA', 'Original ETA'].includes(column.header)) {
            row.getCell(index + 1).numFmt = 'yyyy-mm-dd hh:mm';
          }
        }
        row.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
