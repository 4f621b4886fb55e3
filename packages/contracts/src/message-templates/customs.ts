import { z } from 'zod';
import { CUSTOMS_DOCUMENT_KIND_LABELS, isCustomsDocumentKind } from '../customs.js';
import type { Locale } from '../locales.js';
import { PORTAL_PAGES } from '../pages.js';
import { defineTemplate } from './define.js';

const text = z.string().min(1);
const declaration = {
  DeclarationId: z.uuid(),
  ShipmentId: z.uuid(),
  DcgNo: text,
  Direction: z.enum(['Export', 'Import']),
};
const CLEARANCE = `<a href="${PORTAL_PAGES.clearanceFiles.path}">`;

const DIRECTION: Record<Locale, Record<'Export' | 'Import', string>> = {
  'zh-CN': { Export: '出口', Import: '进口' },
  'en-US': { Export: 'export', Import: 'import' },
  'fr-FR': { Export: "l'export", Import: "l'import" },
  'de-DE': { Export: 'Ausfuhr', Import: 'Einfuhr' },
};

/** The kinds (a comma-separated list of CUSTOMS_DOCUMENT_KINDS) named in the reader's language. */
function kindNames(kinds: string, locale: Locale): string {
  return kinds
    .split(',')
    .map((kind) => (isCustomsDocumentKind(kind) ? CUSTOMS_DOCUMENT_KIND_LABELS[kind][locale] : kind))
    .join(locale === 'zh-CN' ? '、' : ', ');
}

/** Messages about customs clearance: documents asked for or rejected, and goods released. */
export const customsTemplates = {
  'customs.documentsRequested': defineTemplate({
    messageType: '6',
    params: z.object({ ...declaration, Kinds: text.describe('Comma-separated CUSTOMS_DOCUMENT_KINDS') }),
    texts: {
      'zh-CN': {
        title: (p) => `清关需要单证：${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} 的${DIRECTION['zh-CN'][p.Direction]}清关需要：<b>${kindNames(p.Kinds, 'zh-CN')}</b>。请在${CLEARANCE}清关文件</a>页面上传。`,
      },
      'en-US': {
        title: (p) => `Customs documents needed: ${p.DcgNo}`,
        content: (p, f) =>
          `The ${DIRECTION['en-US'][p.Direction]} clearance of ${f.shipmentLink(p.ShipmentId, p.DcgNo)} needs: <b>${kindNames(p.Kinds, 'en-US')}</b>. Upload them on the ${CLEARANCE}clearance files</a> page.`,
      },
      'fr-FR': {
        title: (p) => `Documents douaniers requis : ${p.DcgNo}`,
        content: (p, f) =>
          `Le dédouanement à ${DIRECTION['fr-FR'][p.Direction]} de ${f.shipmentLink(p.ShipmentId, p.DcgNo)} requiert : <b>${kindNames(p.Kinds, 'fr-FR')}</b>. Envoyez-les sur la page ${CLEARANCE}documents de dédouanement</a>.`,
      },
      'de-DE': {
        title: (p) => `Zollunterlagen benötigt: ${p.DcgNo}`,
        content: (p, f) =>
          `Die Verzollung (${DIRECTION['de-DE'][p.Direction]}) von ${f.shipmentLink(p.ShipmentId, p.DcgNo)} benötigt: <b>${kindNames(p.Kinds, 'de-DE')}</b>. Laden Sie sie auf der Seite ${CLEARANCE}Zollunterlagen</a> hoch.`,
      },
    },
  }),

  'customs.documentRejected': defineTemplate({
    messageType: '6',
    params: z.object({ ...declaration, Kind: text, Reason: z.string().nullable() }),
    texts: {
      'zh-CN': {
        title: (p) => `清关单证被退回：${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} 的<b>${kindNames(p.Kind, 'zh-CN')}</b>被退回${p.Reason ? `：${p.Reason}` : ''}。请在${CLEARANCE}清关文件</a>页面重新上传。`,
      },
      'en-US': {
        title: (p) => `Customs document rejected: ${p.DcgNo}`,
        content: (p, f) =>
          `The <b>${kindNames(p.Kind, 'en-US')}</b> of ${f.shipmentLink(p.ShipmentId, p.DcgNo)} was rejected${p.Reason ? `: ${p.Reason}` : ''}. Upload it again on the ${CLEARANCE}clearance files</a> page.`,
      },
      'fr-FR': {
        title: (p) => `Document douanier refusé : ${p.DcgNo}`,
        content: (p, f) =>
          `Le document <b>${kindNames(p.Kind, 'fr-FR')}</b> de ${f.shipmentLink(p.ShipmentId, p.DcgNo)} a été refusé${p.Reason ? ` : ${p.Reason}` : ''}. Envoyez-le de nouveau sur la page ${CLEARANCE}documents de dédouanement</a>.`,
      },
      'de-DE': {
        title: (p) => `Zollunterlage abgelehnt: ${p.DcgNo}`,
        content: (p, f) =>
          `Die Unterlage <b>${kindNames(p.Kind, 'de-DE')}</b> von ${f.shipmentLink(p.ShipmentId, p.DcgNo)} wurde abgelehnt${p.Reason ? `: ${p.Reason}` : ''}. Laden Sie sie auf der Seite ${CLEARANCE}Zollunterlagen</a> erneut hoch.`,
      },
    },
  }),

  'customs.released': defineTemplate({
    messageType: '6',
    params: z.object({ ...declaration, DeclarationNo: z.string().nullable() }),
    texts: {
      'zh-CN': {
        title: (p) => `海关已放行：${p.DcgNo}`,
        content: (p, f) =>
          `${f.shipmentLink(p.ShipmentId, p.DcgNo)} 的货物已${DIRECTION['zh-CN'][p.Direction]}清关放行${p.DeclarationNo ? `（报关单号 ${p.DeclarationNo}）` : ''}。${CLEARANCE}查看清关文件</a>`,
      },
      'en-US': {
        title: (p) => `Released by customs: ${p.DcgNo}`,
        content: (p, f) =>
          `Customs released the goods of ${f.shipmentLink(p.ShipmentId, p.DcgNo)} for ${DIRECTION['en-US'][p.Direction]}${p.DeclarationNo ? ` (entry ${p.DeclarationNo})` : ''}. ${CLEARANCE}See the clearance files</a>.`,
      },
      'fr-FR': {
        title: (p) => `Mainlevée accordée : ${p.DcgNo}`,
        content: (p, f) =>
          `La douane a accordé la mainlevée des marchandises de ${f.shipmentLink(p.ShipmentId, p.DcgNo)} à ${DIRECTION['fr-FR'][p.Direction]}${p.DeclarationNo ? ` (déclaration ${p.DeclarationNo})` : ''}. ${CLEARANCE}Voir les documents de dédouanement</a>.`,
      },
      'de-DE': {
        title: (p) => `Vom Zoll freigegeben: ${p.DcgNo}`,
        content: (p, f) =>
          `Der Zoll hat die Waren von ${f.shipmentLink(p.ShipmentId, p.DcgNo)} zur ${DIRECTION['de-DE'][p.Direction]} freigegeben${p.DeclarationNo ? ` (Anmeldung ${p.DeclarationNo})` : ''}. ${CLEARANCE}Zu den Zollunterlagen</a>.`,
      },
    },
  }),
};
