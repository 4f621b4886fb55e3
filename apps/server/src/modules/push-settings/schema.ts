import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema.js';

/** Push settings (spec /systemConfig/pushConfig): one row per user who changed the defaults. */
export const pushSettings = pgTable('push_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  email: text('email'),
  /** [{ MessageType, InPortal, Email }]; a type not listed shows in the portal and is not e-mailed. */
  types: jsonb('types').$type<{ MessageType: string; InPortal: boolean; Email: boolean }[]>().notNull(),
  /** The language e-mails are written in: the one the user saved the settings in. */
  locale: text('locale').notNull(),
  /** Carried by the unsubscribe link of every e-mail; it can only switch e-mails off. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
