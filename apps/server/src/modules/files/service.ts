import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  ATTACHMENT_TYPE_MAX_LENGTH,
  type Attachment,
  type Locale,
  UPLOAD_TOO_LARGE_TEXT,
  UPLOAD_TYPE_REFUSED_TEXT,
  UPLOADER_TYPES,
} from '@portside/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { callerCompanyId, inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { attachmentDisposition, displayName } from './file-names.js';
import { allowedContentType } from './file-types.js';
import { files } from './schema.js';
import type { LocalFileStore } from './storage.js';

export const DOWNLOAD_PATH = '/cms/api/BaseData/DownloadFile';

export type FileRow = typeof files.$inferSelect;

export function toAttachment(row: FileRow): Attachment {
  return {
    Id: row.id,
    FileName: row.originalName,
    Url: `${DOWNLOAD_PATH}?id=${row.id}`,
    Type: row.type,
    UploaderTime: row.createdAt.toISOString(),
    UploaderType: row.actingStaffUserId || row.uploadedBy === null ? UPLOADER_TYPES.Forwarder : UPLOADER_TYPES.Client,
    Size: row.sizeBytes,
  };
}

/** The answer for a file over the limit (spec §5: the message says 50M). */
export function fileTooLarge(locale: Locale): AppError {
  return new AppError('PayloadTooLarge', UPLOAD_TOO_LARGE_TEXT[locale]);
}

/** Failures while reading the multipart body, as the catalogue's; others (disk, database) as they are. */
function asUploadError(error: unknown, locale: Locale): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(locale);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('ValidationFailed', 'one file and the Type field at most');
    case 'FST_PROTO_VIOLATION':
      return new AppError('ValidationFailed', 'field name');
    case undefined:
      // busboy's parse errors ("Unexpected end of form", "Malformed part header") carry no code.
      return new AppError('ValidationFailed', 'multipart body');
    default:
      return error;
  }
}

interface Received {
  tempPath: string;
  fileName: string;
  size: number;
  sha256: string;
  type: string | null;
}

/** Reads the parts: the one file into a temporary file, and the Type field. Leaves no file on failure. */
async function receiveParts(store: LocalFileStore, parts: AsyncIterable<Multipart>, locale: Locale): Promise<Received> {
  let tempPath: string | null = null;
  try {
    let file: Omit<Received, 'type'> | null = null;
    let type: string | null = null;
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'Type') continue;
        const value = typeof part.value === 'string' ? part.value.trim() : '';
        if (part.valueTruncated || value.length > ATTACHMENT_TYPE_MAX_LENGTH) {
          throw new AppError('ValidationFailed', 'Type');
        }
        type = value || null;
        continue;
      }
      tempPath = await store.newTempPath();
      const { size, sha256 } = await store.receive(part.file, tempPath);
      // @fastify/multipart cuts a file at the limit without failing the stream.
      if (part.file.truncated) throw fileTooLarge(locale);
      file = { tempPath, fileName: displayName(part.filename), size, sha256 };
    }
    if (!file) throw new AppError('ValidationFailed', 'file');
    return { ...file, type };
  } catch (error) {
    if (tempPath) await store.remove(tempPath);
    throw asUploadError(error, locale);
  }
}

/**
 * Stores the one file of a multipart upload for the caller's company. The file is streamed to a
 * temporary file (never held in memory), its type is checked by content, then it is renamed under
 * a generated name and its row written; on any failure neither a file nor a row is left.
 */
export async function storeUpload(
  ctx: AppContext,
  store: LocalFileStore,
  caller: Caller,
  parts: AsyncIterable<Multipart>,
  locale: Locale,
): Promise<Attachment> {
  const companyId = callerCompanyId(caller);
  const received = await receiveParts(store, parts, locale);
  const id = randomUUID();
  let committed = false;
  try {
    const contentType = await allowedContentType(received.tempPath, received.fileName, received.size);
    if (!contentType) {
      throw new AppError('ValidationFailed', `${received.fileName}: ${UPLOAD_TYPE_REFUSED_TEXT[locale]}`);
    }
    await store.commit(received.tempPath, id);
    committed = true;
    const [row] = await ctx.db
      .insert(files)
      .values({
        id,
        companyId,
        uploadedBy: caller.userId,
        actingStaffUserId: caller.actingStaffUserId,
        type: received.type,
        originalName: received.fileName,
        contentType,
        sizeBytes: received.size,
        sha256: received.sha256,
        storageKey: id,
        createdAt: ctx.clock(),
      })
      .returning();
    if (!row) throw new Error('file insert returned no row');
    return toAttachment(row);
  } catch (error) {
    await store.remove(committed ? store.pathOf(id) : received.tempPath);
    throw error;
  }
}

/** A file given whole (a receipt photo sent in a JSON body), to be stored for a company. */
export interface FileBytes {
  companyId: string;
  /** The user it is recorded as uploaded by: a staff user, or the staff admin who issued the API key. */
  uploadedBy: string;
  /** Staff: set, so the file reads as the forwarder's (UploaderType 2). */
  actingStaffUserId: string | null;
  type: string | null;
  fileName: string;
  bytes: Buffer;
}

