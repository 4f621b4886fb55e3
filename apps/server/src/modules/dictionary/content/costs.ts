import type { DictSeedItem } from './types.js';

/** The charge lines of a freight bill, in the order they are usually quoted. */
export const COST_TYPES: readonly DictSeedItem[] = [
  { Key: '1', Labels: { 'zh-CN': '海运费', 'en-US': 'Ocean freight', 'fr-FR': 'Fret maritime', 'de-DE': 'Seefracht' } },
  { Key: '2', Labels: { 'zh-CN': '空运费', 'en-US': 'Air freight', 'fr-FR': 'Fret aérien', 'de-DE': 'Luftfracht' } },
  {
    Key: '3',
    Labels: { 'zh-CN': '铁路运费', 'en-US': 'Rail freight', 'fr-FR': 'Fret ferroviaire', 'de-DE': 'Bahnfracht' },
  },
  {
    Key: '4',
    Labels: {
      'zh-CN': '提货及拖车费',
      'en-US': 'Pickup and trucking',
      'fr-FR': 'Enlèvement et pré-acheminement',
      'de-DE': 'Abholung und Vorlauf',
    },
  },
  {
    Key: '5',
    Labels: {
      'zh-CN': '起运港码头操作费 (THC)',
      'en-US': 'Terminal handling charge, origin (THC)',
      'fr-FR': 'Frais de manutention au départ (THC)',
      'de-DE': 'Terminal Handling Charge Ladehafen (THC)',
    },
  },
  {
    Key: '6',
    Labels: {
      'zh-CN': '目的港码头操作费 (THC)',
      'en-US': 'Terminal handling charge, destination (THC)',
      'fr-FR': "Frais de manutention à l'arrivée (THC)",
      'de-DE': 'Terminal Handling Charge Löschhafen (THC)',
    },
  },
  {
    Key: '7',
    Labels: {
      'zh-CN': '文件费',
      'en-US': 'Documentation fee',
      'fr-FR': 'Frais de documentation',
      'de-DE': 'Dokumentationsgebühr',
    },
  },
  {
    Key: '8',
    Labels: {
      'zh-CN': '清关费',
      'en-US': 'Customs clearance fee',
      'fr-FR': 'Frais de dédouanement',
      'de-DE': 'Verzollungsgebühr',
    },
  },
  {
    Key: '9',
    Labels: {
      'zh-CN': '关税及增值税',
      'en-US': 'Duties and taxes (VAT)',
      'fr-FR': 'Droits et taxes (TVA)',
      'de-DE': 'Zölle und Einfuhrumsatzsteuer',
    },
  },
  { Key: '10', Labels: { 'zh-CN': '仓储费', 'en-US': 'Warehousing', 'fr-FR': 'Entreposage', 'de-DE': 'Lagerung' } },
  {
    Key: '11',
    Labels: {
      'zh-CN': '货物运输保险费',
      'en-US': 'Cargo insurance',
      'fr-FR': 'Assurance marchandises',
      'de-DE': 'Transportversicherung',
    },
  },
  {
    Key: '12',
    Labels: {
      'zh-CN': '尾程派送费',
      'en-US': 'Last-mile delivery',
      'fr-FR': 'Livraison du dernier kilomètre',
      'de-DE': 'Zustellung auf der letzten Meile',
    },
  },
  {
    Key: '13',
    Labels: {
      'zh-CN': '亚马逊 FBA 预约派送费',
      'en-US': 'Amazon FBA appointment and delivery',
      'fr-FR': 'Rendez-vous et livraison Amazon FBA',
      'de-DE': 'Amazon-FBA-Terminbuchung und Anlieferung',
    },
  },
  {
    Key: '14',
    Labels: { 'zh-CN': '其他费用', 'en-US': 'Other charges', 'fr-FR': 'Autres frais', 'de-DE': 'Sonstige Kosten' },
  },
];

/** The legs of a door-to-door move that a forwarder groups its charges by. */
export const COST_STAGES: readonly DictSeedItem[] = [
  {
    Key: '1',
    Labels: {
      'zh-CN': '起运地费用',
      'en-US': 'Origin charges',
      'fr-FR': 'Frais au départ',
      'de-DE': 'Kosten im Versandland',
    },
  },
  {
    Key: '2',
    Labels: {
      'zh-CN': '干线运费',
      'en-US': 'Main carriage',
      'fr-FR': 'Transport principal',
      'de-DE': 'Hauptlauf',
    },
  },
  {
    Key: '3',
    Labels: {
      'zh-CN': '目的地费用',
      'en-US': 'Destination charges',
      'fr-FR': 'Frais à destination',
      'de-DE': 'Kosten im Bestimmungsland',
    },
  },
  {
    Key: '4',
    Labels: { 'zh-CN': '附加费用', 'en-US': 'Additional charges', 'fr-FR': 'Frais annexes', 'de-DE': 'Zusatzkosten' },
  },
];
