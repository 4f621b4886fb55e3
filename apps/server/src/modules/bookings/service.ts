/** Bookings and house bills (issue 11): the client's reads and actions, and the forwarder's moves. */
import {
  BILL_MOVES,
  type BillAction,
  type BillContent,
  type BillOfLading,
  type BillStatus,
  BOOKING_MOVES,
  type Booking,
  type BookingAction,
  type BookingDetail,
  type BookingListRequest,
  type BookingStatus,
  billContentSchema,
  type IntegrationBookingAnswer,
  type integrationBillDraftSchema,
  type integrationBillIssueSchema,
  type integrationBookingConfirmSchema,
  type integrationBookingCreateSchema,
  type ShippingInstructions,
} from '@portside/contracts';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { type ListSort, listWindow, pageWindow, pageWithTotal, windowOrder } from '../../db/list-query.js';
import { AppError } from '../../http/envelope.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import type { NewMessages } from '../messages/service.js';
import { orderForBooking } from '../orders/booking-orders.js';
import { shipmentHeadlines } from '../shipments/headlines.js';
import { billsOfLading, bookings, bookingTransitions } from './schema.js';

type BookingRow = typeof bookings.$inferSelect;
type BillRow = typeof billsOfLading.$inferSelect;
type Reader = Pick<Tx, 'select'>;
type Clocked = Pick<AppContext, 'clock'>;

/** Who acts: a client user (id and account name) or the forwarder's system ("integration:<key name>"). */
export interface Actor {
  userId: string | null;
  name: string;
}

const sort: ListSort = { column: bookings.updatedAt, order: 'desc', tieBreaker: bookings.id };

/** The state an action leads to, or a Conflict naming the booking, the action and the states it is allowed from. */
function nextBookingStatus(action: BookingAction, row: BookingRow): BookingStatus {
  const move = BOOKING_MOVES[action];
  if (!(move.from as readonly string[]).includes(row.status)) {
    throw new AppError(
      'Conflict',
      `booking ${row.dcgNo}: cannot ${action} when it is ${row.status} (only when ${move.from.join(' or ')})`,
    );
  }
  return move.to;
}

function nextBillStatus(action: BillAction, booking: BookingRow, bill: BillRow | undefined): BillStatus {
  const move = BILL_MOVES[action];
  const current = (bill?.status ?? null) as BillStatus | null;
  if (!(move.from as readonly (string | null)[]).includes(current)) {
    const allowed = move.from.map((status) => status ?? 'none yet').join(' or ');
    throw new AppError(
      'Conflict',
      `bill of lading of ${booking.dcgNo}: cannot ${action} when it is ${current ?? 'none yet'} (only when ${allowed})`,
    );
  }
  return move.to;
}

async function record(
  tx: Tx,
  now: Date,
  row: BookingRow,
  subject: 'Booking' | 'BillOfLading',
  from: string | null,
  to: string,
  actor: Actor,
  note: string | null,
) {
  await tx.insert(bookingTransitions).values({
    companyId: row.companyId,
    bookingId: row.id,
    subject,
    fromStatus: from,
    toStatus: to,
    note,
    userId: actor.userId,
    actor: actor.name,
    at: now,
  });
}

/** Moves a booking by an action of the machine and records who did it, when and why. */
async function moveBooking(
  tx: Tx,
  now: Date,
  row: BookingRow,
  action: BookingAction,
  actor: Actor,
  note: string | null,
  fields: Partial<typeof bookings.$inferInsert> = {},
): Promise<BookingRow> {
  const to = nextBookingStatus(action, row);
  const [moved] = await tx
    .update(bookings)
    .set({ ...fields, status: to, updatedAt: now })
    .where(eq(bookings.id, row.id))
    .returning();
  if (!moved) throw new Error('booking vanished');
  await record(tx, now, row, 'Booking', row.status, to, actor, note);
  return moved;
}

