import {
  type ActionItem,
  type IntegrationReturnAnswer,
  type IntegrationReturnRegister,
  type IntegrationReturnStatus,
  RETURN_CLIENT_MOVE,
  RETURN_TRANSITIONS,
  type ReplenishPlan,
  type ReturnDetail,
  type ReturnInstructionRequest,
  type ReturnListRequest,
  type ReturnStatus,
  type ReturnSummary,
  STORING_INSTRUCTIONS,
} from '@portside/contracts';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { listPage, pageWindow } from '../../db/list-query.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { callerCompanyId, inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { filesInScope, toAttachment } from '../files/service.js';
import { accountNamesById } from '../identity/users-repo.js';
import { runIdempotent } from '../integration/idempotency.js';
import type { CallIdentity } from '../integration/service.js';
import { documentNumber } from '../orders/service.js';
import { type ParsedPlan, type ReplenishRowError, replenishReason } from './replenish-workbook.js';
import {
  replenishPlanLines,
  replenishPlans,
  returnLines,
  returnPhotos,
  returnStatusChanges,
  returns,
} from './schema.js';

type ReturnRow = typeof returns.$inferSelect;
type LineRow = typeof returnLines.$inferSelect;
type Reader = Pick<Tx, 'select'>;

const sort = { column: returns.updatedAt, order: 'desc' as const, tieBreaker: returns.id };
const iso = (time: Date) => time.toISOString();

function toSummary(row: ReturnRow, lines: readonly LineRow[]): ReturnSummary {
  return {
    Id: row.id,
    ReturnNo: row.externalId,
    Marketplace: row.marketplace as ReturnSummary['Marketplace'],
    RemovalOrderId: row.removalOrderId,
    TrackingNo: row.trackingNo,
    WarehouseCode: row.warehouseCode,
    Status: row.status as ReturnStatus,
    Instruction: row.instruction as ReturnSummary['Instruction'],
    InstructionNote: row.instructionNote,
    ReturnAddress: row.returnAddress,
    InspectionNote: row.inspectionNote,
    Units: lines.reduce((sum, line) => sum + line.quantity, 0),
    Lines: lines.map((line) => ({
      Sku: line.sku,
      Fnsku: line.fnsku,
      Quantity: line.quantity,
      SellableQuantity: line.sellableQuantity,
      Condition: line.condition as ReturnSummary['Lines'][number]['Condition'],
    })),
    RegisteredTime: iso(row.createdAt),
    UpdatedTime: iso(row.updatedAt),
  };
}

async function linesOf(db: Reader, ids: readonly string[]): Promise<LineRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(returnLines)
    .where(inArray(returnLines.returnId, [...ids]))
    .orderBy(asc(returnLines.sort));
}

async function buildSummaries(db: Reader, rows: readonly ReturnRow[]): Promise<ReturnSummary[]> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toSummary(
      row,
      lines.filter((line) => line.returnId === row.id),
    ),
  );
}

function listCondition(scope: TenantScope, request: ReturnListRequest): SQL | undefined {
  const keyword = request.Keyword?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    inTenantScope(returns.companyId, scope),
    request.Status?.length ? inArray(returns.status, request.Status) : undefined,
    keyword
      ? or(
          ilike(returns.externalId, `${keyword}%`),
          ilike(returns.removalOrderId, `${keyword}%`),
          sql`exists (select 1 from ${returnLines} where ${returnLines.returnId} = ${returns.id} and ${returnLines.sku} ilike ${`${keyword}%`})`,
        )
      : undefined,
  );
}

/** A page of the returns in the scope, most recently changed first (the list helper's index). */
export async function listReturns(ctx: Pick<AppContext, 'db'>, scope: TenantScope, request: ReturnListRequest) {
  const where = listCondition(scope, request);
  const { rows, ...total } = await listPage(ctx.db, returns, where, sort, pageWindow(request));
  return { Items: await buildSummaries(ctx.db, rows), ...total };
}

