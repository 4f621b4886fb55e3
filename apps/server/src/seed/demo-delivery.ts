/**
 * The demo deliveries (issue 11): for each demo company a delivery in every state of
 * DeliveryStatusEnum, one moved appointment, one failed and rebooked, and courier parcels with
 * their tracking events, fed through the delivery service as the integration API does.
 */
import { type DeliveryStatus, type ParcelEventCode, DELIVERY_STATUS as S } from '@portside/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/client.js';
import { orderCartons, orders } from '../db/schema.js';
import {
  attachProofOfDelivery,
  bookAppointment,
  type DeliveryCall,
  moveDelivery,
  openDelivery,
  recordParcelEvents,
  setParcels,
} from '../modules/delivery/service.js';
import { LocalFileStore } from '../modules/files/storage.js';

const HOUR = 60 * 60 * 1000;

type Step =
  | { book: string; reason?: string }
  | { status: DeliveryStatus; note?: string }
  | { parcels: true }
  | { events: ParcelEventCode[] }
  | { proof: true };

interface DemoDelivery {
  kind: string;
  orderStatus: 'Accepted' | 'CargoReceived';
  method?: 'truckLtl' | 'truckFtl' | 'parcel';
  carrier?: string;
  steps: Step[];
}

const DEMO_DELIVERIES: readonly DemoDelivery[] = [
  { kind: 'end', orderStatus: 'Accepted', carrier: 'Pacific Drayage LLC', steps: [] },
  {
    kind: 'airEnd',
    orderStatus: 'Accepted',
    carrier: 'Pacific Drayage LLC',
    steps: [{ book: 'A' }, { book: 'B', reason: 'The fulfilment centre moved the dock slot' }],
  },
  {
    kind: 'full',
    orderStatus: 'Accepted',
    method: 'truckFtl',
    carrier: 'Coastline Trucking',
    steps: [{ book: 'A' }, { status: S.OutForDelivery }],
  },
  {
    kind: 'airEnd',
    orderStatus: 'CargoReceived',
    carrier: 'Pacific Drayage LLC',
    steps: [{ book: 'A' }, { status: S.OutForDelivery }, { status: S.Delivered }, { proof: true }],
  },
  {
    kind: 'end',
    orderStatus: 'CargoReceived',
    carrier: 'Pacific Drayage LLC',
    steps: [
      { book: 'A' },
      { book: 'B', reason: 'Carrier Central: the earlier slot was cancelled by the centre' },
      { status: S.OutForDelivery },
      { status: S.Delivered },
      { proof: true },
      { status: S.ReceivedByWarehouse, note: 'Checked in, all cartons received' },
    ],
  },
  {
    kind: 'full',
    orderStatus: 'CargoReceived',
    method: 'truckFtl',
    carrier: 'Coastline Trucking',
    steps: [
      { book: 'A' },
      { status: S.OutForDelivery },
      { status: S.Failed, note: 'The truck missed the appointment window (traffic at the port)' },
    ],
  },
  {
    kind: 'ocean',
    orderStatus: 'Accepted',
    method: 'truckLtl',
    carrier: 'Coastline Trucking',
    steps: [
      { book: 'A' },
      { status: S.OutForDelivery },
      { status: S.Failed, note: 'Refused at the dock: pallets over the height limit' },
      { book: 'B', reason: 'Rebooked after re-palletising' },
    ],
  },
  {
    kind: 'ocean',
    orderStatus: 'CargoReceived',
    method: 'parcel',
    steps: [
      { parcels: true },
      { events: ['LabelCreated', 'PickedUp'] },
      { status: S.OutForDelivery },
      { events: ['InTransit', 'OutForDelivery'] },
    ],
  },
  {
    kind: 'air',
    orderStatus: 'CargoReceived',
    method: 'parcel',
    steps: [
      { parcels: true },
      { events: ['LabelCreated', 'PickedUp'] },
      { status: S.OutForDelivery },
      { events: ['InTransit', 'OutForDelivery', 'Delivered'] },
      { status: S.Delivered },
      { proof: true },
    ],
  },
  {
    kind: 'air',
    orderStatus: 'Accepted',
    method: 'parcel',
    steps: [
      { parcels: true },
      { events: ['LabelCreated', 'PickedUp', 'InTransit'] },
      { status: S.OutForDelivery },
      { events: ['Exception'] },
      { status: S.Failed, note: 'The courier could not deliver: the receiving dock was closed' },
      { events: ['Returned'] },
      { status: S.ReturnedToSender, note: 'Back at the forwarder’s warehouse for rebooking' },
    ],
  },
];

/** Where each company's parcels are picked up and delivered (near ONT8 and DTM2). */
const PLACES: readonly [string, string][] = [
  ['Ontario, CA, US', 'San Bernardino, CA, US'],
  ['Duisburg, DE', 'Dortmund, DE'],
];

