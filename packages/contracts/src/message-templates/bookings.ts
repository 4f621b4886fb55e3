import { z } from 'zod';
import { PORTAL_PAGES } from '../pages.js';
import { defineTemplate } from './define.js';

/** MessageTypeEnum "4": document. */
const DOCUMENT_TYPE = '4';
/** MessageTypeEnum "7": order status. */
const ORDER_STATUS_TYPE = '7';

/** The booking's job number, linked to its page (both escaped before a content text sees them). */
const bookingLink = (bookingId: string, dcgNo: string) =>
  `<a href="${PORTAL_PAGES.bookingDetail.path}?id=${encodeURIComponent(bookingId)}">${dcgNo}</a>`;

const bill = z.object({
  BookingId: z.uuid(),
  DcgNo: z.string().min(1),
  BillNo: z.string().min(1),
  Version: z.number().int(),
});

/** What the forwarder tells a client about its bookings and house bills (issue 11). */
export const bookingTemplates = {
  'bookings.billDrafted': defineTemplate({
    messageType: DOCUMENT_TYPE,
    params: bill,
    texts: {
      'zh-CN': {
        title: (p) => `提单草稿待确认：${p.BillNo}`,
        content: (p) =>
          `${bookingLink(p.BookingId, p.DcgNo)} 的提单 ${p.BillNo} 第 ${p.Version} 版草稿已出，请核对后确认或提出修改意见。`,
      },
      'en-US': {
        title: (p) => `Draft bill of lading to approve: ${p.BillNo}`,
        content: (p) =>
          `Draft ${p.Version} of house bill ${p.BillNo} for ${bookingLink(p.BookingId, p.DcgNo)} is ready. Please check it and approve it or comment on it.`,
      },
      'fr-FR': {
        title: (p) => `Projet de connaissement à approuver : ${p.BillNo}`,
        content: (p) =>
          `La version ${p.Version} du projet de connaissement ${p.BillNo} pour ${bookingLink(p.BookingId, p.DcgNo)} est prête. Vérifiez-la, puis approuvez-la ou commentez-la.`,
      },
      'de-DE': {
        title: (p) => `Konnossemententwurf zur Freigabe: ${p.BillNo}`,
        content: (p) =>
          `Entwurf ${p.Version} des Hauskonnossements ${p.BillNo} für ${bookingLink(p.BookingId, p.DcgNo)} liegt vor. Bitte prüfen und freigeben oder kommentieren.`,
      },
    },
  }),

  'bookings.billIssued': defineTemplate({
    messageType: DOCUMENT_TYPE,
    params: bill,
    texts: {
      'zh-CN': {
        title: (p) => `提单已签发：${p.BillNo}`,
        content: (p) => `${bookingLink(p.BookingId, p.DcgNo)} 的提单 ${p.BillNo} 已签发，可在订舱页面下载。`,
      },
      'en-US': {
        title: (p) => `Bill of lading issued: ${p.BillNo}`,
        content: (p) =>
          `House bill ${p.BillNo} for ${bookingLink(p.BookingId, p.DcgNo)} is issued; download it from the booking's page.`,
      },
      'fr-FR': {
        title: (p) => `Connaissement émis : ${p.BillNo}`,
        content: (p) =>
          `Le connaissement ${p.BillNo} pour ${bookingLink(p.BookingId, p.DcgNo)} est émis ; téléchargez-le depuis la page de la réservation.`,
      },
      'de-DE': {
        title: (p) => `Konnossement ausgestellt: ${p.BillNo}`,
        content: (p) =>
          `Das Hauskonnossement ${p.BillNo} für ${bookingLink(p.BookingId, p.DcgNo)} ist ausgestellt; laden Sie es auf der Seite der Buchung herunter.`,
      },
    },
  }),

  'bookings.sentBack': defineTemplate({
    messageType: ORDER_STATUS_TYPE,
    params: z.object({ BookingId: z.uuid(), DcgNo: z.string().min(1), Reason: z.string() }),
    texts: {
      'zh-CN': {
        title: (p) => `订舱 ${p.DcgNo} 需要补充`,
        content: (p) => `货代退回了订舱 ${bookingLink(p.BookingId, p.DcgNo)}：${p.Reason}。请在订舱页面答复。`,
      },
      'en-US': {
        title: (p) => `Booking ${p.DcgNo} needs an update`,
        content: (p) =>
          `The forwarder sent booking ${bookingLink(p.BookingId, p.DcgNo)} back: ${p.Reason}. Please answer on the booking's page.`,
      },
      'fr-FR': {
        title: (p) => `La réservation ${p.DcgNo} doit être complétée`,
        content: (p) =>
          `Le transitaire a renvoyé la réservation ${bookingLink(p.BookingId, p.DcgNo)} : ${p.Reason}. Répondez depuis la page de la réservation.`,
      },
      'de-DE': {
        title: (p) => `Buchung ${p.DcgNo} muss ergänzt werden`,
        content: (p) =>
          `Der Spediteur hat die Buchung ${bookingLink(p.BookingId, p.DcgNo)} zurückgeschickt: ${p.Reason}. Bitte auf der Seite der Buchung antworten.`,
      },
    },
  }),
};
