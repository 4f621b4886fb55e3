import { type ClientMessage, type Locale, localeSchema, MESSAGE_STATUS } from '@portside/contracts';
import { and, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { messages } from './schema.js';
import { messageTextIn } from './text.js';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;

/** A message as answered, its title and content in the reader's language when it is a server message. */
export function toClientMessage(row: MessageRow, locale: Locale): ClientMessage {
  const text = messageTextIn(row, locale);
  return {
    Id: row.id,
    RelateId: row.relateId,
    DcgNo: row.dcgNo,
    MessageTitle: text.title,
    MessageContent: text.content,
    Template: row.template,
    Params: row.params,
    Language: localeSchema.nullable().catch(null).parse(row.language),
    MessageType: row.messageType,
    MessageStatus: row.status === 1 ? 1 : 0,
    CreatedTime: row.createdAt.toISOString(),
    ReadTime: row.readAt?.toISOString() ?? null,
  };
}

export async function insertMessages(executor: Pick<Db, 'insert'>, rows: readonly NewMessageRow[]) {
  if (rows.length === 0) return [];
  return executor
    .insert(messages)
    .values([...rows])
    .returning();
}

/** The recipient's own messages: every query of messages starts from here. */
function ownMessages(userId: string, scope: TenantScope): SQL | undefined {
  return and(eq(messages.userId, userId), inTenantScope(messages.companyId, scope));
}

export interface MessageFilters {
  status?: 0 | 1 | undefined;
  messageType?: string | undefined;
  keyword?: string | undefined;
  createdFrom?: Date | undefined;
  /** Inclusive unless createdToExclusive. */
  createdTo?: Date | undefined;
  createdToExclusive?: boolean;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function findMessagePage(
  db: Db,
  userId: string,
  scope: TenantScope,
  filters: MessageFilters,
  page: { index: number; size: number },
): Promise<{ rows: MessageRow[]; total: number; unread: number }> {
  const own = ownMessages(userId, scope);
  const pattern = filters.keyword ? `%${escapeLike(filters.keyword)}%` : undefined;
  const where = and(
    own,
    filters.status === undefined ? undefined : eq(messages.status, filters.status),
    filters.messageType === undefined ? undefined : eq(messages.messageType, filters.messageType),
    pattern
      ? or(ilike(messages.title, pattern), ilike(messages.content, pattern), ilike(messages.dcgNo, pattern))
      : undefined,
    filters.createdFrom ? gte(messages.createdAt, filters.createdFrom) : undefined,
    filters.createdTo
      ? filters.createdToExclusive
        ? lt(messages.createdAt, filters.createdTo)
        : lte(messages.createdAt, filters.createdTo)
      : undefined,
  );
  // The page's total and the caller's unread messages in one statement: the header's badge reads
  // the count from whichever list the page loads, so a dashboard asks for its messages once.
  const [counted] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${where ?? sql`true`}))::int`,
      unread: sql<number>`(count(*) filter (where ${messages.status} = ${MESSAGE_STATUS.Unread}))::int`,
    })
    .from(messages)
    .where(own);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  return { rows, total: counted?.total ?? 0, unread: counted?.unread ?? 0 };
}

export async function findOwnMessage(
  db: Db,
  messageId: string,
  userId: string,
  scope: TenantScope,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), ownMessages(userId, scope)));
  return row;
}

/** Marks the user's own unread messages among the ids read; other ids change nothing. */
export async function markOwnMessagesRead(
  db: Db,
  userId: string,
  scope: TenantScope,
  messageIds: readonly string[],
  readAt: Date,
): Promise<number> {
  if (messageIds.length === 0) return 0;
  const updated = await db
    .update(messages)
    .set({ status: 1, readAt })
    .where(and(inArray(messages.id, [...messageIds]), eq(messages.status, 0), ownMessages(userId, scope)))
    .returning({ id: messages.id });
  return updated.length;
}
