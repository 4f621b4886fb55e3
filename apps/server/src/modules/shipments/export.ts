import { EventEmitter, once } from 'node:events';
import { PassThrough } from 'node:stream';
import { type Labels, type Locale, SHIPMENT_MODE_DICT_KEY, type ShipmentMode } from '@portside/contracts';
import ExcelJS from 'exceljs';
import { dictionaryLabeller } from '../dictionary/service.js';
import { describeLocation } from '../locations/service.js';
import type { SummaryRow } from './repo.js';

/** How the cells of one export label its dictionary keys, in the language of the request. */
interface Labelling {
  mode: (mode: ShipmentMode) => string;
  status: (status: string) => string;
}

/** A column of a streamed export: its header in every UI language, its width and how a row fills it. */
export interface ExportColumn<Row, Context = undefined> {
  Labels: Labels;
  width: number;
  /** Written as a real Excel date with a date-time format. */
  date?: true;
  value: (row: Row, context: Context) => string | number | Date | null;
}

type Column = ExportColumn<SummaryRow, Labelling>;

/** A summary's ISO time as the Date an Excel date cell is written from. */
const dateOf = (iso: string | null) => (iso === null ? null : new Date(iso));

const place = (code: string, name: string | null) => {
  const location = describeLocation(code, name);
  return location.Name ? `${location.Name} (${location.Code})` : location.Code;
};

/** The columns of the export, each with its header in every UI language. */
const COLUMNS: readonly Column[] = [
  {
    Labels: { 'zh-CN': 'DCG 单号', 'en-US': 'DCG No.', 'fr-FR': 'N° DCG', 'de-DE': 'DCG-Nr.' },
    width: 16,
    value: (s) => s.row.dcgNo,
  },
  {
    Labels: { 'zh-CN': '运输方式', 'en-US': 'Mode', 'fr-FR': 'Mode de transport', 'de-DE': 'Transportart' },
    width: 14,
    value: (s, l) => l.mode(s.row.mode),
  },
  {
    Labels: { 'zh-CN': '状态', 'en-US': 'Status', 'fr-FR': 'Statut', 'de-DE': 'Status' },
    width: 24,
    value: (s, l) => l.status(s.row.status),
  },
  {
    Labels: { 'zh-CN': '分提单号', 'en-US': 'House B/L', 'fr-FR': 'Connaissement house', 'de-DE': 'House-B/L' },
    width: 18,
    value: (s) => s.row.houseBill,
  },
  {
    Labels: { 'zh-CN': '主提单号', 'en-US': 'Master B/L', 'fr-FR': 'Connaissement master', 'de-DE': 'Master-B/L' },
    width: 18,
    value: (s) => s.row.masterBill,
  },
  {
    Labels: { 'zh-CN': '订舱号', 'en-US': 'Booking No.', 'fr-FR': 'N° de réservation', 'de-DE': 'Buchungsnr.' },
    width: 16,
    value: (s) => s.row.bookingNo,
  },
  {
    Labels: {
      'zh-CN': '空运提单号',
      'en-US': 'Air waybill',
      'fr-FR': 'Lettre de transport aérien',
      'de-DE': 'Luftfrachtbrief',
    },
    width: 14,
    value: (s) => s.row.airWaybill,
  },
  {
    Labels: { 'zh-CN': '集装箱号', 'en-US': 'Containers', 'fr-FR': 'Conteneurs', 'de-DE': 'Container' },
    width: 26,
    value: (s) => s.containerNumbers.join(', '),
  },
  {
    Labels: {
      'zh-CN': '客户参考号',
      'en-US': 'Customer reference',
      'fr-FR': 'Référence client',
      'de-DE': 'Kundenreferenz',
    },
    width: 18,
    value: (s) => s.row.customerReference,
  },
  {
    Labels: {
      'zh-CN': 'FBA 货件编号',
      'en-US': 'FBA shipment ID',
      'fr-FR': "ID d'envoi FBA",
      'de-DE': 'FBA-Sendungs-ID',
    },
    width: 16,
    value: (s) => s.row.fbaShipmentId,
  },
  {
    Labels: { 'zh-CN': '发货人', 'en-US': 'Shipper', 'fr-FR': 'Expéditeur', 'de-DE': 'Versender' },
    width: 28,
    value: (s) => s.row.shipper,
  },
  {
    Labels: { 'zh-CN': '收货人', 'en-US': 'Consignee', 'fr-FR': 'Destinataire', 'de-DE': 'Empfänger' },
    width: 28,
    value: (s) => s.row.consignee,
  },
  {
    Labels: { 'zh-CN': '起运地', 'en-US': 'Origin', 'fr-FR': 'Origine', 'de-DE': 'Abgangsort' },
    width: 22,
    value: (s) => place(s.row.originCode, s.row.originName),
  },
  {
    Labels: { 'zh-CN': '目的地', 'en-US': 'Destination', 'fr-FR': 'Destination', 'de-DE': 'Bestimmungsort' },
    width: 22,
    value: (s) => place(s.row.destinationCode, s.row.destinationName),
  },
  {
    Labels: { 'zh-CN': '承运人', 'en-US': 'Carrier', 'fr-FR': 'Transporteur', 'de-DE': 'Frachtführer' },
    width: 8,
    value: (s) => s.row.carrierCode,
  },
  {
    Labels: {
      'zh-CN': '船名 / 航班 / 班列',
      'en-US': 'Vessel / flight / train',
      'fr-FR': 'Navire / vol / train',
      'de-DE': 'Schiff / Flug / Zug',
    },
    width: 24,
    value: (s) => s.row.vesselName ?? s.row.flightNo ?? s.row.trainNo,
  },
  {
    Labels: { 'zh-CN': '航次', 'en-US': 'Voyage', 'fr-FR': 'Voyage', 'de-DE': 'Reise' },
    width: 10,
    value: (s) => s.row.voyageNo,
  },
  {
    Labels: { 'zh-CN': '预计出发 (ETD)', 'en-US': 'ETD', 'fr-FR': 'ETD', 'de-DE': 'ETD' },
    width: 18,
    date: true,
    value: (s) => dateOf(s.row.etd),
  },
  {
    Labels: { 'zh-CN': '实际出发 (ATD)', 'en-US': 'ATD', 'fr-FR': 'ATD', 'de-DE': 'ATD' },
    width: 18,
    date: true,
    value: (s) => dateOf(s.row.atd),
  },
  {
    Labels: { 'zh-CN': '预计到达 (ETA)', 'en-US': 'ETA', 'fr-FR': 'ETA', 'de-DE': 'ETA' },
    width: 18,
    date: true,
    value: (s) => dateOf(s.row.eta),
  },
  {
    Labels: { 'zh-CN': '实际到达 (ATA)', 'en-US': 'ATA', 'fr-FR': 'ATA', 'de-DE': 'ATA' },
    width: 18,
    date: true,
    value: (s) => dateOf(s.row.ata),
  },
  {
    Labels: { 'zh-CN': '原预计到达', 'en-US': 'Original ETA', 'fr-FR': 'ETA initiale', 'de-DE': 'Ursprüngliche ETA' },
    width: 18,
    date: true,
    value: (s) => dateOf(s.row.originalEta),
  },
  {
    Labels: { 'zh-CN': '延误 (天)', 'en-US': 'Delay (days)', 'fr-FR': 'Retard (jours)', 'de-DE': 'Verspätung (Tage)' },
    width: 10,
    value: (s) => s.delayDays,
  },
];