async function billOf(db: Reader, bookingId: string, forUpdate = false): Promise<BillRow | undefined> {
  const query = db.select().from(billsOfLading).where(eq(billsOfLading.bookingId, bookingId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

function toBooking(row: BookingRow, bill: BillRow | undefined): Booking {
  return {
    Id: row.id,
    OrderId: row.orderId,
    OrderNo: row.orderNo,
    OrderKind: row.orderKind,
    ShipmentId: row.shipmentId,
    DcgNo: row.dcgNo,
    CarrierBookingRequestReference: row.requestReference,
    CarrierBookingReference: row.carrierReference,
    Status: row.status as BookingStatus,
    ReceiptTypeAtOrigin: row.receiptType,
    DeliveryTypeAtDestination: row.deliveryType,
    CargoMovementType: row.orderKind === 'full' ? 'FCL' : 'LCL',
    RequestedEquipments: row.requestedEquipments,
    PortOfLoading: row.portOfLoading,
    PortOfDischarge: row.portOfDischarge,
    VesselName: row.vesselName,
    VoyageNumber: row.voyageNumber,
    ExpectedDepartureDate: row.expectedDepartureDate,
    CutOffs: row.cutOffs as Booking['CutOffs'],
    PendingReason: row.pendingReason,
    BillStatus: (bill?.status ?? null) as BillStatus | null,
    HasShippingInstructions: row.shippingInstructions !== null,
    UpdatedTime: row.updatedAt.toISOString(),
  };
}

function toBill(bill: BillRow): BillOfLading {
  return {
    TransportDocumentReference: bill.reference,
    Status: bill.status as BillStatus,
    Version: bill.version,
    Comment: bill.comment,
    IssueDate: bill.issueDate,
    ShippedOnBoardDate: bill.shippedOnBoardDate,
    Document: bill.document,
    UpdatedTime: bill.updatedAt.toISOString(),
  };
}

function listCondition(scope: TenantScope, request: BookingListRequest): SQL | undefined {
  const keyword = request.Keyword?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    inTenantScope(bookings.companyId, scope),
    request.Status?.length ? inArray(bookings.status, request.Status) : undefined,
    request.BillStatus?.length
      ? sql`exists (select 1 from ${billsOfLading} where ${billsOfLading.bookingId} = ${bookings.id} and ${inArray(billsOfLading.status, request.BillStatus)})`
      : undefined,
    keyword
      ? or(
          ilike(bookings.dcgNo, `${keyword}%`),
          ilike(bookings.orderNo, `${keyword}%`),
          ilike(bookings.requestReference, `${keyword}%`),
          ilike(bookings.carrierReference, `${keyword}%`),
          sql`exists (select 1 from ${billsOfLading} where ${billsOfLading.bookingId} = ${bookings.id} and ${ilike(billsOfLading.reference, `${keyword}%`)})`,
        )
      : undefined,
  );
}

/** A page of the bookings in the scope, most recently changed first (the list helper's index). */
export async function listBookings(db: Db, scope: TenantScope, request: BookingListRequest) {
  const where = listCondition(scope, request);
  const window = pageWindow(request);
  const { rows, ...total } = await pageWithTotal(db, bookings, where, window, {
    list: 'bookings with bills',
    sort,
    page: ({ listTotal, where: filter, window: bounds }) => {
      const page = listWindow(db, bookings, filter, sort, bounds);
      return db
        .select({ booking: bookings, bill: billsOfLading, listTotal })
        .from(page)
        .innerJoin(bookings, eq(bookings.id, page.id))
        .leftJoin(billsOfLading, eq(billsOfLading.bookingId, bookings.id))
        .orderBy(...windowOrder(page, sort));
    },
  });
  return { Items: rows.map((row) => toBooking(row.booking, row.bill ?? undefined)), ...total };
}

async function bookingInScope(db: Reader, scope: TenantScope, id: string, forUpdate = false): Promise<BookingRow> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), inTenantScope(bookings.companyId, scope)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NotFound', 'booking');
  return row;
}

async function detailOf(db: Reader, row: BookingRow): Promise<BookingDetail> {
  const bill = await billOf(db, row.id);
  const history = await db
    .select()
    .from(bookingTransitions)
    .where(eq(bookingTransitions.bookingId, row.id))
    .orderBy(asc(bookingTransitions.id));
  return {
    ...toBooking(row, bill),
    ShippingInstructions: row.shippingInstructions,
    ShippingInstructionsTime: row.shippingInstructionsAt?.toISOString() ?? null,
    BillOfLading: bill ? toBill(bill) : null,
    History: history.map((change) => ({
      Subject: change.subject,
      FromStatus: change.fromStatus,
      ToStatus: change.toStatus,
      By: change.userId ? 'Client' : 'Forwarder',
      Actor: change.actor,
      Note: change.note,
      Time: change.at.toISOString(),
    })),
  };
}

