import type { SharedFile, SharedFileListRequest } from '@portside/contracts';
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { databaseFault, type Tx } from '../../db/client.js';
import { listPage, pageWindow } from '../../db/list-query.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { callerCompanyId, inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { accountNamesById } from '../identity/users-repo.js';
import { files } from './schema.js';
import { type FileRow, toAttachment } from './service.js';
import type { LocalFileStore } from './storage.js';

/** SQLSTATE foreign_key_violation: the file is still a document of a shipment or a declaration. */
const STILL_REFERENCED = '23503';

const sort = { column: files.createdAt, order: 'desc' as const, tieBreaker: files.id };

const isOwn = (row: FileRow, caller: Caller) =>
  row.uploadedBy === caller.userId && row.actingStaffUserId === caller.actingStaffUserId;

function folderCondition(scope: TenantScope, type?: string | null): SQL | undefined {
  return and(
    inTenantScope(files.companyId, scope),
    eq(files.inSharedFolder, true),
    type === undefined || type === null ? undefined : type === '' ? isNull(files.type) : eq(files.type, type),
  );
}

/** A page of the company's shared folder, newest first: every document uploaded, wherever attached. */
export async function listSharedFiles(
  ctx: AppContext,
  caller: Caller,
  scope: TenantScope,
  request: SharedFileListRequest,
) {
  const where = folderCondition(scope, request.Type);
  const { rows, ...total } = await listPage(ctx.db, files, where, sort, pageWindow(request));
  const names = await accountNamesById(
    ctx.db,
    rows.flatMap((file) => (file.uploadedBy ? [file.uploadedBy] : [])),
  );
  const items: SharedFile[] = rows.map((file) => ({
    ...toAttachment(file),
    UploadedBy: file.uploadedBy ? (names.get(file.uploadedBy) ?? null) : null,
    Own: isOwn(file, caller),
  }));
  return { Items: items, ...total };
}

/** The Types of the shared folder with how many files each holds (the groups of spec §3 Attachment). */
export async function sharedFileTypes(ctx: AppContext, scope: TenantScope) {
  const rows = await ctx.db
    .select({ Type: files.type, Count: count() })
    .from(files)
    .where(folderCondition(scope))
    .groupBy(files.type)
    .orderBy(files.type);
  return rows;
}

/**
 * Deletes a file of the shared folder the caller uploaded, row and bytes. A file attached to a
 * shipment or a customs declaration stays (their foreign keys refuse it): a Conflict.
 */
export async function deleteOwnFile(ctx: AppContext, store: LocalFileStore, caller: Caller, id: string) {
  const companyId = callerCompanyId(caller);
  const [row] = await ctx.db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.companyId, companyId), eq(files.inSharedFolder, true)));
  if (!row) throw new AppError('NotFound');
  if (!isOwn(row, caller)) throw new AppError('Forbidden', 'only your own uploads can be deleted');
  try {
    await ctx.db.delete(files).where(eq(files.id, row.id));
  } catch (error) {
    if (databaseFault(error)?.code === STILL_REFERENCED) {
      throw new AppError('Conflict', 'the file is a document of a shipment or a customs declaration');
    }
    throw error;
  }
  await store.remove(store.pathOf(row.storageKey));
}

/** Keeps files out of the shared folder (the feedback form's screenshots), in the caller's transaction. */
export async function keepOutOfSharedFolder(tx: Pick<Tx, 'update'>, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .update(files)
    .set({ inSharedFolder: false })
    .where(inArray(files.id, [...ids]));
}
