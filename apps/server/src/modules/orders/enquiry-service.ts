/** Enquiries and quotes (issue 10): the client asks, the forwarder answers with options, the client accepts one or declines. */
import type {
  EnquiryDetail,
  EnquiryStatus,
  EnquirySummary,
  IntegrationQuote,
  OrderKind,
  SaveEnquiryRequest,
} from '@portside/contracts';
import { and, asc, eq, gt, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { type ListSort, listPage, pageWindow } from '../../db/list-query.js';
import { AppError } from '../../http/envelope.js';
import { type EnquiryAction, nextEnquiryStatus } from './machines.js';
import { findQuoteOptions } from './quote-terms.js';
import { enquiries, enquiryTransitions, orders, quoteOptions, quotePriceLines } from './schema.js';
import { createDraftOrder, documentNumber, type OrderCaller } from './service.js';

type EnquiryRow = typeof enquiries.$inferSelect;
type Clocked = Pick<AppContext, 'clock'>;

/** Who settles an expired quote: the app's clock, not a person. */
const SYSTEM_ACTOR = 'system';

async function findEnquiry(db: Pick<Db, 'select'>, companyId: string, where: SQL, forUpdate = false) {
  const query = db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.companyId, companyId), where));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NotFound', 'enquiry');
  return row;
}

async function moveEnquiry(
  tx: Tx,
  now: Date,
  enquiry: EnquiryRow,
  action: EnquiryAction,
  actor: string,
  reason: string | null = null,
) {
  const from = enquiry.status as EnquiryStatus;
  const to = nextEnquiryStatus(action, enquiry.enquiryNo, from);
  await tx.update(enquiries).set({ status: to, updatedAt: now }).where(eq(enquiries.id, enquiry.id));
  await tx.insert(enquiryTransitions).values({
    companyId: enquiry.companyId,
    enquiryId: enquiry.id,
    fromStatus: from,
    toStatus: to,
    reason,
    actor,
    at: now,
  });
  return to;
}

/**
 * Quoted enquiries of the company whose every option has lapsed become Expired, each change
 * recorded as the system's: run before the company's enquiries are read or moved, so the status
 * always follows the quote's expiry and the app clock.
 */
export async function settleExpiredEnquiries(tx: Tx, companyId: string, now: Date): Promise<void> {
  const lapsed = await tx
    .select()
    .from(enquiries)
    .where(
      and(
        eq(enquiries.companyId, companyId),
        eq(enquiries.status, 'Quoted'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(quoteOptions)
            .where(and(eq(quoteOptions.enquiryId, enquiries.id), gt(quoteOptions.expiresAt, now))),
        ),
      ),
    )
    .for('update');
  for (const enquiry of lapsed) await moveEnquiry(tx, now, enquiry, 'expire', SYSTEM_ACTOR, 'the quote expired');
}

const enquiryFields = (request: SaveEnquiryRequest) => ({
  orderKind: request.OrderKind,
  originCode: request.OriginCode.toUpperCase(),
  destinationCode: request.DestinationCode.toUpperCase(),
  cartons: request.Cartons,
  weightKg: request.WeightKg,
  volumeM3: request.VolumeM3,
  goodsDescription: request.GoodsDescription,
  readyDate: request.ReadyDate,
});

