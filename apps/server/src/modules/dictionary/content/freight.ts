import type { DictSeedItem } from './types.js';

// Lifecycles (states, statuses, milestones) start at "0", their first state; kinds and types
// start at "1", except where the spec fixes other values.

/** The lifecycle of a freight order, from draft to closure; cancelled can end it at any point. */
export const ORDER_STATES: readonly DictSeedItem[] = [
  { Key: '0', Labels: { 'zh-CN': '草稿', 'en-US': 'Draft', 'fr-FR': 'Brouillon', 'de-DE': 'Entwurf' } },
  { Key: '1', Labels: { 'zh-CN': '已提交', 'en-US': 'Submitted', 'fr-FR': 'Soumise', 'de-DE': 'Eingereicht' } },
  { Key: '2', Labels: { 'zh-CN': '已订舱', 'en-US': 'Booked', 'fr-FR': 'Réservation confirmée', 'de-DE': 'Gebucht' } },
  {
    Key: '3',
    Labels: {
      'zh-CN': '已收货',
      'en-US': 'Cargo received',
      'fr-FR': 'Marchandise réceptionnée',
      'de-DE': 'Ware eingegangen',
    },
  },
  { Key: '4', Labels: { 'zh-CN': '运输中', 'en-US': 'In transit', 'fr-FR': 'En transit', 'de-DE': 'Unterwegs' } },
  {
    Key: '5',
    Labels: {
      'zh-CN': '已到达目的地',
      'en-US': 'Arrived at destination',
      'fr-FR': 'Arrivée à destination',
      'de-DE': 'Am Bestimmungsort angekommen',
    },
  },
  {
    Key: '6',
    Labels: { 'zh-CN': '清关中', 'en-US': 'Customs clearance', 'fr-FR': 'En dédouanement', 'de-DE': 'In Verzollung' },
  },
  { Key: '7', Labels: { 'zh-CN': '已送达', 'en-US': 'Delivered', 'fr-FR': 'Livrée', 'de-DE': 'Zugestellt' } },
  { Key: '8', Labels: { 'zh-CN': '已完成', 'en-US': 'Completed', 'fr-FR': 'Clôturée', 'de-DE': 'Abgeschlossen' } },
  { Key: '9', Labels: { 'zh-CN': '已取消', 'en-US': 'Cancelled', 'fr-FR': 'Annulée', 'de-DE': 'Storniert' } },
];

/** The order kinds of spec §1; "1" (ocean) is the client's default order type (spec §3). */
export const ORDER_TYPES: readonly DictSeedItem[] = [
  { Key: '1', Labels: { 'zh-CN': '海运', 'en-US': 'Ocean freight', 'fr-FR': 'Fret maritime', 'de-DE': 'Seefracht' } },
  { Key: '2', Labels: { 'zh-CN': '空运', 'en-US': 'Air freight', 'fr-FR': 'Fret aérien', 'de-DE': 'Luftfracht' } },
  {
    Key: '3',
    Labels: {
      'zh-CN': '整柜 (FCL)',
      'en-US': 'Full container load (FCL)',
      'fr-FR': 'Conteneur complet (FCL)',
      'de-DE': 'Vollcontainer (FCL)',
    },
  },
  {
    Key: '4',
    Labels: {
      'zh-CN': '尾程派送',
      'en-US': 'Last-mile delivery',
      'fr-FR': 'Livraison du dernier kilomètre',
      'de-DE': 'Zustellung auf der letzten Meile',
    },
  },
];

export const WAREHOUSE_TYPES: readonly DictSeedItem[] = [
  {
    Key: '1',
    Labels: {
      'zh-CN': '国内集货仓',
      'en-US': 'Origin consolidation warehouse',
      'fr-FR': 'Entrepôt de groupage au départ',
      'de-DE': 'Konsolidierungslager im Versandland',
    },
  },
  {
    Key: '2',
    Labels: {
      'zh-CN': '海外仓',
      'en-US': 'Overseas warehouse',
      'fr-FR': "Entrepôt à l'étranger",
      'de-DE': 'Auslandslager',
    },
  },
  {
    Key: '3',
    Labels: { 'zh-CN': '保税仓', 'en-US': 'Bonded warehouse', 'fr-FR': 'Entrepôt sous douane', 'de-DE': 'Zolllager' },
  },
  {
    Key: '4',
    Labels: {
      'zh-CN': '亚马逊 FBA 仓',
      'en-US': 'Amazon FBA warehouse',
      'fr-FR': 'Entrepôt Amazon FBA',
      'de-DE': 'Amazon-FBA-Lager',
    },
  },
  {
    Key: '5',
    Labels: {
      'zh-CN': '第三方仓 (3PL)',
      'en-US': 'Third-party warehouse (3PL)',
      'fr-FR': 'Entrepôt logistique tiers (3PL)',
      'de-DE': 'Lager eines Logistikdienstleisters (3PL)',
    },
  },
  {
    Key: '6',
    Labels: {
      'zh-CN': '客户自有仓',
      'en-US': "Customer's own warehouse",
      'fr-FR': 'Entrepôt du client',
      'de-DE': 'Kundeneigenes Lager',
    },
  },
  { Key: '7', Labels: { 'zh-CN': '其他', 'en-US': 'Other', 'fr-FR': 'Autre', 'de-DE': 'Sonstiges' } },
];

