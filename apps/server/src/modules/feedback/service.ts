import type { Feedback } from '@portside/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { companies, files, users } from '../../db/schema.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { isDictionaryKey } from '../dictionary/service.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { feedback } from './schema.js';

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
    const scope = await tenantScope(ctx, caller);
    const found = await ctx.db
      .select({ id: files.id })
      .from(files)
      .where(
        and(inArray(files.id, attachmentIds), caller.companyId ? inTenantScope(files.companyId, scope) : sql`false`),
      );
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
  const rows = await ctx.db
    .select({ feedback, accountName: users.accountName, companyNameEn: companies.nameEn })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .leftJoin(companies, eq(companies.id, feedback.companyId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.PageSize)
    .offset((page.PageIndex - 1) * page.PageSize);
  return {
    TotalCount: total?.n ?? 0,
    Items: rows.map((row) => ({
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
    })),
  };
}