/** Creates a draft enquiry, or changes a draft. */
export async function saveEnquiry(
  ctx: Clocked & Pick<AppContext, 'db'>,
  caller: OrderCaller,
  request: SaveEnquiryRequest,
) {
  const now = ctx.clock();
  const id = await ctx.db.transaction(async (tx) => {
    if (request.Id) {
      const enquiry = await findEnquiry(tx, caller.companyId, eq(enquiries.id, request.Id), true);
      if (enquiry.status !== 'Draft') {
        throw new AppError(
          'Conflict',
          `enquiry ${enquiry.enquiryNo}: cannot change it when it is ${enquiry.status} (only when Draft)`,
        );
      }
      await tx
        .update(enquiries)
        .set({ ...enquiryFields(request), updatedAt: now })
        .where(eq(enquiries.id, enquiry.id));
      return enquiry.id;
    }
    const [created] = await tx
      .insert(enquiries)
      .values({
        ...enquiryFields(request),
        companyId: caller.companyId,
        enquiryNo: documentNumber('EQ', now),
        status: 'Draft',
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: enquiries.id });
    if (!created) throw new Error('enquiry insert answered no row');
    await tx.insert(enquiryTransitions).values({
      companyId: caller.companyId,
      enquiryId: created.id,
      fromStatus: null,
      toStatus: 'Draft',
      reason: null,
      actor: caller.accountName,
      at: now,
    });
    return created.id;
  });
  return getEnquiryDetail(ctx, caller.companyId, id);
}

/** Runs a client's move of an enquiry, after the lapsed quotes have been settled. */
async function clientMove(
  ctx: Clocked & Pick<AppContext, 'db'>,
  caller: OrderCaller,
  enquiryId: string,
  work: (tx: Tx, enquiry: EnquiryRow, now: Date) => Promise<void>,
) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await settleExpiredEnquiries(tx, caller.companyId, now);
    const enquiry = await findEnquiry(tx, caller.companyId, eq(enquiries.id, enquiryId), true);
    await work(tx, enquiry, now);
  });
  return getEnquiryDetail(ctx, caller.companyId, enquiryId);
}

export function submitEnquiry(ctx: Clocked & Pick<AppContext, 'db'>, caller: OrderCaller, enquiryId: string) {
  return clientMove(ctx, caller, enquiryId, async (tx, enquiry, now) => {
    await moveEnquiry(tx, now, enquiry, 'submit', caller.accountName);
  });
}

export function declineEnquiry(
  ctx: Clocked & Pick<AppContext, 'db'>,
  caller: OrderCaller,
  enquiryId: string,
  reason: string | null,
) {
  return clientMove(ctx, caller, enquiryId, async (tx, enquiry, now) => {
    await moveEnquiry(tx, now, enquiry, 'decline', caller.accountName, reason);
  });
}

/** Accepting an option of a quote makes a draft order with the quote's terms (kind, channel, destination). */
export async function acceptQuoteOption(
  ctx: Clocked & Pick<AppContext, 'db'>,
  caller: OrderCaller,
  enquiryId: string,
  optionId: string,
) {
  let order = { id: '', orderNo: '' };
  await clientMove(ctx, caller, enquiryId, async (tx, enquiry, now) => {
    nextEnquiryStatus('accept', enquiry.enquiryNo, enquiry.status as EnquiryStatus);
    const [option] = await tx
      .select()
      .from(quoteOptions)
      .where(and(eq(quoteOptions.id, optionId), eq(quoteOptions.enquiryId, enquiry.id)));
    if (!option) throw new AppError('NotFound', 'OptionId');
    if (option.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('Conflict', `OptionId: the option expired at ${option.expiresAt.toISOString()}`);
    }
    await moveEnquiry(tx, now, enquiry, 'accept', caller.accountName, `${option.channelCode} ${option.service}`);
    const id = await createDraftOrder(tx, now, caller, {
      orderKind: enquiry.orderKind as OrderKind,
      channelCode: option.channelCode,
      destinationWarehouseCode: enquiry.destinationCode,
      quoteOptionId: option.id,
    });
    const [created] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, id));
    order = { id, orderNo: created?.orderNo ?? '' };
  });
  return { EnquiryId: enquiryId, OrderId: order.id, OrderNo: order.orderNo };
}

