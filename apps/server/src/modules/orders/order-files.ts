/**
 * The documents of an order (issue 10): files of the order's company kept by the files module,
 * attached by the client (wizard, detail page) or by the warehouse as photos of its receipt.
 */
import type { Locale, OrderDocument, OrderStatus } from '@portside/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { type FileRow, filesInScope, storeFileBytes, toAttachment } from '../files/service.js';
import type { LocalFileStore } from '../files/storage.js';
import { orderDocuments, orders } from './schema.js';

/** The Attachment Type (files.type) a receipt photo is stored under. */
export const RECEIPT_PHOTO_TYPE = 'Receipt photo';
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** Where the photos of a receipt go, and who they are recorded as uploaded by. */
export interface ReceiptPhotoStore {
  store: LocalFileStore;
  /** A staff user: the one at the portal, or the staff admin who issued the API key. */
  uploadedBy: string;
  locale: Locale;
  /** Removes the photos written, should the transaction fail after them (no orphan files). */
  discards: (() => Promise<void>)[];
}

/** The documents of an order of the company, receipt photos first, then by Type and newest first. */
export async function orderDocumentsOf(db: Pick<Db, 'select'>, companyId: string, orderId: string) {
  const links = await db
    .select({ fileId: orderDocuments.fileId, kind: orderDocuments.kind })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.companyId, companyId)));
  const kinds = new Map(links.map((link) => [link.fileId, link.kind as OrderDocument['Kind']]));
  const rows = await filesInScope(
    { db: db as Db },
    { all: false, companyIds: [companyId] },
    links.map((link) => link.fileId),
  );
  return rows
    .map((row): OrderDocument => ({ ...toAttachment(row), Kind: kinds.get(row.id) ?? 'client' }))
    .sort((a, b) => Number(b.Kind === 'receiptPhoto') - Number(a.Kind === 'receiptPhoto'));
}

/** The order of the company by id (NotFound for another company's, as for a missing one). */
async function ownOrder(db: Pick<Db, 'select'>, companyId: string, orderId: string) {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId)));
  if (!order) throw new AppError('NotFound', 'order');
  return order;
}

const CLOSED: readonly OrderStatus[] = ['Cancelled'];

/** Attaches a file the company uploaded to its order; a file or an order of another company is not found. */
export async function attachOrderDocument(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  companyId: string,
  request: { OrderId: string; FileId: string },
) {
  const order = await ownOrder(ctx.db, companyId, request.OrderId);
  const [file] = await filesInScope(ctx, { all: false, companyIds: [companyId] }, [request.FileId]);
  if (!file) throw new AppError('NotFound', 'file');
  if (CLOSED.includes(order.status as OrderStatus)) {
    throw new AppError('Conflict', `order ${order.orderNo}: no documents can be attached when it is ${order.status}`);
  }
  await ctx.db
    .insert(orderDocuments)
    .values({ companyId, orderId: order.id, fileId: file.id, kind: 'client', createdAt: ctx.clock() })
    .onConflictDoNothing();
  return orderDocumentsOf(ctx.db, companyId, order.id);
}

/** Takes a client's document off its order (the file stays in the shared folder); receipt photos stay. */
export async function detachOrderDocument(
  ctx: Pick<AppContext, 'db'>,
  companyId: string,
  request: { OrderId: string; FileId: string },
) {
  const order = await ownOrder(ctx.db, companyId, request.OrderId);
  const link = and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.fileId, request.FileId));
  const [found] = await ctx.db.select({ kind: orderDocuments.kind }).from(orderDocuments).where(link);
  if (!found) throw new AppError('NotFound', 'file');
  if (found.kind !== 'client') {
    throw new AppError('Forbidden', "FileId: a photo of the warehouse's receipt stays with the order");
  }
  await ctx.db.delete(orderDocuments).where(link);
  return orderDocumentsOf(ctx.db, companyId, order.id);
}

/** Stores the photos of a receipt for the order's company and attaches them, in the receipt's transaction. */
export async function attachReceiptPhotos(
  ctx: Pick<AppContext, 'clock'>,
  tx: Tx,
  companyId: string,
  orderId: string,
  photos: readonly { fileName: string; contentBase64: string }[],
  into: ReceiptPhotoStore,
): Promise<FileRow[]> {
  if (photos.length === 0) return [];
  const { rows, discard } = await storeFileBytes(
    ctx,
    tx,
    into.store,
    photos.map((photo) => ({
      companyId,
      uploadedBy: into.uploadedBy,
      actingStaffUserId: into.uploadedBy,
      type: RECEIPT_PHOTO_TYPE,
      fileName: photo.fileName,
      bytes: Buffer.from(photo.contentBase64, 'base64'),
    })),
    into.locale,
    'photos',
    (contentType) => IMAGE_TYPES.has(contentType),
  );
  into.discards.push(discard);
  await tx
    .insert(orderDocuments)
    .values(rows.map((row) => ({ companyId, orderId, fileId: row.id, kind: 'receiptPhoto', createdAt: ctx.clock() })));
  return rows;
}
