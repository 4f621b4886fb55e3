import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sortIndexes } from '../../db/list-query.js';
import { companies, users } from '../identity/schema.js';

/**
 * Uploaded files (spec §3 Attachment). The bytes live in FILES_DIR under storage_key, a name the
 * server generated; the uploader's file name is kept for display only.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Null for a document the forwarder's systems sent through the integration API (a proof of delivery). */
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    /** Set when forwarder staff acting as the client user uploaded it. */
    actingStaffUserId: uuid('acting_staff_user_id').references(() => users.id),
    /** The Attachment Type the file is grouped under. */
    type: text('type'),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Listed in the company's shared files (/cargoStatus/sharedFiles): every document is, wherever
     * it is attached; the feedback form's screenshots are not.
     */
    inSharedFolder: boolean('in_shared_folder').notNull().default(true),
  },
  (t) => [
    index('files_company_created_idx').on(t.companyId, t.createdAt),
    ...sortIndexes('files_company_shared_created_at', [t.companyId, t.inSharedFolder], t.createdAt, t.id),
  ],
);
