import {
  containerCheckDigitFault,
  isContainerNumber,
  type Labels,
  LOCALES,
  type Locale,
  type ShippingInstructions,
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
 * The shipping-instruction workbook (issue 11, spec §8 InsertDCGExcel): the template the bookings
 * page offers for download in the user's language, and the parser of a filled-in copy. One row per
 * container: rows with the same job number (DcgNo) are the instructions of that job's booking. The
 * consignee and notify party are the job's: given on its first row, a later row may leave them blank
 * or repeat them. The parser answers every job or every bad row (row, column as the file's header
 * names it, reason in the header's language), never part of it.
 */

export interface ParsedJob {
  DcgNo: string;
  /** The job's first row: where a job-level error (unknown job, closed booking) is reported. */
  Row: number;
  Instructions: ShippingInstructions;
}

export interface RowError {
  Row: number;
  Column: string;
  Reason: string;
}

export type ParsedDcgWorkbook =
  | { Jobs: ParsedJob[]; Locale: Locale; Headers: Record<ColumnKey, string> }
  | { RowErrors: RowError[] };

export const DCG_IMPORT_MAX_ROWS = 5_000;
const MAX_ROW_ERRORS = 500;

const COLUMN_KEYS = [
  'DcgNo',
  'ContainerNo',
  'ISOEquipmentCode',
  'SealNo',
  'Packages',
  'PackageCode',
  'GrossWeightKg',
  'VolumeM3',
  'DescriptionOfGoods',
  'HSCode',
  'ShippingMarks',
  'Consignee',
  'NotifyParty',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

const HEADERS: Record<ColumnKey, Labels> = {
  DcgNo: { 'zh-CN': 'DCG 单号', 'en-US': 'DCG No.', 'fr-FR': 'N° DCG', 'de-DE': 'DCG-Nr.' },
  ContainerNo: { 'zh-CN': '柜号', 'en-US': 'Container No.', 'fr-FR': 'N° de conteneur', 'de-DE': 'Container-Nr.' },
  ISOEquipmentCode: {
    'zh-CN': '箱型代码 (ISO)',
    'en-US': 'Size-type code (ISO)',
    'fr-FR': 'Code taille-type (ISO)',
    'de-DE': 'Größen-Typ-Code (ISO)',
  },
  SealNo: { 'zh-CN': '封条号', 'en-US': 'Seal No.', 'fr-FR': 'N° de scellé', 'de-DE': 'Plomben-Nr.' },
  Packages: { 'zh-CN': '件数', 'en-US': 'Packages', 'fr-FR': 'Colis', 'de-DE': 'Packstücke' },
  PackageCode: {
    'zh-CN': '包装代码',
    'en-US': 'Package code',
    'fr-FR': "Code d'emballage",
    'de-DE': 'Verpackungscode',
  },
  GrossWeightKg: {
    'zh-CN': '毛重 (kg)',
    'en-US': 'Gross weight (kg)',
    'fr-FR': 'Poids brut (kg)',
    'de-DE': 'Bruttogewicht (kg)',
  },
  VolumeM3: { 'zh-CN': '体积 (m³)', 'en-US': 'Volume (m³)', 'fr-FR': 'Volume (m³)', 'de-DE': 'Volumen (m³)' },
  DescriptionOfGoods: {
    'zh-CN': '货物描述',
    'en-US': 'Description of goods',
    'fr-FR': 'Désignation des marchandises',
    'de-DE': 'Warenbeschreibung',
  },
  HSCode: { 'zh-CN': 'HS 编码', 'en-US': 'HS code', 'fr-FR': 'Code SH', 'de-DE': 'HS-Code' },
  ShippingMarks: { 'zh-CN': '唛头', 'en-US': 'Shipping marks', 'fr-FR': 'Marques', 'de-DE': 'Markierungen' },
  Consignee: { 'zh-CN': '收货人', 'en-US': 'Consignee', 'fr-FR': 'Destinataire', 'de-DE': 'Empfänger' },
  NotifyParty: { 'zh-CN': '通知方', 'en-US': 'Notify party', 'fr-FR': 'Partie à notifier', 'de-DE': 'Meldeadresse' },
};

export const DCG_REASONS = {
  containerNo: {
    'zh-CN': '须为有效柜号（4 个字母、7 位数字，校验位正确），例如 MSKU1234565',
    'en-US': '4 letters and 7 digits with a right check digit, e.g. MSKU1234565',
    'fr-FR': '4 lettres et 7 chiffres avec un chiffre de contrôle juste, p. ex. MSKU1234565',
    'de-DE': '4 Buchstaben und 7 Ziffern mit richtiger Prüfziffer, z. B. MSKU1234565',
  },
  checkDigit: {
    'zh-CN': '校验位错误',
    'en-US': 'the check digit is wrong',
    'fr-FR': 'le chiffre de contrôle est faux',
    'de-DE': 'die Prüfziffer ist falsch',
  },
  sizeType: {
    'zh-CN': '须为 4 位 ISO 箱型代码，例如 45G1',
    'en-US': 'a 4-character ISO size-type code, e.g. 45G1',
    'fr-FR': 'un code taille-type ISO de 4 caractères, p. ex. 45G1',
    'de-DE': 'ein 4-stelliger ISO-Größen-Typ-Code, z. B. 45G1',
  },
  packageCode: {
    'zh-CN': '须为 2 到 3 位包装代码，例如 CT',
    'en-US': '2 or 3 letters or digits, e.g. CT',
    'fr-FR': '2 ou 3 lettres ou chiffres, p. ex. CT',
    'de-DE': '2 oder 3 Buchstaben oder Ziffern, z. B. CT',
  },
  positiveInteger: {
    'zh-CN': '须为正整数',
    'en-US': 'must be a whole number above 0',
    'fr-FR': 'doit être un nombre entier supérieur à 0',
    'de-DE': 'muss eine ganze Zahl über 0 sein',
  },
  positiveNumber: {
    'zh-CN': '须为正数',
    'en-US': 'must be a number above 0',
    'fr-FR': 'doit être un nombre supérieur à 0',
    'de-DE': 'muss eine Zahl über 0 sein',
  },
  hsCode: {
    'zh-CN': '须为 6 到 10 位数字',
    'en-US': '6 to 10 digits',
    'fr-FR': '6 à 10 chiffres',
    'de-DE': '6 bis 10 Ziffern',
  },
  differsInJob: {
    'zh-CN': '与同一单号前面的行不一致',
    'en-US': 'differs from an earlier row of the same job',
    'fr-FR': "diffère d'une ligne précédente du même dossier",
    'de-DE': 'weicht von einer früheren Zeile desselben Auftrags ab',
  },
  duplicateContainer: {
    'zh-CN': '柜号在文件中重复',
    'en-US': 'the container appears twice in the file',
    'fr-FR': 'le conteneur figure deux fois dans le fichier',
    'de-DE': 'der Container steht zweimal in der Datei',
  },
  tooManyContainers: {
    'zh-CN': '一个单号最多 200 个柜',
    'en-US': 'a job holds at most 200 containers',
    'fr-FR': 'un dossier compte au plus 200 conteneurs',
    'de-DE': 'ein Auftrag hat höchstens 200 Container',
  },
  unknownJob: {
    'zh-CN': '没有此单号的订舱',
    'en-US': 'no booking has this job number',
    'fr-FR': "aucune réservation n'a ce numéro de dossier",
    'de-DE': 'keine Buchung hat diese Auftragsnummer',
  },
  closedJob: {
    'zh-CN': '订舱已结束或提单已确认，不能再修改补料',
    'en-US': 'the booking is closed or its bill of lading approved: the instructions can no longer change',
    'fr-FR': 'la réservation est close ou son connaissement approuvé : les instructions ne peuvent plus changer',
    'de-DE':
      'die Buchung ist abgeschlossen oder ihr Konnossement freigegeben: die Anweisungen sind nicht mehr änderbar',
  },
  ...importReasons(DCG_IMPORT_MAX_ROWS),
} satisfies Record<string, Labels>;
export type DcgReason = keyof typeof DCG_REASONS;

const SHEET_NAME = 'Shipping instructions';
const DEFAULT_LOCALE: Locale = 'en-US';

/** The template's example: one job of two 40' high cubes. */
const EXAMPLE_ROWS: readonly (readonly (string | number)[])[] = [
  [
    'DCG2611000001',
    'MSKU1234565',
    '45G1',
    'ML-0012345',
    420,
    'CT',
    8640.5,
    66.2,
    'Ceramic table lamps',
    '940520',
    'BW/ONT8/1-420',
    'Brightwave Home Goods LLC, 1200 Harbor Blvd, Ontario CA 91761, USA',
    'Same as consignee',
  ],
  [
    'DCG2611000001',
    'TGHU4018730',
    '45G1',
    'ML-0012346',
    380,
    'CT',
    7820,
    64.8,
    'Cotton bath towels',
    '630260',
    '',
    '',
    '',
  ],
];

/** The template: the header in the user's language and an example job. */
export async function buildDcgTemplate(locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = addTemplateSheet(workbook, SHEET_NAME, { keys: COLUMN_KEYS, headers: HEADERS }, locale);
  for (const row of EXAMPLE_ROWS) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Collects row errors in the file's language, at most MAX_ROW_ERRORS. */
export class DcgRowErrors {
  readonly errors: RowError[] = [];
  constructor(
    readonly locale: Locale,
    readonly headers: Record<ColumnKey, string>,
  ) {}
  fail(row: number, key: ColumnKey | undefined, reason: DcgReason): void {
    if (this.errors.length >= MAX_ROW_ERRORS) return;
    this.errors.push({ Row: row, Column: key ? this.headers[key] : '', Reason: DCG_REASONS[reason][this.locale] });
  }
}

const SIZE_TYPE = /^[0-9A-Z]{4}$/;
const PACKAGE_CODE = /^[0-9A-Z]{2,3}$/;
const HS_CODE = /^\d{6,10}$/;

interface JobDraft {
  job: ParsedJob;
}

function readRow(
  checker: DcgRowErrors,
  jobs: Map<string, JobDraft>,
  containers: Set<string>,
  row: number,
  cells: (string | number | undefined)[],
) {
  const cell = (key: ColumnKey) => cells[COLUMN_KEYS.indexOf(key)];
  const before = checker.errors.length;
  const text = (key: ColumnKey, max: number, required: boolean) => {
    const value = cellText(cell(key));
    if (!value) {
      if (required) checker.fail(row, key, 'required');
      return undefined;
    }
    if (value.length > max) {
      checker.fail(row, key, 'tooLong');
      return undefined;
    }
    return value;
  };
  const coded = (key: ColumnKey, pattern: RegExp, reason: DcgReason, required: boolean) => {
    const value = cellText(cell(key))?.toUpperCase().replace(/\s+/g, '');
    if (!value) {
      if (required) checker.fail(row, key, 'required');
      return undefined;
    }
    if (!pattern.test(value)) {
      checker.fail(row, key, reason);
      return undefined;
    }
    return value;
  };
  const number = (key: ColumnKey, integer: boolean, required: boolean) => {
    const value = cell(key);
    if (value === undefined) {
      if (required) checker.fail(row, key, 'required');
      return undefined;
    }
    const n = typeof value === 'number' ? value : Number(value.replace(',', '.'));
    if (!Number.isFinite(n) || n <= 0 || n > 1_000_000 || (integer && !Number.isInteger(n))) {
      checker.fail(row, key, integer ? 'positiveInteger' : 'positiveNumber');
      return undefined;
    }
    return n;
  };

  const dcgNo = text('DcgNo', 40, true)?.toUpperCase();
  const containerNo = cellText(cell('ContainerNo'))?.toUpperCase().replace(/\s+/g, '');
  if (!containerNo) checker.fail(row, 'ContainerNo', 'required');
  else if (containerCheckDigitFault(containerNo)) checker.fail(row, 'ContainerNo', 'checkDigit');
  else if (!isContainerNumber(containerNo)) checker.fail(row, 'ContainerNo', 'containerNo');
  else if (containers.has(containerNo)) checker.fail(row, 'ContainerNo', 'duplicateContainer');
  const sizeType = coded('ISOEquipmentCode', SIZE_TYPE, 'sizeType', true);
  const seal = text('SealNo', 20, false);
  const packages = number('Packages', true, true);
  const packageCode = coded('PackageCode', PACKAGE_CODE, 'packageCode', true);
  const weight = number('GrossWeightKg', false, true);
  const volume = number('VolumeM3', false, false);
  const description = text('DescriptionOfGoods', 500, true);
  const hsCode = coded('HSCode', HS_CODE, 'hsCode', false);
  const marks = text('ShippingMarks', 500, false);
  const consignee = text('Consignee', 300, false);
  const notifyParty = text('NotifyParty', 300, false);
  if (checker.errors.length > before || !dcgNo || !containerNo || !sizeType || !packageCode || !description) return;
  if (packages === undefined || weight === undefined) return;
  containers.add(containerNo);

  let draft = jobs.get(dcgNo);
  if (!draft) {
    if (!consignee) {
      checker.fail(row, 'Consignee', 'required');
      return;
    }
    draft = {
      job: { DcgNo: dcgNo, Row: row, Instructions: { consignee, notifyParty: notifyParty ?? null, lines: [] } },
    };
    jobs.set(dcgNo, draft);
  } else {
    const { Instructions } = draft.job;
    if (consignee && consignee !== Instructions.consignee) checker.fail(row, 'Consignee', 'differsInJob');
    if (notifyParty && notifyParty !== Instructions.notifyParty) checker.fail(row, 'NotifyParty', 'differsInJob');
    if (Instructions.lines.length >= 200) checker.fail(row, 'ContainerNo', 'tooManyContainers');
    if (checker.errors.length > before) return;
  }
  draft.job.Instructions.lines.push({
    equipmentReference: containerNo,
    ISOEquipmentCode: sizeType,
    seals: seal ? [seal] : [],
    numberOfPackages: packages,
    packageCode,
    cargoGrossWeightKg: weight,
    cargoGrossVolumeM3: volume ?? null,
    descriptionOfGoods: description,
    HSCodes: hsCode ? [hsCode] : [],
    shippingMarks: marks ?? null,
  });
}

/** Reads a filled-in template: every job with its containers, or every bad row. */
export async function parseDcgWorkbook(buffer: Buffer | Uint8Array): Promise<ParsedDcgWorkbook> {
  const notWorkbook = { RowErrors: [{ Row: 0, Column: '', Reason: DCG_REASONS.notWorkbook[DEFAULT_LOCALE] }] };
  const sheetRows = await firstSheetRows(buffer);
  if (!sheetRows) return notWorkbook;
  let checker: DcgRowErrors | undefined;
  const jobs = new Map<string, JobDraft>();
  const containers = new Set<string>();
  let dataRows = 0;
  for (const row of sheetRows) {
    const cells = COLUMN_KEYS.map((_, i) => cellValue(row.values[i + 1]));
    if (!checker) {
      const locale = headerLocale(cells, COLUMN_KEYS, HEADERS, LOCALES);
      if (!locale) return { RowErrors: [{ Row: row.number, Column: '', Reason: DCG_REASONS.header[DEFAULT_LOCALE] }] };
      checker = new DcgRowErrors(
        locale,
        Object.fromEntries(COLUMN_KEYS.map((key) => [key, HEADERS[key][locale]])) as Record<ColumnKey, string>,
      );
      continue;
    }
    if (cells.every((cell) => cell === undefined)) continue;
    dataRows += 1;
    if (dataRows > DCG_IMPORT_MAX_ROWS) {
      checker.fail(row.number, undefined, 'tooManyRows');
      break;
    }
    readRow(checker, jobs, containers, row.number, cells);
  }
  if (!checker) return notWorkbook;
  if (dataRows === 0) checker.fail(2, undefined, 'empty');
  if (checker.errors.length > 0) return { RowErrors: checker.errors };
  return { Jobs: [...jobs.values()].map((draft) => draft.job), Locale: checker.locale, Headers: checker.headers };
}
