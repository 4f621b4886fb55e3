import type { Labels, Locale } from './locales.js';

/** DCSA T&T transport and equipment event codes. */
const DCSA_LABELS: Record<string, Labels> = {
  ARRI: { 'zh-CN': '到达', 'en-US': 'Arrived', 'fr-FR': 'Arrivé', 'de-DE': 'Angekommen' },
  DEPA: { 'zh-CN': '离开', 'en-US': 'Departed', 'fr-FR': 'Parti', 'de-DE': 'Abgefahren' },
  LOAD: { 'zh-CN': '装船/装车', 'en-US': 'Loaded', 'fr-FR': 'Chargé', 'de-DE': 'Verladen' },
  DISC: { 'zh-CN': '卸货', 'en-US': 'Discharged', 'fr-FR': 'Déchargé', 'de-DE': 'Entladen' },
  GTIN: { 'zh-CN': '进闸', 'en-US': 'Gated in', 'fr-FR': 'Entré au terminal', 'de-DE': 'Im Terminal eingegangen' },
  GTOT: { 'zh-CN': '出闸', 'en-US': 'Gated out', 'fr-FR': 'Sorti du terminal', 'de-DE': 'Terminal verlassen' },
  STUF: { 'zh-CN': '装箱', 'en-US': 'Stuffed', 'fr-FR': 'Empoté', 'de-DE': 'Gestaut' },
  STRP: { 'zh-CN': '拆箱', 'en-US': 'Stripped', 'fr-FR': 'Dépoté', 'de-DE': 'Entladen (Container)' },
  PICK: { 'zh-CN': '提箱', 'en-US': 'Picked up', 'fr-FR': 'Enlevé', 'de-DE': 'Abgeholt' },
  DROP: { 'zh-CN': '还箱', 'en-US': 'Dropped off', 'fr-FR': 'Déposé', 'de-DE': 'Abgestellt' },
  INSP: { 'zh-CN': '查验', 'en-US': 'Inspected', 'fr-FR': 'Inspecté', 'de-DE': 'Inspiziert' },
  RSEA: { 'zh-CN': '重新施封', 'en-US': 'Resealed', 'fr-FR': 'Rescellé', 'de-DE': 'Neu versiegelt' },
  RMVD: { 'zh-CN': '移出', 'en-US': 'Removed', 'fr-FR': 'Retiré', 'de-DE': 'Entfernt' },
};

/** DCSA shipment events name a document (documentTypeCode) and what happened to it. */
const DOCUMENT_LABELS: Record<string, Labels> = {
  CBR: {
    'zh-CN': '订舱申请',
    'en-US': 'Booking request',
    'fr-FR': 'Demande de réservation',
    'de-DE': 'Buchungsanfrage',
  },
  BKG: { 'zh-CN': '订舱', 'en-US': 'Booking', 'fr-FR': 'Réservation', 'de-DE': 'Buchung' },
  SHI: {
    'zh-CN': '提单补料',
    'en-US': 'Shipping instruction',
    'fr-FR': "Instructions d'expédition",
    'de-DE': 'Verschiffungsanweisung',
  },
  SRM: {
    'zh-CN': '放货',
    'en-US': 'Shipment release',
    'fr-FR': 'Libération de la marchandise',
    'de-DE': 'Frachtfreigabe',
  },
  TRD: {
    'zh-CN': '运输单据',
    'en-US': 'Transport document',
    'fr-FR': 'Document de transport',
    'de-DE': 'Transportdokument',
  },
  ARN: { 'zh-CN': '到货通知', 'en-US': 'Arrival notice', 'fr-FR': "Avis d'arrivée", 'de-DE': 'Ankunftsmitteilung' },
  VGM: {
    'zh-CN': 'VGM 称重',
    'en-US': 'Verified gross mass',
    'fr-FR': 'Masse brute vérifiée',
    'de-DE': 'Verifizierte Bruttomasse',
  },
  CAS: {
    'zh-CN': '货物检验',
    'en-US': 'Cargo survey',
    'fr-FR': 'Expertise de la marchandise',
    'de-DE': 'Ladungsbesichtigung',
  },
  CUS: { 'zh-CN': '海关', 'en-US': 'Customs', 'fr-FR': 'Douane', 'de-DE': 'Zoll' },
  DGD: {
    'zh-CN': '危险品申报',
    'en-US': 'Dangerous goods declaration',
    'fr-FR': 'Déclaration de marchandises dangereuses',
    'de-DE': 'Gefahrgutanmeldung',
  },
  OOG: {
    'zh-CN': '超限货物',
    'en-US': 'Out-of-gauge cargo',
    'fr-FR': 'Marchandise hors gabarit',
    'de-DE': 'Übermaßladung',
  },
};

