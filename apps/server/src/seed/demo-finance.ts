import type { ChargeSource, StatementStatus } from '@portside/contracts';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { money, roundTo } from '../modules/finance/money.js';
import {
  approveCharges,
  type ChargeUpsert,
  confirmStatement,
  createStatement,
  disputeStatement,
  issueStatement,
  putCharges,
  recordPayment,
  rejectCharge,
} from '../modules/finance/service.js';
import type { SeededShipment } from './demo-shipments.js';

const DAY = 24 * 60 * 60 * 1000;
/** Charges on at most this many shipments per company (five a month), spread over the year, so the seed stays quick. */
const MAX_CHARGED_SHIPMENTS = 60;

interface ChargedLine extends ChargeUpsert {
  /** Decided by the client at seed time: approved, rejected, or left pending. */
  decision: 'approve' | 'reject' | 'pending';
}

const price = (base: number, spread: number, n: number) => (base + ((n * 37) % spread)).toFixed(2);

/** The lines a forwarder bills for one shipment: the quoted freight, its actual, origin charges, sometimes duty or storage. */
function linesOf(shipment: SeededShipment, sequence: number, currency: string, now: number): ChargedLine[] {
  const { mode, externalId: shipmentExternalId } = shipment.shipment;
  const departed = Math.min(shipment.timeline.atd || shipment.timeline.etd, now - DAY);
  const at = (offsetDays: number) => new Date(Math.min(departed + offsetDays * DAY, now - DAY)).toISOString();
  const recent = now - departed < 40 * DAY;
  const decision = (n: number): ChargedLine['decision'] => (!recent ? 'approve' : n % 5 === 0 ? 'reject' : 'pending');
  const base = { shipmentExternalId, currency, taxRatePercent: '0' };
  const containers = shipment.shipment.containers?.length ?? 0;
  const freight =
    mode === 'air'
      ? {
          costType: '2',
          unit: 'kg',
          quantity: String(
            Math.max(45, Math.round(shipment.shipment.chargeableWeightKg ?? shipment.shipment.grossWeightKg ?? 100)),
          ),
          unitPrice: price(3.8, 2, sequence),
        }
      : containers > 0
        ? {
            costType: mode === 'rail' ? '3' : '1',
            unit: 'container',
            quantity: String(containers),
            unitPrice: price(mode === 'rail' ? 5200 : 1650, 900, sequence),
          }
        : {
            costType: '1',
            unit: 'cbm',
            quantity: String(shipment.shipment.volumeM3 ?? 6),
            unitPrice: price(68, 30, sequence),
          };
  // One shipment in five was re-measured: more was charged than quoted.
  const remeasured = sequence % 5 === 1;
  const lines: ChargedLine[] = [
    {
      ...base,
      ...freight,
      externalId: `CHG-${shipmentExternalId}-EST`,
      costStage: '2',
      kind: 'estimate',
      source: 'quote',
      incurredAt: at(-10),
      decision: 'approve',
    },
    {
      ...base,
      ...freight,
      quantity: remeasured ? (Number(freight.quantity) * 1.08).toFixed(3) : freight.quantity,
      externalId: `CHG-${shipmentExternalId}-FRT`,
      costStage: '2',
      kind: 'actual',
      source: remeasured ? 'remeasurement' : 'quote',
      incurredAt: at(0),
      decision: decision(sequence),
    },
    {
      ...base,
      externalId: `CHG-${shipmentExternalId}-ORG`,
      costType: mode === 'air' ? '7' : '5',
      costStage: '1',
      kind: 'actual',
      source: 'surcharge' satisfies ChargeSource,
      quantity: '1',
      unit: 'shipment',
      unitPrice: price(mode === 'air' ? 45 : 180, 60, sequence),
      taxRatePercent: currency === 'EUR' ? '19' : '0',
      incurredAt: at(-2),
      decision: decision(sequence + 1),
    },
  ];
  if (sequence % 4 === 0) {
    lines.push({
      ...base,
      externalId: `CHG-${shipmentExternalId}-DTY`,
      costType: '9',
      costStage: '3',
      kind: 'actual',
      source: 'duty',
      quantity: '1',
      unit: 'entry',
      unitPrice: price(420, 800, sequence),
      incurredAt: at(20),
      decision: decision(sequence + 2),
    });
  }
  if (sequence % 9 === 0) {
    lines.push({
      ...base,
      externalId: `CHG-${shipmentExternalId}-STO`,
      costType: '10',
      costStage: '3',
      kind: 'actual',
      source: 'storage',
      quantity: '4',
      unit: 'day',
      unitPrice: price(35, 20, sequence),
      incurredAt: at(25),
      decision: decision(sequence + 3),
    });
  }
  return lines;
}