/** A cell that starts like a formula is written as text, so a spreadsheet never runs it. */
function safe(value: string | number | Date | null): string | number | Date | null {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function labelling(locale: Locale): Labelling {
  const transportMode = dictionaryLabeller('TransportModeEnum', locale);
  const shipmentStatus = dictionaryLabeller('ShipmentStatusEnum', locale);
  return { mode: (mode) => transportMode(SHIPMENT_MODE_DICT_KEY[mode]), status: shipmentStatus };
}

/** How much worksheet XML may wait in front of the zip's deflate before the next page is read. */
const SHEET_QUEUE_LIMIT_BYTES = 1 << 20;

/**
 * Waits until the zip has taken in the sheet's XML written so far (or the client has gone).
 * exceljs's sheet stream writes into the zip's entry queue without heeding backpressure, so a
 * fast reader of pages would pile the whole sheet up there (about 100 MiB for 100,000 rows).
 * The queue is exceljs's internal (the sheet stream's pipe into archiver): if its shape ever
 * changes, this stops waiting rather than failing, and the export bench's peak RSS shows it.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, output: PassThrough): Promise<void> {
  const queue = (
    sheet as unknown as { stream?: { pipes?: (EventEmitter & { _writableState?: { length?: number } })[] } }
  ).stream?.pipes?.[0];
  const queued = queue?._writableState?.length;
  if (!(queue instanceof EventEmitter) || queued === undefined || queued <= SHEET_QUEUE_LIMIT_BYTES) return;
  if (output.destroyed) return;
  const settled = new AbortController();
  try {
    await Promise.race([
      once(queue, 'drain', { signal: settled.signal }),
      once(output, 'close', { signal: settled.signal }),
    ]);
  } catch {
    // The output failed: the write loop's own error handling reports it.
  } finally {
    settled.abort();
  }
}

/**
 * Streams an .xlsx of the pages of rows as they are read (exceljs WorkbookWriter): each row is
 * committed and flushed, and the next page is read only once the zip has taken in what came
 * before, so memory stays flat however many rows there are and however slowly the client reads.
 * The headers are in the given language; `context` is handed to every column's value (e.g. the
 * dictionary's labels). Any list's export writes through this (the shipments', the orders').
 */
export function streamWorkbook<Row, Context>(
  sheetName: string,
  columns: readonly ExportColumn<Row, Context>[],
  context: Context,
  pages: AsyncIterable<Row[]>,
  locale: Locale,
  onError: (error: unknown) => void,
) {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.Labels[locale], width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // One style object per column, shared by all its cells: exceljs finds a style object it has seen
  // in a WeakMap, but registers each new one by serializing it, which was most of the export's
  // allocation (about 80 KB a row, 8 GB for 100,000 rows) and a third of its time.
  const cellStyles: Partial<ExcelJS.Style>[] = columns.map((column) =>
    column.date ? { numFmt: 'yyyy-mm-dd hh:mm' } : {},
  );
  const write = async () => {
    for await (const page of pages) {
      for (const item of page) {
        const row = sheet.addRow(columns.map((column) => safe(column.value(item, context))));
        row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
          cell.style = cellStyles[columnNumber - 1] ?? {};
        });
        row.commit();
      }
      await zipCaughtUp(sheet, output);
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

/** The shipments of a filter as a streamed .xlsx; mode and status as their dictionary labels in the given language. */
export function streamShipmentWorkbook(
  pages: AsyncIterable<SummaryRow[]>,
  locale: Locale,
  onError: (error: unknown) => void,
) {
  return streamWorkbook('Shipments', COLUMNS, labelling(locale), pages, locale, onError);
}
