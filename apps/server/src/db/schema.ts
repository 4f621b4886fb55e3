import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Client companies: each one is a tenant (DESIGN §1). */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh'),
    /** direct or agent customer (spec §1). */
    kind: text('kind', { enum: ['direct', 'agent'] }).notNull(),
    isPrivateCustomer: boolean('is_private_customer').notNull().default(false),
    worksByBatch: boolean('works_by_batch').notNull().default(false),
    salesmanUserId: uuid('salesman_user_id').references((): AnyPgColumn => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('companies_kind_check', sql`${t.kind} in ('direct', 'agent')`)],
);

/** Every login: client users belong to a company, forwarder staff do not. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    accountName: text('account_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['client_admin', 'client_user', 'staff', 'staff_admin'] }).notNull(),
    nameEn: text('name_en'),
    phone: text('phone'),
    email: text('email'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_company_idx').on(t.companyId),
    // Account names are unique regardless of case, so "Demo" cannot shadow "demo".
    uniqueIndex('users_account_name_unique').on(sql`lower(${t.accountName})`),
    check('users_role_check', sql`${t.role} in ('client_admin', 'client_user', 'staff', 'staff_admin')`),
    // Client users belong to a company; staff belong to the forwarder.
    check(
      'users_company_role_check',
      sql`(${t.role} in ('client_admin', 'client_user')) = (${t.companyId} is not null)`,
    ),
  ],
);

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