/** The state of each month's statement, newest first, so every state shows; older months are paid. */
const STATES_NEWEST_FIRST: readonly StatementStatus[] = ['Draft', 'Issued', 'Confirmed', 'Disputed', 'PartiallyPaid'];

/**
 * A year of charges and statements for a company, through the finance services as the forwarder's
 * ledger and the client would: lines posted in one batch, the client's decisions, one statement
 * per month of the approved lines, then issue, confirm, dispute and payments by the month's age.
 */
export async function seedDemoFinance(
  db: Db,
  now: Date,
  company: { id: string; currency: string },
  shipments: readonly SeededShipment[],
): Promise<void> {
  const ctx = { db, clock: () => now };
  const call = { companyId: company.id, idempotencyKey: null, fingerprint: '' };
  const departedBefore = shipments
    .filter((shipment) => (shipment.timeline.atd || shipment.timeline.etd) < now.getTime() - DAY)
    .sort((a, b) => a.timeline.etd - b.timeline.etd);
  const step = Math.max(1, Math.ceil(departedBefore.length / MAX_CHARGED_SHIPMENTS));
  const charged = departedBefore.filter((_, index) => index % step === 0);
  const lines = charged.flatMap((shipment, index) => linesOf(shipment, index + 1, company.currency, now.getTime()));
  const { charges } = await putCharges(
    ctx,
    call,
    lines.map(({ decision: _decision, ...line }) => line),
  );
  const approved: { line: ChargedLine; id: string }[] = [];
  const toApprove: string[] = [];
  for (const [index, line] of lines.entries()) {
    const id = charges[index]?.id;
    if (!id) throw new Error(`demo charge ${line.externalId} was not written`);
    if (line.decision === 'approve') {
      toApprove.push(id);
      if (line.kind === 'actual') approved.push({ line, id });
    } else if (line.decision === 'reject') {
      await rejectCharge(ctx, company.id, id, 'Not in the agreed rate; please check the quote');
    }
  }
  await approveCharges(ctx, company.id, toApprove);

  const monthOf = (iso: string) => iso.slice(0, 7);
  const byMonth = new Map<string, { line: ChargedLine; id: string }[]>();
  for (const entry of approved) {
    const month = monthOf(entry.line.incurredAt);
    byMonth.set(month, [...(byMonth.get(month) ?? []), entry]);
  }
  const newestFirst = [...byMonth.entries()].sort(([a], [b]) => b.localeCompare(a));
  for (const [rank, [month, monthLines]] of newestFirst.entries()) {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const state = STATES_NEWEST_FIRST[rank] ?? 'Paid';
    const number = `ST-${company.currency}-${month.replace('-', '')}`;
    // Due 30 days after the month closes.
    const dueDate = new Date(Date.UTC(year, monthNumber, 30)).toISOString().slice(0, 10);
    const draft = await createStatement(ctx, call, {
      number,
      currency: company.currency,
      dueDate,
      chargeExternalIds: monthLines.map((entry) => entry.line.externalId),
    });
    if (state === 'Draft') continue;
    await issueStatement(ctx, call, number);
    if (state === 'Confirmed' || state === 'PartiallyPaid' || state === 'Paid')
      await confirmStatement(ctx, company.id, draft.id);
    if (state === 'Disputed') {
      const disputed = monthLines.find((entry) => entry.line.source === 'remeasurement') ?? monthLines[0];
      if (disputed) {
        await disputeStatement(ctx, company.id, {
          Id: draft.id,
          ChargeIds: [disputed.id],
          Reason: 'The re-measured volume does not match our packing list',
        });
      }
    }
    const paidAt = new Date(Math.min(Date.parse(`${dueDate}T10:00:00Z`), now.getTime() - DAY)).toISOString();
    if (state === 'PartiallyPaid') {
      const half = roundTo(money(draft.total).dividedBy(2), company.currency);
      await recordPayment(ctx, call, number, { amount: half, paidAt, reference: `TT${month.replace('-', '')}A` });
    }
    if (state === 'Paid')
      await recordPayment(ctx, call, number, { amount: draft.total, paidAt, reference: `TT${month.replace('-', '')}` });
  }
}

