import type { Labels, Locale, StatementDetail } from '@portside/contracts';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { dictionaryLabeller } from '../dictionary/service.js';
import { minorUnits } from './money.js';

const HEADERS = {
  statement: { 'zh-CN': '对账单', 'en-US': 'Statement', 'fr-FR': 'Relevé de compte', 'de-DE': 'Kontoauszug' },
  job: { 'zh-CN': 'DCG 单号', 'en-US': 'DCG No.', 'fr-FR': 'N° DCG', 'de-DE': 'DCG-Nr.' },
  costType: { 'zh-CN': '费用类型', 'en-US': 'Cost type', 'fr-FR': 'Type de frais', 'de-DE': 'Kostenart' },
  date: { 'zh-CN': '日期', 'en-US': 'Date', 'fr-FR': 'Date', 'de-DE': 'Datum' },
  quantity: { 'zh-CN': '数量', 'en-US': 'Quantity', 'fr-FR': 'Quantité', 'de-DE': 'Menge' },
  unit: { 'zh-CN': '单位', 'en-US': 'Unit', 'fr-FR': 'Unité', 'de-DE': 'Einheit' },
  unitPrice: { 'zh-CN': '单价', 'en-US': 'Unit price', 'fr-FR': 'Prix unitaire', 'de-DE': 'Einzelpreis' },
  net: { 'zh-CN': '不含税金额', 'en-US': 'Net', 'fr-FR': 'HT', 'de-DE': 'Netto' },
  tax: { 'zh-CN': '税额', 'en-US': 'Tax', 'fr-FR': 'Taxe', 'de-DE': 'Steuer' },
  total: { 'zh-CN': '合计', 'en-US': 'Total', 'fr-FR': 'Total', 'de-DE': 'Gesamt' },
  paid: { 'zh-CN': '已付', 'en-US': 'Paid', 'fr-FR': 'Payé', 'de-DE': 'Bezahlt' },
  outstanding: { 'zh-CN': '未付', 'en-US': 'Outstanding', 'fr-FR': 'Restant dû', 'de-DE': 'Offen' },
  dueDate: { 'zh-CN': '到期日', 'en-US': 'Due date', 'fr-FR': "Date d'échéance", 'de-DE': 'Fällig am' },
  status: { 'zh-CN': '状态', 'en-US': 'Status', 'fr-FR': 'Statut', 'de-DE': 'Status' },
} satisfies Record<string, Labels>;

/** The statement as a workbook: a header block, one row per line with real numbers, and the totals. */
export async function statementWorkbook(statement: StatementDetail, locale: Locale): Promise<Buffer> {
  const label = (key: keyof typeof HEADERS) => HEADERS[key][locale];
  const costType = dictionaryLabeller('CostTypeEnum', locale);
  const digits = minorUnits(statement.Currency);
  const moneyFormat = digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(statement.Number);
  sheet.addRow([label('statement'), statement.Number]);
  sheet.addRow([label('dueDate'), statement.DueDate]);
  sheet.addRow([label('status'), statement.Status]);
  sheet.addRow([]);
  const header = sheet.addRow([
    label('job'),
    label('costType'),
    label('date'),
    label('quantity'),
    label('unit'),
    label('unitPrice'),
    label('net'),
    label('tax'),
    `${label('total')} (${statement.Currency})`,
  ]);
  header.font = { bold: true };
  for (const line of statement.Lines) {
    const row = sheet.addRow([
      line.DcgNo,
      costType(line.CostType),
      new Date(line.IncurredAt),
      Number(line.Quantity),
      line.Unit,
      Number(line.UnitPrice),
      Number(line.NetAmount),
      Number(line.TaxAmount),
      Number(line.Total),
    ]);
    row.getCell(3).numFmt = 'yyyy-mm-dd';
    for (const cell of [7, 8, 9]) row.getCell(cell).numFmt = moneyFormat;
  }
  const totals: [keyof typeof HEADERS, string][] = [
    ['total', statement.Total],
    ['paid', statement.Paid],
    ['outstanding', statement.Outstanding],
  ];
  sheet.addRow([]);
  for (const [key, value] of totals) {
    const row = sheet.addRow([label(key), '', '', '', '', '', '', '', Number(value)]);
    row.font = { bold: true };
    row.getCell(9).numFmt = moneyFormat;
  }
  sheet.columns.forEach((column, index) => {
    column.width = [14, 34, 12, 10, 10, 12, 14, 12, 16][index] ?? 12;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The statement as a PDF to file. pdfkit's built-in fonts carry Latin-1 only, so it is printed in
 * English (cost types by their English labels) whatever the reader's language.
 */
export function statementPdf(statement: StatementDetail, companyName: string): Promise<Buffer> {
  const costType = dictionaryLabeller('CostTypeEnum', 'en-US');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Statement ${statement.Number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(18).text(`Statement ${statement.Number}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Customer: ${companyName}`);
  doc.text(`Currency: ${statement.Currency}`);
  doc.text(
    `Issued: ${statement.IssuedAt?.slice(0, 10) ?? '-'}    Due: ${statement.DueDate}    Status: ${statement.Status}`,
  );
  if (statement.Overdue) doc.fillColor('#b00020').text(`Overdue by ${statement.DaysOverdue} days`).fillColor('black');
  doc.moveDown();

  const columns = [
    { title: 'DCG No.', x: 48, width: 80 },
    { title: 'Cost type', x: 130, width: 150 },
    { title: 'Date', x: 282, width: 60 },
    { title: 'Net', x: 344, width: 65, right: true },
    { title: 'Tax', x: 411, width: 55, right: true },
    { title: 'Total', x: 468, width: 79, right: true },
  ];
  const printRow = (cells: string[], bold = false) => {
    if (doc.y > 760) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(cell, column.x, y, { width: column.width, align: column.right ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 48;
    doc.y = bottom + 4;
  };
  printRow(
    columns.map((column) => column.title),
    true,
  );
  for (const line of statement.Lines) {
    printRow([
      line.DcgNo,
      costType(line.CostType),
      line.IncurredAt.slice(0, 10),
      line.NetAmount,
      line.TaxAmount,
      line.Total,
    ]);
  }
  doc.moveDown();
  printRow(['', '', 'Net', '', '', statement.NetTotal], true);
  printRow(['', '', 'Tax', '', '', statement.TaxTotal], true);
  printRow(['', '', `Total ${statement.Currency}`, '', '', statement.Total], true);
  printRow(['', '', 'Paid', '', '', statement.Paid], true);
  printRow(['', '', 'Outstanding', '', '', statement.Outstanding], true);
  for (const payment of statement.Payments) {
    printRow(['', `Payment ${payment.Reference}`, payment.PaidAt.slice(0, 10), '', '', payment.Amount]);
  }
  doc.end();
  return done;
}
