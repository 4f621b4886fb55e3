import { SHIPMENT_STATUS, SHIPMENT_STATUSES, type ShipmentStatus } from '@portside/contracts';
import { describeLocation } from '../modules/locations/service.js';
import type { NewMessageRow } from '../modules/messages/repo.js';
import type { SeededShipment } from './demo-shipments.js';

/** A notice of the demo data: when it was sent, about which shipment, and what it says. */
interface DemoNotice {
  at: number;
  type: string;
  shipment: SeededShipment | null;
  title: string;
  content: string;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Paths of the web app the notices link to. */
const SHIPMENT_DETAIL_PATH = '/cargoStatus/shipmentDetail';
const GUIDE_PATH = '/systemConfig/guide';

const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const minute = (time: number) => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function place(code: string): string {
  const location = describeLocation(code, null);
  return location.Name ? `${location.Name} (${code})` : code;
}

/** The job number, linked to the shipment's page. */
const jobLink = (s: SeededShipment) => `<a href="${SHIPMENT_DETAIL_PATH}?id=${s.id}">${s.shipment.dcgNo}</a>`;

function conveyance(s: SeededShipment): string {
  const { vesselName, voyageNo, flightNo, trainNo } = s.shipment;
  if (vesselName) return `${vesselName} voyage ${voyageNo}`;
  if (flightNo) return `flight ${flightNo}`;
  return `train ${trainNo}`;
}

function cargo(s: SeededShipment): string {
  const containers = s.shipment.containers ?? [];
  if (containers.length === 0) return `${s.shipment.pieces} pieces, ${s.shipment.grossWeightKg} kg`;
  return containers.length === 1 ? '1 container' : `${containers.length} containers`;
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
      type: '7',
      shipment: booked,
      title: `Booking confirmed: ${booked.shipment.dcgNo}`,
      content: `Your booking <b>${jobLink(booked)}</b> (${cargo(booked)}) from ${place(booked.shipment.origin)} to ${place(booked.shipment.destination)} with ${booked.shipment.carrierName} is confirmed. Planned departure: <b>${day(etd)}</b>.`,
    });
  }
  const received = latestIn(shipments, SHIPMENT_STATUS.CargoReceived, now);
  if (received) {
    notices.push({
      at: received.timeline.cargoReceived,
      type: '2',
      shipment: received,
      title: `Cargo received: ${received.shipment.dcgNo}`,
      content: `The cargo of ${jobLink(received)} (${cargo(received)}) was received at ${place(received.shipment.origin)}. It leaves on ${conveyance(received)}, planned on <b>${day(received.timeline.etd)}</b>.`,
    });
  }
  const underway = latestIn(shipments, SHIPMENT_STATUS.InTransit, now);
  if (underway) {
    const { atd, eta, bookedEta, delayAnnounced } = underway.timeline;
    const etaAtDeparture = delayAnnounced !== null && delayAnnounced <= atd ? eta : bookedEta;
    notices.push({
      at: atd,
      type: '2',
      shipment: underway,
      title: `Departed: ${underway.shipment.dcgNo}`,
      content: `${jobLink(underway)} left ${place(underway.shipment.origin)} on ${conveyance(underway)} on <b>${minute(atd)}</b>. ETA ${place(underway.shipment.destination)}: <b>${day(etaAtDeparture)}</b>.`,
    });
  }
  const delayed = shipments
    .filter((s) => s.timeline.delayAnnounced !== null && statusAt(s, now) !== SHIPMENT_STATUS.Delivered)
    .sort((a, b) => (b.timeline.delayAnnounced ?? 0) - (a.timeline.delayAnnounced ?? 0))[0];
  if (delayed?.timeline.delayAnnounced) {
    const { bookedEta, eta, delayAnnounced } = delayed.timeline;
    notices.push({
      at: delayAnnounced,
      type: '3',
      shipment: delayed,
      title: `ETA changed: ${delayed.shipment.dcgNo}`,
      content: `The ETA of ${jobLink(delayed)} at ${place(delayed.shipment.destination)} moved from ${minute(bookedEta)} to <b>${minute(eta)}</b>.`,
    });
  }
  const arrived = latestIn(shipments, SHIPMENT_STATUS.Arrived, now);
  if (arrived) {
    notices.push({
      at: arrived.timeline.ata,
      type: '2',
      shipment: arrived,
      title: `Arrived: ${arrived.shipment.dcgNo}`,
      content: `${jobLink(arrived)} arrived at ${place(arrived.shipment.destination)} on <b>${minute(arrived.timeline.ata)}</b>. Import customs clearance starts now.`,
    });
  }
  const cleared = latestIn(shipments, SHIPMENT_STATUS.CustomsCleared, now);
  if (cleared) {
    notices.push({
      at: cleared.timeline.cleared,
      type: '6',
      shipment: cleared,
      title: `Customs released: ${cleared.shipment.dcgNo}`,
      content: `Customs at ${place(cleared.shipment.destination)} released ${jobLink(cleared)}. Delivery to ${cleared.shipment.consignee} is being arranged.`,
    });
  }
  const delivered = latestIn(shipments, SHIPMENT_STATUS.Delivered, now);
  if (delivered) {
    const invoiced = delivered.timeline.delivered + DAY_MS;
    notices.push({
      at: delivered.timeline.delivered,
      type: '2',
      shipment: delivered,
      title: `Delivered: ${delivered.shipment.dcgNo}`,
      content: `${jobLink(delivered)} was delivered to ${delivered.shipment.consignee} on <b>${minute(delivered.timeline.delivered)}</b>.`,
    });
    if (invoiced <= now) {
      notices.push({
        at: invoiced,
        type: '5',
        shipment: delivered,
        title: `Invoice issued: ${delivered.shipment.dcgNo}`,
        content: `Invoice <b>INV-${delivered.shipment.dcgNo.slice(3)}</b> for the freight of ${jobLink(delivered)} has been issued; your sales contact sends it with the monthly statement.`,
      });
    }
  }
  notices.push({
    at: now - 20 * DAY_MS,
    type: '1',
    shipment: null,
    title: 'New: the portal guide',
    content: `The <a href="${GUIDE_PATH}">guide</a> under Settings explains how to track a shipment, read its milestones, use notifications and export a list.`,
  });
  const maintenance = nextSunday(now);
  notices.push({
    at: now - DAY_MS,
    type: '1',
    shipment: null,
    title: 'Portal maintenance on Sunday',
    content: `Portside will be unavailable on <b>Sunday ${day(maintenance)}, 02:00–04:00 UTC</b> for maintenance. Tracking data received meanwhile appears afterwards.`,
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
        title: notice.title,
        content: notice.content,
        messageType: notice.type,
        status: read ? 1 : 0,
        createdAt,
        readAt: read ? new Date(Math.min(createdAt.getTime() + 3 * HOUR_MS, now.getTime())) : null,
      };
    });
  });
}
