import { z } from 'zod';
import type { Locale } from '../locales.js';
import { milestoneLabel } from '../milestones.js';
import { defineTemplate } from './define.js';

const time = z.iso.datetime().describe('ISO 8601 date-time');
const text = z.string().min(1);
const shipment = { ShipmentId: z.uuid(), DcgNo: text };
const conveyance = {
  Vessel: text.nullable(),
  Voyage: text.nullable(),
  Flight: text.nullable(),
  Train: text.nullable(),
};
const cargo = {
  Containers: z.number().int().nonnegative(),
  Pieces: z.number().int().nonnegative().nullable(),
  GrossWeightKg: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .nullable(),
};

type Conveyance = { [K in keyof typeof conveyance]: string | null };
type Cargo = { Containers: number; Pieces: number | null; GrossWeightKg: string | null };

const VESSEL: Record<Locale, (vessel: string, voyage: string | null) => string> = {
  'zh-CN': (vessel, voyage) => (voyage ? `${vessel} 航次 ${voyage}` : vessel),
  'en-US': (vessel, voyage) => (voyage ? `${vessel} voyage ${voyage}` : vessel),
  'fr-FR': (vessel, voyage) => (voyage ? `${vessel} voyage ${voyage}` : vessel),
  'de-DE': (vessel, voyage) => (voyage ? `${vessel} Reise ${voyage}` : vessel),
};
const FLIGHT: Record<Locale, string> = { 'zh-CN': '航班', 'en-US': 'flight', 'fr-FR': 'vol', 'de-DE': 'Flug' };
const TRAIN: Record<Locale, string> = { 'zh-CN': '班列', 'en-US': 'train', 'fr-FR': 'train', 'de-DE': 'Zug' };

/** The vessel and voyage, flight or train; empty when none is known. */
function conveyanceText(p: Conveyance, locale: Locale): string {
  if (p.Vessel) return VESSEL[locale](p.Vessel, p.Voyage);
  if (p.Flight) return `${FLIGHT[locale]} ${p.Flight}`;
  if (p.Train) return `${TRAIN[locale]} ${p.Train}`;
  return '';
}

const CARGO: Record<Locale, { containers: (n: number) => string; pieces: (n: number, kg: string) => string }> = {
  'zh-CN': { containers: (n) => `${n} 个集装箱`, pieces: (n, kg) => `${n} 件，${kg} 千克` },
  'en-US': {
    containers: (n) => (n === 1 ? '1 container' : `${n} containers`),
    pieces: (n, kg) => `${n} pieces, ${kg} kg`,
  },
  'fr-FR': {
    containers: (n) => (n === 1 ? '1 conteneur' : `${n} conteneurs`),
    pieces: (n, kg) => `${n} colis, ${kg} kg`,
  },
  'de-DE': { containers: (n) => `${n} Container`, pieces: (n, kg) => `${n} Packstücke, ${kg} kg` },
};

function cargoText(p: Cargo, locale: Locale): string {
  const texts = CARGO[locale];
  return p.Containers > 0 ? texts.containers(p.Containers) : texts.pieces(p.Pieces ?? 0, p.GrossWeightKg ?? '0');
}

