import { z } from 'zod';
import { PORTAL_PAGES } from '../pages.js';
import { defineTemplate } from './define.js';

/** MessageTypeEnum "7": order status. */
const ORDER_STATUS_TYPE = '7';

/** The order's number, linked to its page (both escaped before a content text sees them). */
const orderLink = (orderId: string, orderNo: string) =>
  `<a href="${PORTAL_PAGES.orderDetail.path}?id=${encodeURIComponent(orderId)}">${orderNo}</a>`;

/** What the forwarder tells a client about its orders (issue 10). */
export const orderTemplates = {
  'orders.sentBack': defineTemplate({
    messageType: ORDER_STATUS_TYPE,
    params: z.object({ OrderId: z.uuid(), OrderNo: z.string(), Reason: z.string() }),
    texts: {
      'zh-CN': {
        title: (p) => `订单 ${p.OrderNo} 需要修改`,
        content: (p) => `货代退回了订单 ${orderLink(p.OrderId, p.OrderNo)}：${p.Reason}。请修改后重新提交。`,
      },
      'en-US': {
        title: (p) => `Order ${p.OrderNo} needs an update`,
        content: (p) =>
          `The forwarder sent order ${orderLink(p.OrderId, p.OrderNo)} back: ${p.Reason}. Please update it and submit it again.`,
      },
      'fr-FR': {
        title: (p) => `La commande ${p.OrderNo} doit être mise à jour`,
        content: (p) =>
          `Le transitaire a renvoyé la commande ${orderLink(p.OrderId, p.OrderNo)} : ${p.Reason}. Mettez-la à jour et soumettez-la de nouveau.`,
      },
      'de-DE': {
        title: (p) => `Auftrag ${p.OrderNo} muss geändert werden`,
        content: (p) =>
          `Der Spediteur hat Auftrag ${orderLink(p.OrderId, p.OrderNo)} zurückgeschickt: ${p.Reason}. Bitte ändern und erneut einreichen.`,
      },
    },
  }),

  'orders.cargoReceived': defineTemplate({
    messageType: ORDER_STATUS_TYPE,
    params: z.object({
      OrderId: z.uuid(),
      OrderNo: z.string(),
      Received: z.number().int(),
      Cartons: z.number().int(),
      WeighedKg: z.string(),
      DeclaredKg: z.string(),
    }),
    texts: {
      'zh-CN': {
        title: (p) => `已收货：订单 ${p.OrderNo}`,
        content: (p) =>
          `仓库已收到订单 ${orderLink(p.OrderId, p.OrderNo)} 的 ${p.Received}/${p.Cartons} 箱：实测 <b>${p.WeighedKg} kg</b>，申报 ${p.DeclaredKg} kg。`,
      },
      'en-US': {
        title: (p) => `Cargo received: order ${p.OrderNo}`,
        content: (p) =>
          `The warehouse received ${p.Received} of ${p.Cartons} cartons of order ${orderLink(p.OrderId, p.OrderNo)}: <b>${p.WeighedKg} kg</b> weighed, ${p.DeclaredKg} kg declared.`,
      },
      'fr-FR': {
        title: (p) => `Marchandise réceptionnée : commande ${p.OrderNo}`,
        content: (p) =>
          `L'entrepôt a reçu ${p.Received} cartons sur ${p.Cartons} de la commande ${orderLink(p.OrderId, p.OrderNo)} : <b>${p.WeighedKg} kg</b> pesés, ${p.DeclaredKg} kg déclarés.`,
      },
      'de-DE': {
        title: (p) => `Ware eingegangen: Auftrag ${p.OrderNo}`,
        content: (p) =>
          `Das Lager hat ${p.Received} von ${p.Cartons} Kartons des Auftrags ${orderLink(p.OrderId, p.OrderNo)} erhalten: <b>${p.WeighedKg} kg</b> gewogen, ${p.DeclaredKg} kg angegeben.`,
      },
    },
  }),
};