/** The forwarder's quote: the options of a submitted enquiry, each with its price lines. */
export async function quoteEnquiry(
  ctx: Clocked,
  tx: Tx,
  companyId: string,
  enquiryNo: string,
  quote: IntegrationQuote,
  actor: string,
) {
  const now = ctx.clock();
  const enquiry = await findEnquiry(tx, companyId, eq(enquiries.enquiryNo, enquiryNo), true);
  nextEnquiryStatus('quote', enquiry.enquiryNo, enquiry.status as EnquiryStatus);
  quote.options.forEach((option, index) => {
    if (new Date(option.expiresAt).getTime() <= now.getTime()) {
      throw new AppError('ValidationFailed', `options[${index}].expiresAt: must be in the future`);
    }
  });
  const optionIds: string[] = [];
  for (const [sort, option] of quote.options.entries()) {
    const [row] = await tx
      .insert(quoteOptions)
      .values({
        companyId,
        enquiryId: enquiry.id,
        channelCode: option.channelCode,
        service: option.service,
        transitDays: option.transitDays,
        expiresAt: new Date(option.expiresAt),
        sort,
      })
      .returning({ id: quoteOptions.id });
    if (!row) throw new Error('quote option insert answered no row');
    optionIds.push(row.id);
    await tx.insert(quotePriceLines).values(
      option.priceLines.map((line, i) => ({
        companyId,
        optionId: row.id,
        chargeName: line.chargeName,
        amount: line.amount,
        currency: line.currency,
        sort: i,
      })),
    );
  }
  const status = await moveEnquiry(tx, now, enquiry, 'quote', actor);
  return { enquiryNo: enquiry.enquiryNo, status, optionIds };
}

export function toSummary(row: EnquiryRow): EnquirySummary {
  return {
    Id: row.id,
    EnquiryNo: row.enquiryNo,
    Status: row.status as EnquiryStatus,
    OrderKind: row.orderKind as OrderKind,
    OriginCode: row.originCode,
    DestinationCode: row.destinationCode,
    Cartons: row.cartons,
    WeightKg: row.weightKg,
    VolumeM3: row.volumeM3,
    GoodsDescription: row.goodsDescription,
    ReadyDate: row.readyDate,
    CreatedTime: row.createdAt.toISOString(),
  };
}

/** A page of the company's enquiries, newest first (enquiries_company_created_at), lapsed quotes settled first. */
export async function listEnquiries(
  ctx: Clocked & Pick<AppContext, 'db'>,
  companyId: string,
  request: { PageIndex: number; PageSize: number; Status?: EnquiryStatus | null },
) {
  await ctx.db.transaction((tx) => settleExpiredEnquiries(tx, companyId, ctx.clock()));
  const where = and(
    eq(enquiries.companyId, companyId),
    request.Status ? eq(enquiries.status, request.Status) : undefined,
  );
  const sort: ListSort = { column: enquiries.createdAt, order: 'desc', tieBreaker: enquiries.id };
  const { rows, ...total } = await listPage(ctx.db, enquiries, where, sort, pageWindow(request));
  return { Items: rows.map((row) => toSummary(row)), ...total };
}

export async function getEnquiryDetail(
  ctx: Clocked & Pick<AppContext, 'db'>,
  companyId: string,
  enquiryId: string,
): Promise<EnquiryDetail> {
  const now = ctx.clock();
  await ctx.db.transaction((tx) => settleExpiredEnquiries(tx, companyId, now));
  const enquiry = await findEnquiry(ctx.db, companyId, eq(enquiries.id, enquiryId));
  const options = (await findQuoteOptions(ctx.db, [enquiry.id], now)).get(enquiry.id) ?? [];
  const transitions = await ctx.db
    .select()
    .from(enquiryTransitions)
    .where(eq(enquiryTransitions.enquiryId, enquiry.id))
    .orderBy(asc(enquiryTransitions.at), asc(enquiryTransitions.id));
  const optionIds = options.map((option) => option.Id);
  const [order] = optionIds.length
    ? await ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.companyId, companyId), inArray(orders.quoteOptionId, optionIds)))
    : [];
  return {
    ...toSummary(enquiry),
    Options: options,
    OrderId: order?.id ?? null,
    Transitions: transitions.map((t) => ({
      From: t.fromStatus,
      To: t.toStatus,
      Reason: t.reason,
      Actor: t.actor,
      At: t.at.toISOString(),
    })),
  };
}
