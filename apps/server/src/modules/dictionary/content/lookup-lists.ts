import type { DictSeedItem } from './types.js';

// The fixed lookup lists of spec §3: keys and English meanings as the spec gives them.

// The spec names this list without its values; these are the fields a referral list is searched by.
export const REFERRAL_SEARCH_CONDITIONS: readonly DictSeedItem[] = [
  { Key: '0', Labels: { 'zh-CN': '账号', 'en-US': 'Account name', 'fr-FR': 'Nom du compte', 'de-DE': 'Kontoname' } },
  {
    Key: '1',
    Labels: { 'zh-CN': '手机号', 'en-US': 'Phone number', 'fr-FR': 'Numéro de téléphone', 'de-DE': 'Telefonnummer' },
  },
  {
    Key: '2',
    Labels: { 'zh-CN': '公司名称', 'en-US': 'Company name', 'fr-FR': "Nom de l'entreprise", 'de-DE': 'Firmenname' },
  },
  {
    Key: '3',
    Labels: { 'zh-CN': '推荐码', 'en-US': 'Referral code', 'fr-FR': 'Code de parrainage', 'de-DE': 'Empfehlungscode' },
  },
];

export const PACKAGE_ORDER_TYPES: readonly DictSeedItem[] = [
  {
    Key: '0',
    Labels: { 'zh-CN': '首单', 'en-US': 'First order', 'fr-FR': 'Première commande', 'de-DE': 'Erstbestellung' },
  },
  { Key: '1', Labels: { 'zh-CN': '续费', 'en-US': 'Renewal', 'fr-FR': 'Renouvellement', 'de-DE': 'Verlängerung' } },
  { Key: '2', Labels: { 'zh-CN': '退款', 'en-US': 'Refund', 'fr-FR': 'Remboursement', 'de-DE': 'Rückerstattung' } },
];

export const PACKAGE_ORDER_STATUSES: readonly DictSeedItem[] = [
  { Key: '0', Labels: { 'zh-CN': '正常', 'en-US': 'Normal', 'fr-FR': 'Normal', 'de-DE': 'Normal' } },
  { Key: '1', Labels: { 'zh-CN': '冻结', 'en-US': 'Frozen', 'fr-FR': 'Gelé', 'de-DE': 'Eingefroren' } },
  { Key: '2', Labels: { 'zh-CN': '退款', 'en-US': 'Refund', 'fr-FR': 'Remboursement', 'de-DE': 'Rückerstattung' } },
];

export const REFUND_OPTIONS: readonly DictSeedItem[] = [
  { Key: '1', Labels: { 'zh-CN': '已退款', 'en-US': 'Refunded', 'fr-FR': 'Remboursé', 'de-DE': 'Erstattet' } },
  {
    Key: '2',
    Labels: {
      'zh-CN': '套餐升级',
      'en-US': 'Package upgrade',
      'fr-FR': 'Passage à une formule supérieure',
      'de-DE': 'Paket-Upgrade',
    },
  },
  {
    Key: '3',
    Labels: {
      'zh-CN': '退款换购',
      'en-US': 'Refund and exchange',
      'fr-FR': 'Remboursement et échange',
      'de-DE': 'Erstattung und Umtausch',
    },
  },
];

export const CHANNELS: readonly DictSeedItem[] = [
  {
    Key: '0',
    Labels: { 'zh-CN': '分销', 'en-US': 'Distribution', 'fr-FR': 'Distribution', 'de-DE': 'Vertriebspartner' },
  },
  { Key: '1', Labels: { 'zh-CN': '社群', 'en-US': 'Community', 'fr-FR': 'Communauté', 'de-DE': 'Community' } },
  { Key: '2', Labels: { 'zh-CN': '销售', 'en-US': 'Sales', 'fr-FR': 'Ventes', 'de-DE': 'Direktvertrieb' } },
  {
    Key: '3',
    Labels: {
      'zh-CN': 'VIP 同步',
      'en-US': 'VIP sync',
      'fr-FR': 'Synchronisation VIP',
      'de-DE': 'VIP-Synchronisierung',
    },
  },
  {
    Key: '4',
    Labels: {
      'zh-CN': '运营初始化同步',
      'en-US': 'Operations init sync',
      'fr-FR': 'Synchronisation initiale (exploitation)',
      'de-DE': 'Initiale Synchronisierung (Betrieb)',
    },
  },
];

export const POSTER_TYPES: readonly DictSeedItem[] = [
  {
    Key: '1',
    Labels: { 'zh-CN': '个性化', 'en-US': 'Personalized', 'fr-FR': 'Personnalisé', 'de-DE': 'Personalisiert' },
  },
  { Key: '2', Labels: { 'zh-CN': '专属', 'en-US': 'Exclusive', 'fr-FR': 'Exclusif', 'de-DE': 'Exklusiv' } },
];

export const ENABLED_STATES: readonly DictSeedItem[] = [
  { Key: '1', Labels: { 'zh-CN': '启用', 'en-US': 'Enabled', 'fr-FR': 'Activé', 'de-DE': 'Aktiviert' } },
  { Key: '2', Labels: { 'zh-CN': '停用', 'en-US': 'Disabled', 'fr-FR': 'Désactivé', 'de-DE': 'Deaktiviert' } },
];

/** Poster categories; "activity" is a promotional campaign or event. */
export const CATEGORIES: readonly DictSeedItem[] = [
  { Key: '1', Labels: { 'zh-CN': '活动', 'en-US': 'Activity', 'fr-FR': 'Événement', 'de-DE': 'Aktion' } },
  { Key: '2', Labels: { 'zh-CN': '品牌', 'en-US': 'Brand', 'fr-FR': 'Marque', 'de-DE': 'Marke' } },
  { Key: '3', Labels: { 'zh-CN': '少儿', 'en-US': 'Children', 'fr-FR': 'Enfants', 'de-DE': 'Kinder' } },
  { Key: '4', Labels: { 'zh-CN': '成人', 'en-US': 'Adult', 'fr-FR': 'Adultes', 'de-DE': 'Erwachsene' } },
  { Key: '5', Labels: { 'zh-CN': '其他', 'en-US': 'Other', 'fr-FR': 'Autre', 'de-DE': 'Sonstige' } },
];

export const APPLICABLE_USERS: readonly DictSeedItem[] = [
  { Key: '0', Labels: { 'zh-CN': '全部用户', 'en-US': 'All', 'fr-FR': 'Tous', 'de-DE': 'Alle' } },
  { Key: '1', Labels: { 'zh-CN': 'VIP 用户', 'en-US': 'VIP', 'fr-FR': 'VIP', 'de-DE': 'VIP' } },
  { Key: '2', Labels: { 'zh-CN': '非 VIP 用户', 'en-US': 'Non-VIP', 'fr-FR': 'Non VIP', 'de-DE': 'Nicht-VIP' } },
];