export async function getBooking(db: Db, scope: TenantScope, id: string): Promise<BookingDetail> {
  return detailOf(db, await bookingInScope(db, scope, id));
}

/** The booking and its bill for the PDF: the draft (watermarked) or the issued house bill. */
export async function bookingBill(db: Db, scope: TenantScope, id: string) {
  const booking = await bookingInScope(db, scope, id);
  const bill = await billOf(db, booking.id);
  if (!bill) throw new AppError('NotFound', 'bill of lading: none drafted yet');
  return { booking: toBooking(booking, bill), bill: toBill(bill) };
}

// The client's actions: one transaction each, the booking locked first.

type ClientContext = Clocked & Pick<AppContext, 'db'>;

function clientAction(
  ctx: ClientContext,
  scope: TenantScope,
  id: string,
  work: (tx: Tx, now: Date, row: BookingRow) => Promise<BookingRow>,
): Promise<BookingDetail> {
  return ctx.db.transaction(async (tx) => {
    const row = await bookingInScope(tx, scope, id, true);
    const moved = await work(tx, ctx.clock(), row);
    return detailOf(tx, moved);
  });
}

/** The client answers what the forwarder asked to change: the booking is received again. */
export function updateBooking(ctx: ClientContext, scope: TenantScope, actor: Actor, id: string, note: string) {
  return clientAction(ctx, scope, id, (tx, now, row) =>
    moveBooking(tx, now, row, 'update', actor, note, { pendingReason: null }),
  );
}

/** The client withdraws a booking not yet confirmed. */
export function cancelBooking(ctx: ClientContext, scope: TenantScope, actor: Actor, id: string, reason: string) {
  return clientAction(ctx, scope, id, (tx, now, row) => moveBooking(tx, now, row, 'cancel', actor, reason));
}

async function moveBill(
  tx: Tx,
  now: Date,
  booking: BookingRow,
  action: 'approve' | 'comment',
  actor: Actor,
  comment: string | null,
): Promise<BookingRow> {
  const bill = await billOf(tx, booking.id, true);
  const to = nextBillStatus(action, booking, bill);
  if (!bill) throw new Error('bill checked above');
  await tx
    .update(billsOfLading)
    .set({ status: to, updatedAt: now, ...(action === 'comment' ? { comment } : {}) })
    .where(eq(billsOfLading.id, bill.id));
  await record(tx, now, booking, 'BillOfLading', bill.status, to, actor, comment);
  const [touched = booking] = await tx
    .update(bookings)
    .set({ updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  return touched;
}

/** The client approves the draft house bill as it is (eBL 3.0: the shipper PATCHes APPROVED). */
export function approveBill(ctx: ClientContext, scope: TenantScope, actor: Actor, id: string) {
  return clientAction(ctx, scope, id, (tx, now, row) => moveBill(tx, now, row, 'approve', actor, null));
}

/** The client comments on the draft: it goes back to the forwarder for amendment. */
export function commentBill(ctx: ClientContext, scope: TenantScope, actor: Actor, id: string, comment: string) {
  return clientAction(ctx, scope, id, (tx, now, row) => moveBill(tx, now, row, 'comment', actor, comment));
}

/** What the dashboard's inbox asks of a company: the draft bills waiting for its approval. */
export async function billsToApprove(db: Db, scope: TenantScope) {
  return db
    .select({ bookingId: bookings.id, dcgNo: bookings.dcgNo, reference: billsOfLading.reference })
    .from(billsOfLading)
    .innerJoin(bookings, eq(bookings.id, billsOfLading.bookingId))
    .where(and(inTenantScope(billsOfLading.companyId, scope), eq(billsOfLading.status, 'DRAFT')))
    .orderBy(asc(billsOfLading.updatedAt))
    .limit(20);
}

/** Shipping instructions to store, per booking (the import has checked them). */
export interface InstructionsByBooking {
  bookingId: string;
  instructions: ShippingInstructions;
}

/** The bookings of a company by job number, locked, for the import to check and write. */
export async function bookingsByDcgNo(tx: Tx, companyId: string, dcgNos: readonly string[]) {
  if (dcgNos.length === 0) return [];
  const rows = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), inArray(bookings.dcgNo, [...dcgNos])))
    .for('update');
  const bills = rows.length
    ? await tx
        .select()
        .from(billsOfLading)
        .where(
          inArray(
            billsOfLading.bookingId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => ({
    id: row.id,
    dcgNo: row.dcgNo,
    status: row.status as BookingStatus,
    billStatus: (bills.find((bill) => bill.bookingId === row.id)?.status ?? null) as BillStatus | null,
  }));
}

