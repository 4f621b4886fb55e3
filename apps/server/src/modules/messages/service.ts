import {
  type ClientMessage,
  type ClientMessageListRequest,
  DEFAULT_LOCALE,
  type Locale,
  type TemplatedMessage,
} from '@portside/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import type { TenantScope } from '../../http/tenant-scope.js';
import { isCompanyInScope } from '../identity/companies.js';
import { findCompanyUsers } from '../identity/users-repo.js';
import { composeNotification } from '../mail/compose.js';
import { enqueueEmails, type NewEmail } from '../mail/outbox.js';
import { type Delivery, deliveryPlan } from '../push-settings/service.js';
import {
  findMessagePage,
  insertMessages,
  type MessageFilters,
  type MessageRow,
  markOwnMessagesRead,
  type NewMessageRow,
  toClientMessage,
} from './repo.js';
import { type MessageText, messageText, messageTextIn, type StaffNotice } from './text.js';

/** Who gets a message and what it is about. */
interface MessageAddress {
  companyId: string;
  /** Recipients, all in the company; default: every enabled user of the company. */
  userIds?: readonly string[];
  relateId?: string | null;
  dcgNo?: string | null;
}

/**
 * Messages to write: either a staff notice, or a server message, a template of
 * MESSAGE_TEMPLATES (contracts) with its parameters, which each reader sees in their language.
 */
export type NewMessages = MessageAddress & (StaffNotice | TemplatedMessage);

type MessagingContext = Pick<AppContext, 'db' | 'clock' | 'messageBus' | 'log' | 'mailer' | 'config'>;

/** Messages written in a transaction, to be announced once it has committed. */
export interface WrittenMessages {
  rows: MessageRow[];
  queuedEmails: number;
}

/**
 * Writes the messages of several notices in the caller's transaction: one message per recipient
 * (as their push settings say) and the e-mails they asked for, with one query per step however
 * many notices there are. Call announceMessages after the transaction commits.
 */
export async function writeMessages(
  ctx: Pick<AppContext, 'clock' | 'config'>,
  tx: Tx,
  notices: readonly NewMessages[],
): Promise<WrittenMessages> {
  if (notices.length === 0) return { rows: [], queuedEmails: 0 };
  const texts = notices.map(messageText);
  const createdAt = ctx.clock();
  const companyIds = [...new Set(notices.map((notice) => notice.companyId))];
  const companyUsers = await findCompanyUsers(tx, companyIds);
  const plans = new Map<string, Map<string, Delivery>>();
  for (const type of new Set(texts.map((text) => text.messageType))) {
    plans.set(
      type,
      await deliveryPlan(
        tx,
        companyUsers.map((user) => user.id),
        type,
      ),
    );
  }
  const messageRows: NewMessageRow[] = [];
  const emails: NewEmail[] = [];
  for (const [index, notice] of notices.entries()) {
    const text = texts[index] as MessageText;
    const inCompany = companyUsers.filter((user) => user.companyId === notice.companyId);
    const wanted = notice.userIds ? new Set(notice.userIds) : null;
    const recipients = wanted
      ? inCompany.filter((user) => wanted.has(user.id))
      : inCompany.filter((user) => user.enabled);
    if (wanted && recipients.length !== wanted.size) {
      throw new Error('writeMessages: a recipient is not a user of the company');
    }
    const plan = plans.get(text.messageType);
    for (const recipient of recipients) {
      const delivery = plan?.get(recipient.id);
      if (delivery?.email) {
        const composed = composeNotification({
          ...messageTextIn(text, delivery.email.locale),
          locale: delivery.email.locale,
          baseUrl: ctx.config.PUBLIC_BASE_URL,
          unsubscribeToken: delivery.email.unsubscribeToken,
        });
        emails.push({
          userId: recipient.id,
          toAddress: delivery.email.address,
          ...composed,
          createdAt,
          nextAttemptAt: createdAt,
        });
      }
      if (delivery?.inPortal ?? true) {
        messageRows.push({
          companyId: notice.companyId,
          userId: recipient.id,
          relateId: notice.relateId ?? null,
          dcgNo: notice.dcgNo ?? null,
          ...text,
          createdAt,
        });
      }
    }
  }
  await enqueueEmails(tx, emails);
  return { rows: await insertMessages(tx, messageRows), queuedEmails: emails.length };
}