/** Sea "1", air "2" and rail "3" match the order kinds, which a client filters shipments by. */
export const TRANSPORT_MODES: readonly DictSeedItem[] = [
  { Key: '1', Labels: { 'zh-CN': '海运', 'en-US': 'Sea freight', 'fr-FR': 'Fret maritime', 'de-DE': 'Seefracht' } },
  { Key: '2', Labels: { 'zh-CN': '空运', 'en-US': 'Air freight', 'fr-FR': 'Fret aérien', 'de-DE': 'Luftfracht' } },
  {
    Key: '3',
    Labels: { 'zh-CN': '铁路运输', 'en-US': 'Rail freight', 'fr-FR': 'Fret ferroviaire', 'de-DE': 'Bahnfracht' },
  },
  {
    Key: '4',
    Labels: {
      'zh-CN': '卡车运输',
      'en-US': 'Road freight (truck)',
      'fr-FR': 'Transport routier',
      'de-DE': 'Straßentransport (Lkw)',
    },
  },
  {
    Key: '5',
    Labels: {
      'zh-CN': '多式联运',
      'en-US': 'Multimodal transport',
      'fr-FR': 'Transport multimodal',
      'de-DE': 'Multimodaler Transport',
    },
  },
  {
    Key: '6',
    Labels: {
      'zh-CN': '国际快递',
      'en-US': 'Express courier',
      'fr-FR': 'Messagerie express',
      'de-DE': 'Kurier- und Expressdienst',
    },
  },
];

/** Import customs clearance at destination; held and rejected end the normal flow. */
export const CLEARANCE_STATUSES: readonly DictSeedItem[] = [
  {
    Key: '0',
    Labels: { 'zh-CN': '未开始', 'en-US': 'Not started', 'fr-FR': 'Non commencé', 'de-DE': 'Nicht begonnen' },
  },
  {
    Key: '1',
    Labels: {
      'zh-CN': '待提供单证',
      'en-US': 'Documents pending',
      'fr-FR': 'Documents en attente',
      'de-DE': 'Unterlagen ausstehend',
    },
  },
  {
    Key: '2',
    Labels: {
      'zh-CN': '已申报',
      'en-US': 'Declared',
      'fr-FR': 'Déclaration déposée',
      'de-DE': 'Zollanmeldung abgegeben',
    },
  },
  {
    Key: '3',
    Labels: {
      'zh-CN': '查验中',
      'en-US': 'Under inspection',
      'fr-FR': 'Contrôle douanier en cours',
      'de-DE': 'Zollbeschau',
    },
  },
  {
    Key: '4',
    Labels: {
      'zh-CN': '待缴税费',
      'en-US': 'Duties and taxes payable',
      'fr-FR': 'Droits et taxes à régler',
      'de-DE': 'Einfuhrabgaben zu zahlen',
    },
  },
  {
    Key: '5',
    Labels: { 'zh-CN': '已放行', 'en-US': 'Released', 'fr-FR': 'Mainlevée accordée', 'de-DE': 'Freigegeben' },
  },
  {
    Key: '6',
    Labels: {
      'zh-CN': '海关扣货',
      'en-US': 'Held by customs',
      'fr-FR': 'Retenue en douane',
      'de-DE': 'Vom Zoll angehalten',
    },
  },
  {
    Key: '7',
    Labels: {
      'zh-CN': '申报被退回',
      'en-US': 'Declaration rejected',
      'fr-FR': 'Déclaration rejetée',
      'de-DE': 'Zollanmeldung abgelehnt',
    },
  },
];

export const APPROVAL_STATUSES: readonly DictSeedItem[] = [
  {
    Key: '0',
    Labels: {
      'zh-CN': '待审核',
      'en-US': 'Pending approval',
      'fr-FR': "En attente d'approbation",
      'de-DE': 'Ausstehend',
    },
  },
  { Key: '1', Labels: { 'zh-CN': '已通过', 'en-US': 'Approved', 'fr-FR': 'Approuvé', 'de-DE': 'Genehmigt' } },
  { Key: '2', Labels: { 'zh-CN': '已驳回', 'en-US': 'Rejected', 'fr-FR': 'Refusé', 'de-DE': 'Abgelehnt' } },
  { Key: '3', Labels: { 'zh-CN': '已撤回', 'en-US': 'Withdrawn', 'fr-FR': 'Retiré', 'de-DE': 'Zurückgezogen' } },
];