/** While the instructions may still change: the booking is open and its bill not approved yet. */
export const INSTRUCTIONS_OPEN_BOOKING: readonly BookingStatus[] = ['RECEIVED', 'PENDING_UPDATE', 'CONFIRMED'];
export const INSTRUCTIONS_OPEN_BILL: readonly (BillStatus | null)[] = [null, 'DRAFT', 'PENDING_AMENDMENT'];

/** Writes the imported instructions of each booking and records it in the history. */
export async function writeInstructions(tx: Tx, now: Date, actor: Actor, items: readonly InstructionsByBooking[]) {
  for (const item of items) {
    const [row] = await tx
      .update(bookings)
      .set({ shippingInstructions: item.instructions, shippingInstructionsAt: now, updatedAt: now })
      .where(eq(bookings.id, item.bookingId))
      .returning();
    if (!row) throw new Error('booking vanished');
    await tx.insert(bookingTransitions).values({
      companyId: row.companyId,
      bookingId: row.id,
      subject: 'Booking',
      fromStatus: row.status,
      toStatus: row.status,
      note: `shipping instructions imported: ${item.instructions.lines.length} container(s)`,
      userId: actor.userId,
      actor: actor.name,
      at: now,
    });
  }
}

// The forwarder's side: every call in the caller's transaction (runIdempotent), messages returned.

export interface ForwarderResult {
  answer: IntegrationBookingAnswer;
  notices: NewMessages[];
}

async function answerOf(tx: Reader, row: BookingRow): Promise<IntegrationBookingAnswer> {
  const bill = await billOf(tx, row.id);
  return {
    id: row.id,
    carrierBookingRequestReference: row.requestReference,
    carrierBookingReference: row.carrierReference,
    bookingStatus: row.status as BookingStatus,
    transportDocument: bill
      ? {
          transportDocumentReference: bill.reference,
          transportDocumentStatus: bill.status as BillStatus,
          version: bill.version,
        }
      : null,
  };
}

async function lockedByReference(tx: Tx, companyId: string, reference: string): Promise<BookingRow> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), eq(bookings.requestReference, reference)))
    .for('update');
  if (!row) throw new AppError('NotFound', `booking ${reference}`);
  return row;
}

/**
 * Opens the booking of an accepted full-container or ocean order (RECEIVED), or answers the one this
 * reference opened before for the same order. Another order under the same reference, or a second
 * booking of the order, is a Conflict.
 */
