import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema.js';

/** Each user's column choice, order and widths per table (spec §7 CfgUserDiyColumn). */
export const userColumnSettings = pgTable(
  'user_column_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tableKey: text('table_key').notNull(),
    columns: jsonb('columns').$type<{ Key: string; Visible: boolean; Order: number; Width?: number }[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('user_column_settings_user_table_unique').on(t.userId, t.tableKey)],
);
