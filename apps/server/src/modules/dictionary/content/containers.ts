import type { DictSeedItem } from './types.js';

/**
 * Container size-type codes of ISO 6346. The size code is length (2 = 20', 4 = 40', L = 45')
 * and height (2 = 8'6", 5 = 9'6" high cube); the type code is G1 general purpose, R1 refrigerated
 * and heated, U1 open top, P1 flat rack with fixed ends, P3 flat rack with collapsible ends and
 * T1 tank for non-dangerous liquids. The most booked equipment comes first.
 */
export const CONTAINER_TYPES: readonly DictSeedItem[] = [
  {
    Key: '22G1',
    Labels: {
      'zh-CN': '20英尺普通柜 (22G1)',
      'en-US': "20' General Purpose (22G1)",
      'fr-FR': "Conteneur 20' standard (22G1)",
      'de-DE': "20' Standardcontainer (22G1)",
    },
  },
  {
    Key: '42G1',
    Labels: {
      'zh-CN': '40英尺普通柜 (42G1)',
      'en-US': "40' General Purpose (42G1)",
      'fr-FR': "Conteneur 40' standard (42G1)",
      'de-DE': "40' Standardcontainer (42G1)",
    },
  },
  {
    Key: '45G1',
    Labels: {
      'zh-CN': '40英尺高柜 (45G1)',
      'en-US': "40' High Cube (45G1)",
      'fr-FR': "Conteneur 40' high cube (45G1)",
      'de-DE': "40' High-Cube-Container (45G1)",
    },
  },
  {
    Key: 'L5G1',
    Labels: {
      'zh-CN': '45英尺高柜 (L5G1)',
      'en-US': "45' High Cube (L5G1)",
      'fr-FR': "Conteneur 45' high cube (L5G1)",
      'de-DE': "45' High-Cube-Container (L5G1)",
    },
  },
  {
    Key: '22R1',
    Labels: {
      'zh-CN': '20英尺冷冻柜 (22R1)',
      'en-US': "20' Reefer (22R1)",
      'fr-FR': "Conteneur 20' frigorifique (22R1)",
      'de-DE': "20' Kühlcontainer (22R1)",
    },
  },
  {
    Key: '42R1',
    Labels: {
      'zh-CN': '40英尺冷冻柜 (42R1)',
      'en-US': "40' Reefer (42R1)",
      'fr-FR': "Conteneur 40' frigorifique (42R1)",
      'de-DE': "40' Kühlcontainer (42R1)",
    },
  },
  {
    Key: '45R1',
    Labels: {
      'zh-CN': '40英尺冷冻高柜 (45R1)',
      'en-US': "40' High Cube Reefer (45R1)",
      'fr-FR': "Conteneur 40' high cube frigorifique (45R1)",
      'de-DE': "40' High-Cube-Kühlcontainer (45R1)",
    },
  },
  {
    Key: '22U1',
    Labels: {
      'zh-CN': '20英尺开顶柜 (22U1)',
      'en-US': "20' Open Top (22U1)",
      'fr-FR': "Conteneur 20' open top (22U1)",
      'de-DE': "20' Open-Top-Container (22U1)",
    },
  },
  {
    Key: '42U1',
    Labels: {
      'zh-CN': '40英尺开顶柜 (42U1)',
      'en-US': "40' Open Top (42U1)",
      'fr-FR': "Conteneur 40' open top (42U1)",
      'de-DE': "40' Open-Top-Container (42U1)",
    },
  },
  {
    Key: '22P1',
    Labels: {
      'zh-CN': '20英尺固定端框架柜 (22P1)',
      'en-US': "20' Flat Rack, fixed ends (22P1)",
      'fr-FR': "Flat rack 20' à extrémités fixes (22P1)",
      'de-DE': "20' Flat Rack mit festen Stirnwänden (22P1)",
    },
  },
  {
    Key: '42P1',
    Labels: {
      'zh-CN': '40英尺固定端框架柜 (42P1)',
      'en-US': "40' Flat Rack, fixed ends (42P1)",
      'fr-FR': "Flat rack 40' à extrémités fixes (42P1)",
      'de-DE': "40' Flat Rack mit festen Stirnwänden (42P1)",
    },
  },
  {
    Key: '22P3',
    Labels: {
      'zh-CN': '20英尺折叠框架柜 (22P3)',
      'en-US': "20' Flat Rack, collapsible ends (22P3)",
      'fr-FR': "Flat rack 20' à extrémités rabattables (22P3)",
      'de-DE': "20' Flat Rack mit klappbaren Stirnwänden (22P3)",
    },
  },
  {
    Key: '42P3',
    Labels: {
      'zh-CN': '40英尺折叠框架柜 (42P3)',
      'en-US': "40' Flat Rack, collapsible ends (42P3)",
      'fr-FR': "Flat rack 40' à extrémités rabattables (42P3)",
      'de-DE': "40' Flat Rack mit klappbaren Stirnwänden (42P3)",
    },
  },
  {
    Key: '22T1',
    Labels: {
      'zh-CN': '20英尺罐式集装箱 (22T1)',
      'en-US': "20' Tank (22T1)",
      'fr-FR': "Conteneur-citerne 20' (22T1)",
      'de-DE': "20' Tankcontainer (22T1)",
    },
  },
];
