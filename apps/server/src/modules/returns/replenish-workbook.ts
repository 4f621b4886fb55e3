import { FBA_SHIPMENT_ID, type Labels, LOCALES, type Locale } from '@portside/contracts';
import ExcelJS from 'exceljs';
import {
  addTemplateSheet,
  cellText,
  cellValue,
  firstSheetRows,
  headerLocale,
  importReasons,
} from '../../workbooks/template.js';

/**
 * The replenishment plan workbook (spec §8 UploadReplenishDetail): which stored SKUs go to which
 * new FBA shipment. The template, in the user's language, holds the plan sheet (its header and an
 * example) and a second sheet listing the company's stored stock; the parser reads the plan sheet
 * in one streamed pass and answers its rows, or every bad row (row, column, reason). The checks
 * against the stock are the service's, in its transaction, with the same reasons.
 */

export const REPLENISH_COLUMN_KEYS = ['FbaShipmentId', 'DestinationCode', 'Sku', 'Quantity'] as const;
export type ReplenishColumn = (typeof REPLENISH_COLUMN_KEYS)[number];

const HEADERS: Record<ReplenishColumn, Labels> = {
  FbaShipmentId: {
    'zh-CN': 'FBA 货件编号',
    'en-US': 'FBA shipment ID',
    'fr-FR': "ID d'expédition FBA",
    'de-DE': 'FBA-Sendungs-ID',
  },
  DestinationCode: {
    'zh-CN': '目的仓代码',
    'en-US': 'Fulfilment centre code',
    'fr-FR': 'Code du centre de distribution',
    'de-DE': 'Code des Logistikzentrums',
  },
  Sku: { 'zh-CN': 'SKU', 'en-US': 'SKU', 'fr-FR': 'SKU', 'de-DE': 'SKU' },
  Quantity: { 'zh-CN': '数量', 'en-US': 'Quantity', 'fr-FR': 'Quantité', 'de-DE': 'Menge' },
};

const STOCK_HEADERS: Record<'Sku' | 'Fnsku' | 'Available', Labels> = {
  Sku: HEADERS.Sku,
  Fnsku: { 'zh-CN': 'FNSKU', 'en-US': 'FNSKU', 'fr-FR': 'FNSKU', 'de-DE': 'FNSKU' },
  Available: { 'zh-CN': '可补货数量', 'en-US': 'Available', 'fr-FR': 'Disponible', 'de-DE': 'Verfügbar' },
};

const SHEET_NAMES = {
  plan: { 'zh-CN': '补货计划', 'en-US': 'Plan', 'fr-FR': 'Plan', 'de-DE': 'Plan' },
  stock: { 'zh-CN': '库存', 'en-US': 'Stored stock', 'fr-FR': 'Stock entreposé', 'de-DE': 'Lagerbestand' },
} satisfies Record<string, Labels>;

export const REPLENISH_MAX_ROWS = 5000;

export const REPLENISH_REASONS = {
  positiveInteger: {
    'zh-CN': '须为正整数',
    'en-US': 'must be a whole number above 0',
    'fr-FR': 'doit être un nombre entier supérieur à 0',
    'de-DE': 'muss eine ganze Zahl über 0 sein',
  },
  fbaShipmentId: {
    'zh-CN': '须为 FBA 加 9 或 10 位字母数字，例如 FBA15DJCQ4PK',
    'en-US': 'FBA and 9 or 10 letters and digits, e.g. FBA15DJCQ4PK',
    'fr-FR': 'FBA et 9 ou 10 lettres et chiffres, p. ex. FBA15DJCQ4PK',
    'de-DE': 'FBA und 9 oder 10 Buchstaben und Ziffern, z. B. FBA15DJCQ4PK',
  },
  unknownCentre: {
    'zh-CN': '不是已知的亚马逊运营中心代码',
    'en-US': 'not a known Amazon fulfilment centre code',
    'fr-FR': "n'est pas un code de centre de distribution Amazon connu",
    'de-DE': 'kein bekannter Amazon-Logistikzentrum-Code',
  },
  differsInShipment: {
    'zh-CN': '与同一货件前面的行不一致',
    'en-US': 'differs from an earlier row of the same FBA shipment',
    'fr-FR': "diffère d'une ligne précédente de la même expédition FBA",
    'de-DE': 'weicht von einer früheren Zeile derselben FBA-Sendung ab',
  },
  duplicate: {
    'zh-CN': '同一货件中该 SKU 已出现',
    'en-US': 'this SKU is already in this FBA shipment',
    'fr-FR': 'ce SKU figure déjà dans cette expédition FBA',
    'de-DE': 'diese SKU ist schon in dieser FBA-Sendung',
  },
  notStored: {
    'zh-CN': '仓库中没有此 SKU 的库存',
    'en-US': 'no stock of this SKU is stored',
    'fr-FR': "aucun stock de ce SKU n'est entreposé",
    'de-DE': 'von dieser SKU ist nichts eingelagert',
  },
  moreThanStored: {
    'zh-CN': '超过可补货数量 {n}',
    'en-US': 'more than the {n} available',
    'fr-FR': 'plus que les {n} disponibles',
    'de-DE': 'mehr als die {n} verfügbaren',
  },
  ...importReasons(REPLENISH_MAX_ROWS),
} satisfies Record<string, Labels>;
export type ReplenishReason = keyof typeof REPLENISH_REASONS;

const MAX_ROW_ERRORS = 500;
const DEFAULT_LOCALE: Locale = 'en-US';

export interface ReplenishRowError {
  Row: number;
  Column: string;
  Reason: string;
}

export interface ReplenishRow {
  row: number;
  fbaShipmentId: string;
  destinationCode: string;
  sku: string;
  quantity: number;
}

