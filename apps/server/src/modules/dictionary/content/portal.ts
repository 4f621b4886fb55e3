import type { DictSeedItem } from './types.js';

/** Types of the header's feedback form; "0" is the form's default (spec §3). */
export const FEEDBACK_TYPES: readonly DictSeedItem[] = [
  { Key: '0', Labels: { 'zh-CN': '建议', 'en-US': 'Suggestion', 'fr-FR': 'Suggestion', 'de-DE': 'Vorschlag' } },
  {
    Key: '1',
    Labels: {
      'zh-CN': '问题反馈',
      'en-US': 'Problem report',
      'fr-FR': 'Signalement de problème',
      'de-DE': 'Problemmeldung',
    },
  },
  { Key: '2', Labels: { 'zh-CN': '投诉', 'en-US': 'Complaint', 'fr-FR': 'Réclamation', 'de-DE': 'Beschwerde' } },
  { Key: '3', Labels: { 'zh-CN': '表扬', 'en-US': 'Praise', 'fr-FR': 'Compliment', 'de-DE': 'Lob' } },
  { Key: '4', Labels: { 'zh-CN': '其他', 'en-US': 'Other', 'fr-FR': 'Autre', 'de-DE': 'Sonstiges' } },
];

/** Kinds of message in the message centre. */
export const MESSAGE_TYPES: readonly DictSeedItem[] = [
  {
    Key: '1',
    Labels: { 'zh-CN': '系统通知', 'en-US': 'System notice', 'fr-FR': 'Avis système', 'de-DE': 'Systemmitteilung' },
  },
  {
    Key: '2',
    Labels: {
      'zh-CN': '货物动态',
      'en-US': 'Shipment milestone',
      'fr-FR': "Étape de l'expédition",
      'de-DE': 'Sendungsstatus',
    },
  },
  {
    Key: '3',
    Labels: {
      'zh-CN': '预计到达时间变更',
      'en-US': 'ETA change',
      'fr-FR': "Modification de l'ETA",
      'de-DE': 'ETA-Änderung',
    },
  },
  {
    Key: '4',
    Labels: {
      'zh-CN': '文件已上传',
      'en-US': 'Document uploaded',
      'fr-FR': 'Document ajouté',
      'de-DE': 'Dokument hochgeladen',
    },
  },
  { Key: '5', Labels: { 'zh-CN': '账单', 'en-US': 'Invoice', 'fr-FR': 'Facture', 'de-DE': 'Rechnung' } },
  {
    Key: '6',
    Labels: { 'zh-CN': '清关通知', 'en-US': 'Customs clearance', 'fr-FR': 'Dédouanement', 'de-DE': 'Verzollung' },
  },
  {
    Key: '7',
    Labels: {
      'zh-CN': '订单状态',
      'en-US': 'Order status',
      'fr-FR': 'Statut de la commande',
      'de-DE': 'Auftragsstatus',
    },
  },
];
