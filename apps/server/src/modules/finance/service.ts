import {
  AGEING_BUCKETS,
  type Ageing,
  type AgeingBucket,
  CHARGE_STATUS,
  type Charge,
  type ChargeListRequest,
  DICT_PARENT_CODES,
  type IntegrationCharge,
  type StatementDetail,
  type StatementListRequest,
  type StatementStatus,
  type StatementSummary,
} from '@portside/contracts';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { cappedCount, type ListSort, listWindow, pageWindow, windowOrder } from '../../db/list-query.js';
import { AppError } from '../../http/envelope.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { getItemsByParentCodes } from '../dictionary/service.js';
import { companyNamesById } from '../identity/companies.js';
import { runIdempotent } from '../integration/idempotency.js';
import type { CallIdentity } from '../integration/service.js';
import { findShipmentsById } from '../shipments/derived-state.js';
import { findShipmentLanes } from '../shipments/statistics.js';
import { formatAmount, lineAmounts, minorUnits, money, sum } from './money.js';
import { charges, statementPayments, statements } from './schema.js';

type ReadContext = Pick<AppContext, 'db' | 'clock'>;
type Reader = Pick<Tx, 'select'>;
type ChargeRow = typeof charges.$inferSelect;
type StatementRow = typeof statements.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;

/** Statements that still expect money: these can be overdue and are aged. */
const OPEN_STATUSES: readonly StatementStatus[] = ['Issued', 'Confirmed', 'Disputed', 'PartiallyPaid'];

const idempotent = <T>(ctx: ReadContext, call: CallIdentity, work: (tx: Tx) => Promise<T>) =>
  runIdempotent(ctx, { companyId: call.companyId, key: call.idempotencyKey, fingerprint: call.fingerprint }, work).then(
    (result) => result.answer,
  );

const chargeAnswer = (row: ChargeRow) => ({
  id: row.id,
  externalId: row.externalId,
  status: row.status as Charge['Status'],
  revision: row.revision,
  total: formatAmount(row.total, row.currency),
  currency: row.currency,
});

/** A charge line posted with its id in the forwarder's system. */
export type ChargeUpsert = IntegrationCharge & { externalId: string };

/** Checks what a line says before anything is written; a fault names the line (when in a batch) and the field. */
async function checkCharge(ctx: ReadContext, body: IntegrationCharge, at: string) {
  const fault = (detail: string) => new AppError('ValidationFailed', `${at}${detail}`);
  try {
    minorUnits(body.currency);
  } catch {
    throw fault(`currency: ${body.currency} is not an ISO 4217 currency`);
  }
  const { CostTypeEnum: costTypes, CostStageEnum: costStages } = DICT_PARENT_CODES;
  const dictionary = await getItemsByParentCodes(ctx.db, [costTypes, costStages], 'en-US');
  if (!dictionary[costTypes]?.some((item) => item.Key === body.costType)) {
    throw fault(`costType: unknown key ${body.costType} of CostTypeEnum`);
  }
  if (!dictionary[costStages]?.some((item) => item.Key === body.costStage)) {
    throw fault(`costStage: unknown key ${body.costStage} of CostStageEnum`);
  }
  if (money(body.taxRatePercent).greaterThan(100)) throw fault('taxRatePercent: at most 100');
}

/**
 * Posts charge lines, or revises the ones with the same external id, in one transaction: a
 * revision of a line not yet on a statement puts it back to pending approval (the reject reason
 * stays for the record until the client decides again). The same content again changes nothing.
 * One bad line refuses the batch, naming it.
 */
export async function putCharges(ctx: ReadContext, call: CallIdentity, lines: readonly ChargeUpsert[]) {
  const batch = lines.length > 1;
  for (const [index, line] of lines.entries()) await checkCharge(ctx, line, batch ? `charges[${index}].` : '');
  return idempotent(ctx, call, async (tx) => {
    const shipmentIds = [...new Set(lines.map((line) => line.shipmentExternalId))];
    const lanes = new Map(
      (await findShipmentLanes(tx, call.companyId, shipmentIds)).map((row) => [row.externalId, row]),
    );
    const answers = [];
    for (const [index, line] of lines.entries()) {
      const shipment = lanes.get(line.shipmentExternalId);
      const at = batch ? `charges[${index}].` : '';
      if (!shipment)
        throw new AppError('ValidationFailed', `${at}shipmentExternalId: no shipment ${line.shipmentExternalId}`);
      answers.push(await writeCharge(ctx, tx, call.companyId, shipment, line));
    }
    return { charges: answers };
  });
}

