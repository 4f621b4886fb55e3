import type { Labels, Locale, StatementDetail, StatementStatus } from '@portside/contracts';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { type PdfWeight, pdfFont } from '../../documents/pdf-fonts.js';
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
  payment: { 'zh-CN': '付款', 'en-US': 'Payment', 'fr-FR': 'Paiement', 'de-DE': 'Zahlung' },
  customer: { 'zh-CN': '客户', 'en-US': 'Customer', 'fr-FR': 'Client', 'de-DE': 'Kunde' },
  currency: { 'zh-CN': '币种', 'en-US': 'Currency', 'fr-FR': 'Devise', 'de-DE': 'Währung' },
  issued: { 'zh-CN': '出账日', 'en-US': 'Issued', 'fr-FR': 'Émis le', 'de-DE': 'Ausgestellt am' },
  overdue: {
    'zh-CN': '逾期 {days} 天',
    'en-US': 'Overdue by {days} days',
    'fr-FR': 'En retard de {days} jours',
    'de-DE': '{days} Tage überfällig',
  },
} satisfies Record<string, Labels>;

/** A statement's status as the portal's statement page names it. */
const STATUS_LABELS = {
  Draft: { 'zh-CN': '草稿', 'en-US': 'Draft', 'fr-FR': 'Brouillon', 'de-DE': 'Entwurf' },
  Issued: { 'zh-CN': '已出账', 'en-US': 'Issued', 'fr-FR': 'Émis', 'de-DE': 'Ausgestellt' },
  Confirmed: { 'zh-CN': '已确认', 'en-US': 'Confirmed', 'fr-FR': 'Confirmé', 'de-DE': 'Bestätigt' },
  Disputed: { 'zh-CN': '有异议', 'en-US': 'Disputed', 'fr-FR': 'Contesté', 'de-DE': 'Beanstandet' },
  PartiallyPaid: {
    'zh-CN': '部分付款',
    'en-US': 'Partially paid',
    'fr-FR': 'Partiellement payé',
    'de-DE': 'Teilweise bezahlt',
  },
  Paid: { 'zh-CN': '已付清', 'en-US': 'Paid', 'fr-FR': 'Payé', 'de-DE': 'Bezahlt' },
} satisfies Record<StatementStatus, Labels>;

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
  sheet.addRow([label('status'), STATUS_LABELS[statement.Status][locale]]);
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
 * The statement as a PDF to file, in the reader's language, like the workbook. Each text is printed
 * in the font its script needs (`pdfFont`): Helvetica for Latin, Noto Sans Hans for Chinese, as
 * in a Chinese label or company name.
 */
export function statementPdf(statement: StatementDetail, companyName: string, locale: Locale): Promise<Buffer> {
  const label = (key: keyof typeof HEADERS) => HEADERS[key][locale];
  const costType = dictionaryLabeller('CostTypeEnum', locale);
  const title = `${label('statement')} ${statement.Number}`;
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const write = (text: string, weight: PdfWeight = 'regular') => doc.font(pdfFont(doc, text, weight)).text(text);

  doc.fontSize(18);
  write(title, 'bold');
  doc.fontSize(10).moveDown(0.5);
  write(`${label('customer')}: ${companyName}`);
  write(`${label('currency')}: ${statement.Currency}`);
  write(
    [
      `${label('issued')}: ${statement.IssuedAt?.slice(0, 10) ?? '-'}`,
      `${label('dueDate')}: ${statement.DueDate}`,
      `${label('status')}: ${STATUS_LABELS[statement.Status][locale]}`,
    ].join('    '),
  );
  if (statement.Overdue) {
    doc.fillColor('#b00020');
    write(label('overdue').replace('{days}', String(statement.DaysOverdue)));
    doc.fillColor('black');
  }
  doc.moveDown();

  const columns = [
    { title: label('job'), x: 48, width: 80 },
    { title: label('costType'), x: 130, width: 150 },
    { title: label('date'), x: 282, width: 60 },
    { title: label('net'), x: 344, width: 65, right: true },
    { title: label('tax'), x: 411, width: 55, right: true },
    { title: label('total'), x: 468, width: 79, right: true },
  ];
  const printRow = (cells: string[], weight: PdfWeight = 'regular') => {
    if (doc.y > 760) doc.addPage();
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc
        .font(pdfFont(doc, cell, weight))
        .text(cell, column.x, y, { width: column.width, align: column.right ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 48;
    doc.y = bottom + 4;
  };
  printRow(
    columns.map((column) => column.title),
    'bold',
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
  printRow(['', '', label('net'), '', '', statement.NetTotal], 'bold');
  printRow(['', '', label('tax'), '', '', statement.TaxTotal], 'bold');
  printRow(['', '', `${label('total')} ${statement.Currency}`, '', '', statement.Total], 'bold');
  printRow(['', '', label('paid'), '', '', statement.Paid], 'bold');
  printRow(['', '', label('outstanding'), '', '', statement.Outstanding], 'bold');
  for (const payment of statement.Payments) {
    printRow(['', `${label('payment')} ${payment.Reference}`, payment.PaidAt.slice(0, 10), '', '', payment.Amount]);
  }
  doc.end();
  return done;
}
