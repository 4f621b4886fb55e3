import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { decimal } from '../../db/columns.js';
import { sortIndexes } from '../../db/list-query.js';
import { companies } from '../identity/schema.js';

/**
 * The product catalogue of a company (issue 10): one row per seller SKU, reused by every order's
 * carton lines, the customs declaration and the conformance check.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    sku: text('sku').notNull(),
    fnsku: text('fnsku'),
    nameZh: text('name_zh').notNull().default(''),
    nameEn: text('name_en').notNull(),
    hsCode: text('hs_code'),
    /** Declared value of one unit, in `currency`. */
    declaredValue: numeric('declared_value', { precision: 14, scale: 2 }),
    currency: text('currency').notNull().default('USD'),
    unitWeightKg: decimal('unit_weight_kg', 10, 3),
    lengthCm: decimal('length_cm', 8, 1),
    widthCm: decimal('width_cm', 8, 1),
    heightCm: decimal('height_cm', 8, 1),
    isBattery: boolean('is_battery').notNull().default(false),
    isMagnetic: boolean('is_magnetic').notNull().default(false),
    isLiquid: boolean('is_liquid').notNull().default(false),
    isPowder: boolean('is_powder').notNull().default(false),
    isBrand: boolean('is_brand').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The SKU is the company's key; the list by SKU and a SKU prefix search read this one index.
    uniqueIndex('products_company_sku_unique').on(t.companyId, t.sku),
    ...sortIndexes('products_company_sku', [t.companyId], t.sku, t.id),
    ...sortIndexes('products_company_updated_at', [t.companyId], t.updatedAt, t.id),
    index('products_company_fnsku_idx').on(t.companyId, t.fnsku),
    check('products_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** A client's pickup and sender addresses (the Setting page's Address child). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ['pickup', 'sender'] }).notNull(),
    label: text('label').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    countryCode: text('country_code').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    ...sortIndexes('addresses_company_created_at', [t.companyId], t.createdAt, t.id),
    ...sortIndexes('addresses_company_kind_created_at', [t.companyId, t.kind], t.createdAt, t.id),
    // One default address of each kind per company.
    uniqueIndex('addresses_company_kind_default_unique').on(t.companyId, t.kind).where(sql`${t.isDefault}`),
    check('addresses_kind_check', sql`${t.kind} in ('pickup', 'sender')`),
  ],
);

/**
 * The forwarder's warehouses, not a company's: origin warehouses where clients deliver cargo,
 * Amazon FBA fulfilment centres (the curated list of fba-centres.ts, loaded by migration 0012),
 * and overseas warehouses. Receiving rules are one rule per element.
 */
export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['origin', 'fba', 'overseas'] }).notNull(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull(),
    addressLine: text('address_line').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    receivingRules: text('receiving_rules').array().notNull().default(sql`'{}'::text[]`),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
  },
  (t) => [
    uniqueIndex('warehouses_code_unique').on(t.code),
    index('warehouses_kind_code_idx').on(t.kind, t.code, t.id),
    index('warehouses_code_id_idx').on(t.code, t.id),
    check('warehouses_kind_check', sql`${t.kind} in ('origin', 'fba', 'overseas')`),
  ],
);