/**
 * Stores files given whole in the caller's transaction: each is checked by content like an upload
 * (a refusal names `field[index]`) (and, with `accept`, against the content types the caller takes), written under a generated
 * name, and its row inserted with `tx`. Answers the rows and `discard`, which removes the written
 * bytes: the caller runs it when its transaction fails, so no file outlives a rolled-back row.
 */
export async function storeFileBytes(
  ctx: Pick<AppContext, 'clock'>,
  tx: Tx,
  store: LocalFileStore,
  given: readonly FileBytes[],
  locale: Locale,
  field: string,
  accept?: (contentType: string) => boolean,
): Promise<{ rows: FileRow[]; discard: () => Promise<void> }> {
  const written: string[] = [];
  const discard = async () => {
    for (const filePath of written) await store.remove(filePath);
  };
  try {
    const rows: FileRow[] = [];
    for (const [index, file] of given.entries()) {
      const fileName = displayName(file.fileName);
      const tempPath = await store.newTempPath();
      written.push(tempPath);
      const { size, sha256 } = await store.receive(Readable.from([file.bytes]), tempPath);
      const contentType = await allowedContentType(tempPath, fileName, size);
      if (!contentType || (accept && !accept(contentType))) {
        throw new AppError('ValidationFailed', `${field}[${index}]: ${fileName}: ${UPLOAD_TYPE_REFUSED_TEXT[locale]}`);
      }
      const id = randomUUID();
      await store.commit(tempPath, id);
      written[written.length - 1] = store.pathOf(id);
      const [row] = await tx
        .insert(files)
        .values({
          id,
          companyId: file.companyId,
          uploadedBy: file.uploadedBy,
          actingStaffUserId: file.actingStaffUserId,
          type: file.type,
          originalName: fileName,
          contentType,
          sizeBytes: size,
          sha256,
          storageKey: id,
          createdAt: ctx.clock(),
        })
        .returning();
      if (!row) throw new Error('file insert returned no row');
      rows.push(row);
    }
    return { rows, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** A file of a company in the caller's scope, opened for reading; any other id is not found. */
export async function openDownload(ctx: AppContext, store: LocalFileStore, scope: TenantScope, id: string) {
  const [row] = await ctx.db
    .select()
    .from(files)
    .where(and(eq(files.id, id), inTenantScope(files.companyId, scope)));
  if (!row) throw new AppError('NotFound');
  const handle = await fsp.open(store.pathOf(row.storageKey), 'r');
  return { row, handle };
}

/** The files among `ids` of companies in the scope, by Type then newest first; any other id is left out. */
export async function filesInScope(
  ctx: Pick<AppContext, 'db'>,
  scope: TenantScope,
  ids: readonly string[],
): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(files)
    .where(and(inArray(files.id, [...ids]), inTenantScope(files.companyId, scope)))
    .orderBy(asc(files.type), desc(files.createdAt));
}

/** Sends an opened file as a download under its original name. */
export function sendDownload(reply: FastifyReply, { row, handle }: Awaited<ReturnType<typeof openDownload>>) {
  return reply
    .header('content-type', row.contentType)
    .header('content-length', String(row.sizeBytes))
    .header('content-disposition', attachmentDisposition(row.originalName))
    .header('x-content-type-options', 'nosniff')
    .send(handle.createReadStream());
}

/** A file written to the store and checked, whose row is still to be written in the caller's transaction. */
export interface PreparedFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** Removes the stored bytes: call it when the transaction that was to record the file failed. */
  discard(): Promise<void>;
}

/**
 * Stores a document the forwarder's systems sent (bytes, not an upload of a user): checked by
 * content like an upload and renamed under a generated name. Its row is written with
 * `recordForwarderFile` in the caller's transaction; if that fails, `discard()` leaves no file.
 */
export async function prepareForwarderFile(
  store: LocalFileStore,
  bytes: Buffer,
  fileName: string,
  allowed: readonly string[],
): Promise<PreparedFile> {
  const tempPath = await store.newTempPath();
  try {
    const { size, sha256 } = await store.receive(Readable.from([bytes]), tempPath);
    const name = displayName(fileName);
    const contentType = await allowedContentType(tempPath, name, size);
    if (!contentType || !allowed.includes(contentType)) {
      throw new AppError('ValidationFailed', `fileName: ${name} is not an accepted ${allowed.join(', ')} file`);
    }
    const id = randomUUID();
    await store.commit(tempPath, id);
    return { id, fileName: name, contentType, size, sha256, discard: () => store.remove(store.pathOf(id)) };
  } catch (error) {
    await store.remove(tempPath);
    throw error;
  }
}

/** The row of a prepared forwarder document, for a company: uploaded by no user, shown as the forwarder's. */
export async function recordForwarderFile(
  tx: Tx,
  file: PreparedFile,
  companyId: string,
  type: string,
  now: Date,
): Promise<FileRow> {
  const [row] = await tx
    .insert(files)
    .values({
      id: file.id,
      companyId,
      uploadedBy: null,
      actingStaffUserId: null,
      type,
      originalName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.size,
      sha256: file.sha256,
      storageKey: file.id,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('file insert returned no row');
  return row;
}
