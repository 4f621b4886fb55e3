import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema.js';

/** The message centre (spec §3 Message): one row per recipient user. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** What the message is about, e.g. a shipment id. */
    relateId: text('relate_id'),
    /** The forwarder's job number. */
    dcgNo: text('dcg_no'),
    /**
     * As written for a staff notice; for a server message its English rendering, which keyword
     * search reads and older clients show.
     */
    title: text('title').notNull(),
    /** May hold limited HTML; the web sanitizes it before showing it. */
    content: text('content').notNull(),
    /** A server message: the key of its template in MESSAGE_TEMPLATES (contracts); readers render it. */
    template: text('template'),
    /** A server message: its template's parameters, validated when written. */
    params: jsonb('params').$type<Record<string, string | number | boolean | null>>(),
    /** A staff notice: the locale it was written in; null for server messages and older rows. */
    language: text('language'),
    /** A key of MessageTypeEnum. */
    messageType: text('message_type').notNull(),
    /** 0 unread, 1 read (spec §4). */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    // The unread badge and the Unread tab count a user's unread messages on every page load.
    index('messages_user_unread_idx').on(t.userId, t.createdAt).where(sql`${t.status} = 0`),
    index('messages_company_idx').on(t.companyId),
    check('messages_status_check', sql`${t.status} in (0, 1)`),
    check('messages_template_params_check', sql`(${t.template} is null) = (${t.params} is null)`),
  ],
);
