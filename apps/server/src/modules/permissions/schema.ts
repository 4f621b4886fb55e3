import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema.js';

/** What the forwarder grants a client company. */
export const companyMenus = pgTable(
  'company_menus',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    menuCode: text('menu_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.menuCode] })],
);

/** What a client admin grants a sub-account (a subset of the company's grants). */
export const userMenus = pgTable(
  'user_menus',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    menuCode: text('menu_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuCode] })],
);
