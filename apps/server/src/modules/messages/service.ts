import type { ClientMessage, ClientMessageListRequest } from '@portside/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { companies, emailOutbox, users } from '../../db/schema.js';
import type { Caller } from '../../http/auth.js';
import { AppError } from '../../http/envelope.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { isDictionaryKey } from '../dictionary/service.js';
import { composeNotification } from '../mail/compose.js';
import { deliveryPlan } from '../push-settings/service.js';
import { findMessagePage, insertMessages, type MessageFilters, markOwnMessagesRead, toClientMessage } from './repo.js';

export interface NewMessages {
  companyId: string;
  /** Recipients, all in the company; default: every enabled user of the company. */
  userIds?: readonly string[];
  title: string;
  /** May contain limited HTML; the web sanitizes it. */
  content: string;
  /** A key of MessageTypeEnum. */
  type: string;
  relateId?: string | null;
  dcgNo?: string | null;
}

/**
 * Creates one message per recipient in one transaction, then announces them to the live streams
 * of every server instance. Other modules (the shipment feed) call this.
 */
export async function createMessages(
  ctx: Pick<AppContext, 'db' | 'clock' | 'messageBus' | 'log' | 'mailer' | 'config'>,
  input: NewMessages,
): Promise<ClientMessage[]> {
  if (!isDictionaryKey('MessageTypeEnum', input.type)) throw new AppError('ValidationFailed', 'MessageType');
  const createdAt = ctx.clock();
  let queuedEmails = 0;
  const rows = await ctx.db.transaction(async (tx) => {
    const inCompany = eq(users.companyId, input.companyId);
    const recipients = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        input.userIds
          ? and(inCompany, inArray(users.id, [...new Set(input.userIds)]))
          : and(inCompany, eq(users.enabled, true)),
      );
    if (input.userIds && recipients.length !== new Set(input.userIds).size) {
      throw new Error('createMessages: a recipient is not a user of the company');
    }
    // Each recipient's push settings decide: the message centre, an e-mail, both or neither.
    const plan = await deliveryPlan(
      tx,
      recipients.map((recipient) => recipient.id),
      input.type,
    );
    const emails = recipients.flatMap((recipient) => {
      const email = plan.get(recipient.id)?.email;
      if (!email) return [];
      const composed = composeNotification({
        title: input.title,
        content: input.content,
        locale: email.locale,
        baseUrl: ctx.config.PUBLIC_BASE_URL,
        unsubscribeToken: email.unsubscribeToken,
      });
      return [{ userId: recipient.id, toAddress: email.address, ...composed, createdAt, nextAttemptAt: createdAt }];
    });
    if (emails.length > 0) await tx.insert(emailOutbox).values(emails);
    queuedEmails = emails.length;
    return insertMessages(
      tx,
      recipients
        .filter((recipient) => plan.get(recipient.id)?.inPortal ?? true)
        .map((recipient) => ({
          companyId: input.companyId,
          userId: recipient.id,
          relateId: input.relateId ?? null,
          dcgNo: input.dcgNo ?? null,
          title: input.title,
          content: input.content,
          messageType: input.type,
          createdAt,
        })),
    );
  });
  if (queuedEmails > 0) ctx.mailer.kick();
  try {
    await ctx.messageBus.publish(rows.map((row) => ({ messageId: row.id, userId: row.userId })));
  } catch (error) {
    // The messages are stored; only the live push failed, and the next list request shows them.
    ctx.log.error({ err: error }, 'new messages could not be announced');
  }
  return rows.map(toClientMessage);
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
) {
  const { rows, total } = await findMessagePage(ctx.db, caller.userId, scope, filtersOf(request), {
    index: request.PageIndex,
    size: request.PageSize,
  });
  return { Items: rows.map(toClientMessage), TotalCount: total };
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
): Promise<number> {
  const [company] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, input.CompanyId), inTenantScope(companies.id, scope)));
  if (!company) throw new AppError('NotFound');
  const created = await createMessages(ctx, {
    companyId: company.id,
    title: input.MessageTitle,
    content: input.MessageContent,
    type: input.MessageType,
  });
  return created.length;
}
