import type { Feedback, FeedbackDetail } from '@portside/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { companies, feedback, users } from '../../db/schema.js';
import type { Caller } from '../../http/auth.js';
import { AppError } from '../../http/envelope.js';
import { inTenantScope, type TenantScope, tenantScope } from '../../http/tenant-scope.js';
import { isDictionaryKey } from '../dictionary/service.js';
import { filesInScope, toAttachment } from '../files/service.js';

/** Where staff download a screenshot sent with a feedback. */
export const FEEDBACK_ATTACHMENT_PATH = '/cms/api/FeedBack/DownloadAttachment';

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
    const found = caller.companyId ? await filesInScope(ctx, await tenantScope(ctx, caller), attachmentIds) : [];
    if (found.length !== attachmentIds.length) throw new AppError('ValidationFailed', 'AttachmentIds');
  }
  await ctx.db.insert(feedback).values({
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
}

/** Staff: feedback of the companies in scope, newest first (a staff admin also sees staff's own). */
export async function listFeedback(
  ctx: AppContext,
  scope: TenantScope,
  page: { PageIndex: number; PageSize: number },
): Promise<{ Items: Feedback[]; TotalCount: number }> {
  const where = inTenantScope(feedback.companyId, scope);
  const [total] = await ctx.db.select({ n: count() }).from(feedback).where(where);
  const rows = await selectFeedback(ctx)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.PageSize)
    .offset((page.PageIndex - 1) * page.PageSize);
  return { TotalCount: total?.n ?? 0, Items: rows.map(toFeedback) };
}

function selectFeedback(ctx: AppContext) {
  return ctx.db
    .select({ feedback, accountName: users.accountName, companyNameEn: companies.nameEn })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .leftJoin(companies, eq(companies.id, feedback.companyId))
    .$dynamic();
}

type FeedbackRow = Awaited<ReturnType<ReturnType<typeof selectFeedback>['execute']>>[number];

function toFeedback(row: FeedbackRow): Feedback {
  return {
    Id: row.feedback.id,
    Name: row.feedback.name,
    Tel: row.feedback.tel,
    Mail: row.feedback.mail,
    FeedType: row.feedback.feedType,
    Content: row.feedback.content,
    CreatedTime: row.feedback.createdAt.toISOString(),
    AccountName: row.accountName,
    CompanyId: row.feedback.companyId,
    CompanyNameEn: row.companyNameEn,
    AttachmentIds: row.feedback.attachmentIds,
  };
}

/** A feedback of a company in scope; any other id is not found. */
async function findFeedback(ctx: AppContext, scope: TenantScope, id: string): Promise<FeedbackRow> {
  const [row] = await selectFeedback(ctx).where(and(eq(feedback.id, id), inTenantScope(feedback.companyId, scope)));
  if (!row) throw new AppError('NotFound');
  return row;
}

/** Staff: one feedback with its screenshots, each linked to the staff download. */
export async function getFeedback(ctx: AppContext, scope: TenantScope, id: string): Promise<FeedbackDetail> {
  const row = await findFeedback(ctx, scope, id);
  const stored = new Map(
    (await filesInScope(ctx, scope, row.feedback.attachmentIds)).map((file) => [file.id, file] as const),
  );
  const attachments = row.feedback.attachmentIds.flatMap((fileId) => {
    const file = stored.get(fileId);
    return file
      ? [{ ...toAttachment(file), Url: `${FEEDBACK_ATTACHMENT_PATH}?id=${row.feedback.id}&fileId=${fileId}` }]
      : [];
  });
  return { ...toFeedback(row), Attachments: attachments };
}

/** Staff: checks that the file is a screenshot of a feedback in scope, before it is downloaded. */
export async function checkFeedbackAttachment(
  ctx: AppContext,
  scope: TenantScope,
  id: string,
  fileId: string,
): Promise<void> {
  const row = await findFeedback(ctx, scope, id);
  if (!row.feedback.attachmentIds.includes(fileId)) throw new AppError('NotFound');
}
