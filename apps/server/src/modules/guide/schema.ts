import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema.js';

/**
 * The guide's sections and articles (spec §7 Column/GetTreeList), written by staff in the four UI
 * languages. A section has no parent; an article sits in a section. Content is limited HTML.
 */
export const guideArticles = pgTable(
  'guide_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => guideArticles.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    titleZhCn: text('title_zh_cn').notNull(),
    titleEnUs: text('title_en_us').notNull(),
    titleFrFr: text('title_fr_fr').notNull(),
    titleDeDe: text('title_de_de').notNull(),
    contentZhCn: text('content_zh_cn').notNull().default(''),
    contentEnUs: text('content_en_us').notNull().default(''),
    contentFrFr: text('content_fr_fr').notNull().default(''),
    contentDeDe: text('content_de_de').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The staff member who wrote the current text; null for the articles the portal ships with. */
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (t) => [index('guide_articles_parent_idx').on(t.parentId, t.sort)],
);
