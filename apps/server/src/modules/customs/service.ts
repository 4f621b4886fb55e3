import {
  CUSTOMS_STATUS,
  CUSTOMS_TRANSITIONS,
  type CustomsDeclaration,
  type CustomsDeclarationDetail,
  type CustomsDocumentKind,
  type CustomsListRequest,
  type CustomsStatus,
  type IntegrationCustomsAnswer,
} from '@portside/contracts';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { listPage, pageWindow } from '../../db/list-query.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { callerCompanyId, inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { isDictionaryKey } from '../dictionary/service.js';
import { type FileRow, filesInScope, toAttachment } from '../files/service.js';
import { accountNamesById } from '../identity/users-repo.js';
import { runIdempotent } from '../integration/idempotency.js';
import type { CallIdentity, Messaging } from '../integration/service.js';
import { announceMessages, type NewMessages, type WrittenMessages, writeMessages } from '../messages/service.js';
import { type ShipmentHeadline, shipmentHeadlineByExternalId, shipmentHeadlines } from '../shipments/headlines.js';
import { customsDeclarations, customsDocuments, customsStatusChanges } from './schema.js';

type DeclarationRow = typeof customsDeclarations.$inferSelect;
type DocumentRow = typeof customsDocuments.$inferSelect;
type Reader = Pick<Tx, 'select'>;

/** A document the client still has to upload. */
const AWAITED = ['Missing', 'Rejected'] as const;

const sort = {
  column: customsDeclarations.updatedAt,
  order: 'desc' as const,
  tieBreaker: customsDeclarations.id,
};

function toDuties(row: DeclarationRow): CustomsDeclaration['Duties'] {
  if (row.duty === null || row.tax === null || row.currency === null) return null;
  const total = new Decimal(row.duty).plus(row.tax);
  return { Duty: row.duty, Tax: row.tax, Total: total.toFixed(2), Currency: row.currency };
}

function toDeclaration(
  row: DeclarationRow,
  shipment: ShipmentHeadline,
  documents: readonly DocumentRow[],
  filesById: ReadonlyMap<string, FileRow>,
): CustomsDeclaration {
  const file = (id: string | null) => (id ? filesById.get(id) : undefined);
  return {
    Id: row.id,
    ShipmentId: row.shipmentId,
    DcgNo: shipment.dcgNo,
    Mode: shipment.mode,
    HouseBill: shipment.houseBill,
    OriginCode: shipment.originCode,
    DestinationCode: shipment.destinationCode,
    Direction: row.direction,
    Status: row.status as CustomsStatus,
    DeclarationNo: row.declarationNo,
    Duties: toDuties(row),
    MissingCount: documents.filter((document) => (AWAITED as readonly string[]).includes(document.status)).length,
    Documents: documents.map((document) => {
      const attached = file(document.fileId);
      return {
        Id: document.id,
        Kind: document.kind as CustomsDocumentKind,
        Status: document.status,
        Note: document.note,
        File: attached ? toAttachment(attached) : null,
        RequestedTime: document.requestedAt.toISOString(),
        UpdatedTime: document.updatedAt.toISOString(),
      };
    }),
    UpdatedTime: row.updatedAt.toISOString(),
  };
}

