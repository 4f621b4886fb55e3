import type { NewMessageRow } from '../modules/messages/repo.js';

/** A notice of the demo data: when, relative to the seed time, and what. */
interface DemoNotice {
  daysAgo: number;
  type: string;
  dcgNo: string | null;
  title: string;
  content: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function day(now: Date, daysFromNow: number): string {
  return new Date(now.getTime() + daysFromNow * DAY_MS).toISOString().slice(0, 10);
}

/** A job number as the forwarder writes it: DCG, the year and month the job was opened, a sequence. */
function dcgNo(now: Date, openedDaysAgo: number, sequence: number): string {
  const opened = new Date(now.getTime() - openedDaysAgo * DAY_MS).toISOString();
  return `DCG${opened.slice(2, 4)}${opened.slice(5, 7)}${String(sequence).padStart(4, '0')}`;
}

/** Brightwave Home Goods: sea exports Shanghai to Los Angeles and air freight Pudong to Frankfurt. */
function directCustomerNotices(now: Date): DemoNotice[] {
  const sea = dcgNo(now, 40, 1);
  const seaTwo = dcgNo(now, 30, 7);
  const air = dcgNo(now, 12, 23);
  return [
    {
      daysAgo: 34,
      type: '7',
      dcgNo: sea,
      title: `Booking confirmed: ${sea}`,
      content: `Your booking <b>${sea}</b>, 2 × 40HC Shanghai (CNSHA) → Los Angeles (USLAX) on COSCO SHIPPING ARIES voyage 052E, is confirmed. Cargo cut-off: <b>${day(now, -29)}</b>.`,
    },
    {
      daysAgo: 31,
      type: '4',
      dcgNo: sea,
      title: 'Draft bill of lading uploaded',
      content: `The draft bill of lading for ${sea} is ready under <i>Shared files</i>. Please check shipper, consignee and marks and confirm within 24 hours.`,
    },
    {
      daysAgo: 27,
      type: '2',
      dcgNo: sea,
      title: 'Vessel departed Shanghai',
      content: `${sea} left Shanghai (CNSHA) on COSCO SHIPPING ARIES, voyage 052E. ETA Los Angeles (USLAX): <b>${day(now, -9)}</b>.`,
    },
    {
      daysAgo: 25,
      type: '5',
      dcgNo: sea,
      title: `Invoice issued for ${sea}`,
      content: `Invoice <b>INV-${sea.slice(3)}</b> for ocean freight, USD 5,640.00, is available under Finance › Statement. Payment is due on ${day(now, 5)}.`,
    },
    {
      daysAgo: 21,
      type: '7',
      dcgNo: seaTwo,
      title: `Booking confirmed: ${seaTwo}`,
      content: `Your booking <b>${seaTwo}</b>, 1 × 40HC Ningbo (CNNGB) → Long Beach (USLGB) on CMA CGM JACQUES SAADE voyage 0FL3RW1MA, is confirmed.`,
    },
    {
      daysAgo: 14,
      type: '3',
      dcgNo: sea,
      title: `ETA changed: ${sea}`,
      content: `The carrier revised the ETA at Los Angeles from ${day(now, -12)} to <b>${day(now, -9)}</b> because of berth congestion at the San Pedro Bay terminals.`,
    },
    {
      daysAgo: 11,
      type: '2',
      dcgNo: air,
      title: 'Flight departed Shanghai Pudong',
      content: `${air} (AWB 784-12345675, 6 pieces, 412 kg) departed Shanghai Pudong (PVG) on CZ 433 to Frankfurt (FRA).`,
    },
    {
      daysAgo: 10,
      type: '2',
      dcgNo: air,
      title: 'Arrived at Frankfurt',
      content: `${air} arrived at Frankfurt (FRA) and was handed to the handling agent. Customs clearance starts today.`,
    },
    {
      daysAgo: 9,
      type: '2',
      dcgNo: sea,
      title: 'Vessel arrived at Los Angeles',
      content: `COSCO SHIPPING ARIES with ${sea} berthed at Los Angeles (USLAX). Containers are being discharged.`,
    },
    {
      daysAgo: 6,
      type: '6',
      dcgNo: sea,
      title: 'Customs released at Los Angeles',
      content: `US Customs released entry <b>${sea}</b>. The containers can be picked up at the terminal; free time ends on ${day(now, 2)}.`,
    },
    {
      daysAgo: 3,
      type: '3',
      dcgNo: seaTwo,
      title: `ETA changed: ${seaTwo}`,
      content: `The ETA of ${seaTwo} at Long Beach moved to <b>${day(now, 6)}</b> after a schedule change of the carrier.`,
    },
    {
      daysAgo: 1,
      type: '1',
      dcgNo: null,
      title: 'Portal maintenance on Sunday',
      content: `Portside will be unavailable on <b>${day(now, 3)}, 02:00–04:00 UTC</b> for maintenance. Tracking data received meanwhile appears afterwards.`,
    },
  ];
}

/** Hanseatic Cargo Agency: rail Xi'an to Duisburg and sea Ningbo to Hamburg. */
function agentCustomerNotices(now: Date): DemoNotice[] {
  const rail = dcgNo(now, 36, 12);
  const sea = dcgNo(now, 20, 31);
  return [
    {
      daysAgo: 33,
      type: '7',
      dcgNo: rail,
      title: `Booking confirmed: ${rail}`,
      content: `Your booking <b>${rail}</b>, 3 × 40HC Xi'an → Duisburg by block train, is confirmed. Loading at Xi'an ITP on ${day(now, -30)}.`,
    },
    {
      daysAgo: 29,
      type: '2',
      dcgNo: rail,
      title: "Train departed Xi'an",
      content: `Block train X8024 with ${rail} left Xi'an. Estimated arrival at Duisburg (DEDUI): <b>${day(now, -12)}</b>.`,
    },
    {
      daysAgo: 22,
      type: '2',
      dcgNo: rail,
      title: 'Border crossing Małaszewicze',
      content: `${rail} crossed into the EU at Małaszewicze and was transshipped to standard gauge.`,
    },
    {
      daysAgo: 18,
      type: '7',
      dcgNo: sea,
      title: `Booking confirmed: ${sea}`,
      content: `Your booking <b>${sea}</b>, 2 × 20GP Ningbo (CNNGB) → Hamburg (DEHAM) on MSC IRINA voyage FE446W, is confirmed.`,
    },
    {
      daysAgo: 15,
      type: '4',
      dcgNo: sea,
      title: 'Packing list and commercial invoice uploaded',
      content: `The shipper uploaded the packing list and the commercial invoice for ${sea} under <i>Shared files</i>.`,
    },
    {
      daysAgo: 12,
      type: '2',
      dcgNo: rail,
      title: 'Arrived at Duisburg',
      content: `${rail} arrived at Duisburg Intermodal Terminal. The containers are available for delivery from tomorrow.`,
    },
    {
      daysAgo: 11,
      type: '6',
      dcgNo: rail,
      title: 'Import customs cleared',
      content: `German customs cleared the import of ${rail} (MRN 24DE2100000412345). Duties are invoiced separately.`,
    },
    {
      daysAgo: 9,
      type: '5',
      dcgNo: rail,
      title: `Invoice issued for ${rail}`,
      content: `Invoice <b>INV-${rail.slice(3)}</b> for rail freight and on-carriage, EUR 11,280.00, is available under Finance › Statement.`,
    },
    {
      daysAgo: 8,
      type: '2',
      dcgNo: sea,
      title: 'Vessel departed Ningbo',
      content: `${sea} left Ningbo (CNNGB) on MSC IRINA, voyage FE446W. ETA Hamburg (DEHAM): <b>${day(now, 24)}</b>.`,
    },
    {
      daysAgo: 2,
      type: '3',
      dcgNo: sea,
      title: `ETA changed: ${sea}`,
      content: `The ETA of ${sea} at Hamburg moved from ${day(now, 24)} to <b>${day(now, 27)}</b>: the vessel is routed via the Cape of Good Hope.`,
    },
  ];
}

/**
 * The demo users' message centre: each company's notices for each of its users, spread over the
 * last five weeks before the seed time; the newest are unread (the viewer has read less).
 */
export function demoMessages(
  now: Date,
  recipients: { companyId: string; userId: string; kind: 'direct' | 'agent'; unread: number }[],
): NewMessageRow[] {
  return recipients.flatMap((recipient) => {
    const notices = recipient.kind === 'direct' ? directCustomerNotices(now) : agentCustomerNotices(now);
    const newestFirst = [...notices].sort((a, b) => a.daysAgo - b.daysAgo);
    return newestFirst.map((notice, index) => {
      // An hour apart at least, so the order is the same on every page.
      const createdAt = new Date(now.getTime() - notice.daysAgo * DAY_MS - (2 + index) * 60 * 60 * 1000);
      const read = index >= recipient.unread;
      return {
        companyId: recipient.companyId,
        userId: recipient.userId,
        relateId: null,
        dcgNo: notice.dcgNo,
        title: notice.title,
        content: notice.content,
        messageType: notice.type,
        status: read ? 1 : 0,
        createdAt,
        readAt: read ? new Date(Math.min(createdAt.getTime() + 3 * 60 * 60 * 1000, now.getTime())) : null,
      };
    });
  });
}