/** What happened to the document; nouns in French so they agree with any document. */
const SHIPMENT_EVENT_LABELS: Record<string, Labels> = {
  RECE: { 'zh-CN': '已接收', 'en-US': 'received', 'fr-FR': 'réception', 'de-DE': 'eingegangen' },
  DRFT: { 'zh-CN': '草稿', 'en-US': 'drafted', 'fr-FR': 'brouillon', 'de-DE': 'entworfen' },
  PENA: {
    'zh-CN': '待批准',
    'en-US': 'pending approval',
    'fr-FR': "en attente d'approbation",
    'de-DE': 'Freigabe ausstehend',
  },
  PENU: {
    'zh-CN': '待更新',
    'en-US': 'pending update',
    'fr-FR': 'en attente de mise à jour',
    'de-DE': 'Aktualisierung ausstehend',
  },
  REJE: { 'zh-CN': '已拒绝', 'en-US': 'rejected', 'fr-FR': 'rejet', 'de-DE': 'abgelehnt' },
  APPR: { 'zh-CN': '已批准', 'en-US': 'approved', 'fr-FR': 'approbation', 'de-DE': 'genehmigt' },
  ISSU: { 'zh-CN': '已签发', 'en-US': 'issued', 'fr-FR': 'émission', 'de-DE': 'ausgestellt' },
  SURR: { 'zh-CN': '已交回', 'en-US': 'surrendered', 'fr-FR': 'restitution', 'de-DE': 'zurückgegeben' },
  SUBM: { 'zh-CN': '已提交', 'en-US': 'submitted', 'fr-FR': 'soumission', 'de-DE': 'eingereicht' },
  VOID: { 'zh-CN': '已作废', 'en-US': 'voided', 'fr-FR': 'annulation', 'de-DE': 'storniert' },
  CONF: { 'zh-CN': '已确认', 'en-US': 'confirmed', 'fr-FR': 'confirmation', 'de-DE': 'bestätigt' },
  REQS: { 'zh-CN': '已申请', 'en-US': 'requested', 'fr-FR': 'demande', 'de-DE': 'angefordert' },
  CMPL: { 'zh-CN': '已完成', 'en-US': 'completed', 'fr-FR': 'achèvement', 'de-DE': 'abgeschlossen' },
  HOLD: { 'zh-CN': '扣留', 'en-US': 'on hold', 'fr-FR': 'blocage', 'de-DE': 'angehalten' },
  RELS: { 'zh-CN': '已放行', 'en-US': 'released', 'fr-FR': 'mainlevée', 'de-DE': 'freigegeben' },
};

