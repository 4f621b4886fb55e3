import {
  AGEING_BUCKETS,
  type Ageing,
  type AgeingBucket,
  CHARGE_STATUS,
  type Charge,
  type ChargeListRequest,
  DICT_PARENT_CODES,
  type IntegrationCharge,
  type LandedCost,
  type Locale,
  type StatementDetail,
  type StatementListRequest,
  type StatementStatus,
  type StatementSummary,
} from '@portside/contracts';
import { and, asc, eq, inArray, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { type ListSort, listPage, pageWindow } from '../../db/list-query.js';
import { AppError } from '../../http/envelope.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { getItemsByParentCodes } from '../dictionary/service.js';
import { companyNameIn } from '../identity/companies.js';
import { runIdempotent } from '../integration/idempotency.js';
import type { CallIdentity } from '../integration/service.js';
import {
  type ChargeableOrder,
  findChargeableOrders,
  findOrderForCosting,
  findOrderHeads,
  findQuotePriceLines,
  ORDER_KIND_MODE,
} from '../orders/order-charges.js';
import { findShipmentsById } from '../shipments/derived-state.js';
import { findShipmentLanes } from '../shipments/statistics.js';
import { isOfCostType } from './cost-types.js';
import { allocate, costingUnits, LANDED_COST_RULE, VALUE_COST_TYPES } from './landed-cost.js';
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
  if (!body.shipmentExternalId && !body.orderNo) {
    throw fault('shipmentExternalId: a line names a shipment (shipmentExternalId), an order (orderNo) or both');
  }
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
    const named = <K extends 'shipmentExternalId' | 'orderNo'>(field: K) => [
      ...new Set(lines.flatMap((line) => (line[field] ? [line[field] as string] : []))),
    ];
    const lanes = new Map(
      (await findShipmentLanes(tx, call.companyId, named('shipmentExternalId'))).map((row) => [row.externalId, row]),
    );
    const orderRows = new Map(
      (await findChargeableOrders(tx, call.companyId, named('orderNo'))).map((row) => [row.orderNo, row]),
    );
    const shippedIds = [...orderRows.values()].flatMap((order) => (order.shipmentId ? [order.shipmentId] : []));
    const shipped = new Map(
      (shippedIds.length ? await findShipmentsById(tx, shippedIds) : []).map((row) => [row.id, row]),
    );
    const answers = [];
    for (const [index, line] of lines.entries()) {
      const at = batch ? `charges[${index}].` : '';
      const fault = (detail: string) => new AppError('ValidationFailed', `${at}${detail}`);
      const order = line.orderNo ? orderRows.get(line.orderNo) : undefined;
      if (line.orderNo && !order) throw fault(`orderNo: no order ${line.orderNo}`);
      let shipment = line.shipmentExternalId ? lanes.get(line.shipmentExternalId) : undefined;
      if (line.shipmentExternalId && !shipment)
        throw fault(`shipmentExternalId: no shipment ${line.shipmentExternalId}`);
      if (order?.shipmentId) {
        if (shipment && shipment.id !== order.shipmentId) {
          throw fault(`shipmentExternalId: order ${order.orderNo} is on another shipment`);
        }
        shipment ??= shipped.get(order.shipmentId);
      }
      answers.push(await writeCharge(ctx, tx, call.companyId, { shipment, order }, line));
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

interface ChargeOwner {
  shipment?: { id: string; mode: 'sea' | 'air' | 'rail'; originCode: string; destinationCode: string } | undefined;
  order?: ChargeableOrder | undefined;
}

/** The mode and lane a line keeps: its shipment's, else its order's (the kind's mode, the quote's lane). */
function laneOf({ shipment, order }: ChargeOwner) {
  if (shipment)
    return { mode: shipment.mode, originCode: shipment.originCode, destinationCode: shipment.destinationCode };
  return {
    mode: order ? ORDER_KIND_MODE[order.orderKind] : null,
    originCode: order?.originCode ?? null,
    destinationCode: order?.destinationCode ?? null,
  };
}

async function writeCharge(ctx: ReadContext, tx: Tx, companyId: string, owner: ChargeOwner, body: ChargeUpsert) {
  const { externalId } = body;
  const now = ctx.clock();
  const content = {
    shipmentId: owner.shipment?.id ?? null,
    orderId: owner.order?.id ?? null,
    ...laneOf(owner),
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

/** The key of the estimate lines an actual line is compared with: its shipment's, else its order's. */
const estimateKey = (row: Pick<ChargeRow, 'shipmentId' | 'orderId' | 'costType' | 'currency'>) =>
  `${row.shipmentId ?? `order:${row.orderId}`}|${row.costType}|${row.currency}`;

/** The estimate totals by shipment (or order, for a line without a shipment), cost type and currency. */
async function estimateTotals(db: Reader, rows: readonly ChargeRow[]) {
  const actual = rows.filter((row) => row.kind === 'actual');
  const shipmentIds = [...new Set(actual.flatMap((row) => (row.shipmentId ? [row.shipmentId] : [])))];
  const orderIds = [...new Set(actual.flatMap((row) => (!row.shipmentId && row.orderId ? [row.orderId] : [])))];
  const totals = new Map<string, string>();
  if (shipmentIds.length === 0 && orderIds.length === 0) return totals;
  const owners = [
    shipmentIds.length ? inArray(charges.shipmentId, shipmentIds) : undefined,
    orderIds.length ? and(isNull(charges.shipmentId), inArray(charges.orderId, orderIds)) : undefined,
  ].filter((owner) => owner !== undefined);
  const found = await db
    .select({
      shipmentId: charges.shipmentId,
      orderId: charges.orderId,
      costType: charges.costType,
      currency: charges.currency,
      total: sql<string>`sum(${charges.total})::text`,
    })
    .from(charges)
    .where(and(or(...owners), eq(charges.kind, 'estimate'), ne(charges.status, CHARGE_STATUS.Withdrawn)))
    .groupBy(charges.shipmentId, charges.orderId, charges.costType, charges.currency);
  for (const row of found) {
    const key = estimateKey(row);
    totals.set(
      key,
      money(totals.get(key) ?? 0)
        .plus(row.total)
        .toFixed(),
    );
  }
  return totals;
}

/** What each order's accepted quote priced, by order id, cost type and currency. */
async function quotedTotals(db: Reader, rows: readonly ChargeRow[]) {
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const heads = await findOrderHeads(db, orderIds);
  const optionIds = [
    ...new Set([...heads.values()].flatMap((head) => (head.quoteOptionId ? [head.quoteOptionId] : []))),
  ];
  const lines = await findQuotePriceLines(db, optionIds);
  const quoted = (row: ChargeRow): string | undefined => {
    const optionId = row.orderId ? heads.get(row.orderId)?.quoteOptionId : null;
    if (!optionId) return undefined;
    const matching = lines.filter(
      (line) =>
        line.optionId === optionId && line.currency === row.currency && isOfCostType(line.chargeName, row.costType),
    );
    return matching.length === 0
      ? undefined
      : matching.reduce((total, line) => total.plus(line.amount), money(0)).toFixed();
  };
  return { heads, quoted };
}

async function toCharges(db: Reader, rows: readonly ChargeRow[]): Promise<Charge[]> {
  if (rows.length === 0) return [];
  const shipmentIds = [...new Set(rows.flatMap((row) => (row.shipmentId ? [row.shipmentId] : [])))];
  const [shipmentRows, estimates, quotes] = await Promise.all([
    shipmentIds.length ? findShipmentsById(db, shipmentIds) : [],
    estimateTotals(db, rows),
    quotedTotals(db, rows),
  ]);
  const dcgNoOf = new Map(shipmentRows.map((row) => [row.id, row.dcgNo]));
  return rows.map((row) => {
    const amount = (value: string) => formatAmount(value, row.currency);
    const quoted = row.kind === 'actual' ? quotes.quoted(row) : undefined;
    const estimate = row.kind === 'actual' && quoted === undefined ? estimates.get(estimateKey(row)) : undefined;
    const compared =
      quoted !== undefined
        ? { basis: 'quote' as const, estimate: quoted, difference: money(row.netAmount).minus(quoted) }
        : estimate !== undefined
          ? { basis: 'estimates' as const, estimate, difference: money(row.total).minus(estimate) }
          : null;
    return {
      Id: row.id,
      ShipmentId: row.shipmentId,
      DcgNo: row.shipmentId ? (dcgNoOf.get(row.shipmentId) ?? '') : '',
      OrderId: row.orderId,
      OrderNo: row.orderId ? (quotes.heads.get(row.orderId)?.orderNo ?? null) : null,
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
      EstimateTotal: compared ? amount(compared.estimate) : null,
      EstimateBasis: compared?.basis ?? null,
      DifferenceFromEstimate: compared ? formatAmount(compared.difference, row.currency) : null,
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
    request.OrderId ? eq(charges.orderId, request.OrderId) : undefined,
  );
  const { rows, ...total } = await listPage(ctx.db, charges, where, chargeSort, pageWindow(request));
  return { Items: await toCharges(ctx.db, rows), ...total };
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
  const { rows, ...total } = await listPage(ctx.db, statements, where, statementSort, pageWindow(request));
  const now = ctx.clock();
  return { Items: rows.map((row) => toStatementSummary(row, now)), ...total };
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
  return statementDetail(ctx, await statementInScope(ctx, scope, id));
}

/** A statement read in scope, with its lines and payments. */
async function statementDetail(ctx: ReadContext, row: StatementRow): Promise<StatementDetail> {
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

/** A statement with the name of its company in the reader's language, for the printed copy. */
export async function statementForExport(ctx: ReadContext, scope: TenantScope, id: string, locale: Locale) {
  const row = await statementInScope(ctx, scope, id);
  const [statement, companyName] = await Promise.all([
    statementDetail(ctx, row),
    companyNameIn(ctx.db, row.companyId, locale),
  ]);
  return { statement, companyName };
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

/**
 * An order's landed cost: its actual lines neither rejected nor withdrawn (with the lines of its
 * shipment that name no order, when the shipment carries this order alone), net of tax, spread
 * over its SKU units by the rule of landed-cost.ts; per currency, never converted.
 */
export async function landedCost(ctx: ReadContext, scope: TenantScope, orderId: string): Promise<LandedCost> {
  const order = await findOrderForCosting(ctx.db, scope.all ? 'all' : scope.companyIds, orderId);
  if (!order) throw new AppError('NotFound');
  const shipmentLines =
    order.shipmentId && order.ordersOnShipment === 1
      ? and(eq(charges.shipmentId, order.shipmentId), isNull(charges.orderId))
      : undefined;
  const lines = await ctx.db
    .select()
    .from(charges)
    .where(
      and(
        inTenantScope(charges.companyId, scope),
        shipmentLines ? or(eq(charges.orderId, order.id), shipmentLines) : eq(charges.orderId, order.id),
        eq(charges.kind, 'actual'),
        notInArray(charges.status, [CHARGE_STATUS.Rejected, CHARGE_STATUS.Withdrawn]),
      ),
    );
  const units = costingUnits(order.cartons, ORDER_KIND_MODE[order.orderKind] === 'air', order.declaredValues);
  const weights = units.skus.map((sku) => ({ key: sku.sku, weight: sku.chargeableWeightKg }));
  const values = units.skus.map((sku) => ({ key: sku.sku, weight: sku.declaredValue ?? 0 }));
  const currencies = [...new Set(lines.map((line) => line.currency))].sort();
  return {
    OrderId: order.id,
    OrderNo: order.orderNo,
    Rule: LANDED_COST_RULE,
    ValueBasis: units.valueBasis ? 'declaredValue' : 'chargeableWeight',
    Units: units.skus.reduce((total, sku) => total + sku.units, 0),
    Skus: units.skus.map((sku) => ({
      Sku: sku.sku,
      Units: sku.units,
      ChargeableWeightKg: sku.chargeableWeightKg.toDecimalPlaces(3).toFixed(3),
      DeclaredValue: sku.declaredValue?.toFixed(2) ?? null,
      DeclaredCurrency: order.declaredValues.get(sku.sku)?.currency ?? null,
    })),
    Currencies: currencies.map((currency) => {
      const ofCurrency = lines.filter((line) => line.currency === currency);
      const byValue = ofCurrency.filter((line) => units.valueBasis && VALUE_COST_TYPES.has(line.costType));
      const byWeight = ofCurrency.filter((line) => !byValue.includes(line));
      const valueTotal = sum(
        byValue.map((line) => line.netAmount),
        currency,
      );
      const weightTotal = sum(
        byWeight.map((line) => line.netAmount),
        currency,
      );
      const valueParts = allocate(valueTotal, currency, values);
      const weightParts = allocate(weightTotal, currency, weights);
      const unallocated = weightParts ? money(0) : money(weightTotal).plus(valueParts ? 0 : valueTotal);
      return {
        Currency: currency,
        Total: sum([valueTotal, weightTotal], currency),
        ByValue: valueTotal,
        ByWeight: weightTotal,
        Unallocated: formatAmount(unallocated, currency),
        Lines: ofCurrency.length,
        PendingLines: ofCurrency.filter((line) => line.status === CHARGE_STATUS.PendingApproval).length,
        Skus: weightParts
          ? units.skus.map((sku) => {
              const amount = sum([valueParts?.get(sku.sku) ?? '0', weightParts.get(sku.sku) ?? '0'], currency);
              return {
                Sku: sku.sku,
                Units: sku.units,
                Amount: amount,
                PerUnit: formatAmount(money(amount).dividedBy(sku.units), currency),
              };
            })
          : [],
      };
    }),
  };
}