/** Sends the e-mails and tells the live streams of every server instance, after the commit. */
export async function announceMessages(
  ctx: Pick<AppContext, 'messageBus' | 'log' | 'mailer'>,
  written: WrittenMessages,
): Promise<void> {
  if (written.queuedEmails > 0) ctx.mailer.kick();
  if (written.rows.length === 0) return;
  try {
    await ctx.messageBus.publish(written.rows.map((row) => ({ messageId: row.id, userId: row.userId })));
  } catch (error) {
    // The messages are stored; only the live push failed, and the next list request shows them.
    ctx.log.error({ err: error }, 'new messages could not be announced');
  }
}

/**
 * Creates one message per recipient in one transaction, then announces them to the live streams
 * of every server instance. Other modules (the shipment feed) call this, or writeMessages in a
 * transaction of their own.
 */
export async function createMessages(ctx: MessagingContext, input: NewMessages): Promise<ClientMessage[]> {
  const written = await ctx.db.transaction((tx) => writeMessages(ctx, tx, [input]));
  await announceMessages(ctx, written);
  // Answered to the server's own callers, so in the default language.
  return written.rows.map((row) => toClientMessage(row, DEFAULT_LOCALE));
}

function startOfUtcDay(date: string, plusDays = 0): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + plusDays);
  return day;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function filtersOf(request: ClientMessageListRequest): MessageFilters {
  const to = request.CreatedTo ?? undefined;
  return {
    status: request.MessageStatus ?? undefined,
    messageType: request.MessageType ?? undefined,
    keyword: request.Keyword || undefined,
    createdFrom: request.CreatedFrom
      ? DATE_ONLY.test(request.CreatedFrom)
        ? startOfUtcDay(request.CreatedFrom)
        : new Date(request.CreatedFrom)
      : undefined,
    // A date includes the whole of that day.
    createdTo: to ? (DATE_ONLY.test(to) ? startOfUtcDay(to, 1) : new Date(to)) : undefined,
    createdToExclusive: to ? DATE_ONLY.test(to) : false,
  };
}

/** The caller's own messages, newest first. */
export async function listMessages(
  ctx: AppContext,
  caller: Caller,
  scope: TenantScope,
  request: ClientMessageListRequest,
  locale: Locale,
) {
  const { rows, total, unread } = await findMessagePage(ctx.db, caller.userId, scope, filtersOf(request), {
    index: request.PageIndex,
    size: request.PageSize,
  });
  return { Items: rows.map((row) => toClientMessage(row, locale)), TotalCount: total, UnreadCount: unread };
}

/** Marks those of the ids that are the caller's own unread messages read; answers how many. */
export function markRead(ctx: AppContext, caller: Caller, scope: TenantScope, messageIds: readonly string[]) {
  return markOwnMessagesRead(ctx.db, caller.userId, scope, [...new Set(messageIds)], ctx.clock());
}

/** Staff: a notice to every enabled user of a company they serve; another company is not found. */
export async function sendToCompany(
  ctx: AppContext,
  scope: TenantScope,
  input: { CompanyId: string; MessageTitle: string; MessageContent: string; MessageType: string },
  language: Locale,
): Promise<number> {
  if (!(await isCompanyInScope(ctx.db, scope, input.CompanyId))) throw new AppError('NotFound');
  const created = await createMessages(ctx, {
    companyId: input.CompanyId,
    title: input.MessageTitle,
    content: input.MessageContent,
    type: input.MessageType,
    language,
  });
  return created.length;
}
