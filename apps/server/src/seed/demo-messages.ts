import { SHIPMENT_STATUS, SHIPMENT_STATUSES, type ShipmentStatus, type TemplatedMessage } from '@portside/contracts';
import type { NewMessageRow } from '../modules/messages/repo.js';
import { messageText } from '../modules/messages/text.js';
import { placeName } from '../modules/tracking/notice-text.js';
import type { SeededShipment } from './demo-shipments.js';

/** A notice of the demo data: when it was sent, about which shipment, and what it says. */
interface DemoNotice {
  at: number;
  shipment: SeededShipment | null;
  message: TemplatedMessage;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const iso = (time: number) => new Date(time).toISOString();
const place = (code: string) => placeName(code, null);
const about = (s: SeededShipment) => ({ ShipmentId: s.id, DcgNo: s.shipment.dcgNo });

function conveyance(s: SeededShipment) {
  const { vesselName, voyageNo, flightNo, trainNo } = s.shipment;
  return { Vessel: vesselName ?? null, Voyage: voyageNo ?? null, Flight: flightNo ?? null, Train: trainNo ?? null };
}

function cargo(s: SeededShipment) {
  return {
    Containers: s.shipment.containers?.length ?? 0,
    Pieces: s.shipment.pieces ?? null,
    GrossWeightKg: s.shipment.grossWeightKg == null ? null : String(s.shipment.grossWeightKg),
  };
}

/** The status the shipment's events give it at `now`. */
function statusAt(s: SeededShipment, now: number): ShipmentStatus {
  const { cargoReceived, atd, ata, cleared, delivered } = s.timeline;
  const reached = [cargoReceived, atd, ata, cleared, delivered].filter((time) => time <= now).length;
  return SHIPMENT_STATUSES[reached] ?? SHIPMENT_STATUS.Delivered;
}

/** The shipment of this status that moved last: the one a client hears about first. */
function latestIn(shipments: readonly SeededShipment[], status: ShipmentStatus, now: number): SeededShipment | null {
  let latest: SeededShipment | null = null;
  for (const s of shipments) {
    if (statusAt(s, now) !== status) continue;
    if (!latest || s.timeline.lastChange > latest.timeline.lastChange) latest = s;
  }
  return latest;
}

/** The first Sunday after `now`, at 02:00 UTC. */
function nextSunday(now: number): number {
  const date = new Date(now);
  const daysAhead = 7 - date.getUTCDay() || 7;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + daysAhead, 2);
}