export async function putCharge(ctx: ReadContext, call: CallIdentity, externalId: string, body: IntegrationCharge) {
  const {
    charges: [answer],
  } = await putCharges(ctx, call, [{ ...body, externalId }]);
  if (!answer) throw new Error('put answered no charge');
  return answer;
}

async function writeCharge(
  ctx: ReadContext,
  tx: Tx,
  companyId: string,
  shipment: { id: string; mode: 'sea' | 'air' | 'rail'; originCode: string; destinationCode: string },
  body: ChargeUpsert,
) {
  const { externalId } = body;
  const now = ctx.clock();
  const content = {
    shipmentId: shipment.id,
    mode: shipment.mode,
    originCode: shipment.originCode,
    destinationCode: shipment.destinationCode,
    orderReference: body.orderReference ?? null,
    costType: body.costType,
    costStage: body.costStage,
    kind: body.kind,
    source: body.source,
    description: body.description ?? null,
    quantity: body.quantity,
    unit: body.unit,
    unitPrice: body.unitPrice,
    currency: body.currency,
    taxRatePercent: body.taxRatePercent,
    ...lineAmounts(body, body.currency),
    incurredAt: new Date(body.incurredAt),
  };
  const [existing] = await tx
    .select()
    .from(charges)
    .where(and(eq(charges.companyId, companyId), eq(charges.externalId, externalId)))
    .for('update');
  if (!existing) {
    const [created] = await tx
      .insert(charges)
      .values({
        ...content,
        companyId,
        externalId,
        status: CHARGE_STATUS.PendingApproval,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('insert answered no charge');
    return chargeAnswer(created);
  }
  if (sameContent(existing, content)) return chargeAnswer(existing);
  if (existing.statementId) throw new AppError('Conflict', `charge ${externalId} is on a statement`);
  if (existing.status === CHARGE_STATUS.Withdrawn) throw new AppError('Conflict', `charge ${externalId} is withdrawn`);
  const [revised] = await tx
    .update(charges)
    .set({ ...content, status: CHARGE_STATUS.PendingApproval, revision: existing.revision + 1, updatedAt: now })
    .where(eq(charges.id, existing.id))
    .returning();
  if (!revised) throw new Error('update answered no charge');
  return chargeAnswer(revised);
}

const NUMERIC_FIELDS = new Set(['quantity', 'unitPrice', 'taxRatePercent', 'netAmount', 'taxAmount', 'total']);

/** Whether a posted line says what the stored one says (numbers compared as numbers, "2" = "2.000"). */
function sameContent(row: ChargeRow, content: Record<string, unknown>): boolean {
  return Object.entries(content).every(([field, value]) => {
    const stored = row[field as keyof ChargeRow];
    if (value instanceof Date) return stored instanceof Date && stored.getTime() === value.getTime();
    if (NUMERIC_FIELDS.has(field)) return money(String(value)).equals(String(stored));
    return value === stored;
  });
}

/** Withdraws a line the forwarder no longer bills; a line on a statement stays. */
export function withdrawCharge(ctx: ReadContext, call: CallIdentity, externalId: string) {
  return idempotent(ctx, call, async (tx) => {
    const [existing] = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.companyId, call.companyId), eq(charges.externalId, externalId)))
      .for('update');
    if (!existing) throw new AppError('NotFound', `charge ${externalId}`);
    if (existing.statementId) throw new AppError('Conflict', `charge ${externalId} is on a statement`);
    const [withdrawn] = await tx
      .update(charges)
      .set({ status: CHARGE_STATUS.Withdrawn, updatedAt: ctx.clock() })
      .where(eq(charges.id, existing.id))
      .returning();
    if (!withdrawn) throw new Error('update answered no charge');
    return chargeAnswer(withdrawn);
  });
}

const statementAnswer = (row: StatementRow) => ({
  id: row.id,
  number: row.number,
  status: row.status as StatementStatus,
  currency: row.currency,
  total: formatAmount(row.total, row.currency),
  paid: formatAmount(row.paid, row.currency),
});

/**
 * A draft statement of approved actual lines of one currency that are on no other statement. Its
 * total is the exact sum of the lines' totals.
 */
