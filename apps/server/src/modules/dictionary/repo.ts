import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dictItems } from './schema.js';

export type DictItemRow = typeof dictItems.$inferSelect;

export function findAllItems(db: Db): Promise<DictItemRow[]> {
  return db.select().from(dictItems).orderBy(asc(dictItems.parentCode), asc(dictItems.sort));
}

/**
 * Makes the table hold exactly the given items for their parent codes: upserts them through one
 * jsonb parameter (a bulk load without building thousands of placeholders) and removes items
 * dropped from the content. Upserts, so instances starting together do not collide.
 */
export async function replaceItems(db: Db, rows: readonly DictItemRow[]): Promise<void> {
  const parentCodes = [...new Set(rows.map((row) => row.parentCode))];
  const payload = JSON.stringify(
    rows.map((row) => ({
      parent_code: row.parentCode,
      key: row.key,
      sort: row.sort,
      label_zh_cn: row.labelZhCn,
      label_en_us: row.labelEnUs,
      label_fr_fr: row.labelFrFr,
      label_de_de: row.labelDeDe,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into dict_items (parent_code, key, sort, label_zh_cn, label_en_us, label_fr_fr, label_de_de)
      select parent_code, key, sort, label_zh_cn, label_en_us, label_fr_fr, label_de_de
      from jsonb_to_recordset(${payload}::jsonb) as t(
        parent_code text, key text, sort int, label_zh_cn text, label_en_us text, label_fr_fr text, label_de_de text)
      on conflict (parent_code, key) do update set
        sort = excluded.sort, label_zh_cn = excluded.label_zh_cn, label_en_us = excluded.label_en_us,
        label_fr_fr = excluded.label_fr_fr, label_de_de = excluded.label_de_de`);
    await tx.execute(sql`
      delete from dict_items d
      where d.parent_code in ${parentCodes}
        and not exists (
          select 1 from jsonb_to_recordset(${payload}::jsonb) as t(parent_code text, key text)
          where t.parent_code = d.parent_code and t.key = d.key)`);
  });
}
