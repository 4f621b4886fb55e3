/**
 * The demo order desk (issue 10): for each demo company an order of
 * every kind in every status, and enquiries in every status (one quote expired), fed through the
 * order services as the client and the forwarder's systems would, each at its own time before `now`.
 */
import {
  type IntegrationAcceptOrder,
  ORDER_KINDS,
  type OrderKind,
  type OrderStatus,
  type SaveOrderRequest,
} from '@portside/contracts';
import type { Db } from '../db/client.js';
import {
  acceptQuoteOption,
  declineEnquiry,
  quoteEnquiry,
  saveEnquiry,
  submitEnquiry,
} from '../modules/orders/enquiry-service.js';
import {
  acceptOrder,
  cancelOrder,
  type OrderCaller,
  receiveOrder,
  saveOrder,
  sendBackOrder,
  submitOrder,
} from '../modules/orders/service.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Who the forwarder's system is, in the status history. */
const FORWARDER = 'integration:demo TMS';

export interface DemoOrderDesk {
  caller: OrderCaller;
  /** The FBA centre the company ships to, its lanes for the shipments accepted orders open. */
  warehouse: string;
  ports: { sea: [string, string]; air: [string, string] };
  /** Products of the company's demo catalogue (seed/demo-catalogue.ts) its cartons hold. */
  catalogue: { Sku: string; Fnsku: string }[];
}

export const DEMO_ORDER_DESKS = {
  direct: {
    warehouse: 'ONT8',
    ports: { sea: ['CNNGB', 'USLAX'], air: ['PVG', 'LAX'] },
    catalogue: [
      { Sku: 'BW-LAMP-WHT', Fnsku: 'X001BWLMP1' },
      { Sku: 'BW-TOWEL-6', Fnsku: 'X001BWTWL6' },
      { Sku: 'BW-PILLOW-2', Fnsku: 'X001BWPLW2' },
    ],
  },
  agent: {
    warehouse: 'DTM2',
    ports: { sea: ['CNSHA', 'DEHAM'], air: ['PVG', 'FRA'] },
    catalogue: [
      { Sku: 'HC-BOTTLE-750', Fnsku: 'X002HCBTL7' },
      { Sku: 'HC-YOGA-MAT', Fnsku: 'X002HCYGM1' },
    ],
  },
} satisfies Record<string, Omit<DemoOrderDesk, 'caller'>>;

/** The statuses an order is taken through to reach each status. */
const PATHS: Record<OrderStatus, readonly ('submit' | 'sendBack' | 'accept' | 'receive' | 'cancel')[]> = {
  Draft: [],
  Submitted: ['submit'],
  PendingUpdate: ['submit', 'sendBack'],
  Accepted: ['submit', 'accept'],
  CargoReceived: ['submit', 'accept', 'receive'],
  Cancelled: ['submit', 'cancel'],
};

function cartonsOf(desk: Omit<DemoOrderDesk, 'caller'>, count: number): SaveOrderRequest['Cartons'] {
  return Array.from({ length: count }, (_, i) => {
    const product = desk.catalogue[i % desk.catalogue.length];
    return {
      CartonNo: String(i + 1),
      LengthCm: 60,
      WidthCm: 40,
      HeightCm: 40 - (i % 3) * 5,
      WeightKg: 12 + (i % 4) * 1.5,
      Items: product ? [{ Sku: product.Sku, Fnsku: product.Fnsku, Quantity: 24 }] : [],
    };
  });
}

async function seedOrders(db: Db, now: Date, desk: DemoOrderDesk, companyIndex: number) {
  const statuses = Object.keys(PATHS) as OrderStatus[];
  let serial = 0;
  for (const [k, kind] of ORDER_KINDS.entries()) {
    for (const [s, status] of statuses.entries()) {
      serial += 1;
      // Each order at its own time over the last weeks; its steps follow a few hours apart.
      let time = now.getTime() - (3 + k * statuses.length + s) * DAY;
      const ctx = { db, clock: () => new Date(time) };
      const step = () => {
        time += 5 * HOUR;
      };
      const mode = kind === 'air' || kind === 'airEnd' ? 'air' : 'sea';
      const draft = await saveOrder(ctx, desk.caller, {
        OrderKind: kind,
        FbaShipmentId: `FBA18D${companyIndex}${String(serial).padStart(5, '0')}`,
        FbaReferenceId: `${companyIndex}D${String(serial).padStart(6, '0')}`,
        Sender:
          desk.caller.accountName === 'demo' ? 'Brightwave Home Goods, Ningbo' : 'Hanseatic consolidation, Shanghai',
        DestinationWarehouseCode: desk.warehouse,
        DeliveryMethod: kind === 'end' || kind === 'airEnd' ? 'truckLtl' : undefined,
        Containers: kind === 'full' ? [{ SizeType: '40HQ', Quantity: 1 }] : [],
        Cartons: cartonsOf(desk, kind === 'full' ? 12 : 3 + (serial % 4)),
      });
      for (const action of PATHS[status]) {
        step();
        if (action === 'submit') await submitOrder(ctx, desk.caller, { Id: draft.Id, ConfirmWarnings: true }, 'en-US');
        if (action === 'cancel') await cancelOrder(ctx, desk.caller, draft.Id, 'Stock re-planned');
        if (action === 'sendBack') {
          await db.transaction((tx) =>
            sendBackOrder(ctx, tx, desk.caller.companyId, draft.OrderNo, 'Please add the FNSKU labels', FORWARDER),
          );
        }
        if (action === 'accept') {
          const [origin, destination] = desk.ports[mode];
          const shipment: IntegrationAcceptOrder = {
            dcgNo: `ORD${companyIndex}${String(serial).padStart(5, '0')}`,
            mode,
            origin: kind === 'end' ? destination : origin,
            destination,
            // Booked to leave after today: a shipment with no tracking event yet is not overdue.
            etd: new Date(Math.max(time, now.getTime()) + 2 * DAY).toISOString(),
            eta: new Date(Math.max(time, now.getTime()) + (mode === 'air' ? 6 : 24) * DAY).toISOString(),
          };
          await db.transaction((tx) => acceptOrder(ctx, tx, desk.caller.companyId, draft.OrderNo, shipment, FORWARDER));
        }
        if (action === 'receive') {
          // The warehouse weighs the first carton heavier than declared: the discrepancy the order page shows.
          const cartons = cartonsOf(desk, kind === 'full' ? 12 : 3 + (serial % 4)).map((carton, i) => ({
            cartonNo: carton.CartonNo,
            lengthCm: carton.LengthCm,
            widthCm: carton.WidthCm,
            heightCm: carton.HeightCm + (i === 0 ? 2 : 0),
            weightKg: carton.WeightKg + (i === 0 ? 1.8 : 0),
          }));
          await db.transaction((tx) =>
            receiveOrder(ctx, tx, desk.caller.companyId, draft.OrderNo, { cartons }, FORWARDER),
          );
        }
      }
    }
  }
}