async function returnInScope(db: Reader, scope: TenantScope, id: string): Promise<ReturnRow> {
  const [row] = await db
    .select()
    .from(returns)
    .where(and(eq(returns.id, id), inTenantScope(returns.companyId, scope)));
  if (!row) throw new AppError('NotFound');
  return row;
}

async function detailOf(db: Reader, row: ReturnRow): Promise<ReturnDetail> {
  const [summary] = await buildSummaries(db, [row]);
  if (!summary) throw new Error('return not built');
  const photoRows = await db
    .select()
    .from(returnPhotos)
    .where(eq(returnPhotos.returnId, row.id))
    .orderBy(asc(returnPhotos.createdAt));
  const photoFiles = await filesInScope(
    { db: db as Db },
    { all: false, companyIds: [row.companyId] },
    photoRows.map((photo) => photo.fileId),
  );
  const changes = await db
    .select()
    .from(returnStatusChanges)
    .where(eq(returnStatusChanges.returnId, row.id))
    .orderBy(asc(returnStatusChanges.seq));
  const names = await accountNamesById(
    db,
    changes.flatMap((change) => (change.userId ? [change.userId] : [])),
  );
  return {
    ...summary,
    Photos: photoRows.flatMap((photo) => {
      const file = photoFiles.find((candidate) => candidate.id === photo.fileId);
      return file ? [toAttachment(file)] : [];
    }),
    History: changes.map((change) => ({
      FromStatus: change.fromStatus as ReturnStatus | null,
      ToStatus: change.toStatus as ReturnStatus,
      By: change.userId ? 'Client' : 'Forwarder',
      UserName: change.userId ? (names.get(change.userId) ?? null) : null,
      Note: change.note,
      Time: iso(change.createdAt),
    })),
  };
}

export async function getReturn(ctx: Pick<AppContext, 'db'>, scope: TenantScope, id: string) {
  return detailOf(ctx.db, await returnInScope(ctx.db, scope, id));
}

interface Mover {
  userId: string | null;
  apiKeyId: string | null;
}

async function recordChange(tx: Tx, now: Date, row: ReturnRow, to: ReturnStatus, by: Mover, note: string | null) {
  await tx.insert(returnStatusChanges).values({
    companyId: row.companyId,
    returnId: row.id,
    fromStatus: row.status,
    toStatus: to,
    userId: by.userId,
    apiKeyId: by.apiKeyId,
    note,
    createdAt: now,
  });
}

function checkMove(from: ReturnStatus, to: ReturnStatus) {
  if (!RETURN_TRANSITIONS[from].includes(to)) {
    throw new AppError('Conflict', `status: a return in ${from} cannot move to ${to}`);
  }
}

/**
 * The client's instruction for a return awaiting one, with the photos it uploaded (UploadFile).
 * Another company's return, or a photo not of the caller's company, is not found; a return not
 * awaiting an instruction is a Conflict. The photos stay in the company's shared folder.
 */
export async function giveInstruction(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: Caller,
  scope: TenantScope,
  input: ReturnInstructionRequest,
): Promise<ReturnDetail> {
  const companyId = callerCompanyId(caller);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(returns)
      .where(and(eq(returns.id, input.Id), inTenantScope(returns.companyId, scope)))
      .for('update');
    if (!row || row.companyId !== companyId) throw new AppError('NotFound');
    const photos = await filesInScope({ db: tx as Db }, { all: false, companyIds: [companyId] }, input.PhotoFileIds);
    if (photos.length !== input.PhotoFileIds.length) throw new AppError('NotFound', 'PhotoFileIds');
    if (row.status !== RETURN_CLIENT_MOVE.from) {
      throw new AppError('Conflict', `status: a return in ${row.status} takes no instruction`);
    }
    const now = ctx.clock();
    await recordChange(
      tx,
      now,
      row,
      RETURN_CLIENT_MOVE.to,
      { userId: caller.userId, apiKeyId: null },
      input.Note ?? null,
    );
    const [moved] = await tx
      .update(returns)
      .set({
        status: RETURN_CLIENT_MOVE.to,
        instruction: input.Instruction,
        instructionNote: input.Note ?? null,
        returnAddress: input.Instruction === 'ReturnToSender' ? (input.ReturnAddress ?? null) : null,
        instructedBy: caller.userId,
        instructedAt: now,
        updatedAt: now,
      })
      .where(eq(returns.id, row.id))
      .returning();
    if (!moved) throw new Error('return vanished');
    if (photos.length > 0) {
      await tx
        .insert(returnPhotos)
        .values(photos.map((photo) => ({ returnId: row.id, fileId: photo.id, companyId, createdAt: now })))
        .onConflictDoNothing();
    }
    return detailOf(tx, moved);
  });
}