/** The declarations with their shipments, documents and files, in the order given. */
async function buildDeclarations(db: Reader, rows: readonly DeclarationRow[]): Promise<CustomsDeclaration[]> {
  if (rows.length === 0) return [];
  const companyIds = [...new Set(rows.map((row) => row.companyId))];
  const scope: TenantScope = { all: false, companyIds };
  const shipments = new Map(
    (
      await shipmentHeadlines(
        db,
        scope,
        rows.map((row) => row.shipmentId),
      )
    ).map((shipment) => [shipment.id, shipment]),
  );
  const documents = await db
    .select()
    .from(customsDocuments)
    .where(
      inArray(
        customsDocuments.declarationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(customsDocuments.requestedAt), asc(customsDocuments.kind));
  const fileIds = documents.flatMap((document) => (document.fileId ? [document.fileId] : []));
  const filesById = new Map((await filesInScope({ db: db as Db }, scope, fileIds)).map((file) => [file.id, file]));
  return rows.map((row) => {
    const shipment = shipments.get(row.shipmentId);
    if (!shipment) throw new Error(`customs declaration ${row.id} without its shipment`);
    return toDeclaration(
      row,
      shipment,
      documents.filter((document) => document.declarationId === row.id),
      filesById,
    );
  });
}

function listCondition(scope: TenantScope, request: CustomsListRequest): SQL | undefined {
  const awaited = sql`exists (select 1 from ${customsDocuments} where ${customsDocuments.declarationId} = ${customsDeclarations.id} and ${inArray(customsDocuments.status, [...AWAITED])})`;
  return and(
    inTenantScope(customsDeclarations.companyId, scope),
    request.Status?.length ? inArray(customsDeclarations.status, request.Status) : undefined,
    request.Direction ? eq(customsDeclarations.direction, request.Direction) : undefined,
    request.ShipmentId ? eq(customsDeclarations.shipmentId, request.ShipmentId) : undefined,
    request.MissingOnly ? awaited : undefined,
  );
}

/** A page of the declarations in the scope, most recently changed first (the list helper's index). */
export async function listDeclarations(ctx: AppContext, scope: TenantScope, request: CustomsListRequest) {
  const where = listCondition(scope, request);
  const { rows, ...total } = await listPage(ctx.db, customsDeclarations, where, sort, pageWindow(request));
  return { Items: await buildDeclarations(ctx.db, rows), ...total };
}

async function declarationInScope(db: Reader, scope: TenantScope, id: string): Promise<DeclarationRow> {
  const [row] = await db
    .select()
    .from(customsDeclarations)
    .where(and(eq(customsDeclarations.id, id), inTenantScope(customsDeclarations.companyId, scope)));
  if (!row) throw new AppError('NotFound');
  return row;
}

async function detailOf(db: Reader, row: DeclarationRow): Promise<CustomsDeclarationDetail> {
  const [declaration] = await buildDeclarations(db, [row]);
  if (!declaration) throw new Error('declaration not built');
  const changes = await db
    .select()
    .from(customsStatusChanges)
    .where(eq(customsStatusChanges.declarationId, row.id))
    .orderBy(asc(customsStatusChanges.seq));
  const names = await accountNamesById(
    db,
    changes.flatMap((change) => (change.userId ? [change.userId] : [])),
  );
  return {
    ...declaration,
    History: changes.map((change) => ({
      FromStatus: change.fromStatus as CustomsStatus | null,
      ToStatus: change.toStatus as CustomsStatus,
      By: change.userId ? 'Client' : 'Forwarder',
      UserName: change.userId ? (names.get(change.userId) ?? null) : null,
      Note: change.note,
      Time: change.createdAt.toISOString(),
    })),
  };
}

export async function getDeclaration(ctx: AppContext, scope: TenantScope, id: string) {
  return detailOf(ctx.db, await declarationInScope(ctx.db, scope, id));
}

interface Mover {
  userId: string | null;
  apiKeyId: string | null;
}

/** Moves a declaration to `to` if the transition table allows it, and records who and when. */
async function moveTo(
  tx: Tx,
  now: Date,
  row: DeclarationRow,
  to: CustomsStatus,
  by: Mover,
  fields: { note?: string | null; declarationNo?: string | null } = {},
): Promise<DeclarationRow> {
  const from = row.status as CustomsStatus;
  if (!CUSTOMS_TRANSITIONS[from].includes(to)) {
    throw new AppError('Conflict', `status: a declaration in ${from} cannot move to ${to}`);
  }
  if (to === CUSTOMS_STATUS.DutiesPayable && row.duty === null) {
    throw new AppError('Conflict', 'status: record the duties before asking for them');
  }
  const [moved] = await tx
    .update(customsDeclarations)
    .set({ status: to, updatedAt: now, ...(fields.declarationNo ? { declarationNo: fields.declarationNo } : {}) })
    .where(eq(customsDeclarations.id, row.id))
    .returning();
  if (!moved) throw new Error('declaration vanished');
  await tx.insert(customsStatusChanges).values({
    companyId: row.companyId,
    declarationId: row.id,
    fromStatus: from,
    toStatus: to,
    userId: by.userId,
    apiKeyId: by.apiKeyId,
    note: fields.note ?? null,
    createdAt: now,
  });
  return moved;
}

/** The documents of a declaration, locked with it so concurrent uploads see each other. */
function documentsOf(tx: Tx, declarationId: string) {
  return tx.select().from(customsDocuments).where(eq(customsDocuments.declarationId, declarationId)).for('update');
}

/**
 * Links a file the caller uploaded (UploadFile) to a missing, rejected or not yet reviewed document.
 * When it was the last document awaited in Documents pending, the declaration moves on to Declared:
 * the forwarder asks only for what it needs to lodge the declaration (README, "Customs clearance").
 */
export async function uploadDocument(
  ctx: AppContext,
  caller: Caller,
  scope: TenantScope,
  input: { DocumentId: string; FileId: string },
): Promise<CustomsDeclarationDetail> {
  const companyId = callerCompanyId(caller);
  return ctx.db.transaction(async (tx) => {
    const [document] = await tx
      .select()
      .from(customsDocuments)
      .where(and(eq(customsDocuments.id, input.DocumentId), inTenantScope(customsDocuments.companyId, scope)));
    if (!document) throw new AppError('NotFound');
    const [declaration] = await tx
      .select()
      .from(customsDeclarations)
      .where(eq(customsDeclarations.id, document.declarationId))
      .for('update');
    if (!declaration) throw new AppError('NotFound');
    const [file] = await filesInScope({ db: tx as Db }, { all: false, companyIds: [companyId] }, [input.FileId]);
    if (!file || declaration.companyId !== companyId) throw new AppError('NotFound', 'FileId');
    if (declaration.status === CUSTOMS_STATUS.Released) {
      throw new AppError('Conflict', 'the goods are released: no more documents are needed');
    }
    const current = (await documentsOf(tx, declaration.id)).find((row) => row.id === document.id);
    if (current?.status === 'Accepted') throw new AppError('Conflict', 'the document is accepted already');
    const now = ctx.clock();
    await tx
      .update(customsDocuments)
      .set({ status: 'Uploaded', fileId: file.id, updatedAt: now })
      .where(eq(customsDocuments.id, document.id));
    let row = declaration;
    const documents = await tx
      .select({ status: customsDocuments.status })
      .from(customsDocuments)
      .where(eq(customsDocuments.declarationId, declaration.id));
    const complete = documents.every((other) => other.status === 'Uploaded' || other.status === 'Accepted');
    if (complete && declaration.status === CUSTOMS_STATUS.DocumentsPending) {
      row = await moveTo(tx, now, declaration, CUSTOMS_STATUS.Declared, { userId: caller.userId, apiKeyId: null });
    } else {
      [row = declaration] = await tx
        .update(customsDeclarations)
        .set({ updatedAt: now })
        .where(eq(customsDeclarations.id, declaration.id))
        .returning();
    }
    return detailOf(tx, row);
  });
}

// The forwarder's side: every call through runIdempotent, messages announced after the commit.

type WriteContext = Pick<AppContext, 'db' | 'clock'>;

function toAnswer(row: DeclarationRow, documents: readonly DocumentRow[]): IntegrationCustomsAnswer {
  return {
    id: row.id,
    externalId: row.externalId,
    status: row.status as CustomsStatus,
    documents: documents.map((document) => ({ kind: document.kind as CustomsDocumentKind, status: document.status })),
    duties: row.duty && row.tax && row.currency ? { duty: row.duty, tax: row.tax, currency: row.currency } : null,
  };
}

async function answerOf(tx: Tx, row: DeclarationRow) {
  const documents = await tx
    .select()
    .from(customsDocuments)
    .where(eq(customsDocuments.declarationId, row.id))
    .orderBy(asc(customsDocuments.requestedAt), asc(customsDocuments.kind));
  return toAnswer(row, documents);
}

interface Work {
  tx: Tx;
  now: Date;
  companyId: string;
  by: Mover;
  notices: NewMessages[];
}

async function runCall(
  ctx: WriteContext,
  call: CallIdentity & { apiKeyId: string | null },
  messaging: Messaging,
  work: (w: Work) => Promise<DeclarationRow>,
): Promise<IntegrationCustomsAnswer> {
  let written = null as WrittenMessages | null;
  const { answer } = await runIdempotent(
    ctx,
    { companyId: call.companyId, key: call.idempotencyKey, fingerprint: call.fingerprint },
    async (tx) => {
      const notices: NewMessages[] = [];
      const row = await work({
        tx,
        now: ctx.clock(),
        companyId: call.companyId,
        by: { userId: null, apiKeyId: call.apiKeyId },
        notices,
      });
      if (messaging) written = await writeMessages({ clock: ctx.clock, config: messaging.config }, tx, notices);
      return answerOf(tx, row);
    },
  );
  if (messaging && written) await announceMessages(messaging, written);
  return answer;
}

async function lockedByExternalId(tx: Tx, companyId: string, externalId: string): Promise<DeclarationRow> {
  const [row] = await tx
    .select()
    .from(customsDeclarations)
    .where(and(eq(customsDeclarations.companyId, companyId), eq(customsDeclarations.externalId, externalId)))
    .for('update');
  if (!row) throw new AppError('NotFound', `customs declaration ${externalId}`);
  return row;
}

async function shipmentOf(tx: Tx, row: DeclarationRow): Promise<ShipmentHeadline> {
  const [shipment] = await shipmentHeadlines(tx, { all: false, companyIds: [row.companyId] }, [row.shipmentId]);
  if (!shipment) throw new Error('declaration without its shipment');
  return shipment;
}

function address(row: DeclarationRow, shipment: ShipmentHeadline) {
  return {
    companyId: row.companyId,
    relateId: row.id,
    dcgNo: shipment.dcgNo,
    declaration: { DeclarationId: row.id, ShipmentId: shipment.id, DcgNo: shipment.dcgNo, Direction: row.direction },
  };
}

function documentsAskedNotice(row: DeclarationRow, shipment: ShipmentHeadline, kinds: readonly string[]): NewMessages {
  const { declaration, ...to } = address(row, shipment);
  return { ...to, Template: 'customs.documentsRequested', Params: { ...declaration, Kinds: kinds.join(',') } };
}

function rejectedNotice(
  row: DeclarationRow,
  shipment: ShipmentHeadline,
  kind: string,
  reason: string | null,
): NewMessages {
  const { declaration, ...to } = address(row, shipment);
  return { ...to, Template: 'customs.documentRejected', Params: { ...declaration, Kind: kind, Reason: reason } };
}

function releasedNotice(row: DeclarationRow, shipment: ShipmentHeadline): NewMessages {
  const { declaration, ...to } = address(row, shipment);
  return { ...to, Template: 'customs.released', Params: { ...declaration, DeclarationNo: row.declarationNo } };
}

/** Adds the kinds not asked for yet as Missing; answers the kinds added. */
async function askForDocuments(
  w: Work,
  row: DeclarationRow,
  asked: readonly { kind: CustomsDocumentKind; note?: string | null }[],
): Promise<CustomsDocumentKind[]> {
  if (asked.length === 0) return [];
  const added = await w.tx
    .insert(customsDocuments)
    .values(
      asked.map((document) => ({
        companyId: row.companyId,
        declarationId: row.id,
        kind: document.kind,
        status: 'Missing' as const,
        note: document.note ?? null,
        requestedAt: w.now,
        updatedAt: w.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ kind: customsDocuments.kind });
  return added.map((document) => document.kind as CustomsDocumentKind);
}

/** After documents were asked for: a declaration not started (or rejected) waits for them. */
async function awaitDocuments(w: Work, row: DeclarationRow, kinds: readonly CustomsDocumentKind[]) {
  if (kinds.length === 0) return row;
  let moved = row;
  if (row.status === CUSTOMS_STATUS.NotStarted || row.status === CUSTOMS_STATUS.Rejected) {
    moved = await moveTo(w.tx, w.now, row, CUSTOMS_STATUS.DocumentsPending, w.by, { note: 'documents asked for' });
  } else {
    [moved = row] = await w.tx
      .update(customsDeclarations)
      .set({ updatedAt: w.now })
      .where(eq(customsDeclarations.id, row.id))
      .returning();
  }
  w.notices.push(documentsAskedNotice(moved, await shipmentOf(w.tx, moved), kinds));
  return moved;
}

export interface OpenDeclaration {
  shipment: string;
  direction: 'Export' | 'Import';
  declarationNo?: string | null;
  documents?: { kind: CustomsDocumentKind; note?: string | null }[] | undefined;
}

/**
 * Opens a declaration for a shipment and direction (Not started), or answers the one this id
 * opened before; the documents given are asked for at once. Another shipment or direction under
 * the same id, or a second declaration of the same shipment and direction, is a Conflict.
 */
export function openDeclaration(
  ctx: WriteContext,
  call: CallIdentity & { apiKeyId: string | null },
  externalId: string,
  input: OpenDeclaration,
  messaging: Messaging,
) {
  return runCall(ctx, call, messaging, async (w) => {
    const shipment = await shipmentHeadlineByExternalId(w.tx, w.companyId, input.shipment);
    if (!shipment) throw new AppError('NotFound', `shipment ${input.shipment}`);
    const [existing] = await w.tx
      .select()
      .from(customsDeclarations)
      .where(and(eq(customsDeclarations.companyId, w.companyId), eq(customsDeclarations.externalId, externalId)))
      .for('update');
    let row: DeclarationRow;
    if (existing) {
      if (existing.shipmentId !== shipment.id || existing.direction !== input.direction) {
        throw new AppError('Conflict', `customs declaration ${externalId}: opened for another shipment or direction`);
      }
      row = existing;
      if (input.declarationNo && input.declarationNo !== existing.declarationNo) {
        [row = existing] = await w.tx
          .update(customsDeclarations)
          .set({ declarationNo: input.declarationNo, updatedAt: w.now })
          .where(eq(customsDeclarations.id, existing.id))
          .returning();
      }
    } else {
      const [created] = await w.tx
        .insert(customsDeclarations)
        .values({
          companyId: w.companyId,
          externalId,
          shipmentId: shipment.id,
          direction: input.direction,
          status: CUSTOMS_STATUS.NotStarted,
          declarationNo: input.declarationNo ?? null,
          createdAt: w.now,
          updatedAt: w.now,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) {
        throw new AppError('Conflict', `shipment ${input.shipment}: it has an ${input.direction} declaration already`);
      }
      await w.tx.insert(customsStatusChanges).values({
        companyId: w.companyId,
        declarationId: created.id,
        fromStatus: null,
        toStatus: CUSTOMS_STATUS.NotStarted,
        userId: null,
        apiKeyId: w.by.apiKeyId,
        note: null,
        createdAt: w.now,
      });
      row = created;
    }
    return awaitDocuments(w, row, await askForDocuments(w, row, input.documents ?? []));
  });
}

/** Asks the client for a document; one already asked for is left as it is. */
export function requestDocument(
  ctx: WriteContext,
  call: CallIdentity & { apiKeyId: string | null },
  externalId: string,
  input: { kind: CustomsDocumentKind; note?: string | null },
  messaging: Messaging,
) {
  return runCall(ctx, call, messaging, async (w) => {
    const row = await lockedByExternalId(w.tx, w.companyId, externalId);
    if (row.status === CUSTOMS_STATUS.Released) {
      throw new AppError('Conflict', 'the goods are released: no more documents are needed');
    }
    return awaitDocuments(w, row, await askForDocuments(w, row, [input]));
  });
}

/** Accepts or rejects an uploaded document; a rejected one is awaited again, and the client told why. */
export function reviewDocument(
  ctx: WriteContext,
  call: CallIdentity & { apiKeyId: string | null },
  externalId: string,
  input: { kind: CustomsDocumentKind; decision: 'Accepted' | 'Rejected'; note?: string | null },
  messaging: Messaging,
) {
  return runCall(ctx, call, messaging, async (w) => {
    const row = await lockedByExternalId(w.tx, w.companyId, externalId);
    const document = (await documentsOf(w.tx, row.id)).find((candidate) => candidate.kind === input.kind);
    if (!document) throw new AppError('NotFound', `document ${input.kind}`);
    if (document.status !== 'Uploaded') {
      throw new AppError('Conflict', `document ${input.kind}: ${document.status}, only an uploaded one is reviewed`);
    }
    await w.tx
      .update(customsDocuments)
      .set({ status: input.decision, note: input.note ?? document.note, updatedAt: w.now })
      .where(eq(customsDocuments.id, document.id));
    const [touched = row] = await w.tx
      .update(customsDeclarations)
      .set({ updatedAt: w.now })
      .where(eq(customsDeclarations.id, row.id))
      .returning();
    if (input.decision === 'Rejected') {
      const shipment = await shipmentOf(w.tx, touched);
      w.notices.push(rejectedNotice(touched, shipment, input.kind, input.note ?? null));
    }
    return touched;
  });
}

/** Moves a declaration along the transition table; an illegal move is a Conflict and changes nothing. */
export function moveDeclaration(
  ctx: WriteContext,
  call: CallIdentity & { apiKeyId: string | null },
  externalId: string,
  input: { status: CustomsStatus; declarationNo?: string | null; note?: string | null },
  messaging: Messaging,
) {
  return runCall(ctx, call, messaging, async (w) => {
    const row = await lockedByExternalId(w.tx, w.companyId, externalId);
    const moved = await moveTo(w.tx, w.now, row, input.status, w.by, input);
    if (moved.status === CUSTOMS_STATUS.Released) w.notices.push(releasedNotice(moved, await shipmentOf(w.tx, moved)));
    return moved;
  });
}

/** Records the duty and tax assessed, in one currency of the dictionary (ISO 4217). */
export function recordDuties(
  ctx: WriteContext,
  call: CallIdentity & { apiKeyId: string | null },
  externalId: string,
  input: { duty: string; tax: string; currency: string },
  messaging: Messaging,
) {
  if (!isDictionaryKey('CurrencyEnum', input.currency)) throw new AppError('ValidationFailed', 'currency');
  return runCall(ctx, call, messaging, async (w) => {
    const row = await lockedByExternalId(w.tx, w.companyId, externalId);
    if (row.status === CUSTOMS_STATUS.Released) {
      throw new AppError('Conflict', 'the goods are released: the duties are settled');
    }
    const [updated = row] = await w.tx
      .update(customsDeclarations)
      .set({ duty: input.duty, tax: input.tax, currency: input.currency, updatedAt: w.now })
      .where(eq(customsDeclarations.id, row.id))
      .returning();
    return updated;
  });
}
