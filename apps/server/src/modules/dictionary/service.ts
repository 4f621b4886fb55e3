import { DICT_PARENT_CODES, type DictItemsByParentCode, type DictName, type Locale } from '@portside/contracts';
import type { Db } from '../../db/client.js';
import { DICTIONARY_CONTENT } from './content/index.js';
import { type DictItemRow, findItemsByParentCodes, replaceItems } from './repo.js';

function toItem(row: DictItemRow, locale: Locale) {
  const Labels = { 'zh-CN': row.labelZhCn, 'en-US': row.labelEnUs, 'fr-FR': row.labelFrFr, 'de-DE': row.labelDeDe };
  return { Key: row.key, Value: Labels[locale], Labels, Sort: row.sort };
}

/** Items of each requested parent code, labelled in the caller's language; unknown codes get []. */
export async function getItemsByParentCodes(
  db: Db,
  parentCodes: readonly string[],
  locale: Locale,
): Promise<DictItemsByParentCode> {
  const unique = [...new Set(parentCodes)];
  const result: DictItemsByParentCode = Object.fromEntries(unique.map((code) => [code, []]));
  if (unique.length === 0) return result;
  for (const row of await findItemsByParentCodes(db, unique)) {
    result[row.parentCode]?.push(toItem(row, locale));
  }
  return result;
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
}