/** A parsed plan: its rows, and how to word a reason in the file's language. */
export interface ParsedPlan {
  rows: ReplenishRow[];
  locale: Locale;
  header(column: ReplenishColumn): string;
}

export type ParsedReplenishWorkbook = { plan: ParsedPlan } | { RowErrors: ReplenishRowError[] };

export function replenishReason(locale: Locale, reason: ReplenishReason, n?: number): string {
  return REPLENISH_REASONS[reason][locale].replace('{n}', String(n ?? ''));
}

export function replenishHeader(locale: Locale, column: ReplenishColumn): string {
  return HEADERS[column][locale];
}

export interface TemplateStock {
  sku: string;
  fnsku: string | null;
  available: number;
}

/** The template: the plan sheet (header, an example from the stock) and the stored stock sheet. */
export async function buildReplenishTemplate(locale: Locale, stock: readonly TemplateStock[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const plan = addTemplateSheet(
    workbook,
    SHEET_NAMES.plan[locale],
    { keys: REPLENISH_COLUMN_KEYS, headers: HEADERS, minWidth: 14 },
    locale,
  );
  const [first] = stock;
  plan.addRow(['FBA15DJCQ4PK', 'ONT8', first?.sku ?? 'SKU-001', Math.min(first?.available ?? 1, 10)]);
  const sheet = workbook.addWorksheet(SHEET_NAMES.stock[locale]);
  sheet.columns = (['Sku', 'Fnsku', 'Available'] as const).map((key) => ({
    header: STOCK_HEADERS[key][locale],
    key,
    width: 18,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const line of stock) sheet.addRow([line.sku, line.fnsku ?? '', line.available]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const CENTRE_CODE = /^[A-Z0-9]{3,5}$/;

/**
 * Reads a filled-in plan: its rows, or every bad row. Whether a centre is known and a SKU stored is
 * checked by `isCentre` here and by the service against the stock.
 */
export async function parseReplenishWorkbook(
  buffer: Buffer | Uint8Array,
  isCentre: (code: string) => boolean,
): Promise<ParsedReplenishWorkbook> {
  const sheetRows = await firstSheetRows(buffer);
  if (!sheetRows)
    return { RowErrors: [{ Row: 0, Column: '', Reason: replenishReason(DEFAULT_LOCALE, 'notWorkbook') }] };
  let locale: Locale | undefined;
  const errors: ReplenishRowError[] = [];
  const rows: ReplenishRow[] = [];
  const centreOf = new Map<string, string>();
  const skusOf = new Map<string, Set<string>>();
  let dataRows = 0;
  const fail = (row: number, key: ReplenishColumn | undefined, reason: ReplenishReason) => {
    if (errors.length < MAX_ROW_ERRORS)
      errors.push({
        Row: row,
        Column: key && locale ? HEADERS[key][locale] : '',
        Reason: replenishReason(locale ?? DEFAULT_LOCALE, reason),
      });
  };
  for (const row of sheetRows) {
    const cells = REPLENISH_COLUMN_KEYS.map((_, i) => cellValue(row.values[i + 1]));
    if (!locale) {
      locale = headerLocale(cells, REPLENISH_COLUMN_KEYS, HEADERS, LOCALES);
      if (!locale) {
        return {
          RowErrors: [{ Row: row.number, Column: '', Reason: replenishReason(DEFAULT_LOCALE, 'header') }],
        };
      }
      continue;
    }
    if (cells.every((cell) => cell === undefined)) continue;
    dataRows += 1;
    if (dataRows > REPLENISH_MAX_ROWS) {
      fail(row.number, undefined, 'tooManyRows');
      break;
    }
    const before = errors.length;
    const [shipmentCell, centreCell, skuCell, quantityCell] = cells;
    const shipment = cellText(shipmentCell)?.toUpperCase();
    if (!shipment) fail(row.number, 'FbaShipmentId', 'required');
    else if (!FBA_SHIPMENT_ID.test(shipment)) fail(row.number, 'FbaShipmentId', 'fbaShipmentId');
    const centre = cellText(centreCell)?.toUpperCase();
    if (!centre) fail(row.number, 'DestinationCode', 'required');
    else if (!CENTRE_CODE.test(centre) || !isCentre(centre)) fail(row.number, 'DestinationCode', 'unknownCentre');
    const sku = cellText(skuCell);
    if (!sku) fail(row.number, 'Sku', 'required');
    const quantity = typeof quantityCell === 'number' ? quantityCell : Number(quantityCell);
    if (quantityCell === undefined) fail(row.number, 'Quantity', 'required');
    else if (!Number.isInteger(quantity) || quantity <= 0 || quantity > 100_000)
      fail(row.number, 'Quantity', 'positiveInteger');
    if (errors.length > before || !shipment || !centre || !sku) continue;
    const known = centreOf.get(shipment);
    if (known && known !== centre) {
      fail(row.number, 'DestinationCode', 'differsInShipment');
      continue;
    }
    centreOf.set(shipment, centre);
    const skus = skusOf.get(shipment) ?? new Set<string>();
    if (skus.has(sku)) {
      fail(row.number, 'Sku', 'duplicate');
      continue;
    }
    skus.add(sku);
    skusOf.set(shipment, skus);
    rows.push({ row: row.number, fbaShipmentId: shipment, destinationCode: centre, sku, quantity });
  }
  if (!locale) return { RowErrors: [{ Row: 0, Column: '', Reason: replenishReason(DEFAULT_LOCALE, 'notWorkbook') }] };
  if (dataRows === 0) fail(2, undefined, 'empty');
  if (errors.length > 0) return { RowErrors: errors };
  const fileLocale = locale;
  return { plan: { rows, locale: fileLocale, header: (column) => HEADERS[column][fileLocale] } };
}