export function createStatement(
  ctx: ReadContext,
  call: CallIdentity,
  body: { number: string; currency: string; dueDate: string; chargeExternalIds: readonly string[] },
) {
  minorUnits(body.currency);
  return idempotent(ctx, call, async (tx) => {
    const ids = [...new Set(body.chargeExternalIds)];
    const lines = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.companyId, call.companyId), inArray(charges.externalId, ids)))
      .for('update');
    for (const externalId of ids) {
      const line = lines.find((row) => row.externalId === externalId);
      const fault = !line
        ? 'no such charge'
        : line.kind !== 'actual'
          ? 'an estimate is not billed'
          : line.status !== CHARGE_STATUS.Approved
            ? 'not approved'
            : line.currency !== body.currency
              ? `in ${line.currency}`
              : line.statementId
                ? 'already on a statement'
                : null;
      if (fault) throw new AppError('ValidationFailed', `chargeExternalIds: ${externalId} ${fault}`);
    }
    const now = ctx.clock();
    const [created] = await tx
      .insert(statements)
      .values({
        companyId: call.companyId,
        number: body.number,
        currency: body.currency,
        status: 'Draft',
        dueDate: body.dueDate,
        total: sum(
          lines.map((line) => line.total),
          body.currency,
        ),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('Conflict', `statement ${body.number} exists`);
    await tx
      .update(charges)
      .set({ statementId: created.id, updatedAt: now })
      .where(
        inArray(
          charges.id,
          lines.map((line) => line.id),
        ),
      );
    return statementAnswer(created);
  });
}

async function statementForUpdate(tx: Tx, companyId: string, where: SQL) {
  const [row] = await tx
    .select()
    .from(statements)
    .where(and(eq(statements.companyId, companyId), where))
    .for('update');
  return row;
}

/** Issues a draft, or re-issues a disputed statement once the forwarder has answered the dispute. */
export function issueStatement(ctx: ReadContext, call: CallIdentity, number: string) {
  return idempotent(ctx, call, async (tx) => {
    const row = await statementForUpdate(tx, call.companyId, eq(statements.number, number));
    if (!row) throw new AppError('NotFound', `statement ${number}`);
    if (row.status !== 'Draft' && row.status !== 'Disputed') {
      throw new AppError('Conflict', `statement ${number} is ${row.status}`);
    }
    const now = ctx.clock();
    await tx.update(charges).set({ disputeReason: null, updatedAt: now }).where(eq(charges.statementId, row.id));
    const [issued] = await tx
      .update(statements)
      .set({ status: 'Issued', issuedAt: row.issuedAt ?? now, disputeReason: null, updatedAt: now })
      .where(eq(statements.id, row.id))
      .returning();
    if (!issued) throw new Error('update answered no statement');
    return statementAnswer(issued);
  });
}

/** Records a payment: part of what is owed makes the statement PartiallyPaid, all of it Paid, more is refused. */
export function recordPayment(
  ctx: ReadContext,
  call: CallIdentity,
  number: string,
  body: { amount: string; paidAt: string; reference: string },
) {
  return idempotent(ctx, call, async (tx) => {
    const row = await statementForUpdate(tx, call.companyId, eq(statements.number, number));
    if (!row) throw new AppError('NotFound', `statement ${number}`);
    if (!OPEN_STATUSES.includes(row.status as StatementStatus)) {
      throw new AppError('Conflict', `statement ${number} is ${row.status}`);
    }
    const amount = money(body.amount);
    if (amount.decimalPlaces() > minorUnits(row.currency) || amount.lessThanOrEqualTo(0)) {
      throw new AppError('ValidationFailed', `amount: a positive amount in ${row.currency}'s minor units`);
    }
    const paid = amount.plus(row.paid);
    if (paid.greaterThan(row.total)) throw new AppError('ValidationFailed', 'amount: more than is outstanding');
    const now = ctx.clock();
    await tx.insert(statementPayments).values({
      companyId: call.companyId,
      statementId: row.id,
      amount: amount.toFixed(),
      paidAt: new Date(body.paidAt),
      reference: body.reference,
      createdAt: now,
    });
    const [updated] = await tx
      .update(statements)
      .set({ paid: paid.toFixed(), status: paid.equals(row.total) ? 'Paid' : 'PartiallyPaid', updatedAt: now })
      .where(eq(statements.id, row.id))
      .returning();
    if (!updated) throw new Error('update answered no statement');
    return statementAnswer(updated);
  });
}

// ---- the client's side ----

