import { type Carton, ORDER_MAX_CARTONS } from '@portside/contracts';

/**
 * The columns of a pasted carton row, in the order of the import template's carton part: carton
 * number, length, width, height, gross weight, SKU, FNSKU, quantity.
 */
export const PASTE_COLUMNS = [
  'CartonNo',
  'LengthCm',
  'WidthCm',
  'HeightCm',
  'WeightKg',
  'Sku',
  'Fnsku',
  'Quantity',
] as const;
export type PasteColumn = (typeof PASTE_COLUMNS)[number];

/** Why a row was refused, a key of orderDesk.paste.reason in the locale files. */
export type PasteReason =
  | 'required'
  | 'tooLong'
  | 'positiveNumber'
  | 'positiveInteger'
  | 'fnskuFormat'
  | 'measuresDiffer'
  | 'tooManyColumns'
  | 'tooManyCartons';

export interface PasteError {
  /** The row as the user counts it in what they pasted (1 is the first line). */
  Row: number;
  Column: PasteColumn | null;
  Reason: PasteReason;
}

const MEASURE_MAX: Record<'LengthCm' | 'WidthCm' | 'HeightCm' | 'WeightKg', number> = {
  LengthCm: 1000,
  WidthCm: 1000,
  HeightCm: 1000,
  WeightKg: 10_000,
};
const MEASURES = ['LengthCm', 'WidthCm', 'HeightCm', 'WeightKg'] as const;

/** A number as a spreadsheet copies it: "12.5", "12,5" (a decimal comma) or "1,234.5". */
function numberOf(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  const normalised = /^\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed.replace(/,/g, '');
  const value = Number(normalised);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Whether a line is the template's header (its length cell is text, not a number). */
const isHeader = (cells: string[]) => cells[1] !== undefined && Number.isNaN(numberOf(cells[1]) ?? 0);

/**
 * Cartons from rows pasted from a spreadsheet (tab-separated, one SKU line a row). Rows with the
 * same carton number form one carton; its later rows may leave the measures blank, or repeat
 * them. A header line is skipped. Every bad row is named with its column and reason, and no
 * carton is answered while any row is bad.
 */
export function parsePastedCartons(text: string): { cartons: Carton[]; errors: PasteError[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const errors: PasteError[] = [];
  const cartons = new Map<string, Carton>();
  lines.forEach((line, index) => {
    const row = index + 1;
    if (line.trim() === '') return;
    const cells = line.split('\t');
    if (index === 0 && isHeader(cells)) return;
    if (cells.length > PASTE_COLUMNS.length) {
      errors.push({ Row: row, Column: null, Reason: 'tooManyColumns' });
      return;
    }
    const cell = (column: PasteColumn) => (cells[PASTE_COLUMNS.indexOf(column)] ?? '').trim();
    const rowErrors: PasteError[] = [];
    const fail = (column: PasteColumn, reason: PasteReason) =>
      rowErrors.push({ Row: row, Column: column, Reason: reason });

    const cartonNo = cell('CartonNo');
    if (!cartonNo) fail('CartonNo', 'required');
    else if (cartonNo.length > 20) fail('CartonNo', 'tooLong');
    const known = cartons.get(cartonNo);
    const measures: Partial<Record<(typeof MEASURES)[number], number>> = {};
    for (const measure of MEASURES) {
      const value = numberOf(cell(measure));
      if (value === null) {
        if (!known) fail(measure, 'required');
      } else if (Number.isNaN(value) || value <= 0 || value > MEASURE_MAX[measure]) fail(measure, 'positiveNumber');
      else if (known && known[measure] !== value) fail(measure, 'measuresDiffer');
      else measures[measure] = value;
    }
    const sku = cell('Sku');
    if (!sku) fail('Sku', 'required');
    else if (sku.length > 64) fail('Sku', 'tooLong');
    const fnsku = cell('Fnsku').toUpperCase();
    if (fnsku && !/^[A-Z0-9]{10}$/.test(fnsku)) fail('Fnsku', 'fnskuFormat');
    const quantity = numberOf(cell('Quantity'));
    if (quantity === null) fail('Quantity', 'required');
    else if (!Number.isInteger(quantity) || quantity <= 0 || quantity > 100_000) fail('Quantity', 'positiveInteger');

    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      return;
    }
    const item = { Sku: sku, Fnsku: fnsku || undefined, Quantity: quantity as number };
    if (known) {
      known.Items.push(item);
      return;
    }
    if (cartons.size >= ORDER_MAX_CARTONS) {
      errors.push({ Row: row, Column: null, Reason: 'tooManyCartons' });
      return;
    }
    cartons.set(cartonNo, {
      CartonNo: cartonNo,
      LengthCm: measures.LengthCm as number,
      WidthCm: measures.WidthCm as number,
      HeightCm: measures.HeightCm as number,
      WeightKg: measures.WeightKg as number,
      Items: [item],
    });
  });
  return errors.length > 0 ? { cartons: [], errors } : { cartons: [...cartons.values()], errors };
}