export async function createBooking(
  ctx: Clocked,
  tx: Tx,
  companyId: string,
  reference: string,
  input: z.output<typeof integrationBookingCreateSchema>,
  actor: Actor,
): Promise<ForwarderResult> {
  const now = ctx.clock();
  const order = await orderForBooking(tx, companyId, input.order);
  if (!order) throw new AppError('NotFound', `order ${input.order}`);
  if (order.orderKind !== 'full' && order.orderKind !== 'ocean') {
    throw new AppError(
      'ValidationFailed',
      `order: ${input.order} is a ${order.orderKind} order; only full and ocean orders are booked`,
    );
  }
  const [existing] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), eq(bookings.requestReference, reference)))
    .for('update');
  if (existing) {
    if (existing.orderId !== order.id) {
      throw new AppError('Conflict', `booking ${reference}: opened for another order`);
    }
    return { answer: await answerOf(tx, existing), notices: [] };
  }
  if (!order.shipmentId || (order.status !== 'Accepted' && order.status !== 'CargoReceived')) {
    throw new AppError(
      'Conflict',
      `order ${order.orderNo}: cannot be booked when it is ${order.status} (only when Accepted or CargoReceived)`,
    );
  }
  const [shipment] = await shipmentHeadlines(tx, { all: false, companyIds: [companyId] }, [order.shipmentId]);
  if (!shipment) throw new Error('order without its shipment');
  const [created] = await tx
    .insert(bookings)
    .values({
      companyId,
      orderId: order.id,
      shipmentId: shipment.id,
      orderNo: order.orderNo,
      orderKind: order.orderKind,
      dcgNo: shipment.dcgNo,
      requestReference: reference,
      status: 'RECEIVED',
      receiptType: input.receiptTypeAtOrigin,
      deliveryType: input.deliveryTypeAtDestination,
      requestedEquipments: input.requestedEquipments,
      portOfLoading: input.portOfLoading,
      portOfDischarge: input.portOfDischarge,
      expectedDepartureDate: input.expectedDepartureDate ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new AppError('Conflict', `order ${order.orderNo}: it has a booking already`);
  await record(tx, now, created, 'Booking', null, 'RECEIVED', actor, null);
  return { answer: await answerOf(tx, created), notices: [] };
}

/** The forwarder asks the client for changes; the client is told why. */
export async function sendBackBooking(
  ctx: Clocked,
  tx: Tx,
  companyId: string,
  reference: string,
  reason: string,
  actor: Actor,
): Promise<ForwarderResult> {
  const row = await lockedByReference(tx, companyId, reference);
  const moved = await moveBooking(tx, ctx.clock(), row, 'sendBack', actor, reason, { pendingReason: reason });
  const notice: NewMessages = {
    companyId,
    relateId: moved.id,
    dcgNo: moved.dcgNo,
    Template: 'bookings.sentBack',
    Params: { BookingId: moved.id, DcgNo: moved.dcgNo, Reason: reason },
  };
  return { answer: await answerOf(tx, moved), notices: [notice] };
}

export async function confirmBooking(
  ctx: Clocked,
  tx: Tx,
  companyId: string,
  reference: string,
  input: z.output<typeof integrationBookingConfirmSchema>,
  actor: Actor,
): Promise<ForwarderResult> {
  const row = await lockedByReference(tx, companyId, reference);
  const moved = await moveBooking(tx, ctx.clock(), row, 'confirm', actor, null, {
    carrierReference: input.carrierBookingReference,
    vesselName: input.vesselName ?? row.vesselName,
    voyageNumber: input.carrierExportVoyageNumber ?? row.voyageNumber,
    expectedDepartureDate: input.expectedDepartureDate ?? row.expectedDepartureDate,
    cutOffs: input.cutOffs ?? row.cutOffs,
    pendingReason: null,
  });
  return { answer: await answerOf(tx, moved), notices: [] };
}

export async function rejectBooking(
  ctx: Clocked,
  tx: Tx,
  companyId: string,
  reference: string,
  reason: string,
  actor: Actor,
): Promise<ForwarderResult> {
  const row = await lockedByReference(tx, companyId, reference);
  const moved = await moveBooking(tx, ctx.clock(), row, 'reject', actor, reason, { pendingReason: reason });
  return { answer: await answerOf(tx, moved), notices: [] };
}

/** Completes a confirmed booking; its house bill must be issued first. */
export async function completeBooking(
  ctx: Clocked,
  tx: Tx,
  companyId: string,
  reference: string,
  note: string | null,
  actor: Actor,
): Promise<ForwarderResult> {
  const row = await lockedByReference(tx, companyId, reference);
  nextBookingStatus('complete', row);
  const bill = await billOf(tx, row.id);
  if (bill?.status !== 'ISSUED') {
    throw new AppError('Conflict', `booking ${row.dcgNo}: cannot complete before its bill of lading is issued`);
  }
  const moved = await moveBooking(tx, ctx.clock(), row, 'complete', actor, note);
  return { answer: await answerOf(tx, moved), notices: [] };
}

function billNotice(
  template: 'bookings.billDrafted' | 'bookings.billIssued',
  row: BookingRow,
  bill: BillRow,
): NewMessages {
  return {
    companyId: row.companyId,
    relateId: row.id,
    dcgNo: row.dcgNo,
    Template: template,
    Params: { BookingId: row.id, DcgNo: row.dcgNo, BillNo: bill.reference, Version: bill.version },
  };
}

/**
 * Posts a draft house bill (the first, or the next after the client's comment): the booking must be
 * confirmed. Lines and consignee left out are taken from the shipping instructions the client imported.
 */
export async function draftBill(
  ctx: Clocked,
  tx: Tx,
  companyId: string,
  reference: string,
  input: z.output<typeof integrationBillDraftSchema>,
  actor: Actor,
): Promise<ForwarderResult> {
  const now = ctx.clock();
  const row = await lockedByReference(tx, companyId, reference);
  if (row.status !== 'CONFIRMED') {
    throw new AppError(
      'Conflict',
      `booking ${row.dcgNo}: a bill of lading is drafted for a CONFIRMED booking only (it is ${row.status})`,
    );
  }
  const bill = await billOf(tx, row.id, true);
  const to = nextBillStatus('draft', row, bill);
  const instructions = row.shippingInstructions;
  const { transportDocumentReference, ...document } = input;
  const lines = document.lines ?? instructions?.lines;
  if (!lines)
    throw new AppError('ValidationFailed', 'lines: required while the client has sent no shipping instructions');
  const consignee = document.consignee ?? instructions?.consignee;
  if (!consignee)
    throw new AppError('ValidationFailed', 'consignee: required while the client has sent no shipping instructions');
  const content: BillContent = billContentSchema.parse({
    ...document,
    consignee,
    notifyParty: document.notifyParty ?? instructions?.notifyParty ?? null,
    placeOfReceipt: document.placeOfReceipt ?? null,
    placeOfDelivery: document.placeOfDelivery ?? null,
    vesselName: document.vesselName ?? row.vesselName,
    carrierExportVoyageNumber: document.carrierExportVoyageNumber ?? row.voyageNumber,
    lines,
  });
  let written: BillRow | undefined;
  if (bill) {
    if (bill.reference !== transportDocumentReference) {
      throw new AppError('Conflict', `transportDocumentReference: the booking's bill is ${bill.reference}`);
    }
    [written] = await tx
      .update(billsOfLading)
      .set({ status: to, version: bill.version + 1, document: content, updatedAt: now })
      .where(eq(billsOfLading.id, bill.id))
      .returning();
  } else {
    [written] = await tx
      .insert(billsOfLading)
      .values({
        companyId,
        bookingId: row.id,
        reference: transportDocumentReference,
        status: to,
        version: 1,
        document: content,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!written)
      throw new AppError('Conflict', `transportDocumentReference: ${transportDocumentReference} is another booking's`);
  }
  if (!written) throw new Error('bill vanished');
  await record(tx, now, row, 'BillOfLading', bill?.status ?? null, to, actor, `draft ${written.version}`);
  const [touched = row] = await tx.update(bookings).set({ updatedAt: now }).where(eq(bookings.id, row.id)).returning();
  return { answer: await answerOf(tx, touched), notices: [billNotice('bookings.billDrafted', touched, written)] };
}

/** Issues the approved house bill; the client is told. */
export async function issueBill(
  ctx: Clocked,
  tx: Tx,
  companyId: string,
  reference: string,
  input: z.output<typeof integrationBillIssueSchema>,
  actor: Actor,
): Promise<ForwarderResult> {
  const now = ctx.clock();
  const row = await lockedByReference(tx, companyId, reference);
  const bill = await billOf(tx, row.id, true);
  const to = nextBillStatus('issue', row, bill);
  if (!bill) throw new Error('bill checked above');
  const [issued] = await tx
    .update(billsOfLading)
    .set({
      status: to,
      issueDate: input.issueDate,
      shippedOnBoardDate: input.shippedOnBoardDate ?? null,
      updatedAt: now,
    })
    .where(eq(billsOfLading.id, bill.id))
    .returning();
  if (!issued) throw new Error('bill vanished');
  await record(tx, now, row, 'BillOfLading', bill.status, to, actor, null);
  const [touched = row] = await tx.update(bookings).set({ updatedAt: now }).where(eq(bookings.id, row.id)).returning();
  return { answer: await answerOf(tx, touched), notices: [billNotice('bookings.billIssued', touched, issued)] };
}
