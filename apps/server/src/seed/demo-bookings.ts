/**
 * The demo bookings (issue 11): for each demo company a booking in every state and a house bill in
 * every state, on full-container and ocean orders of their own, fed through the order and booking
 * services as the client and the forwarder's systems would, each step a few hours after the one before.
 */
import { iso6346CheckDigit, type SaveOrderRequest, type ShippingInstructions } from '@portside/contracts';
import type { Db } from '../db/client.js';
import {
  type Actor,
  approveBill,
  cancelBooking,
  commentBill,
  completeBooking,
  confirmBooking,
  createBooking,
  draftBill,
  issueBill,
  rejectBooking,
  sendBackBooking,
  updateBooking,
  writeInstructions,
} from '../modules/bookings/service.js';
import { acceptOrder, saveOrder, submitOrder } from '../modules/orders/service.js';
import type { DemoOrderDesk } from './demo-orders.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const FORWARDER: Actor = { userId: null, name: 'integration:demo TMS' };

type Step =
  | 'sendBack'
  | 'update'
  | 'confirm'
  | 'reject'
  | 'cancel'
  | 'instructions'
  | 'draft'
  | 'comment'
  | 'approve'
  | 'issue'
  | 'complete';

/** Each demo booking: its order's kind and the steps it went through after RECEIVED. */
const PLANS: readonly { kind: 'full' | 'ocean'; steps: readonly Step[] }[] = [
  { kind: 'full', steps: [] },
  { kind: 'full', steps: ['sendBack'] },
  { kind: 'ocean', steps: ['sendBack', 'update'] },
  { kind: 'full', steps: ['reject'] },
  { kind: 'ocean', steps: ['cancel'] },
  { kind: 'full', steps: ['confirm'] },
  { kind: 'full', steps: ['confirm', 'instructions', 'draft'] },
  { kind: 'full', steps: ['confirm', 'instructions', 'draft', 'comment'] },
  { kind: 'ocean', steps: ['confirm', 'instructions', 'draft', 'comment', 'draft'] },
  { kind: 'full', steps: ['confirm', 'instructions', 'draft', 'approve'] },
  { kind: 'full', steps: ['confirm', 'instructions', 'draft', 'approve', 'issue'] },
  { kind: 'full', steps: ['confirm', 'instructions', 'draft', 'approve', 'issue', 'complete'] },
];

function container(owner: string, serial: number): string {
  const firstTen = `${owner}${String(serial).padStart(6, '0')}`;
  return `${firstTen}${iso6346CheckDigit(firstTen)}`;
}

function instructionsOf(
  desk: DemoOrderDesk,
  companyIndex: number,
  serial: number,
  kind: 'full' | 'ocean',
): ShippingInstructions {
  const direct = desk.caller.accountName === 'demo';
  return {
    consignee: direct
      ? 'Brightwave Home Goods LLC, 1200 Harbor Blvd, Ontario CA 91761, USA'
      : 'Hanseatic Cargo Agency GmbH, Am Sandtorkai 50, 20457 Hamburg, Germany',
    notifyParty: direct ? 'Same as consignee' : 'Hanseatic Cargo Agency GmbH, Hamburg',
    lines: Array.from({ length: kind === 'full' ? 2 : 1 }, (_, i) => ({
      equipmentReference: container(direct ? 'BWHU' : 'HCAU', companyIndex * 10_000 + serial * 10 + i),
      ISOEquipmentCode: kind === 'full' ? '45G1' : '22G1',
      seals: [`SL${companyIndex}${String(serial * 10 + i).padStart(6, '0')}`],
      numberOfPackages: kind === 'full' ? 420 - i * 40 : 36,
      packageCode: 'CT',
      cargoGrossWeightKg: kind === 'full' ? 8640.5 - i * 820 : 512,
      cargoGrossVolumeM3: kind === 'full' ? 66.2 - i * 1.4 : 4.6,
      descriptionOfGoods: direct
        ? 'Ceramic table lamps and cotton bath towels'
        : 'Stainless steel bottles and yoga mats',
      HSCodes: direct ? ['940520'] : ['732393'],
      shippingMarks: `${direct ? 'BW' : 'HC'}/${desk.warehouse}/1-${kind === 'full' ? 420 - i * 40 : 36}`,
    })),
  };
}

