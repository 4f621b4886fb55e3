import type { DictSeedItem } from './types.js';

/** Final delivery to the consignee or an Amazon fulfilment centre (which needs an appointment). */
export const DELIVERY_STATUSES: readonly DictSeedItem[] = [
  {
    Key: '0',
    Labels: { 'zh-CN': '未派送', 'en-US': 'Not dispatched', 'fr-FR': 'Non expédié', 'de-DE': 'Nicht versandt' },
  },
  {
    Key: '1',
    Labels: {
      'zh-CN': '已预约送仓 (FBA)',
      'en-US': 'Delivery appointment booked (FBA)',
      'fr-FR': 'Rendez-vous de livraison fixé (FBA)',
      'de-DE': 'Anliefertermin gebucht (FBA)',
    },
  },
  {
    Key: '2',
    Labels: {
      'zh-CN': '派送中',
      'en-US': 'Out for delivery',
      'fr-FR': 'En cours de livraison',
      'de-DE': 'In Zustellung',
    },
  },
  { Key: '3', Labels: { 'zh-CN': '已送达', 'en-US': 'Delivered', 'fr-FR': 'Livré', 'de-DE': 'Zugestellt' } },
  {
    Key: '4',
    Labels: {
      'zh-CN': '仓库已签收',
      'en-US': 'Received by warehouse',
      'fr-FR': "Réceptionné par l'entrepôt",
      'de-DE': 'Vom Lager angenommen',
    },
  },
  {
    Key: '5',
    Labels: {
      'zh-CN': '派送失败',
      'en-US': 'Delivery failed',
      'fr-FR': 'Échec de livraison',
      'de-DE': 'Zustellung fehlgeschlagen',
    },
  },
  {
    Key: '6',
    Labels: {
      'zh-CN': '已退回',
      'en-US': 'Returned to sender',
      'fr-FR': "Retourné à l'expéditeur",
      'de-DE': 'An Absender zurückgesendet',
    },
  },
];

/**
 * Sea-shipment milestones in lifecycle order. The DCSA Track & Trace 2.2 event each one stands
 * for is in the comment; transshipment is the LOAD/DISC pair at an intermediate port.
 */
export const OCEAN_TRACE_STATUSES: readonly DictSeedItem[] = [
  // Shipment event CONF
  {
    Key: '0',
    Labels: {
      'zh-CN': '订舱已确认',
      'en-US': 'Booking confirmed',
      'fr-FR': 'Réservation confirmée',
      'de-DE': 'Buchung bestätigt',
    },
  },
  // Equipment event PICK (empty)
  {
    Key: '1',
    Labels: {
      'zh-CN': '空箱已提取',
      'en-US': 'Empty container picked up',
      'fr-FR': 'Conteneur vide retiré',
      'de-DE': 'Leercontainer abgeholt',
    },
  },
  // Equipment event STUF
  {
    Key: '2',
    Labels: {
      'zh-CN': '已装箱',
      'en-US': 'Container stuffed',
      'fr-FR': 'Conteneur empoté',
      'de-DE': 'Container gepackt',
    },
  },
  // Equipment event GTIN (laden, port of loading)
  {
    Key: '3',
    Labels: {
      'zh-CN': '重箱已进港',
      'en-US': 'Gated in at origin terminal',
      'fr-FR': 'Entré au terminal de départ',
      'de-DE': 'Im Abgangsterminal angeliefert',
    },
  },
  // Equipment event LOAD
  {
    Key: '4',
    Labels: { 'zh-CN': '已装船', 'en-US': 'Loaded on vessel', 'fr-FR': 'Chargé à bord', 'de-DE': 'An Bord verladen' },
  },
  // Transport event DEPA
  {
    Key: '5',
    Labels: {
      'zh-CN': '船舶已离港',
      'en-US': 'Vessel departed',
      'fr-FR': 'Navire parti',
      'de-DE': 'Schiff ausgelaufen',
    },
  },
  // Equipment events DISC + LOAD at a transshipment port
  {
    Key: '6',
    Labels: {
      'zh-CN': '中转港中转',
      'en-US': 'Transshipment',
      'fr-FR': 'Transbordement',
      'de-DE': 'Umladung im Transithafen',
    },
  },
  // Transport event ARRI
  {
    Key: '7',
    Labels: {
      'zh-CN': '船舶已抵港',
      'en-US': 'Vessel arrived',
      'fr-FR': 'Navire arrivé',
      'de-DE': 'Schiff eingelaufen',
    },
  },
  // Equipment event DISC
  {
    Key: '8',
    Labels: { 'zh-CN': '已卸船', 'en-US': 'Discharged', 'fr-FR': 'Déchargé du navire', 'de-DE': 'Vom Schiff gelöscht' },
  },
  // Equipment event GTOT (laden, port of discharge)
  {
    Key: '9',
    Labels: {
      'zh-CN': '重箱已出港',
      'en-US': 'Gated out from destination terminal',
      'fr-FR': 'Sorti du terminal de destination',
      'de-DE': 'Aus dem Zielterminal ausgeliefert',
    },
  },
  // Equipment event STRP or the carrier's proof of delivery
  {
    Key: '10',
    Labels: {
      'zh-CN': '已交付',
      'en-US': 'Delivered',
      'fr-FR': 'Livré au destinataire',
      'de-DE': 'An Empfänger zugestellt',
    },
  },
  // Equipment event DROP (empty)
  {
    Key: '11',
    Labels: {
      'zh-CN': '空箱已归还',
      'en-US': 'Empty container returned',
      'fr-FR': 'Conteneur vide restitué',
      'de-DE': 'Leercontainer zurückgegeben',
    },
  },
];

/**
 * A shipment's status in every mode (contracts SHIPMENT_STATUS), from its furthest actual
 * milestone: DCSA equipment GTIN/LOAD or IATA RCS (received), DEPA or DEP (in transit), ARRI/DISC
 * or ARR/RCF (arrived, awaiting customs), a DCSA RELS of a CUS document or IATA CCD (cleared),
 * STRP/DROP or DLV (delivered).
 */
export const SHIPMENT_STATUSES: readonly DictSeedItem[] = [
  { Key: '0', Labels: { 'zh-CN': '已订舱', 'en-US': 'Booked', 'fr-FR': 'Réservé', 'de-DE': 'Gebucht' } },
  {
    Key: '1',
    Labels: {
      'zh-CN': '已收货',
      'en-US': 'Cargo received',
      'fr-FR': 'Marchandise reçue',
      'de-DE': 'Ware übernommen',
    },
  },
  { Key: '2', Labels: { 'zh-CN': '运输中', 'en-US': 'In transit', 'fr-FR': 'En transit', 'de-DE': 'Unterwegs' } },
  {
    Key: '3',
    Labels: {
      'zh-CN': '已到港，待清关',
      'en-US': 'Arrived, awaiting customs clearance',
      'fr-FR': 'Arrivé, en attente de dédouanement',
      'de-DE': 'Angekommen, Verzollung ausstehend',
    },
  },
  {
    Key: '4',
    Labels: {
      'zh-CN': '已清关',
      'en-US': 'Customs cleared',
      'fr-FR': 'Dédouané',
      'de-DE': 'Verzollt',
    },
  },
  { Key: '5', Labels: { 'zh-CN': '已送达', 'en-US': 'Delivered', 'fr-FR': 'Livré', 'de-DE': 'Zugestellt' } },
];
