import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Reference data: the dictionary of spec §3, one row per item, labels in the four UI languages. */
export const dictItems = pgTable(
  'dict_items',
  {
    parentCode: text('parent_code').notNull(),
    key: text('key').notNull(),
    sort: integer('sort').notNull(),
    labelZhCn: text('label_zh_cn').notNull(),
    labelEnUs: text('label_en_us').notNull(),
    labelFrFr: text('label_fr_fr').notNull(),
    labelDeDe: text('label_de_de').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parentCode, t.key] })],
);