function cartons(desk: DemoOrderDesk, count: number): SaveOrderRequest['Cartons'] {
  return Array.from({ length: count }, (_, i) => {
    const product = desk.catalogue[i % desk.catalogue.length];
    return {
      CartonNo: String(i + 1),
      LengthCm: 60,
      WidthCm: 40,
      HeightCm: 40,
      WeightKg: 14,
      Items: product ? [{ Sku: product.Sku, Fnsku: product.Fnsku, Quantity: 24 }] : [],
    };
  });
}

async function seedBookings(db: Db, now: Date, desk: DemoOrderDesk, companyIndex: number) {
  const companyId = desk.caller.companyId;
  const client: Actor = { userId: desk.caller.userId, name: desk.caller.accountName };
  const scope = { all: false as const, companyIds: [companyId] };
  for (const [serial, plan] of PLANS.entries()) {
    // The oldest first, the last steps a few hours before now.
    let time = now.getTime() - (PLANS.length - serial) * DAY - plan.steps.length * 4 * HOUR;
    const ctx = { db, clock: () => new Date(time) };
    const step = () => {
      time += 4 * HOUR;
    };
    const [pol, pod] = desk.ports.sea;
    const order = await saveOrder(ctx, desk.caller, {
      OrderKind: plan.kind,
      FbaShipmentId: `FBA19B${companyIndex}${String(serial + 1).padStart(5, '0')}`,
      FbaReferenceId: `${companyIndex}B${String(serial + 1).padStart(6, '0')}`,
      Sender:
        desk.caller.accountName === 'demo' ? 'Brightwave Home Goods, Ningbo' : 'Hanseatic consolidation, Shanghai',
      DestinationWarehouseCode: desk.warehouse,
      Containers: plan.kind === 'full' ? [{ SizeType: '40HQ', Quantity: 1 }] : [],
      Cartons: cartons(desk, plan.kind === 'full' ? 12 : 4),
    });
    step();
    await submitOrder(ctx, desk.caller, { Id: order.Id, ConfirmWarnings: true }, 'en-US');
    step();
    const dcgNo = `BKG${companyIndex}${String(serial + 1).padStart(5, '0')}`;
    await db.transaction((tx) =>
      acceptOrder(
        ctx,
        tx,
        companyId,
        order.OrderNo,
        {
          dcgNo,
          mode: 'sea',
          origin: pol,
          destination: pod,
          etd: new Date(Math.max(time, now.getTime()) + 5 * DAY).toISOString(),
          eta: new Date(Math.max(time, now.getTime()) + 28 * DAY).toISOString(),
        },
        FORWARDER.name,
      ),
    );
    step();
    const reference = `BR-${dcgNo}`;
    const departure = new Date(now.getTime() + 5 * DAY).toISOString().slice(0, 10);
    const created = await db.transaction((tx) =>
      createBooking(
        ctx,
        tx,
        companyId,
        reference,
        {
          order: order.OrderNo,
          receiptTypeAtOrigin: plan.kind === 'full' ? 'CY' : 'CFS',
          deliveryTypeAtDestination: plan.kind === 'full' ? 'CY' : 'CFS',
          requestedEquipments: plan.kind === 'full' ? [{ ISOEquipmentCode: '45G1', units: 2 }] : [],
          portOfLoading: pol,
          portOfDischarge: pod,
          expectedDepartureDate: departure,
        },
        FORWARDER,
      ),
    );
    const bookingId = created.answer.id;
    const billNo = `PSHB${companyIndex}${String(serial + 1).padStart(6, '0')}`;
    for (const action of plan.steps) {
      step();
      if (action === 'sendBack') {
        await db.transaction((tx) =>
          sendBackBooking(ctx, tx, companyId, reference, 'Please confirm the VGM weight of each container', FORWARDER),
        );
      }
      if (action === 'update') await updateBooking(ctx, scope, client, bookingId, 'VGM: 12,480 kg and 11,920 kg');
      if (action === 'reject') {
        await db.transaction((tx) =>
          rejectBooking(ctx, tx, companyId, reference, 'No space on the requested sailing', FORWARDER),
        );
      }
      if (action === 'cancel') await cancelBooking(ctx, scope, client, bookingId, 'Order moved to the next month');
      if (action === 'confirm') {
        await db.transaction((tx) =>
          confirmBooking(
            ctx,
            tx,
            companyId,
            reference,
            {
              carrierBookingReference: `${companyIndex === 1 ? 'COS' : 'MSC'}${String(6_100_000 + serial)}`,
              vesselName: companyIndex === 1 ? 'COSCO SHIPPING ARIES' : 'MSC GÜLSÜN',
              carrierExportVoyageNumber: companyIndex === 1 ? '052E' : 'FE247W',
              expectedDepartureDate: departure,
              cutOffs: [
                { cutOffDateTimeCode: 'DCO', cutOffDateTime: new Date(now.getTime() + 2 * DAY).toISOString() },
                { cutOffDateTimeCode: 'VCO', cutOffDateTime: new Date(now.getTime() + 3 * DAY).toISOString() },
                { cutOffDateTimeCode: 'FCO', cutOffDateTime: new Date(now.getTime() + 4 * DAY).toISOString() },
              ],
            },
            FORWARDER,
          ),
        );
      }
      if (action === 'instructions') {
        await db.transaction((tx) =>
          writeInstructions(tx, ctx.clock(), client, [
            { bookingId, instructions: instructionsOf(desk, companyIndex, serial + 1, plan.kind) },
          ]),
        );
      }
      if (action === 'draft') {
        await db.transaction((tx) =>
          draftBill(
            ctx,
            tx,
            companyId,
            reference,
            {
              transportDocumentReference: billNo,
              transportDocumentTypeCode: 'BOL',
              freightPaymentTermCode: 'PRE',
              numberOfOriginals: 3,
              shipper:
                desk.caller.accountName === 'demo'
                  ? 'Brightwave Home Goods Co., Ltd., 88 Jiangnan Road, Ningbo, China'
                  : 'Hanseatic consolidation centre, 1000 Waigaoqiao, Shanghai, China',
              portOfLoading: pol,
              portOfDischarge: pod,
              placeOfReceipt: pol,
              placeOfDelivery: pod,
            },
            FORWARDER,
          ),
        );
      }
      if (action === 'comment') {
        await commentBill(ctx, scope, client, bookingId, 'Please add the FBA shipment ID to the shipping marks');
      }
      if (action === 'approve') await approveBill(ctx, scope, client, bookingId);
      if (action === 'issue') {
        await db.transaction((tx) =>
          issueBill(
            ctx,
            tx,
            companyId,
            reference,
            {
              issueDate: new Date(time).toISOString().slice(0, 10),
              shippedOnBoardDate: new Date(time).toISOString().slice(0, 10),
            },
            FORWARDER,
          ),
        );
      }
      if (action === 'complete') {
        await db.transaction((tx) =>
          completeBooking(ctx, tx, companyId, reference, 'Delivered to the consignee', FORWARDER),
        );
      }
    }
  }
}

/** Seeds the bookings of each demo company, after its order desk (the catalogue the orders' cartons hold). */
export async function seedDemoBookings(db: Db, now: Date, desks: DemoOrderDesk[]): Promise<void> {
  for (const [index, desk] of desks.entries()) await seedBookings(db, now, desk, index + 1);
}