const chargeSort: ListSort = { column: charges.incurredAt, order: 'desc', tieBreaker: charges.id };
const statementSort: ListSort = { column: statements.createdAt, order: 'desc', tieBreaker: statements.id };

/** The estimate totals by shipment, cost type and currency, for the actual lines shown. */
async function estimateTotals(db: Reader, rows: readonly ChargeRow[]) {
  const shipmentIds = [...new Set(rows.filter((row) => row.kind === 'actual').map((row) => row.shipmentId))];
  const totals = new Map<string, string>();
  if (shipmentIds.length === 0) return totals;
  const found = await db
    .select({
      shipmentId: charges.shipmentId,
      costType: charges.costType,
      currency: charges.currency,
      total: sql<string>`sum(${charges.total})::text`,
    })
    .from(charges)
    .where(
      and(
        inArray(charges.shipmentId, shipmentIds),
        eq(charges.kind, 'estimate'),
        ne(charges.status, CHARGE_STATUS.Withdrawn),
      ),
    )
    .groupBy(charges.shipmentId, charges.costType, charges.currency);
  for (const row of found) totals.set(`${row.shipmentId}|${row.costType}|${row.currency}`, row.total);
  return totals;
}

async function toCharges(db: Reader, rows: readonly ChargeRow[]): Promise<Charge[]> {
  if (rows.length === 0) return [];
  const [shipmentRows, estimates] = await Promise.all([
    findShipmentsById(db, [...new Set(rows.map((row) => row.shipmentId))]),
    estimateTotals(db, rows),
  ]);
  const dcgNoOf = new Map(shipmentRows.map((row) => [row.id, row.dcgNo]));
  return rows.map((row) => {
    const estimate =
      row.kind === 'actual' ? estimates.get(`${row.shipmentId}|${row.costType}|${row.currency}`) : undefined;
    const amount = (value: string) => formatAmount(value, row.currency);
    return {
      Id: row.id,
      ShipmentId: row.shipmentId,
      DcgNo: dcgNoOf.get(row.shipmentId) ?? '',
      OrderReference: row.orderReference,
      CostType: row.costType,
      CostStage: row.costStage,
      Kind: row.kind,
      Source: row.source,
      Description: row.description,
      Quantity: money(row.quantity).toFixed(),
      Unit: row.unit,
      UnitPrice: money(row.unitPrice).toFixed(),
      Currency: row.currency,
      TaxRatePercent: money(row.taxRatePercent).toFixed(),
      NetAmount: amount(row.netAmount),
      TaxAmount: amount(row.taxAmount),
      Total: amount(row.total),
      EstimateTotal: estimate === undefined ? null : amount(estimate),
      DifferenceFromEstimate:
        estimate === undefined ? null : formatAmount(money(row.total).minus(estimate), row.currency),
      Status: row.status as Charge['Status'],
      Revision: row.revision,
      RejectReason: row.rejectReason,
      DisputeReason: row.disputeReason,
      StatementId: row.statementId,
      IncurredAt: row.incurredAt.toISOString(),
    };
  });
}

export async function listCharges(ctx: ReadContext, scope: TenantScope, request: ChargeListRequest) {
  const where = and(
    inTenantScope(charges.companyId, scope),
    request.Status ? eq(charges.status, request.Status) : undefined,
    request.ShipmentId ? eq(charges.shipmentId, request.ShipmentId) : undefined,
  );
  const page = listWindow(ctx.db, charges, where, chargeSort, pageWindow(request));
  const [total, rows] = await Promise.all([
    cappedCount(ctx.db, charges, where),
    ctx.db
      .select({ charge: charges })
      .from(page)
      .innerJoin(charges, eq(charges.id, page.id))
      .orderBy(...windowOrder(page, chargeSort)),
  ]);
  return {
    Items: await toCharges(
      ctx.db,
      rows.map((row) => row.charge),
    ),
    ...total,
  };
}

/** The client decides on a pending line of its own company; another company's id is NotFound. */
async function decideCharge(ctx: ReadContext, companyId: string, id: string, approve: boolean, reason: string | null) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.companyId, companyId), eq(charges.id, id)))
      .for('update');
    if (!row) throw new AppError('NotFound');
    if (row.status !== CHARGE_STATUS.PendingApproval)
      throw new AppError('Conflict', 'the charge is not pending approval');
    const [decided] = await tx
      .update(charges)
      .set({
        status: approve ? CHARGE_STATUS.Approved : CHARGE_STATUS.Rejected,
        rejectReason: approve ? null : reason,
        updatedAt: ctx.clock(),
      })
      .where(eq(charges.id, id))
      .returning();
    if (!decided) throw new Error('update answered no charge');
    const [charge] = await toCharges(tx, [decided]);
    if (!charge) throw new Error('no charge');
    return charge;
  });
}