const EVENT_TEXT: Record<ParcelEventCode, string> = {
  LabelCreated: 'Shipper created a label',
  PickedUp: 'Picked up',
  InTransit: 'Departed from facility',
  OutForDelivery: 'Out for delivery',
  Delivered: 'Delivered, signed by the receiving dock',
  Exception: 'Delivery attempted: business closed',
  Returned: 'Returned to shipper',
};

/** A one-page proof of delivery as carriers send them: the consignment, the receiver's signature line. */
async function proofOfDeliveryPdf(orderNo: string, warehouse: string, at: Date): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text('Proof of delivery');
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`Order: ${orderNo}`)
    .text(`Delivered to: ${warehouse}`)
    .text(`Delivered at: ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`)
    .moveDown()
    .text('Received in apparent good order and condition, subject to count and inspection.')
    .moveDown(2)
    .text('Receiver: ______________________    Signature: ______________________');
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/**
 * Opens and moves each company's demo deliveries on its accepted and received demo orders, each
 * step an hour after the one before, the last ones before `now`. No messages. Proofs
 * of delivery are filed only when a files folder is given (the server's; tests seed none).
 */
export async function seedDemoDeliveries(db: Db, now: Date, companyIds: readonly string[], filesDir?: string) {
  const store = filesDir ? new LocalFileStore(filesDir) : null;
  for (const [companyIndex, companyId] of companyIds.entries()) {
    const candidates = await db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        kind: orders.orderKind,
        status: orders.status,
        warehouse: orders.destinationWarehouseCode,
      })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), inArray(orders.status, ['Accepted', 'CargoReceived'])))
      .orderBy(asc(orders.createdAt));
    const used = new Set<string>();
    let serial = 0;
    for (const [index, demo] of DEMO_DELIVERIES.entries()) {
      const order = candidates.find(
        (candidate) => candidate.kind === demo.kind && candidate.status === demo.orderStatus && !used.has(candidate.id),
      );
      if (!order) continue;
      used.add(order.id);
      let at = now.getTime() - (DEMO_DELIVERIES.length - index) * 10 * HOUR;
      const ctx = { db, clock: () => new Date(at) };
      const call: DeliveryCall = { companyId, idempotencyKey: null, fingerprint: '', apiKeyId: null };
      const externalId = `DLV-${order.orderNo}`;
      await openDelivery(
        ctx,
        call,
        externalId,
        { order: order.orderNo, method: demo.method, carrier: demo.carrier },
        null,
      );
      const cartons = await db
        .select({ cartonNo: orderCartons.cartonNo })
        .from(orderCartons)
        .where(eq(orderCartons.orderId, order.id))
        .orderBy(asc(orderCartons.sort));
      const childNos = cartons.map(() => {
        serial += 1;
        return `1ZPS${companyIndex + 1}${String(index).padStart(2, '0')}${String(serial).padStart(8, '0')}`;
      });
      const isLast = (step: Step) => demo.steps.indexOf(step) === demo.steps.length - 1;
      for (const step of demo.steps) {
        at += HOUR;
        if ('book' in step) {
          // A booking still ahead is for tomorrow; one the delivery went through is just after it.
          const start = new Date(at + (isLast(step) ? 24 * HOUR : HOUR / 2));
          await bookAppointment(
            ctx,
            call,
            externalId,
            {
              appointmentId: `${companyIndex + 1}${String(index).padStart(3, '0')}58${step.book === 'A' ? 1 : 2}0${companyIndex}`,
              start: start.toISOString(),
              end: new Date(start.getTime() + HOUR).toISOString(),
              reason: step.reason ?? null,
            },
            null,
          );
        } else if ('status' in step) {
          await moveDelivery(ctx, call, externalId, { status: step.status, note: step.note ?? null }, null);
        } else if ('parcels' in step) {
          await setParcels(
            ctx,
            call,
            externalId,
            {
              courier: companyIndex === 0 ? 'UPS' : 'DHL',
              masterTrackingNo: childNos[0] ?? null,
              parcels: cartons.map((carton, i) => ({ cartonNo: carton.cartonNo, childTrackingNo: childNos[i] ?? '' })),
            },
            null,
          );
        } else if ('events' in step) {
          const events = step.events.flatMap((code, k) =>
            childNos.map((childTrackingNo) => ({
              childTrackingNo,
              code,
              eventDateTime: new Date(at - (step.events.length - 1 - k) * 20 * 60 * 1000).toISOString(),
              description: EVENT_TEXT[code],
              location:
                PLACES[companyIndex % PLACES.length]?.[code === 'LabelCreated' || code === 'PickedUp' ? 0 : 1] ?? null,
            })),
          );
          await recordParcelEvents(ctx, call, events, null);
        } else if (store) {
          const pdf = await proofOfDeliveryPdf(order.orderNo, order.warehouse ?? '', new Date(at));
          await attachProofOfDelivery(
            ctx,
            store,
            call,
            externalId,
            { fileName: `POD-${order.orderNo}.pdf`, contentBase64: pdf.toString('base64') },
            null,
          );
        }
      }
    }
  }
}
