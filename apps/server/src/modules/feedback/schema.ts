import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema.js';

/** The header's feedback form (spec §3); staff send it too, so the company is optional. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Set when forwarder staff acting as the client user sent it. */
    actingStaffUserId: uuid('acting_staff_user_id').references(() => users.id),
    name: text('name'),
    tel: text('tel'),
    mail: text('mail'),
    /** A key of FeedTypeEnum. */
    feedType: text('feed_type').notNull(),
    content: text('content').notNull(),
    /** Files of the same company sent with it (screenshots). */
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feedback_company_created_idx').on(t.companyId, t.createdAt)],
);