export const approveCharge = (ctx: ReadContext, companyId: string, id: string) =>
  decideCharge(ctx, companyId, id, true, null);
export const rejectCharge = (ctx: ReadContext, companyId: string, id: string, reason: string) =>
  decideCharge(ctx, companyId, id, false, reason);

/** Approves, in one statement, those of the lines that are the company's and pending approval; answers how many. */
export async function approveCharges(ctx: ReadContext, companyId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const approved = await ctx.db
    .update(charges)
    .set({ status: CHARGE_STATUS.Approved, rejectReason: null, updatedAt: ctx.clock() })
    .where(
      and(
        eq(charges.companyId, companyId),
        inArray(charges.id, [...ids]),
        eq(charges.status, CHARGE_STATUS.PendingApproval),
      ),
    )
    .returning({ id: charges.id });
  return approved.length;
}

/** Whole days between the due date (a calendar day, UTC) and today, when today is later. */
function daysOverdue(row: StatementRow, now: Date): number {
  if (!OPEN_STATUSES.includes(row.status as StatementStatus)) return 0;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.round((today - Date.parse(`${row.dueDate}T00:00:00Z`)) / DAY));
}

function toStatementSummary(row: StatementRow, now: Date): StatementSummary {
  const days = daysOverdue(row, now);
  return {
    Id: row.id,
    Number: row.number,
    Currency: row.currency,
    Status: row.status as StatementStatus,
    IssuedAt: row.issuedAt?.toISOString() ?? null,
    DueDate: row.dueDate,
    Total: formatAmount(row.total, row.currency),
    Paid: formatAmount(row.paid, row.currency),
    Outstanding: formatAmount(money(row.total).minus(row.paid), row.currency),
    Overdue: days > 0,
    DaysOverdue: days,
  };
}

/** A client never sees a draft: it is the forwarder's work in progress. */
const visibleToClient = ne(statements.status, 'Draft');

export async function listStatements(ctx: ReadContext, scope: TenantScope, request: StatementListRequest) {
  const where = and(
    inTenantScope(statements.companyId, scope),
    visibleToClient,
    request.Status ? eq(statements.status, request.Status) : undefined,
  );
  const page = listWindow(ctx.db, statements, where, statementSort, pageWindow(request));
  const [total, rows] = await Promise.all([
    cappedCount(ctx.db, statements, where),
    ctx.db
      .select({ statement: statements })
      .from(page)
      .innerJoin(statements, eq(statements.id, page.id))
      .orderBy(...windowOrder(page, statementSort)),
  ]);
  const now = ctx.clock();
  return { Items: rows.map((row) => toStatementSummary(row.statement, now)), ...total };
}

async function statementInScope(ctx: ReadContext, scope: TenantScope, id: string): Promise<StatementRow> {
  const [row] = await ctx.db
    .select()
    .from(statements)
    .where(and(inTenantScope(statements.companyId, scope), visibleToClient, eq(statements.id, id)));
  if (!row) throw new AppError('NotFound');
  return row;
}

export async function getStatement(ctx: ReadContext, scope: TenantScope, id: string): Promise<StatementDetail> {
  const row = await statementInScope(ctx, scope, id);
  const [lines, payments] = await Promise.all([
    ctx.db
      .select()
      .from(charges)
      .where(eq(charges.statementId, row.id))
      .orderBy(asc(charges.incurredAt), asc(charges.id)),
    ctx.db
      .select()
      .from(statementPayments)
      .where(eq(statementPayments.statementId, row.id))
      .orderBy(asc(statementPayments.paidAt)),
  ]);
  return {
    ...toStatementSummary(row, ctx.clock()),
    DisputeReason: row.disputeReason,
    NetTotal: sum(
      lines.map((line) => line.netAmount),
      row.currency,
    ),
    TaxTotal: sum(
      lines.map((line) => line.taxAmount),
      row.currency,
    ),
    Lines: await toCharges(ctx.db, lines),
    Payments: payments.map((payment) => ({
      Amount: formatAmount(payment.amount, row.currency),
      PaidAt: payment.paidAt.toISOString(),
      Reference: payment.reference,
    })),
  };
}