/** Enquiries in every status: a draft, one awaiting its quote, quoted, accepted (a draft order), declined, expired. */
async function seedEnquiries(db: Db, now: Date, desk: DemoOrderDesk) {
  const plans: {
    kind: OrderKind;
    daysAgo: number;
    end: 'Draft' | 'Submitted' | 'Quoted' | 'Accepted' | 'Declined' | 'Expired';
  }[] = [
    { kind: 'air', daysAgo: 1, end: 'Draft' },
    { kind: 'ocean', daysAgo: 2, end: 'Submitted' },
    { kind: 'airEnd', daysAgo: 3, end: 'Quoted' },
    { kind: 'full', daysAgo: 6, end: 'Accepted' },
    { kind: 'ocean', daysAgo: 9, end: 'Declined' },
    { kind: 'air', daysAgo: 14, end: 'Expired' },
  ];
  for (const plan of plans) {
    let time = now.getTime() - plan.daysAgo * DAY;
    const ctx = { db, clock: () => new Date(time) };
    const enquiry = await saveEnquiry(ctx, desk.caller, {
      OrderKind: plan.kind,
      OriginCode: desk.ports.sea[0],
      DestinationCode: desk.warehouse,
      Cartons: 40 + plan.daysAgo,
      WeightKg: 520 + plan.daysAgo * 10,
      VolumeM3: 3.8,
      GoodsDescription: `Household goods: ${desk.catalogue.map((product) => product.Sku).join(', ')}`,
      ReadyDate: new Date(time + 5 * DAY).toISOString().slice(0, 10),
    });
    if (plan.end === 'Draft') continue;
    time += 2 * HOUR;
    await submitEnquiry(ctx, desk.caller, enquiry.Id);
    if (plan.end === 'Submitted') continue;
    time += 20 * HOUR;
    const air = plan.kind === 'air' || plan.kind === 'airEnd';
    const quoted = await db.transaction((tx) =>
      quoteEnquiry(
        ctx,
        tx,
        desk.caller.companyId,
        enquiry.EnquiryNo,
        {
          options: [
            {
              channelCode: air ? 'AIR-EXP' : 'SEA-EXP',
              service: air ? 'Air express, FBA delivered' : 'Express sea, FBA delivered',
              transitDays: air ? 8 : 22,
              // Quotes hold three days: the one quoted two weeks ago has lapsed.
              expiresAt: new Date(time + 3 * DAY).toISOString(),
              priceLines: [
                {
                  chargeName: air ? 'Air freight' : 'Ocean freight',
                  amount: air ? '2860.00' : '1480.00',
                  currency: 'USD',
                },
                { chargeName: 'Customs clearance', amount: '95.00', currency: 'USD' },
                { chargeName: 'Pickup at origin', amount: '450.00', currency: 'CNY' },
              ],
            },
            {
              channelCode: air ? 'AIR-STD' : 'SEA-STD',
              service: air ? 'Air standard' : 'Standard sea',
              transitDays: air ? 12 : 35,
              expiresAt: new Date(time + 3 * DAY).toISOString(),
              priceLines: [
                {
                  chargeName: air ? 'Air freight' : 'Ocean freight',
                  amount: air ? '2310.50' : '990.00',
                  currency: 'USD',
                },
              ],
            },
          ],
        },
        FORWARDER,
      ),
    );
    time += 4 * HOUR;
    if (plan.end === 'Accepted') await acceptQuoteOption(ctx, desk.caller, enquiry.Id, quoted.optionIds[0] ?? '');
    if (plan.end === 'Declined') await declineEnquiry(ctx, desk.caller, enquiry.Id, 'Found a faster option');
  }
}

/** Seeds the order desk of each demo company; their catalogues are seeded before (the conformance check reads them). */
export async function seedDemoOrderDesks(db: Db, now: Date, desks: DemoOrderDesk[]): Promise<void> {
  for (const [index, desk] of desks.entries()) {
    await seedOrders(db, now, desk, index + 1);
    await seedEnquiries(db, now, desk);
  }
}