/** IATA Cargo-IMP status codes. */
const IATA_LABELS: Record<string, Labels> = {
  BKD: { 'zh-CN': '已订舱', 'en-US': 'Booked on flight', 'fr-FR': 'Réservé sur le vol', 'de-DE': 'Auf Flug gebucht' },
  RCS: {
    'zh-CN': '已收货',
    'en-US': 'Received from shipper',
    'fr-FR': "Reçu de l'expéditeur",
    'de-DE': 'Vom Versender übernommen',
  },
  PRE: {
    'zh-CN': '已备货待装',
    'en-US': 'Prepared for loading',
    'fr-FR': 'Préparé pour le chargement',
    'de-DE': 'Zur Verladung vorbereitet',
  },
  MAN: { 'zh-CN': '已配载', 'en-US': 'Manifested', 'fr-FR': 'Manifesté', 'de-DE': 'Manifestiert' },
  DEP: { 'zh-CN': '已起飞', 'en-US': 'Departed', 'fr-FR': 'Parti', 'de-DE': 'Abgeflogen' },
  TFD: {
    'zh-CN': '已转交其他航司',
    'en-US': 'Transferred to another airline',
    'fr-FR': 'Transféré à une autre compagnie',
    'de-DE': 'An andere Airline übergeben',
  },
  RCT: {
    'zh-CN': '已从其他航司接收',
    'en-US': 'Received from another airline',
    'fr-FR': "Reçu d'une autre compagnie",
    'de-DE': 'Von anderer Airline übernommen',
  },
  ARR: { 'zh-CN': '已到达', 'en-US': 'Arrived', 'fr-FR': 'Arrivé', 'de-DE': 'Angekommen' },
  RCF: {
    'zh-CN': '已卸机入库',
    'en-US': 'Received from flight',
    'fr-FR': 'Reçu du vol',
    'de-DE': 'Vom Flug übernommen',
  },
  NFD: {
    'zh-CN': '已通知收货人',
    'en-US': 'Consignee notified for delivery',
    'fr-FR': 'Destinataire avisé',
    'de-DE': 'Empfänger benachrichtigt',
  },
  AWD: {
    'zh-CN': '单据已交收货人',
    'en-US': 'Documents delivered to consignee',
    'fr-FR': 'Documents remis au destinataire',
    'de-DE': 'Dokumente an Empfänger übergeben',
  },
  CCD: { 'zh-CN': '已清关', 'en-US': 'Cleared by customs', 'fr-FR': 'Dédouané', 'de-DE': 'Zollamtlich abgefertigt' },
  TGC: {
    'zh-CN': '已移交海关',
    'en-US': 'Transferred to customs',
    'fr-FR': 'Transféré à la douane',
    'de-DE': 'An den Zoll übergeben',
  },
  DIS: {
    'zh-CN': '异常',
    'en-US': 'Discrepancy reported',
    'fr-FR': 'Anomalie signalée',
    'de-DE': 'Unstimmigkeit gemeldet',
  },
  DLV: { 'zh-CN': '已提货', 'en-US': 'Delivered', 'fr-FR': 'Livré', 'de-DE': 'Ausgeliefert' },
  DDL: {
    'zh-CN': '已送货上门',
    'en-US': 'Delivered to door',
    'fr-FR': 'Livré à domicile',
    'de-DE': 'Bis Haustür zugestellt',
  },
};

/**
 * What a milestone is, in the given language: an IATA status, a DCSA transport or equipment
 * event, or a document and what happened to it ("Booking confirmed"). Unknown codes show as they are.
 */
export function milestoneLabel(
  event: { EventType: string; Code: string; DocumentTypeCode: string | null },
  locale: Locale,
): string {
  if (event.EventType === 'AIR') return IATA_LABELS[event.Code]?.[locale] ?? event.Code;
  if (event.EventType === 'SHIPMENT') {
    const document = DOCUMENT_LABELS[event.DocumentTypeCode ?? '']?.[locale] ?? event.DocumentTypeCode ?? '';
    const state = SHIPMENT_EVENT_LABELS[event.Code]?.[locale] ?? event.Code;
    const joiner: Record<Locale, string> = { 'zh-CN': '', 'en-US': ' ', 'fr-FR': ' : ', 'de-DE': ': ' };
    return document ? `${document}${joiner[locale]}${state}` : state;
  }
  return DCSA_LABELS[event.Code]?.[locale] ?? event.Code;
}
