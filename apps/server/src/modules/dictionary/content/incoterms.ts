import type { DictSeedItem } from './types.js';

/**
 * The 11 Incoterms® 2020 rules with the names of the ICC's official translations, in the ICC's
 * order: the seven rules for any mode of transport, then the four for sea and inland waterway.
 */
export const INCOTERMS: readonly DictSeedItem[] = [
  {
    Key: 'EXW',
    Labels: {
      'zh-CN': 'EXW – 工厂交货',
      'en-US': 'EXW – Ex Works',
      'fr-FR': "EXW – À l'usine",
      'de-DE': 'EXW – Ab Werk',
    },
  },
  {
    Key: 'FCA',
    Labels: {
      'zh-CN': 'FCA – 货交承运人',
      'en-US': 'FCA – Free Carrier',
      'fr-FR': 'FCA – Franco transporteur',
      'de-DE': 'FCA – Frei Frachtführer',
    },
  },
  {
    Key: 'CPT',
    Labels: {
      'zh-CN': 'CPT – 运费付至',
      'en-US': 'CPT – Carriage Paid To',
      'fr-FR': "CPT – Port payé jusqu'à",
      'de-DE': 'CPT – Frachtfrei',
    },
  },
  {
    Key: 'CIP',
    Labels: {
      'zh-CN': 'CIP – 运费和保险费付至',
      'en-US': 'CIP – Carriage and Insurance Paid To',
      'fr-FR': "CIP – Port payé, assurance comprise, jusqu'à",
      'de-DE': 'CIP – Frachtfrei versichert',
    },
  },
  {
    Key: 'DAP',
    Labels: {
      'zh-CN': 'DAP – 目的地交货',
      'en-US': 'DAP – Delivered at Place',
      'fr-FR': 'DAP – Rendu au lieu de destination',
      'de-DE': 'DAP – Geliefert benannter Ort',
    },
  },
  {
    Key: 'DPU',
    Labels: {
      'zh-CN': 'DPU – 卸货地交货',
      'en-US': 'DPU – Delivered at Place Unloaded',
      'fr-FR': 'DPU – Rendu au lieu de destination déchargé',
      'de-DE': 'DPU – Geliefert benannter Ort entladen',
    },
  },
  {
    Key: 'DDP',
    Labels: {
      'zh-CN': 'DDP – 完税后交货',
      'en-US': 'DDP – Delivered Duty Paid',
      'fr-FR': 'DDP – Rendu droits acquittés',
      'de-DE': 'DDP – Geliefert verzollt',
    },
  },
  {
    Key: 'FAS',
    Labels: {
      'zh-CN': 'FAS – 船边交货',
      'en-US': 'FAS – Free Alongside Ship',
      'fr-FR': 'FAS – Franco le long du navire',
      'de-DE': 'FAS – Frei Längsseite Schiff',
    },
  },
  {
    Key: 'FOB',
    Labels: {
      'zh-CN': 'FOB – 船上交货',
      'en-US': 'FOB – Free On Board',
      'fr-FR': 'FOB – Franco à bord',
      'de-DE': 'FOB – Frei an Bord',
    },
  },
  {
    Key: 'CFR',
    Labels: {
      'zh-CN': 'CFR – 成本加运费',
      'en-US': 'CFR – Cost and Freight',
      'fr-FR': 'CFR – Coût et fret',
      'de-DE': 'CFR – Kosten und Fracht',
    },
  },
  {
    Key: 'CIF',
    Labels: {
      'zh-CN': 'CIF – 成本、保险费加运费',
      'en-US': 'CIF – Cost Insurance and Freight',
      'fr-FR': 'CIF – Coût, assurance et fret',
      'de-DE': 'CIF – Kosten, Versicherung und Fracht',
    },
  },
];