/** A statement with the English name of its company, for the printed copy. */
export async function statementForExport(ctx: ReadContext, scope: TenantScope, id: string) {
  const row = await statementInScope(ctx, scope, id);
  const [statement, names] = await Promise.all([
    getStatement(ctx, scope, id),
    companyNamesById(ctx.db, [row.companyId]),
  ]);
  return { statement, companyName: names.get(row.companyId) ?? '' };
}

/** Issued → Confirmed by the client. */
export async function confirmStatement(ctx: ReadContext, companyId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await statementForUpdate(tx, companyId, eq(statements.id, id));
    if (!row || row.status === 'Draft') throw new AppError('NotFound');
    if (row.status !== 'Issued') throw new AppError('Conflict', `the statement is ${row.status}`);
    await tx.update(statements).set({ status: 'Confirmed', updatedAt: ctx.clock() }).where(eq(statements.id, id));
  });
  return getStatement(ctx, { all: false, companyIds: [companyId] }, id);
}

/** Issued → Disputed by the client, naming the lines in dispute and why. */
export async function disputeStatement(
  ctx: ReadContext,
  companyId: string,
  request: { Id: string; ChargeIds: readonly string[]; Reason: string },
) {
  await ctx.db.transaction(async (tx) => {
    const row = await statementForUpdate(tx, companyId, eq(statements.id, request.Id));
    if (!row || row.status === 'Draft') throw new AppError('NotFound');
    if (row.status !== 'Issued') throw new AppError('Conflict', `the statement is ${row.status}`);
    const ids = [...new Set(request.ChargeIds)];
    const onStatement = await tx
      .select({ id: charges.id })
      .from(charges)
      .where(and(eq(charges.statementId, row.id), inArray(charges.id, ids)));
    if (onStatement.length !== ids.length)
      throw new AppError('ValidationFailed', 'ChargeIds: a line not on this statement');
    const now = ctx.clock();
    await tx.update(charges).set({ disputeReason: request.Reason, updatedAt: now }).where(inArray(charges.id, ids));
    await tx
      .update(statements)
      .set({ status: 'Disputed', disputeReason: request.Reason, updatedAt: now })
      .where(eq(statements.id, row.id));
  });
  return getStatement(ctx, { all: false, companyIds: [companyId] }, request.Id);
}

const bucketOf = (days: number): AgeingBucket =>
  days <= 0 ? 'Current' : days <= 30 ? 'Days1To30' : days <= 60 ? 'Days31To60' : days <= 90 ? 'Days61To90' : 'Over90';

/** What is still owed, per currency, by days past the due date (the open statements only). */
export async function getAgeing(ctx: ReadContext, scope: TenantScope): Promise<Ageing> {
  const rows = await openStatements(ctx, scope);
  const now = ctx.clock();
  const byCurrency = new Map<string, Record<AgeingBucket, string[]>>();
  for (const row of rows) {
    const buckets =
      byCurrency.get(row.currency) ??
      (Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, []])) as unknown as Record<AgeingBucket, string[]>);
    buckets[bucketOf(daysOverdue(row, now))].push(money(row.total).minus(row.paid).toFixed());
    byCurrency.set(row.currency, buckets);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, buckets]) => ({
      Currency: currency,
      Buckets: Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, sum(buckets[bucket], currency)])) as Record<
        AgeingBucket,
        string
      >,
      Outstanding: sum(Object.values(buckets).flat(), currency),
    }));
}

/** The statements still expecting money, through statements_company_open_due_idx. */
function openStatements(ctx: ReadContext, scope: TenantScope) {
  return ctx.db
    .select()
    .from(statements)
    .where(
      and(
        inTenantScope(statements.companyId, scope),
        sql`${statements.status} in ('Issued', 'Confirmed', 'Disputed', 'PartiallyPaid')`,
      ),
    )
    .orderBy(asc(statements.dueDate));
}

/** For the dashboard's action inbox: how many lines wait for approval and which statements are overdue. */
export async function financeActions(ctx: ReadContext, scope: TenantScope) {
  const [pending] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(charges)
    .where(and(inTenantScope(charges.companyId, scope), eq(charges.status, CHARGE_STATUS.PendingApproval)));
  const now = ctx.clock();
  const overdue = (await openStatements(ctx, scope))
    .map((row) => toStatementSummary(row, now))
    .filter((row) => row.Overdue);
  return { chargesToApprove: pending?.n ?? 0, overdueStatements: overdue };
}