/** What the forwarder told the company about its latest shipments of each status, and two portal notices. */
function companyNotices(shipments: readonly SeededShipment[], now: number): DemoNotice[] {
  const notices: DemoNotice[] = [];
  const booked = latestIn(shipments, SHIPMENT_STATUS.Booked, now);
  if (booked) {
    const { created, etd } = booked.timeline;
    notices.push({
      at: Math.max(created, Math.min(created + 2 * HOUR_MS, now - MINUTE_MS)),
      shipment: booked,
      message: {
        Template: 'shipments.bookingConfirmed',
        Params: {
          ...about(booked),
          ...cargo(booked),
          Origin: place(booked.shipment.origin),
          Destination: place(booked.shipment.destination),
          Carrier: booked.shipment.carrierName ?? null,
          Etd: iso(etd),
        },
      },
    });
  }
  const received = latestIn(shipments, SHIPMENT_STATUS.CargoReceived, now);
  if (received) {
    notices.push({
      at: received.timeline.cargoReceived,
      shipment: received,
      message: {
        Template: 'shipments.cargoReceived',
        Params: {
          ...about(received),
          ...cargo(received),
          ...conveyance(received),
          Origin: place(received.shipment.origin),
          Etd: iso(received.timeline.etd),
        },
      },
    });
  }
  const underway = latestIn(shipments, SHIPMENT_STATUS.InTransit, now);
  if (underway) {
    const { atd, eta, bookedEta, delayAnnounced } = underway.timeline;
    const etaAtDeparture = delayAnnounced !== null && delayAnnounced <= atd ? eta : bookedEta;
    notices.push({
      at: atd,
      shipment: underway,
      message: {
        Template: 'shipments.departed',
        Params: {
          ...about(underway),
          ...conveyance(underway),
          Origin: place(underway.shipment.origin),
          Destination: place(underway.shipment.destination),
          Atd: iso(atd),
          Eta: iso(etaAtDeparture),
        },
      },
    });
  }
  const delayed = shipments
    .filter((s) => s.timeline.delayAnnounced !== null && statusAt(s, now) !== SHIPMENT_STATUS.Delivered)
    .sort((a, b) => (b.timeline.delayAnnounced ?? 0) - (a.timeline.delayAnnounced ?? 0))[0];
  if (delayed?.timeline.delayAnnounced) {
    const { bookedEta, eta, delayAnnounced } = delayed.timeline;
    notices.push({
      at: delayAnnounced,
      shipment: delayed,
      message: {
        Template: 'shipments.etaChanged',
        Params: {
          ...about(delayed),
          Place: place(delayed.shipment.destination),
          From: iso(bookedEta),
          To: iso(eta),
          Reason: null,
        },
      },
    });
  }
  const arrived = latestIn(shipments, SHIPMENT_STATUS.Arrived, now);
  if (arrived) {
    notices.push({
      at: arrived.timeline.ata,
      shipment: arrived,
      message: {
        Template: 'shipments.arrived',
        Params: { ...about(arrived), Destination: place(arrived.shipment.destination), Ata: iso(arrived.timeline.ata) },
      },
    });
  }
  const cleared = latestIn(shipments, SHIPMENT_STATUS.CustomsCleared, now);
  if (cleared) {
    notices.push({
      at: cleared.timeline.cleared,
      shipment: cleared,
      message: {
        Template: 'shipments.customsReleased',
        Params: {
          ...about(cleared),
          Destination: place(cleared.shipment.destination),
          Consignee: cleared.shipment.consignee ?? null,
        },
      },
    });
  }
  const delivered = latestIn(shipments, SHIPMENT_STATUS.Delivered, now);
  if (delivered) {
    const invoiced = delivered.timeline.delivered + DAY_MS;
    notices.push({
      at: delivered.timeline.delivered,
      shipment: delivered,
      message: {
        Template: 'shipments.delivered',
        Params: {
          ...about(delivered),
          Consignee: delivered.shipment.consignee ?? null,
          DeliveredAt: iso(delivered.timeline.delivered),
        },
      },
    });
    if (invoiced <= now) {
      notices.push({
        at: invoiced,
        shipment: delivered,
        message: {
          Template: 'shipments.invoiceIssued',
          Params: { ...about(delivered), InvoiceNo: `INV-${delivered.shipment.dcgNo.slice(3)}` },
        },
      });
    }
  }
  notices.push({
    at: now - 20 * DAY_MS,
    shipment: null,
    message: { Template: 'portal.guideAnnounced', Params: {} },
  });
  const maintenance = nextSunday(now);
  notices.push({
    at: now - DAY_MS,
    shipment: null,
    message: { Template: 'portal.maintenance', Params: { From: iso(maintenance), To: iso(maintenance + 2 * HOUR_MS) } },
  });
  return notices;
}

/**
 * The demo users' message centre: what the forwarder told each company about its latest
 * shipments, from the seeded shipments themselves (their job numbers, places and times), for each
 * of its users; the newest are unread (the viewer has read less).
 */
export function demoMessages(
  now: Date,
  recipients: { companyId: string; userId: string; unread: number }[],
  shipmentsByCompany: ReadonlyMap<string, readonly SeededShipment[]>,
): NewMessageRow[] {
  return recipients.flatMap((recipient) => {
    const notices = companyNotices(shipmentsByCompany.get(recipient.companyId) ?? [], now.getTime());
    const newestFirst = [...notices].sort((a, b) => b.at - a.at);
    return newestFirst.map((notice, index) => {
      const createdAt = new Date(notice.at);
      const read = index >= recipient.unread;
      return {
        companyId: recipient.companyId,
        userId: recipient.userId,
        relateId: notice.shipment?.id ?? null,
        dcgNo: notice.shipment?.shipment.dcgNo ?? null,
        ...messageText(notice.message),
        status: read ? 1 : 0,
        createdAt,
        readAt: read ? new Date(Math.min(createdAt.getTime() + 3 * HOUR_MS, now.getTime())) : null,
      };
    });
  });
}
