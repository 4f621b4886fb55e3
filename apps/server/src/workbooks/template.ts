import type { Labels, Locale } from '@portside/contracts';
import ExcelJS from 'exceljs';

/**
 * What the import workbooks share (orders' InsertExcel, bookings' InsertDCGExcel, returns'
 * UploadReplenishDetail): a template sheet whose header is in the user's language, and the reading
 * of a filled-in copy's cells and header row. Each importer keeps its own columns and checks.
 */

/** The reasons every import workbook gives, in the four languages; each importer adds its own. */
export function importReasons(maxRows: number) {
  return {
    required: { 'zh-CN': '必填', 'en-US': 'required', 'fr-FR': 'obligatoire', 'de-DE': 'Pflichtfeld' },
    tooLong: { 'zh-CN': '过长', 'en-US': 'too long', 'fr-FR': 'trop long', 'de-DE': 'zu lang' },
    header: {
      'zh-CN': '表头与模板不一致，请下载模板后填写',
      'en-US': "the header row is not the template's: download the template and fill it in",
      'fr-FR': "la ligne d'en-tête n'est pas celle du modèle : téléchargez le modèle et remplissez-le",
      'de-DE': 'die Kopfzeile entspricht nicht der Vorlage: laden Sie die Vorlage herunter und füllen Sie sie aus',
    },
    empty: {
      'zh-CN': '文件中没有数据行',
      'en-US': 'the file has no data rows',
      'fr-FR': "le fichier n'a aucune ligne de données",
      'de-DE': 'die Datei hat keine Datenzeilen',
    },
    tooManyRows: {
      'zh-CN': `一个文件最多 ${maxRows} 行`,
      'en-US': `a file holds at most ${maxRows} rows`,
      'fr-FR': `un fichier compte au plus ${maxRows} lignes`,
      'de-DE': `eine Datei hat höchstens ${maxRows} Zeilen`,
    },
    notWorkbook: {
      'zh-CN': '不是有效的 .xlsx 文件',
      'en-US': 'not a valid .xlsx file',
      'fr-FR': "n'est pas un fichier .xlsx valide",
      'de-DE': 'keine gültige .xlsx-Datei',
    },
  } satisfies Record<string, Labels>;
}

/** The template's sheet: frozen bold header in the given language, one column per key. */
export function addTemplateSheet<Key extends string>(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: { keys: readonly Key[]; headers: Record<Key, Labels>; minWidth?: number },
  locale: Locale,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.keys.map((key) => ({
    header: columns.headers[key][locale],
    key,
    width: Math.max(columns.minWidth ?? 12, columns.headers[key][locale].length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** One row of an uploaded sheet: its number as Excel shows it, and its values from index 1. */
export interface SheetRow {
  number: number;
  values: ExcelJS.CellValue[];
}

/**
 * The rows of an uploaded workbook's first sheet, or undefined when the bytes are not an .xlsx.
 * Loaded whole through the zip's central directory rather than streamed: exceljs's streaming
 * reader drops entries at random when a sheet is stored before workbook.xml, as exceljs itself
 * stores them (exceljs#3064). Uploads are bounded; 10,000 rows cost some 75 MiB and half a second.
 */
export async function firstSheetRows(buffer: Buffer | Uint8Array): Promise<SheetRow[] | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(buffer) as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return undefined;
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => rows.push({ number, values: row.values as ExcelJS.CellValue[] }));
  return rows;
}

/** A cell's value as the user typed it: text trimmed, numbers as numbers, formulas by their result. */
export function cellValue(value: ExcelJS.CellValue): string | number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value)
      return (
        value.richText
          .map((part) => part.text)
          .join('')
          .trim() || undefined
      );
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return cellValue(value.text as ExcelJS.CellValue);
  }
  return undefined;
}

export const cellText = (value: string | number | undefined): string | undefined =>
  value === undefined ? undefined : String(value).trim();

/** The header row's language, when it is the template's header in one of the four. */
export function headerLocale<Key extends string>(
  cells: (string | number | undefined)[],
  keys: readonly Key[],
  headers: Record<Key, Labels>,
  locales: readonly Locale[],
): Locale | undefined {
  return locales.find((locale) =>
    keys.every((key, i) => cellText(cells[i])?.toLowerCase() === headers[key][locale].toLowerCase()),
  );
}
