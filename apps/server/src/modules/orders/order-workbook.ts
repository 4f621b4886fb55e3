import {
  type Carton,
  FBA_SHIPMENT_ID,
  type Labels,
  LOCALES,
  type Locale,
  ORDER_KINDS,
  ORDER_MAX_CARTONS,
  type OrderKind,
} from '@portside/contracts';
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
 * The order import workbook (issue 10, spec §8 InsertExcel): the template the page offers for
 * download, in the user's language, and the parser of a filled-in copy. One sheet, one row per
 * SKU line of a carton: rows with the same Reference form one order, rows with the same Reference
 * and CartonNo are the items of one carton (the carton's dimensions and weight may be left blank
 * on its later rows). The parser reads the file in one streamed pass and either answers every
 * order or every bad row (row, column as the file's header names it, reason), never part of it.
 */

export interface ParsedOrder {
  Reference: string;
  OrderKind: OrderKind;
  DestinationWarehouseCode: string;
  FbaShipmentId?: string;
  Cartons: Carton[];
}

export interface RowError {
  /** The spreadsheet's row number (the header is row 1). */
  Row: number;
  /** The column's header as the file has it. */
  Column: string;
  Reason: string;
}

export type ParsedWorkbook = { Orders: ParsedOrder[] } | { RowErrors: RowError[] };

/** The most data rows one file may hold, and the most row errors one answer lists. */
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_ROW_ERRORS = 500;

const COLUMN_KEYS = [
  'Reference',
  'OrderKind',
  'DestinationWarehouseCode',
  'FbaShipmentId',
  'CartonNo',
  'LengthCm',
  'WidthCm',
  'HeightCm',
  'WeightKg',
  'Sku',
  'Fnsku',
  'Quantity',
] as const;
type ColumnKey = (typeof COLUMN_KEYS)[number];

const HEADERS: Record<ColumnKey, Labels> = {
  Reference: {
    'zh-CN': '订单参考号',
    'en-US': 'Order reference',
    'fr-FR': 'Référence commande',
    'de-DE': 'Auftragsreferenz',
  },
  OrderKind: { 'zh-CN': '订单类型', 'en-US': 'Order kind', 'fr-FR': 'Type de commande', 'de-DE': 'Auftragsart' },
  DestinationWarehouseCode: {
    'zh-CN': '目的仓代码',
    'en-US': 'Destination warehouse code',
    'fr-FR': "Code de l'entrepôt de destination",
    'de-DE': 'Ziellager-Code',
  },
  FbaShipmentId: {
    'zh-CN': 'FBA 货件编号',
    'en-US': 'FBA shipment ID',
    'fr-FR': "ID d'expédition FBA",
    'de-DE': 'FBA-Sendungs-ID',
  },
  CartonNo: { 'zh-CN': '箱号', 'en-US': 'Carton No.', 'fr-FR': 'N° de carton', 'de-DE': 'Karton-Nr.' },
  LengthCm: { 'zh-CN': '长 (cm)', 'en-US': 'Length (cm)', 'fr-FR': 'Longueur (cm)', 'de-DE': 'Länge (cm)' },
  WidthCm: { 'zh-CN': '宽 (cm)', 'en-US': 'Width (cm)', 'fr-FR': 'Largeur (cm)', 'de-DE': 'Breite (cm)' },
  HeightCm: { 'zh-CN': '高 (cm)', 'en-US': 'Height (cm)', 'fr-FR': 'Hauteur (cm)', 'de-DE': 'Höhe (cm)' },
  WeightKg: {
    'zh-CN': '毛重 (kg)',
    'en-US': 'Gross weight (kg)',
    'fr-FR': 'Poids brut (kg)',
    'de-DE': 'Bruttogewicht (kg)',
  },
  Sku: { 'zh-CN': 'SKU', 'en-US': 'SKU', 'fr-FR': 'SKU', 'de-DE': 'SKU' },
  Fnsku: { 'zh-CN': 'FNSKU', 'en-US': 'FNSKU', 'fr-FR': 'FNSKU', 'de-DE': 'FNSKU' },
  Quantity: { 'zh-CN': '数量', 'en-US': 'Quantity', 'fr-FR': 'Quantité', 'de-DE': 'Menge' },
};

const REASONS = {
  positiveNumber: {
    'zh-CN': '须为 0 到 1000 之间的正数',
    'en-US': 'must be a number above 0 and at most 1000',
    'fr-FR': 'doit être un nombre supérieur à 0 et au plus 1000',
    'de-DE': 'muss eine Zahl über 0 und höchstens 1000 sein',
  },
  positiveInteger: {
    'zh-CN': '须为正整数',
    'en-US': 'must be a whole number above 0',
    'fr-FR': 'doit être un nombre entier supérieur à 0',
    'de-DE': 'muss eine ganze Zahl über 0 sein',
  },
  orderKind: {
    'zh-CN': `须为 ${ORDER_KINDS.join(', ')} 之一`,
    'en-US': `must be one of ${ORDER_KINDS.join(', ')}`,
    'fr-FR': `doit être l'un de ${ORDER_KINDS.join(', ')}`,
    'de-DE': `muss eines von ${ORDER_KINDS.join(', ')} sein`,
  },
  warehouseCode: {
    'zh-CN': '须为 2 到 16 位字母、数字或短横线，例如 ONT8',
    'en-US': '2 to 16 letters, digits or dashes, e.g. ONT8',
    'fr-FR': '2 à 16 lettres, chiffres ou tirets, p. ex. ONT8',
    'de-DE': '2 bis 16 Buchstaben, Ziffern oder Bindestriche, z. B. ONT8',
  },
  fbaShipmentId: {
    'zh-CN': '须为 FBA 加 9 或 10 位字母数字，例如 FBA15DJCQ4PK',
    'en-US': 'FBA and 9 or 10 letters and digits, e.g. FBA15DJCQ4PK',
    'fr-FR': 'FBA et 9 ou 10 lettres et chiffres, p. ex. FBA15DJCQ4PK',
    'de-DE': 'FBA und 9 oder 10 Buchstaben und Ziffern, z. B. FBA15DJCQ4PK',
  },
  fnsku: {
    'zh-CN': '须为 10 位大写字母和数字，例如 X001ABCD12',
    'en-US': '10 capital letters and digits, e.g. X001ABCD12',
    'fr-FR': '10 lettres majuscules et chiffres, p. ex. X001ABCD12',
    'de-DE': '10 Großbuchstaben und Ziffern, z. B. X001ABCD12',
  },
  differsInOrder: {
    'zh-CN': '与同一订单前面的行不一致',
    'en-US': 'differs from an earlier row of the same order',
    'fr-FR': "diffère d'une ligne précédente de la même commande",
    'de-DE': 'weicht von einer früheren Zeile desselben Auftrags ab',
  },
  differsInCarton: {
    'zh-CN': '与同一箱前面的行不一致',
    'en-US': 'differs from an earlier row of the same carton',
    'fr-FR': "diffère d'une ligne précédente du même carton",
    'de-DE': 'weicht von einer früheren Zeile desselben Kartons ab',
  },
  tooManyCartons: {
    'zh-CN': `一个订单最多 ${ORDER_MAX_CARTONS} 箱`,
    'en-US': `an order holds at most ${ORDER_MAX_CARTONS} cartons`,
    'fr-FR': `une commande compte au plus ${ORDER_MAX_CARTONS} cartons`,
    'de-DE': `ein Auftrag hat höchstens ${ORDER_MAX_CARTONS} Kartons`,
  },
  ...importReasons(IMPORT_MAX_ROWS),
} satisfies Record<string, Labels>;
type Reason = keyof typeof REASONS;

const SHEET_NAME = 'Orders';
/** A file whose header is not the template's gets its reason in the default language. */
const DEFAULT_REASON_LOCALE: Locale = 'en-US';

/** The template's example: one air order to ONT8 of two cartons, the second holding two SKUs. */
const EXAMPLE_ROWS: readonly (readonly (string | number)[])[] = [
  ['PO-2026-001', 'air', 'ONT8', 'FBA15DJCQ4PK', '1', 50, 40, 30, 12.5, 'LAMP-WHT-01', 'X001ABCD12', 24],
  ['PO-2026-001', 'air', 'ONT8', 'FBA15DJCQ4PK', '2', 50, 40, 30, 11.8, 'LAMP-WHT-01', 'X001ABCD12', 12],
  ['PO-2026-001', 'air', 'ONT8', 'FBA15DJCQ4PK', '2', '', '', '', '', 'LAMP-BLK-01', 'X001ABCD13', 12],
];

/** The import template: the header in the user's language, an example order, the kinds offered as a list. */
export async function buildOrderImportTemplate(locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = addTemplateSheet(workbook, SHEET_NAME, { keys: COLUMN_KEYS, headers: HEADERS }, locale);
  for (const row of EXAMPLE_ROWS) sheet.addRow([...row]);
  const kindColumn = COLUMN_KEYS.indexOf('OrderKind') + 1;
  for (let row = 2; row <= 1000; row += 1) {
    sheet.getCell(row, kindColumn).dataValidation = {
      type: 'list',
      allowBlank: false,
      formulae: [`"${ORDER_KINDS.join(',')}"`],
    };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface OrderDraft {
  order: ParsedOrder;
  /** The order's cartons by CartonNo. */
  cartons: Map<string, Carton>;
}

class RowChecker {
  readonly errors: RowError[] = [];

  constructor(
    private readonly locale: Locale,
    private readonly headers: Record<ColumnKey, string>,
  ) {}

  fail(row: number, key: ColumnKey | undefined, reason: Reason): void {
    if (this.errors.length >= IMPORT_MAX_ROW_ERRORS) return;
    this.errors.push({ Row: row, Column: key ? this.headers[key] : '', Reason: REASONS[reason][this.locale] });
  }

  text(row: number, key: ColumnKey, value: string | number | undefined, max: number, required: boolean) {
    const text = cellText(value);
    if (!text) {
      if (required) this.fail(row, key, 'required');
      return undefined;
    }
    if (text.length > max) {
      this.fail(row, key, 'tooLong');
      return undefined;
    }
    return text;
  }

  pattern(
    row: number,
    key: ColumnKey,
    value: string | number | undefined,
    test: RegExp,
    reason: Reason,
    required: boolean,
  ) {
    const text = cellText(value)?.toUpperCase();
    if (!text) {
      if (required) this.fail(row, key, 'required');
      return undefined;
    }
    if (!test.test(text)) {
      this.fail(row, key, reason);
      return undefined;
    }
    return text;
  }

  measure(row: number, key: ColumnKey, value: string | number | undefined): number | undefined {
    if (value === undefined) return undefined;
    const n = typeof value === 'number' ? value : Number(value.replace(',', '.'));
    if (!Number.isFinite(n) || n <= 0 || n > 1000) {
      this.fail(row, key, 'positiveNumber');
      return Number.NaN;
    }
    return n;
  }
}

const WAREHOUSE_CODE = /^[A-Z0-9-]{2,16}$/;
const FNSKU = /^[A-Z0-9]{10}$/;
const MEASURES = ['LengthCm', 'WidthCm', 'HeightCm', 'WeightKg'] as const;

function notWorkbook(): ParsedWorkbook {
  return { RowErrors: [{ Row: 0, Column: '', Reason: REASONS.notWorkbook[DEFAULT_REASON_LOCALE] }] };
}

/**
 * Reads a filled-in template: every order with its cartons and items, or every bad row. The
 * reasons are in the language of the file's header row.
 */
export async function parseOrderWorkbook(buffer: Buffer | Uint8Array): Promise<ParsedWorkbook> {
  const sheetRows = await firstSheetRows(buffer);
  if (!sheetRows) return notWorkbook();
  let checker: RowChecker | undefined;
  const orders = new Map<string, OrderDraft>();
  let dataRows = 0;
  for (const row of sheetRows) {
    const cells = COLUMN_KEYS.map((_, i) => cellValue(row.values[i + 1]));
    if (!checker) {
      const locale = headerLocale(cells, COLUMN_KEYS, HEADERS, LOCALES);
      if (!locale)
        return { RowErrors: [{ Row: row.number, Column: '', Reason: REASONS.header[DEFAULT_REASON_LOCALE] }] };
      checker = new RowChecker(
        locale,
        Object.fromEntries(COLUMN_KEYS.map((key) => [key, HEADERS[key][locale]])) as Record<ColumnKey, string>,
      );
      continue;
    }
    if (cells.every((cell) => cell === undefined)) continue;
    dataRows += 1;
    if (dataRows > IMPORT_MAX_ROWS) {
      checker.fail(row.number, undefined, 'tooManyRows');
      break;
    }
    readRow(checker, orders, row.number, cells);
  }
  if (!checker) return notWorkbook();
  if (dataRows === 0) checker.fail(2, undefined, 'empty');
  if (checker.errors.length > 0) return { RowErrors: checker.errors };
  return { Orders: [...orders.values()].map((draft) => draft.order) };
}

function readRow(
  checker: RowChecker,
  orders: Map<string, OrderDraft>,
  row: number,
  cells: (string | number | undefined)[],
) {
  const cell = (key: ColumnKey) => cells[COLUMN_KEYS.indexOf(key)];
  const errorsBefore = checker.errors.length;
  const reference = checker.text(row, 'Reference', cell('Reference'), 64, true);
  const kindText = cellText(cell('OrderKind'));
  const kind = ORDER_KINDS.find((k) => k.toLowerCase() === kindText?.toLowerCase());
  if (!kindText) checker.fail(row, 'OrderKind', 'required');
  else if (!kind) checker.fail(row, 'OrderKind', 'orderKind');
  const destination = checker.pattern(
    row,
    'DestinationWarehouseCode',
    cell('DestinationWarehouseCode'),
    WAREHOUSE_CODE,
    'warehouseCode',
    true,
  );
  const fbaShipmentId = checker.pattern(
    row,
    'FbaShipmentId',
    cell('FbaShipmentId'),
    FBA_SHIPMENT_ID,
    'fbaShipmentId',
    false,
  );
  const cartonNo = checker.text(row, 'CartonNo', cell('CartonNo'), 20, true);
  const sku = checker.text(row, 'Sku', cell('Sku'), 64, true);
  const fnsku = checker.pattern(row, 'Fnsku', cell('Fnsku'), FNSKU, 'fnsku', false);
  const quantityValue = cell('Quantity');
  const quantity = typeof quantityValue === 'number' ? quantityValue : Number(quantityValue);
  if (quantityValue === undefined) checker.fail(row, 'Quantity', 'required');
  else if (!Number.isInteger(quantity) || quantity <= 0 || quantity > 100_000)
    checker.fail(row, 'Quantity', 'positiveInteger');
  const measures = MEASURES.map((key) => checker.measure(row, key, cell(key)));
  if (checker.errors.length > errorsBefore || !reference || !kind || !destination || !cartonNo || !sku) return;

  let draft = orders.get(reference);
  if (!draft) {
    draft = {
      order: {
        Reference: reference,
        OrderKind: kind,
        DestinationWarehouseCode: destination,
        ...(fbaShipmentId ? { FbaShipmentId: fbaShipmentId } : {}),
        Cartons: [],
      },
      cartons: new Map(),
    };
    orders.set(reference, draft);
  } else {
    const { order } = draft;
    if (order.OrderKind !== kind) checker.fail(row, 'OrderKind', 'differsInOrder');
    if (order.DestinationWarehouseCode !== destination) checker.fail(row, 'DestinationWarehouseCode', 'differsInOrder');
    if ((order.FbaShipmentId ?? undefined) !== fbaShipmentId) checker.fail(row, 'FbaShipmentId', 'differsInOrder');
  }

  const item = { Sku: sku, Quantity: quantity, ...(fnsku ? { Fnsku: fnsku } : {}) };
  const existing = draft.cartons.get(cartonNo);
  if (existing) {
    // A later row of a carton may leave its measures blank; given, they must be the carton's.
    MEASURES.forEach((key, i) => {
      const value = measures[i];
      if (value !== undefined && value !== existing[key]) checker.fail(row, key, 'differsInCarton');
    });
    existing.Items.push(item);
    return;
  }
  const missing = MEASURES.filter((_, i) => measures[i] === undefined);
  for (const key of missing) checker.fail(row, key, 'required');
  if (missing.length > 0) return;
  if (draft.cartons.size >= ORDER_MAX_CARTONS) {
    checker.fail(row, 'CartonNo', 'tooManyCartons');
    return;
  }
  const [LengthCm, WidthCm, HeightCm, WeightKg] = measures as [number, number, number, number];
  const carton: Carton = { CartonNo: cartonNo, LengthCm, WidthCm, HeightCm, WeightKg, Items: [item] };
  draft.cartons.set(cartonNo, carton);
  draft.order.Cartons.push(carton);
}
