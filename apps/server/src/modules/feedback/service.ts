import type { Feedback, FeedbackDetail } from '@portside/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { isDictionaryKey } from '../dictionary/service.js';
import { filesInScope, toAttachment } from '../files/service.js';
import { keepOutOfSharedFolder } from '../files/shared-folder.js';
import { companyNamesById } from '../identity/companies.js';
import { accountNamesById } from '../identity/users-repo.js';
import { feedback } from './schema.js';

/** Where staff download a screenshot sent with a feedback. */
export const FEEDBACK_ATTACHMENT_PATH = '/cms/api/FeedBack/DownloadAttachment';

type FeedbackRow = typeof feedback.$inferSelect;

/** Stores the header's feedback form with who sent it, from the session. */
export async function addFeedback(
  ctx: AppContext,
  caller: Caller,
  input: {
    Name?: string | undefined;
    Tel?: string | undefined;
    Mail?: string | undefined;
    FeedType: string;
    Content: string;
    AttachmentIds: string[];
  },
): Promise<void> {
  if (!isDictionaryKey('FeedTypeEnum', input.FeedType)) throw new AppError('ValidationFailed', 'FeedType');
  const attachmentIds = [...new Set(input.AttachmentIds)];
  if (attachmentIds.length > 0) {
    // Only the caller's company's own files; another company's id is refused like a missing one.
    const found = caller.companyId
      ? await filesInScope(ctx, { all: false, companyIds: [caller.companyId] }, attachmentIds)
      : [];
    if (found.length !== attachmentIds.length) throw new AppError('ValidationFailed', 'AttachmentIds');
  }
  await ctx.db.transaction(async (tx) => {
    await keepOutOfSharedFolder(tx, attachmentIds);
    await tx.insert(feedback).values({
      companyId: caller.companyId,
      userId: caller.userId,
      actingStaffUserId: caller.actingStaffUserId,
      name: input.Name ?? null,
      tel: input.Tel ?? null,
      mail: input.Mail ?? null,
      feedType: input.FeedType,
      content: input.Content,
      attachmentIds,
      createdAt: ctx.clock(),
    });
  });
}

/** The answer's shape of stored rows, with the account and company names from identity. */
async function toFeedback(ctx: AppContext, rows: readonly FeedbackRow[]): Promise<Feedback[]> {
  const [accountNames, companyNames] = await Promise.all([
    accountNamesById(
      ctx.db,
      rows.map((row) => row.userId),
    ),
    companyNamesById(
      ctx.db,
      rows.flatMap((row) => (row.companyId ? [row.companyId] : [])),
    ),
  ]);
  return rows.map((row) => ({
    Id: row.id,
    Name: row.name,
    Tel: row.tel,
    Mail: row.mail,
    FeedType: row.feedType,
    Content: row.content,
    CreatedTime: row.createdAt.toISOString(),
    AccountName: accountNames.get(row.userId) ?? '',
    CompanyId: row.companyId,
    CompanyNameEn: row.companyId ? (companyNames.get(row.companyId) ?? null) : null,
    AttachmentIds: row.attachmentIds,
  }));
}

/** Staff: feedback of the companies in scope, newest first (a staff admin also sees staff's own). */
export async function listFeedback(
  ctx: AppContext,
  scope: TenantScope,
  page: { PageIndex: number; PageSize: number },
): Promise<{ Items: Feedback[]; TotalCount: number }> {
  const where = inTenantScope(feedback.companyId, scope);
  const [total] = await ctx.db.select({ n: count() }).from(feedback).where(where);
  const rows = await ctx.db
    .select()
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.PageSize)
    .offset((page.PageIndex - 1) * page.PageSize);
  return { TotalCount: total?.n ?? 0, Items: await toFeedback(ctx, rows) };
}

/** A feedback of a company in scope; any other id is not found. */
async function findFeedback(ctx: AppContext, scope: TenantScope, id: string): Promise<FeedbackRow> {
  const [row] = await ctx.db
    .select()
    .from(feedback)
    .where(and(eq(feedback.id, id), inTenantScope(feedback.companyId, scope)));
  if (!row) throw new AppError('NotFound');
  return row;
}

/** Staff: one feedback with its screenshots, each linked to the staff download. */
export async function getFeedback(ctx: AppContext, scope: TenantScope, id: string): Promise<FeedbackDetail> {
  const row = await findFeedback(ctx, scope, id);
  const stored = new Map((await filesInScope(ctx, scope, row.attachmentIds)).map((file) => [file.id, file] as const));
  const attachments = row.attachmentIds.flatMap((fileId) => {
    const file = stored.get(fileId);
    return file ? [{ ...toAttachment(file), Url: `${FEEDBACK_ATTACHMENT_PATH}?id=${row.id}&fileId=${fileId}` }] : [];
  });
  const [answer] = await toFeedback(ctx, [row]);
  if (!answer) throw new AppError('NotFound');
  return { ...answer, Attachments: attachments };
}

/** Staff: checks that the file is a screenshot of a feedback in scope, before it is downloaded. */
export async function checkFeedbackAttachment(
  ctx: AppContext,
  scope: TenantScope,
  id: string,
  fileId: string,
): Promise<void> {
  const row = await findFeedback(ctx, scope, id);
  if (!row.attachmentIds.includes(fileId)) throw new AppError('NotFound');
}