/** Messages about shipments: the tracking feed's milestones and ETA changes, and the forwarder's notices. */
export const shipmentTemplates = {
  'shipments.etaChanged': defineTemplate({
    messageType: '3',
    params: z.object({ ...shipment, Place: text, From: time, To: time, Reason: text.nullable() }),
    texts: {
      'zh-CN': {
        title: (p) => `预计到达时间变更：${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} 在 ${p.Place} 的预计到达时间由 ${f.time(p.From)} 改为 <b>${f.time(p.To)}</b>${p.Reason ? `（${p.Reason}）` : ''}。`,
      },
      'en-US': {
        title: (p) => `ETA changed: ${p.DcgNo}`,
        content: (p, f) =>
          `The ETA of ${f.shipmentLink(p.ShipmentId, p.DcgNo)} at ${p.Place} moved from ${f.time(p.From)} to <b>${f.time(p.To)}</b>${p.Reason ? ` (${p.Reason})` : ''}.`,
      },
      'fr-FR': {
        title: (p) => `ETA modifiée : ${p.DcgNo}`,
        content: (p, f) =>
          `L'ETA de ${f.shipmentLink(p.ShipmentId, p.DcgNo)} à ${p.Place} est passée du ${f.time(p.From)} au <b>${f.time(p.To)}</b>${p.Reason ? ` (${p.Reason})` : ''}.`,
      },
      'de-DE': {
        title: (p) => `ETA geändert: ${p.DcgNo}`,
        content: (p, f) =>
          `Die ETA von ${f.shipmentLink(p.ShipmentId, p.DcgNo)} in ${p.Place} hat sich von ${f.time(p.From)} auf <b>${f.time(p.To)}</b> verschoben${p.Reason ? ` (${p.Reason})` : ''}.`,
      },
    },
  }),

  /** An actual tracking event: vessel arrived, customs released, flight departed... */
  'shipments.milestone': defineTemplate({
    messageType: '2',
    params: z.object({
      ...shipment,
      EventType: text,
      Code: text,
      DocumentTypeCode: text.nullable(),
      EventTime: time,
      Place: text.nullable(),
      Container: text.nullable(),
      ...conveyance,
    }),
    texts: {
      'zh-CN': {
        title: (p, f) => `${milestoneLabel(p, f.locale)}：${p.DcgNo}`,
        content: (p, f) => {
          const by = conveyanceText(p, f.locale);
          return `${f.shipmentLink(p.ShipmentId, p.DcgNo)}${p.Container ? `（集装箱 ${p.Container}）` : ''}：${p.Place ? `${p.Place} ` : ''}${milestoneLabel(p, f.locale)}，<b>${f.time(p.EventTime)}</b>${by ? `，${by}` : ''}。`;
        },
      },
      'en-US': {
        title: (p, f) => `${milestoneLabel(p, f.locale)}: ${p.DcgNo}`,
        content: (p, f) => {
          const by = conveyanceText(p, f.locale);
          return `${f.shipmentLink(p.ShipmentId, p.DcgNo)}${p.Container ? ` (container ${p.Container})` : ''}: ${milestoneLabel(p, f.locale)}${p.Place ? ` at ${p.Place}` : ''} on <b>${f.time(p.EventTime)}</b>${by ? `, ${by}` : ''}.`;
        },
      },
      'fr-FR': {
        title: (p, f) => `${milestoneLabel(p, f.locale)} : ${p.DcgNo}`,
        content: (p, f) => {
          const by = conveyanceText(p, f.locale);
          return `${f.shipmentLink(p.ShipmentId, p.DcgNo)}${p.Container ? ` (conteneur ${p.Container})` : ''} : ${milestoneLabel(p, f.locale)}${p.Place ? ` à ${p.Place}` : ''} le <b>${f.time(p.EventTime)}</b>${by ? `, ${by}` : ''}.`;
        },
      },
      'de-DE': {
        title: (p, f) => `${milestoneLabel(p, f.locale)}: ${p.DcgNo}`,
        content: (p, f) => {
          const by = conveyanceText(p, f.locale);
          return `${f.shipmentLink(p.ShipmentId, p.DcgNo)}${p.Container ? ` (Container ${p.Container})` : ''}: ${milestoneLabel(p, f.locale)}${p.Place ? ` in ${p.Place}` : ''} am <b>${f.time(p.EventTime)}</b>${by ? `, ${by}` : ''}.`;
        },
      },
    },
  }),

  'shipments.bookingConfirmed': defineTemplate({
    messageType: '7',
    params: z.object({ ...shipment, ...cargo, Origin: text, Destination: text, Carrier: text.nullable(), Etd: time }),
    texts: {
      'zh-CN': {
        title: (p) => `订舱已确认：${p.DcgNo}`,
        content: (p, f) =>
          `您的订舱 <b>${f.shipmentLink(p.ShipmentId, p.DcgNo)}</b>（${cargoText(p, f.locale)}，${p.Origin} 至 ${p.Destination}${p.Carrier ? `，承运人 ${p.Carrier}` : ''}）已确认。计划出发日期：<b>${f.day(p.Etd)}</b>。`,
      },
      'en-US': {
        title: (p) => `Booking confirmed: ${p.DcgNo}`,
        content: (p, f) =>
          `Your booking <b>${f.shipmentLink(p.ShipmentId, p.DcgNo)}</b> (${cargoText(p, f.locale)}) from ${p.Origin} to ${p.Destination}${p.Carrier ? ` with ${p.Carrier}` : ''} is confirmed. Planned departure: <b>${f.day(p.Etd)}</b>.`,
      },
      'fr-FR': {
        title: (p) => `Réservation confirmée : ${p.DcgNo}`,
        content: (p, f) =>
          `Votre réservation <b>${f.shipmentLink(p.ShipmentId, p.DcgNo)}</b> (${cargoText(p, f.locale)}) de ${p.Origin} à ${p.Destination}${p.Carrier ? ` avec ${p.Carrier}` : ''} est confirmée. Départ prévu : <b>${f.day(p.Etd)}</b>.`,
      },
      'de-DE': {
        title: (p) => `Buchung bestätigt: ${p.DcgNo}`,
        content: (p, f) =>
          `Ihre Buchung <b>${f.shipmentLink(p.ShipmentId, p.DcgNo)}</b> (${cargoText(p, f.locale)}) von ${p.Origin} nach ${p.Destination}${p.Carrier ? ` mit ${p.Carrier}` : ''} ist bestätigt. Geplante Abfahrt: <b>${f.day(p.Etd)}</b>.`,
      },
    },
  }),

  'shipments.cargoReceived': defineTemplate({
    messageType: '2',
    params: z.object({ ...shipment, ...cargo, ...conveyance, Origin: text, Etd: time }),
    texts: {
      'zh-CN': {
        title: (p) => `已收货：${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)}（${cargoText(p, f.locale)}）的货物已在 ${p.Origin} 收讫，将由 ${conveyanceText(p, f.locale)} 运出，计划于 <b>${f.day(p.Etd)}</b> 出发。`,
      },
      'en-US': {
        title: (p) => `Cargo received: ${p.DcgNo}`,
        content: (p, f) =>
          `The cargo of ${f.shipmentLink(p.ShipmentId, p.DcgNo)} (${cargoText(p, f.locale)}) was received at ${p.Origin}. It leaves on ${conveyanceText(p, f.locale)}, planned on <b>${f.day(p.Etd)}</b>.`,
      },
      'fr-FR': {
        title: (p) => `Marchandise reçue : ${p.DcgNo}`,
        content: (p, f) =>
          `La marchandise de ${f.shipmentLink(p.ShipmentId, p.DcgNo)} (${cargoText(p, f.locale)}) a été reçue à ${p.Origin}. Elle part avec ${conveyanceText(p, f.locale)}, départ prévu le <b>${f.day(p.Etd)}</b>.`,
      },
      'de-DE': {
        title: (p) => `Ware übernommen: ${p.DcgNo}`,
        content: (p, f) =>
          `Die Ware von ${f.shipmentLink(p.ShipmentId, p.DcgNo)} (${cargoText(p, f.locale)}) wurde in ${p.Origin} übernommen. Sie geht mit ${conveyanceText(p, f.locale)}, geplant am <b>${f.day(p.Etd)}</b>.`,
      },
    },
  }),

  'shipments.departed': defineTemplate({
    messageType: '2',
    params: z.object({ ...shipment, ...conveyance, Origin: text, Destination: text, Atd: time, Eta: time }),
    texts: {
      'zh-CN': {
        title: (p) => `已出发：${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} 已于 <b>${f.time(p.Atd)}</b> 由 ${conveyanceText(p, f.locale)} 从 ${p.Origin} 出发。预计到达 ${p.Destination}：<b>${f.day(p.Eta)}</b>。`,
      },
      'en-US': {
        title: (p) => `Departed: ${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} left ${p.Origin} on ${conveyanceText(p, f.locale)} on <b>${f.time(p.Atd)}</b>. ETA ${p.Destination}: <b>${f.day(p.Eta)}</b>.`,
      },
      'fr-FR': {
        title: (p) => `Parti : ${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} a quitté ${p.Origin} avec ${conveyanceText(p, f.locale)} le <b>${f.time(p.Atd)}</b>. ETA ${p.Destination} : <b>${f.day(p.Eta)}</b>.`,
      },
      'de-DE': {
        title: (p) => `Abgefahren: ${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} hat ${p.Origin} mit ${conveyanceText(p, f.locale)} am <b>${f.time(p.Atd)}</b> verlassen. ETA ${p.Destination}: <b>${f.day(p.Eta)}</b>.`,
      },
    },
  }),

  'shipments.arrived': defineTemplate({
    messageType: '2',
    params: z.object({ ...shipment, Destination: text, Ata: time }),
    texts: {
      'zh-CN': {
        title: (p) => `已到达：${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} 已于 <b>${f.time(p.Ata)}</b> 到达 ${p.Destination}，现开始进口清关。`,
      },
      'en-US': {
        title: (p) => `Arrived: ${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} arrived at ${p.Destination} on <b>${f.time(p.Ata)}</b>. Import customs clearance starts now.`,
      },
      'fr-FR': {
        title: (p) => `Arrivé : ${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} est arrivé à ${p.Destination} le <b>${f.time(p.Ata)}</b>. Le dédouanement à l'import commence.`,
      },
      'de-DE': {
        title: (p) => `Angekommen: ${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} ist am <b>${f.time(p.Ata)}</b> in ${p.Destination} angekommen. Die Importverzollung beginnt jetzt.`,
      },
    },
  }),

  'shipments.customsReleased': defineTemplate({
    messageType: '6',
    params: z.object({ ...shipment, Destination: text, Consignee: text.nullable() }),
    texts: {
      'zh-CN': {
        title: (p) => `海关已放行：${p.DcgNo}`,
        content: (p, f) =>
          `${p.Destination} 海关已放行 ${f.shipmentLink(p.ShipmentId, p.DcgNo)}，正在安排${p.Consignee ? `向 ${p.Consignee} ` : ''}送货。`,
      },
      'en-US': {
        title: (p) => `Customs released: ${p.DcgNo}`,
        content: (p, f) =>
          `Customs at ${p.Destination} released ${f.shipmentLink(p.ShipmentId, p.DcgNo)}. Delivery${p.Consignee ? ` to ${p.Consignee}` : ''} is being arranged.`,
      },
      'fr-FR': {
        title: (p) => `Mainlevée douanière : ${p.DcgNo}`,
        content: (p, f) =>
          `La douane de ${p.Destination} a accordé la mainlevée de ${f.shipmentLink(p.ShipmentId, p.DcgNo)}. La livraison${p.Consignee ? ` à ${p.Consignee}` : ''} est en cours d'organisation.`,
      },
      'de-DE': {
        title: (p) => `Zollfreigabe: ${p.DcgNo}`,
        content: (p, f) =>
          `Der Zoll in ${p.Destination} hat ${f.shipmentLink(p.ShipmentId, p.DcgNo)} freigegeben. Die Zustellung${p.Consignee ? ` an ${p.Consignee}` : ''} wird vorbereitet.`,
      },
    },
  }),

  'shipments.delivered': defineTemplate({
    messageType: '2',
    params: z.object({ ...shipment, Consignee: text.nullable(), DeliveredAt: time }),
    texts: {
      'zh-CN': {
        title: (p) => `已送达：${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} 已于 <b>${f.time(p.DeliveredAt)}</b> 送达${p.Consignee ? ` ${p.Consignee}` : ''}。`,
      },
      'en-US': {
        title: (p) => `Delivered: ${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} was delivered${p.Consignee ? ` to ${p.Consignee}` : ''} on <b>${f.time(p.DeliveredAt)}</b>.`,
      },
      'fr-FR': {
        title: (p) => `Livré : ${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} a été livré${p.Consignee ? ` à ${p.Consignee}` : ''} le <b>${f.time(p.DeliveredAt)}</b>.`,
      },
      'de-DE': {
        title: (p) => `Zugestellt: ${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} wurde am <b>${f.time(p.DeliveredAt)}</b>${p.Consignee ? ` an ${p.Consignee}` : ''} zugestellt.`,
      },
    },
  }),

  'shipments.invoiceIssued': defineTemplate({
    messageType: '5',
    params: z.object({ ...shipment, InvoiceNo: text }),
    texts: {
      'zh-CN': {
        title: (p) => `发票已开具：${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} 的运费发票 <b>${p.InvoiceNo}</b> 已开具，您的销售联系人会随月度对账单一并寄送。`,
      },
      'en-US': {
        title: (p) => `Invoice issued: ${p.DcgNo}`,
        content: (p, f) =>
          `Invoice <b>${p.InvoiceNo}</b> for the freight of ${f.shipmentLink(p.ShipmentId, p.DcgNo)} has been issued; your sales contact sends it with the monthly statement.`,
      },
      'fr-FR': {
        title: (p) => `Facture émise : ${p.DcgNo}`,
        content: (p, f) =>
          `La facture <b>${p.InvoiceNo}</b> du fret de ${f.shipmentLink(p.ShipmentId, p.DcgNo)} a été émise ; votre contact commercial l'envoie avec le relevé mensuel.`,
      },
      'de-DE': {
        title: (p) => `Rechnung ausgestellt: ${p.DcgNo}`,
        content: (p, f) =>
          `Die Rechnung <b>${p.InvoiceNo}</b> für die Fracht von ${f.shipmentLink(p.ShipmentId, p.DcgNo)} wurde ausgestellt; Ihr Vertriebskontakt sendet sie mit der Monatsabrechnung.`,
      },
    },
  }),
};
