import type { Feedback } from '@portside/contracts';
import { count, desc } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { isDictionaryKey } from '../dictionary/service.js';
import { findCompanyFiles } from '../files/service.js';
import { companyNamesById } from '../identity/companies.js';
import { accountNamesById } from '../identity/users-repo.js';
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
    const found = caller.companyId ? await findCompanyFiles(ctx, caller.companyId, attachmentIds) : [];
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
    .select()
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.PageSize)
    .offset((page.PageIndex - 1) * page.PageSize);
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
  return {
    TotalCount: total?.n ?? 0,
    Items: rows.map((row) => ({
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
    })),
  };
}
