import { z } from 'zod';
import { PORTAL_PAGES } from '../pages.js';
import { defineTemplate } from './define.js';

/** MessageTypeEnum "2": shipment milestone; the delivery is the shipment's last one. */
const MILESTONE_TYPE = '2';

/** The order's number, linked to the delivery's page (both escaped before a content text sees them). */
const deliveryLink = (deliveryId: string, orderNo: string) =>
  `<a href="${PORTAL_PAGES.deliveryDetail.path}?id=${encodeURIComponent(deliveryId)}">${orderNo}</a>`;

const delivery = {
  DeliveryId: z.uuid(),
  OrderNo: z.string().min(1),
  WarehouseCode: z.string().min(1),
};
const appointment = { ...delivery, AppointmentId: z.string().min(1), Start: z.iso.datetime() };

/** What the forwarder tells a client about the delivery of its orders (issue 11). */
export const deliveryTemplates = {
  'delivery.appointmentBooked': defineTemplate({
    messageType: MILESTONE_TYPE,
    params: z.object(appointment),
    texts: {
      'zh-CN': {
        title: (p) => `已预约送仓：${p.OrderNo}`,
        content: (p, f) =>
          `订单 ${deliveryLink(p.DeliveryId, p.OrderNo)} 已预约于 <b>${f.time(p.Start)}</b> 送达 ${p.WarehouseCode}（预约号 ${p.AppointmentId}）。`,
      },
      'en-US': {
        title: (p) => `Delivery appointment booked: ${p.OrderNo}`,
        content: (p, f) =>
          `Order ${deliveryLink(p.DeliveryId, p.OrderNo)} is booked for delivery to ${p.WarehouseCode} on <b>${f.time(p.Start)}</b> (appointment ${p.AppointmentId}).`,
      },
      'fr-FR': {
        title: (p) => `Rendez-vous de livraison fixé : ${p.OrderNo}`,
        content: (p, f) =>
          `La commande ${deliveryLink(p.DeliveryId, p.OrderNo)} sera livrée à ${p.WarehouseCode} le <b>${f.time(p.Start)}</b> (rendez-vous ${p.AppointmentId}).`,
      },
      'de-DE': {
        title: (p) => `Anliefertermin gebucht: ${p.OrderNo}`,
        content: (p, f) =>
          `Auftrag ${deliveryLink(p.DeliveryId, p.OrderNo)} wird am <b>${f.time(p.Start)}</b> an ${p.WarehouseCode} geliefert (Termin ${p.AppointmentId}).`,
      },
    },
  }),

  'delivery.appointmentMoved': defineTemplate({
    messageType: MILESTONE_TYPE,
    params: z.object({ ...appointment, PreviousStart: z.iso.datetime(), Reason: z.string().nullable() }),
    texts: {
      'zh-CN': {
        title: (p) => `送仓预约已变更：${p.OrderNo}`,
        content: (p, f) =>
          `订单 ${deliveryLink(p.DeliveryId, p.OrderNo)} 的送仓预约由 ${f.time(p.PreviousStart)} 改为 <b>${f.time(p.Start)}</b>（预约号 ${p.AppointmentId}）${p.Reason ? `：${p.Reason}` : ''}。`,
      },
      'en-US': {
        title: (p) => `Delivery appointment moved: ${p.OrderNo}`,
        content: (p, f) =>
          `The delivery of order ${deliveryLink(p.DeliveryId, p.OrderNo)} to ${p.WarehouseCode} moved from ${f.time(p.PreviousStart)} to <b>${f.time(p.Start)}</b> (appointment ${p.AppointmentId})${p.Reason ? `: ${p.Reason}` : ''}.`,
      },
      'fr-FR': {
        title: (p) => `Rendez-vous de livraison déplacé : ${p.OrderNo}`,
        content: (p, f) =>
          `La livraison de la commande ${deliveryLink(p.DeliveryId, p.OrderNo)} à ${p.WarehouseCode} passe du ${f.time(p.PreviousStart)} au <b>${f.time(p.Start)}</b> (rendez-vous ${p.AppointmentId})${p.Reason ? ` : ${p.Reason}` : ''}.`,
      },
      'de-DE': {
        title: (p) => `Anliefertermin verschoben: ${p.OrderNo}`,
        content: (p, f) =>
          `Die Lieferung von Auftrag ${deliveryLink(p.DeliveryId, p.OrderNo)} an ${p.WarehouseCode} ist von ${f.time(p.PreviousStart)} auf <b>${f.time(p.Start)}</b> verschoben (Termin ${p.AppointmentId})${p.Reason ? `: ${p.Reason}` : ''}.`,
      },
    },
  }),

  'delivery.failed': defineTemplate({
    messageType: MILESTONE_TYPE,
    params: z.object({ ...delivery, Reason: z.string().min(1) }),
    texts: {
      'zh-CN': {
        title: (p) => `派送失败：${p.OrderNo}`,
        content: (p) =>
          `订单 ${deliveryLink(p.DeliveryId, p.OrderNo)} 送往 ${p.WarehouseCode} 的派送失败：${p.Reason}。货代将重新预约。`,
      },
      'en-US': {
        title: (p) => `Delivery failed: ${p.OrderNo}`,
        content: (p) =>
          `The delivery of order ${deliveryLink(p.DeliveryId, p.OrderNo)} to ${p.WarehouseCode} failed: ${p.Reason}. The forwarder will book it again.`,
      },
      'fr-FR': {
        title: (p) => `Échec de livraison : ${p.OrderNo}`,
        content: (p) =>
          `La livraison de la commande ${deliveryLink(p.DeliveryId, p.OrderNo)} à ${p.WarehouseCode} a échoué : ${p.Reason}. Le transitaire la reprogrammera.`,
      },
      'de-DE': {
        title: (p) => `Zustellung fehlgeschlagen: ${p.OrderNo}`,
        content: (p) =>
          `Die Lieferung von Auftrag ${deliveryLink(p.DeliveryId, p.OrderNo)} an ${p.WarehouseCode} ist fehlgeschlagen: ${p.Reason}. Der Spediteur bucht sie neu.`,
      },
    },
  }),

  'delivery.delivered': defineTemplate({
    messageType: MILESTONE_TYPE,
    params: z.object({ ...delivery, DeliveredTime: z.iso.datetime() }),
    texts: {
      'zh-CN': {
        title: (p) => `已送达：${p.OrderNo}`,
        content: (p, f) =>
          `订单 ${deliveryLink(p.DeliveryId, p.OrderNo)} 已于 ${f.time(p.DeliveredTime)} 送达 ${p.WarehouseCode}。签收证明可在派送页面下载。`,
      },
      'en-US': {
        title: (p) => `Delivered: ${p.OrderNo}`,
        content: (p, f) =>
          `Order ${deliveryLink(p.DeliveryId, p.OrderNo)} was delivered to ${p.WarehouseCode} on ${f.time(p.DeliveredTime)}. The proof of delivery is on the delivery's page.`,
      },
      'fr-FR': {
        title: (p) => `Livrée : ${p.OrderNo}`,
        content: (p, f) =>
          `La commande ${deliveryLink(p.DeliveryId, p.OrderNo)} a été livrée à ${p.WarehouseCode} le ${f.time(p.DeliveredTime)}. La preuve de livraison est sur la page de la livraison.`,
      },
      'de-DE': {
        title: (p) => `Zugestellt: ${p.OrderNo}`,
        content: (p, f) =>
          `Auftrag ${deliveryLink(p.DeliveryId, p.OrderNo)} wurde am ${f.time(p.DeliveredTime)} an ${p.WarehouseCode} zugestellt. Der Zustellnachweis liegt auf der Seite der Lieferung.`,
      },
    },
  }),
};