/**
 * Charges on orders, posted by order number as the forwarder's systems would: on the order made
 * from an accepted quote (compared with the quote: freight above it, pickup on it), and on an
 * order already shipped, whose freight, origin charge and duty the landed cost spreads over its SKUs.
 */
export async function seedDemoOrderCharges(db: Db, now: Date, company: { id: string; currency: string }) {
  const ctx = { db, clock: () => now };
  const call = { companyId: company.id, idempotencyKey: null, fingerprint: '' };
  const [quoted] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.companyId, company.id), isNotNull(orders.quoteOptionId)))
    .limit(1);
  const [shipped] = await db
    .select({ orderNo: orders.orderNo, orderKind: orders.orderKind })
    .from(orders)
    .where(and(eq(orders.companyId, company.id), isNotNull(orders.shipmentId)))
    .orderBy(asc(orders.createdAt))
    .limit(1);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const line = (orderNo: string, externalId: string, fields: Partial<ChargeUpsert>): ChargeUpsert => ({
    externalId,
    orderNo,
    costType: '1',
    costStage: '2',
    kind: 'actual',
    source: 'quote',
    quantity: '1',
    unit: 'shipment',
    unitPrice: '0',
    currency: company.currency,
    taxRatePercent: '0',
    incurredAt: at(2),
    ...fields,
  });
  const lines: ChargeUpsert[] = [];
  // The demo quotes are in USD: the customer billed in USD has its quoted order charged against them.
  if (quoted && company.currency === 'USD') {
    lines.push(
      line(quoted.orderNo, `ORD-${quoted.orderNo}-FRT`, { unitPrice: '1530', currency: 'USD' }),
      line(quoted.orderNo, `ORD-${quoted.orderNo}-PUP`, {
        costType: '4',
        costStage: '1',
        unitPrice: '450',
        currency: 'CNY',
      }),
    );
  }
  const toApprove: string[] = [];
  if (shipped) {
    const air = shipped.orderKind === 'air' || shipped.orderKind === 'airEnd';
    lines.push(
      line(shipped.orderNo, `ORD-${shipped.orderNo}-FRT`, {
        costType: air ? '2' : '1',
        unitPrice: air ? '1260' : '1180',
        incurredAt: at(6),
      }),
      line(shipped.orderNo, `ORD-${shipped.orderNo}-THC`, {
        costType: '5',
        costStage: '1',
        source: 'surcharge',
        unitPrice: '85',
        taxRatePercent: '6',
        incurredAt: at(6),
      }),
      line(shipped.orderNo, `ORD-${shipped.orderNo}-DTY`, {
        costType: '9',
        costStage: '3',
        source: 'duty',
        unitPrice: '312.40',
        incurredAt: at(3),
      }),
    );
  }
  if (lines.length === 0) return;
  const { charges: written } = await putCharges(ctx, call, lines);
  for (const answer of written) if (answer.externalId.startsWith(`ORD-${shipped?.orderNo}-`)) toApprove.push(answer.id);
  await approveCharges(ctx, company.id, toApprove);
}
