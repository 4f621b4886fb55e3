import { DICT_PARENT_CODES, type DictItemsByParentCode, type DictName, type Locale } from '@portside/contracts';
import type { Db } from '../../db/client.js';
import { DICTIONARY_CONTENT } from './content/index.js';
import { type DictItemRow, findAllItems, replaceItems } from './repo.js';

function toItem(row: DictItemRow, locale: Locale) {
  const Labels = { 'zh-CN': row.labelZhCn, 'en-US': row.labelEnUs, 'fr-FR': row.labelFrFr, 'de-DE': row.labelDeDe };
  return { Key: row.key, Value: Labels[locale], Labels, Sort: row.sort };
}

/**
 * The dictionary is written only by syncDictionary at start, and every web client asks for all of
 * it after login, so each process reads it once and answers from memory (bench/RESULTS.md).
 */
const itemsByDb = new WeakMap<Db, Promise<Map<string, DictItemRow[]>>>();

function loadItems(db: Db): Promise<Map<string, DictItemRow[]>> {
  let items = itemsByDb.get(db);
  if (!items) {
    items = findAllItems(db).then((rows) => {
      const byCode = new Map<string, DictItemRow[]>();
      for (const row of rows) byCode.set(row.parentCode, [...(byCode.get(row.parentCode) ?? []), row]);
      return byCode;
    });
    // A failed read is not remembered: the next request tries the database again.
    items.catch(() => itemsByDb.delete(db));
    itemsByDb.set(db, items);
  }
  return items;
}

/** Items of each requested parent code, labelled in the caller's language; unknown codes get []. */
export async function getItemsByParentCodes(
  db: Db,
  parentCodes: readonly string[],
  locale: Locale,
): Promise<DictItemsByParentCode> {
  const unique = [...new Set(parentCodes)];
  if (unique.length === 0) return {};
  const items = await loadItems(db);
  return Object.fromEntries(unique.map((code) => [code, (items.get(code) ?? []).map((row) => toItem(row, locale))]));
}

/** Brings the stored dictionary in line with the content shipped in this build (run at start). */
export async function syncDictionary(db: Db): Promise<void> {
  const rows: DictItemRow[] = [];
  for (const [name, items] of Object.entries(DICTIONARY_CONTENT) as [
    DictName,
    (typeof DICTIONARY_CONTENT)[DictName],
  ][]) {
    items.forEach((item, sort) => {
      rows.push({
        parentCode: DICT_PARENT_CODES[name],
        key: item.Key,
        sort,
        labelZhCn: item.Labels['zh-CN'],
        labelEnUs: item.Labels['en-US'],
        labelFrFr: item.Labels['fr-FR'],
        labelDeDe: item.Labels['de-DE'],
      });
    });
  }
  await replaceItems(db, rows);
  itemsByDb.delete(db);
}

/** True when the key is an item of the enumeration in the content shipped with this build. */
export function isDictionaryKey(name: DictName, key: string): boolean {
  return DICTIONARY_CONTENT[name].some((item) => item.Key === key);
}

/**
 * Labels the keys of one enumeration in one language, from the content shipped with this build
 * (what syncDictionary stores); a key the enumeration lacks is answered as itself.
 */
export function dictionaryLabeller(name: DictName, locale: Locale): (key: string) => string {
  const labels = new Map(DICTIONARY_CONTENT[name].map((item) => [item.Key, item.Labels[locale]]));
  return (key) => labels.get(key) ?? key;
}