/** The action inbox's count: returns of the scope waiting for the client's instruction. */
export async function returnsAwaitingInstruction(
  ctx: Pick<AppContext, 'db'>,
  scope: TenantScope,
): Promise<ActionItem[]> {
  const [counted] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(returns)
    .where(and(inTenantScope(returns.companyId, scope), eq(returns.status, 'AwaitingInstruction')));
  const count = counted?.count ?? 0;
  return count === 0
    ? []
    : [
        {
          Kind: 'ReturnsAwaitingInstruction',
          Page: 'returns',
          Query: { status: 'AwaitingInstruction' },
          Count: count,
          Reference: null,
          Amount: null,
          Currency: null,
          DueDate: null,
        },
      ];
}

// Stored stock and replenishment plans.

export interface StockLine {
  sku: string;
  fnsku: string | null;
  stored: number;
  planned: number;
  available: number;
}

/**
 * The company's stored stock per SKU: the sellable units of its returns instructed to be relabelled
 * and replenished or held (InstructionGiven or Completed), less the units its plans already took.
 */
export async function storedStock(db: Reader, companyId: string): Promise<StockLine[]> {
  const stored = await db
    .select({
      sku: returnLines.sku,
      fnsku: sql<string | null>`max(${returnLines.fnsku})`,
      units: sql<number>`sum(coalesce(${returnLines.sellableQuantity}, ${returnLines.quantity}))::int`,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(
      and(
        eq(returnLines.companyId, companyId),
        eq(returns.companyId, companyId),
        inArray(returns.status, ['InstructionGiven', 'Completed']),
        inArray(returns.instruction, [...STORING_INSTRUCTIONS]),
      ),
    )
    .groupBy(returnLines.sku)
    .orderBy(asc(returnLines.sku));
  const planned = await db
    .select({ sku: replenishPlanLines.sku, units: sql<number>`sum(${replenishPlanLines.quantity})::int` })
    .from(replenishPlanLines)
    .where(eq(replenishPlanLines.companyId, companyId))
    .groupBy(replenishPlanLines.sku);
  const plannedBySku = new Map(planned.map((line) => [line.sku, line.units]));
  return stored
    .filter((line) => line.units > 0)
    .map((line) => {
      const taken = plannedBySku.get(line.sku) ?? 0;
      return { sku: line.sku, fnsku: line.fnsku, stored: line.units, planned: taken, available: line.units - taken };
    });
}

async function plansOf(db: Reader, companyId: string, ids?: readonly string[]): Promise<ReplenishPlan[]> {
  const plans = await db
    .select()
    .from(replenishPlans)
    .where(and(eq(replenishPlans.companyId, companyId), ids ? inArray(replenishPlans.id, [...ids]) : undefined))
    .orderBy(desc(replenishPlans.createdAt), desc(replenishPlans.planNo))
    .limit(100);
  if (plans.length === 0) return [];
  const lines = await db
    .select()
    .from(replenishPlanLines)
    .where(
      inArray(
        replenishPlanLines.planId,
        plans.map((plan) => plan.id),
      ),
    )
    .orderBy(asc(replenishPlanLines.row));
  const names = await accountNamesById(
    db,
    plans.flatMap((plan) => (plan.createdBy ? [plan.createdBy] : [])),
  );
  return plans.map((plan) => {
    const mine = lines.filter((line) => line.planId === plan.id);
    return {
      Id: plan.id,
      PlanNo: plan.planNo,
      FileName: plan.fileName,
      CreatedTime: iso(plan.createdAt),
      UserName: plan.createdBy ? (names.get(plan.createdBy) ?? null) : null,
      Lines: mine.map((line) => ({
        Row: line.row,
        FbaShipmentId: line.fbaShipmentId,
        DestinationCode: line.destinationCode,
        Sku: line.sku,
        Fnsku: line.fnsku,
        Quantity: line.quantity,
      })),
      Shipments: new Set(mine.map((line) => line.fbaShipmentId)).size,
      Units: mine.reduce((sum, line) => sum + line.quantity, 0),
    };
  });
}

/** The company's latest replenishment plans (at most 100), newest first. */
export function listPlans(ctx: Pick<AppContext, 'db'>, caller: Caller) {
  return plansOf(ctx.db, callerCompanyId(caller));
}

/**
 * Records a parsed plan, all or nothing: every row's SKU must be stored and the file's units of a
 * SKU must not exceed what is available. The company's plans are serialised by an advisory lock,
 * so two uploads cannot both take the same units.
 */
export async function savePlan(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: Caller,
  fileName: string,
  plan: ParsedPlan,
): Promise<{ plan: ReplenishPlan } | { RowErrors: ReplenishRowError[] }> {
  const companyId = callerCompanyId(caller);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`replenish:${companyId}`}))`);
    const stock = new Map((await storedStock(tx, companyId)).map((line) => [line.sku, line]));
    const errors: ReplenishRowError[] = [];
    const taken = new Map<string, number>();
    for (const row of plan.rows) {
      const line = stock.get(row.sku);
      if (!line) {
        errors.push({ Row: row.row, Column: plan.header('Sku'), Reason: replenishReason(plan.locale, 'notStored') });
        continue;
      }
      const total = (taken.get(row.sku) ?? 0) + row.quantity;
      taken.set(row.sku, total);
      if (total > line.available) {
        errors.push({
          Row: row.row,
          Column: plan.header('Quantity'),
          Reason: replenishReason(plan.locale, 'moreThanStored', line.available),
        });
      }
    }
    if (errors.length > 0) return { RowErrors: errors };
    const now = ctx.clock();
    const [created] = await tx
      .insert(replenishPlans)
      .values({ companyId, planNo: documentNumber('RP', now), fileName, createdBy: caller.userId, createdAt: now })
      .returning();
    if (!created) throw new Error('plan insert returned no row');
    await tx.insert(replenishPlanLines).values(
      plan.rows.map((row) => ({
        companyId,
        planId: created.id,
        row: row.row,
        fbaShipmentId: row.fbaShipmentId,
        destinationCode: row.destinationCode,
        sku: row.sku,
        fnsku: stock.get(row.sku)?.fnsku ?? null,
        quantity: row.quantity,
      })),
    );
    const [saved] = await plansOf(tx, companyId, [created.id]);
    if (!saved) throw new Error('plan not read back');
    return { plan: saved };
  });
}

// The forwarder's side: every call through runIdempotent.

type WriteContext = Pick<AppContext, 'db' | 'clock'>;
type IntegrationCall = CallIdentity & { apiKeyId: string | null };

function toAnswer(row: ReturnRow): IntegrationReturnAnswer {
  return {
    id: row.id,
    externalId: row.externalId,
    status: row.status as ReturnStatus,
    instruction: row.instruction as IntegrationReturnAnswer['instruction'],
    instructionNote: row.instructionNote,
    returnAddress: row.returnAddress,
  };
}

async function runCall(
  ctx: WriteContext,
  call: IntegrationCall,
  work: (tx: Tx, now: Date, by: Mover) => Promise<ReturnRow>,
): Promise<IntegrationReturnAnswer> {
  const { answer } = await runIdempotent(
    ctx,
    { companyId: call.companyId, key: call.idempotencyKey, fingerprint: call.fingerprint },
    async (tx) => toAnswer(await work(tx, ctx.clock(), { userId: null, apiKeyId: call.apiKeyId })),
  );
  return answer;
}

/**
 * Registers a return (Registered), or answers the one this id registered before when the call
 * says the same; the same id with other lines is a Conflict.
 */
export function registerReturn(
  ctx: WriteContext,
  call: IntegrationCall,
  externalId: string,
  input: IntegrationReturnRegister,
) {
  return runCall(ctx, call, async (tx, now, by) => {
    const [existing] = await tx
      .select()
      .from(returns)
      .where(and(eq(returns.companyId, call.companyId), eq(returns.externalId, externalId)))
      .for('update');
    if (existing) {
      const lines = await linesOf(tx, [existing.id]);
      const same =
        lines.length === input.lines.length &&
        input.lines.every((line) => lines.some((had) => had.sku === line.sku && had.quantity === line.quantity));
      if (!same) throw new AppError('Conflict', `return ${externalId}: registered before with other lines`);
      return existing;
    }
    const [created] = await tx
      .insert(returns)
      .values({
        companyId: call.companyId,
        externalId,
        marketplace: input.marketplace,
        removalOrderId: input.removalOrderId ?? null,
        trackingNo: input.trackingNo ?? null,
        warehouseCode: input.warehouseCode.toUpperCase(),
        status: 'Registered',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('return insert returned no row');
    await tx.insert(returnLines).values(
      input.lines.map((line, sort) => ({
        companyId: call.companyId,
        returnId: created.id,
        sort,
        sku: line.sku,
        fnsku: line.fnsku ?? null,
        quantity: line.quantity,
      })),
    );
    await tx.insert(returnStatusChanges).values({
      companyId: call.companyId,
      returnId: created.id,
      fromStatus: null,
      toStatus: 'Registered',
      userId: null,
      apiKeyId: by.apiKeyId,
      note: null,
      createdAt: now,
    });
    return created;
  });
}

/**
 * Moves a return along the transition table. The client's move (to InstructionGiven) is refused
 * here; Inspected records what the inspection found; handing an instruction back clears it.
 */
export function moveReturn(
  ctx: WriteContext,
  call: IntegrationCall,
  externalId: string,
  input: IntegrationReturnStatus,
) {
  return runCall(ctx, call, async (tx, now, by) => {
    const [row] = await tx
      .select()
      .from(returns)
      .where(and(eq(returns.companyId, call.companyId), eq(returns.externalId, externalId)))
      .for('update');
    if (!row) throw new AppError('NotFound', `return ${externalId}`);
    const from = row.status as ReturnStatus;
    if (input.status === RETURN_CLIENT_MOVE.to) {
      throw new AppError('Conflict', 'status: only the client gives an instruction');
    }
    checkMove(from, input.status);
    if (input.inspection && input.status !== 'Inspected') {
      throw new AppError('ValidationFailed', 'inspection: only with Inspected');
    }
    if (input.status === 'Inspected') {
      const lines = await linesOf(tx, [row.id]);
      for (const found of input.inspection ?? []) {
        const line = lines.find((candidate) => candidate.sku === found.sku);
        if (!line) throw new AppError('ValidationFailed', `inspection: ${found.sku} is not a SKU of the return`);
        if (found.sellableQuantity > line.quantity) {
          throw new AppError('ValidationFailed', `inspection: ${found.sku} has ${line.quantity} units`);
        }
      }
      for (const line of lines) {
        const found = input.inspection?.find((candidate) => candidate.sku === line.sku);
        await tx
          .update(returnLines)
          .set({
            sellableQuantity: found ? found.sellableQuantity : line.quantity,
            condition: found ? found.condition : 'Sellable',
          })
          .where(eq(returnLines.id, line.id));
      }
    }
    await recordChange(tx, now, row, input.status, by, input.note ?? null);
    const handedBack = from === 'InstructionGiven' && input.status === 'AwaitingInstruction';
    const [moved] = await tx
      .update(returns)
      .set({
        status: input.status,
        updatedAt: now,
        ...(input.status === 'Inspected' ? { inspectionNote: input.note ?? null } : {}),
        ...(handedBack
          ? { instruction: null, instructionNote: null, returnAddress: null, instructedBy: null, instructedAt: null }
          : {}),
      })
      .where(eq(returns.id, row.id))
      .returning();
    if (!moved) throw new Error('return vanished');
    return moved;
  });
}
