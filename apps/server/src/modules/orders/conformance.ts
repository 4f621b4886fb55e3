import type { Carton, ConformanceFinding, Locale, OrderKind } from '@portside/contracts';
import type { CatalogueProduct } from './catalogue-service.js';
import { fbaCentreCountry } from './fba-centres.js';

/**
 * The warehouse business check of an order's cartons before it is submitted (issue 10, spec §8
 * CheckWaresConformance). Pure: the caller reads the products of the cartons' SKUs first.
 *
 * Amazon's carton rules, for a destination that is an Amazon fulfilment centre, as Amazon
 * publishes them in Seller Central help, "Shipping and routing requirements" (FBA box
 * requirements, US marketplace) and "Packaging and prep requirements" / "Heavy and bulky"
 * (EU and UK marketplaces):
 * - US and Canada: a box may weigh at most 50 lb (22.68 kg) and no side may exceed 25 in (63.5 cm),
 *   unless it holds one single oversize unit; such a unit over 50 lb needs a "Team Lift" label, over
 *   100 lb (45.36 kg) a "Mech Lift" label.
 * - Europe and the UK: a box may weigh at most 23 kg and no side may exceed 63.5 cm, unless it
 *   holds one single oversize unit; a box over 15 kg needs a "Heavy package" label.
 * - A box holds at most 150 units of one SKU (the case-pack limit, as summarised on Flexport's
 *   FBA restrictions page): a warning, since the forwarder can split the carton on receipt.
 * Goods rules follow the mode of the order kind: air refuses batteries, magnets, liquids and
 * powders without their documents (UN38.3 and MSDS, a magnetic inspection, an air transport
 * appraisal), sea needs an MSDS for batteries; branded goods need the brand owner's authorisation
 * for the export declaration. SKUs unknown to the catalogue and products without a declared value
 * cannot be declared: errors. ChannelCode is taken for the channels' own rules; until the forwarder
 * keeps channels, the order kind decides.
 */

const POUND_KG = 0.45359237;
/** Amazon's standard box weight limit in North America, 50 lb. */
export const NA_MAX_BOX_KG = 50 * POUND_KG;
/** Over 100 lb a single unit needs mechanical handling. */
export const NA_MECH_LIFT_KG = 100 * POUND_KG;
/** 25 in: the longest side of a standard box, in every marketplace. */
export const MAX_BOX_SIDE_CM = 25 * 2.54;
export const EU_MAX_BOX_KG = 23;
export const EU_HEAVY_LABEL_KG = 15;
export const MAX_UNITS_PER_SKU = 150;
/** Past this many findings of one kind the answer says how many more there are. */
export const MAX_FINDINGS = 200;

export const CONFORMANCE_RULES = [
  'DuplicateCarton',
  'UnknownSku',
  'DeclaredValueMissing',
  'FnskuMismatch',
  'OverweightBox',
  'TeamLift',
  'MechLift',
  'HeavyPackageLabel',
  'OversizeBox',
  'OversizeUnit',
  'UnitsPerSku',
  'BatteryByAir',
  'MagneticByAir',
  'LiquidByAir',
  'PowderByAir',
  'BatteryBySea',
  'BrandAuthorisation',
  'UnknownWarehouse',
  'MoreFindings',
] as const;
export type ConformanceRule = (typeof CONFORMANCE_RULES)[number];

export interface ConformanceInput {
  OrderKind: OrderKind;
  ChannelCode?: string;
  DestinationWarehouseCode?: string;
  Cartons: Carton[];
}

type Params = { sku?: string; value?: string; limit?: string; count?: number };
type Template = (p: Params) => string;

const MESSAGES: Record<ConformanceRule, Record<Locale, Template>> = {
  DuplicateCarton: {
    'zh-CN': () => '箱号重复',
    'en-US': () => 'The carton number is used twice',
    'fr-FR': () => 'Le numéro de carton est utilisé deux fois',
    'de-DE': () => 'Die Kartonnummer ist doppelt vergeben',
  },
  UnknownSku: {
    'zh-CN': (p) => `SKU ${p.sku} 不在产品目录中，请先添加产品`,
    'en-US': (p) => `SKU ${p.sku} is not in the product catalogue: add the product first`,
    'fr-FR': (p) => `Le SKU ${p.sku} n'est pas dans le catalogue : ajoutez d'abord le produit`,
    'de-DE': (p) => `SKU ${p.sku} fehlt im Produktkatalog: legen Sie das Produkt zuerst an`,
  },
  DeclaredValueMissing: {
    'zh-CN': (p) => `SKU ${p.sku} 没有申报价值`,
    'en-US': (p) => `SKU ${p.sku} has no declared value`,
    'fr-FR': (p) => `Le SKU ${p.sku} n'a pas de valeur déclarée`,
    'de-DE': (p) => `SKU ${p.sku} hat keinen Deklarationswert`,
  },
  FnskuMismatch: {
    'zh-CN': (p) => `SKU ${p.sku} 的 FNSKU 与产品目录（${p.value}）不一致`,
    'en-US': (p) => `The FNSKU of SKU ${p.sku} differs from the catalogue's (${p.value})`,
    'fr-FR': (p) => `Le FNSKU du SKU ${p.sku} diffère de celui du catalogue (${p.value})`,
    'de-DE': (p) => `Die FNSKU von SKU ${p.sku} weicht vom Katalog ab (${p.value})`,
  },
  OverweightBox: {
    'zh-CN': (p) => `多件商品的箱子超过亚马逊上限 ${p.limit}，请分箱`,
    'en-US': (p) => `A box of several units over Amazon's limit of ${p.limit}: split it`,
    'fr-FR': (p) => `Un carton de plusieurs unités dépasse la limite d'Amazon de ${p.limit} : divisez-le`,
    'de-DE': (p) => `Ein Karton mit mehreren Einheiten über Amazons Grenze von ${p.limit}: bitte aufteilen`,
  },
  TeamLift: {
    'zh-CN': () => '超过 50 lb（22.68 kg）的单件超大商品须在顶部和侧面贴 "Team Lift" 标签',
    'en-US': () => 'A single oversize unit over 50 lb (22.68 kg): put a "Team Lift" label on its top and sides',
    'fr-FR': () =>
      "Une unité surdimensionnée de plus de 50 lb (22,68 kg) : apposez l'étiquette « Team Lift » sur le dessus et les côtés",
    'de-DE': () => 'Eine übergroße Einheit über 50 lb (22,68 kg): Etikett „Team Lift“ oben und an den Seiten anbringen',
  },
  MechLift: {
    'zh-CN': () => '超过 100 lb（45.36 kg）的单件商品须贴 "Mech Lift" 标签并使用机械搬运',
    'en-US': () => 'A single unit over 100 lb (45.36 kg): put a "Mech Lift" label on it; it needs mechanical handling',
    'fr-FR': () =>
      "Une unité de plus de 100 lb (45,36 kg) : apposez l'étiquette « Mech Lift » ; elle demande une manutention mécanique",
    'de-DE': () => 'Eine Einheit über 100 lb (45,36 kg): Etikett „Mech Lift“ anbringen; sie braucht maschinelles Heben',
  },
  HeavyPackageLabel: {
    'zh-CN': () => '超过 15 kg 的箱子须贴 "Heavy package" 标签',
    'en-US': () => 'A box over 15 kg: put a "Heavy package" label on it',
    'fr-FR': () => "Un carton de plus de 15 kg : apposez l'étiquette « Heavy package »",
    'de-DE': () => 'Ein Karton über 15 kg: Etikett „Heavy package“ anbringen',
  },
  OversizeBox: {
    'zh-CN': () => '多件商品的箱子有一边超过 63.5 cm（25 in），亚马逊不按标准箱接收，请分箱',
    'en-US': () => 'A box of several units with a side over 63.5 cm (25 in) is refused as standard by Amazon: split it',
    'fr-FR': () =>
      'Un carton de plusieurs unités avec un côté de plus de 63,5 cm (25 in) est refusé comme standard par Amazon : divisez-le',
    'de-DE': () =>
      'Ein Karton mit mehreren Einheiten und einer Seite über 63,5 cm (25 in) wird von Amazon nicht als Standard angenommen: bitte aufteilen',
  },
  OversizeUnit: {
    'zh-CN': () => '单件商品的箱子有一边超过 63.5 cm（25 in），按超大件处理',
    'en-US': () => 'A single unit with a side over 63.5 cm (25 in) is received as oversize',
    'fr-FR': () => 'Une unité avec un côté de plus de 63,5 cm (25 in) est reçue comme hors format',
    'de-DE': () => 'Eine Einheit mit einer Seite über 63,5 cm (25 in) wird als Übergröße angenommen',
  },
  UnitsPerSku: {
    'zh-CN': (p) => `SKU ${p.sku} 在一箱中超过 ${MAX_UNITS_PER_SKU} 件`,
    'en-US': (p) => `More than ${MAX_UNITS_PER_SKU} units of SKU ${p.sku} in one box`,
    'fr-FR': (p) => `Plus de ${MAX_UNITS_PER_SKU} unités du SKU ${p.sku} dans un carton`,
    'de-DE': (p) => `Mehr als ${MAX_UNITS_PER_SKU} Einheiten von SKU ${p.sku} in einem Karton`,
  },
  BatteryByAir: {
    'zh-CN': (p) => `SKU ${p.sku} 带电：空运须提供 UN38.3 测试报告和 MSDS`,
    'en-US': (p) => `SKU ${p.sku} contains batteries: air needs the UN38.3 test summary and an MSDS`,
    'fr-FR': (p) => `Le SKU ${p.sku} contient des batteries : l'aérien exige le résumé UN38.3 et une FDS`,
    'de-DE': (p) => `SKU ${p.sku} enthält Batterien: Luftfracht braucht den UN38.3-Prüfbericht und ein SDB`,
  },
  MagneticByAir: {
    'zh-CN': (p) => `SKU ${p.sku} 带磁：空运须提供磁检报告`,
    'en-US': (p) => `SKU ${p.sku} is magnetic: air needs a magnetic inspection report`,
    'fr-FR': (p) => `Le SKU ${p.sku} est magnétique : l'aérien exige un rapport d'inspection magnétique`,
    'de-DE': (p) => `SKU ${p.sku} ist magnetisch: Luftfracht braucht einen Magnetprüfbericht`,
  },
  LiquidByAir: {
    'zh-CN': (p) => `SKU ${p.sku} 为液体：空运须提供 MSDS 和航空运输鉴定`,
    'en-US': (p) => `SKU ${p.sku} is a liquid: air refuses it without an MSDS and an air transport appraisal`,
    'fr-FR': (p) => `Le SKU ${p.sku} est un liquide : l'aérien le refuse sans FDS ni expertise de transport aérien`,
    'de-DE': (p) => `SKU ${p.sku} ist flüssig: Luftfracht lehnt ihn ohne SDB und Lufttransportgutachten ab`,
  },
  PowderByAir: {
    'zh-CN': (p) => `SKU ${p.sku} 为粉末：空运须提供 MSDS 和航空运输鉴定`,
    'en-US': (p) => `SKU ${p.sku} is a powder: air refuses it without an MSDS and an air transport appraisal`,
    'fr-FR': (p) => `Le SKU ${p.sku} est une poudre : l'aérien le refuse sans FDS ni expertise de transport aérien`,
    'de-DE': (p) => `SKU ${p.sku} ist ein Pulver: Luftfracht lehnt ihn ohne SDB und Lufttransportgutachten ab`,
  },
  BatteryBySea: {
    'zh-CN': (p) => `SKU ${p.sku} 带电：海运须提供 MSDS`,
    'en-US': (p) => `SKU ${p.sku} contains batteries: sea needs an MSDS`,
    'fr-FR': (p) => `Le SKU ${p.sku} contient des batteries : le maritime exige une FDS`,
    'de-DE': (p) => `SKU ${p.sku} enthält Batterien: Seefracht braucht ein SDB`,
  },
  BrandAuthorisation: {
    'zh-CN': (p) => `SKU ${p.sku} 为品牌商品：出口报关须提供品牌授权书`,
    'en-US': (p) => `SKU ${p.sku} is a branded product: the export declaration needs the brand owner's authorisation`,
    'fr-FR': (p) =>
      `Le SKU ${p.sku} est un produit de marque : la déclaration d'export exige l'autorisation du titulaire`,
    'de-DE': (p) =>
      `SKU ${p.sku} ist ein Markenprodukt: die Ausfuhranmeldung braucht die Genehmigung des Markeninhabers`,
  },
  UnknownWarehouse: {
    'zh-CN': (p) => `目的仓 ${p.value} 不存在`,
    'en-US': (p) => `There is no destination warehouse ${p.value}`,
    'fr-FR': (p) => `L'entrepôt de destination ${p.value} n'existe pas`,
    'de-DE': (p) => `Es gibt kein Ziellager ${p.value}`,
  },
  MoreFindings: {
    'zh-CN': (p) => `另有 ${p.count} 条同类结果未列出`,
    'en-US': (p) => `${p.count} more findings not listed`,
    'fr-FR': (p) => `${p.count} autres constats non listés`,
    'de-DE': (p) => `${p.count} weitere Befunde nicht aufgeführt`,
  },
};

/** The error for a destination code that is no warehouse of the forwarder (the caller looks it up). */
export function unknownWarehouseFinding(code: string, locale: Locale): ConformanceFinding {
  return {
    Field: 'DestinationWarehouseCode',
    Rule: 'UnknownWarehouse',
    Message: MESSAGES.UnknownWarehouse[locale]({ value: code }),
  };
}

/** The goods rules of each order kind: which product flag needs a confirmation and under which rule. */
const GOODS_RULES: Record<OrderKind, readonly (readonly [keyof CatalogueProduct, ConformanceRule])[]> = {
  air: [
    ['IsBattery', 'BatteryByAir'],
    ['IsMagnetic', 'MagneticByAir'],
    ['IsLiquid', 'LiquidByAir'],
    ['IsPowder', 'PowderByAir'],
    ['IsBrand', 'BrandAuthorisation'],
  ],
  airEnd: [
    ['IsBattery', 'BatteryByAir'],
    ['IsMagnetic', 'MagneticByAir'],
    ['IsLiquid', 'LiquidByAir'],
    ['IsPowder', 'PowderByAir'],
    ['IsBrand', 'BrandAuthorisation'],
  ],
  ocean: [
    ['IsBattery', 'BatteryBySea'],
    ['IsBrand', 'BrandAuthorisation'],
  ],
  full: [
    ['IsBattery', 'BatteryBySea'],
    ['IsBrand', 'BrandAuthorisation'],
  ],
  // End delivery starts at the overseas warehouse: no export leg, no export declaration.
  end: [],
};

type Region = 'na' | 'eu';
const EU_COUNTRIES = new Set(['DE', 'GB', 'FR', 'IT', 'ES', 'NL', 'PL', 'SE', 'BE', 'CZ']);

function amazonRegion(code: string | undefined): Region | undefined {
  const country = code ? fbaCentreCountry(code) : undefined;
  if (!country) return undefined;
  return EU_COUNTRIES.has(country) ? 'eu' : 'na';
}

/** Kilograms with the unit, in the answer's figures. */
const kg = (value: number) => `${value.toFixed(2)} kg`;

class Findings {
  readonly list: ConformanceFinding[] = [];
  private overflow = 0;

  constructor(private readonly locale: Locale) {}

  add(rule: ConformanceRule, field: string, cartonNo: string | undefined, params: Params = {}): void {
    if (this.list.length >= MAX_FINDINGS) {
      this.overflow += 1;
      return;
    }
    const finding: ConformanceFinding = { Field: field, Rule: rule, Message: MESSAGES[rule][this.locale](params) };
    this.list.push(cartonNo === undefined ? finding : { CartonNo: cartonNo, ...finding });
  }

  done(): ConformanceFinding[] {
    if (this.overflow === 0) return this.list;
    return [
      ...this.list,
      { Field: 'Cartons', Rule: 'MoreFindings', Message: MESSAGES.MoreFindings[this.locale]({ count: this.overflow }) },
    ];
  }
}

function checkAmazonBox(carton: Carton, region: Region, errors: Findings, warnings: Findings): void {
  const units = carton.Items.reduce((sum, item) => sum + item.Quantity, 0);
  const singleUnit = units === 1;
  const maxKg = region === 'na' ? NA_MAX_BOX_KG : EU_MAX_BOX_KG;
  if (carton.WeightKg > maxKg) {
    if (!singleUnit) errors.add('OverweightBox', 'WeightKg', carton.CartonNo, { limit: kg(maxKg) });
    else if (region === 'na') {
      warnings.add(carton.WeightKg > NA_MECH_LIFT_KG ? 'MechLift' : 'TeamLift', 'WeightKg', carton.CartonNo);
    }
  }
  if (region === 'eu' && carton.WeightKg > EU_HEAVY_LABEL_KG && (singleUnit || carton.WeightKg <= maxKg)) {
    warnings.add('HeavyPackageLabel', 'WeightKg', carton.CartonNo);
  }
  const sides: (keyof Carton & `${string}Cm`)[] = ['LengthCm', 'WidthCm', 'HeightCm'];
  const longest = sides.reduce((a, b) => (carton[b] > carton[a] ? b : a));
  if (carton[longest] > MAX_BOX_SIDE_CM) {
    if (singleUnit) warnings.add('OversizeUnit', longest, carton.CartonNo);
    else errors.add('OversizeBox', longest, carton.CartonNo);
  }
  const unitsBySku = new Map<string, number>();
  for (const item of carton.Items) unitsBySku.set(item.Sku, (unitsBySku.get(item.Sku) ?? 0) + item.Quantity);
  for (const [sku, quantity] of unitsBySku) {
    if (quantity > MAX_UNITS_PER_SKU) warnings.add('UnitsPerSku', 'Quantity', carton.CartonNo, { sku });
  }
}

/**
 * Checks an order's cartons: Errors the order must fix (each naming the carton and field), and
 * Warnings the user confirms (answered as ErrorCode 100). A rule about a product is reported once
 * per SKU, at the first carton that holds it.
 */
export function checkWaresConformance(
  input: ConformanceInput,
  products: Map<string, CatalogueProduct>,
  locale: Locale = 'en-US',
): { Errors: ConformanceFinding[]; Warnings: ConformanceFinding[] } {
  const errors = new Findings(locale);
  const warnings = new Findings(locale);
  const region = amazonRegion(input.DestinationWarehouseCode);
  const seenCartons = new Set<string>();
  const seenSkus = new Set<string>();
  const goodsRules = GOODS_RULES[input.OrderKind];

  for (const carton of input.Cartons) {
    if (seenCartons.has(carton.CartonNo)) errors.add('DuplicateCarton', 'CartonNo', carton.CartonNo);
    seenCartons.add(carton.CartonNo);
    if (region) checkAmazonBox(carton, region, errors, warnings);

    for (const item of carton.Items) {
      const product = products.get(item.Sku);
      if (product && item.Fnsku && product.Fnsku && item.Fnsku !== product.Fnsku) {
        warnings.add('FnskuMismatch', 'Fnsku', carton.CartonNo, { sku: item.Sku, value: product.Fnsku });
      }
      if (seenSkus.has(item.Sku)) continue;
      seenSkus.add(item.Sku);
      if (!product) {
        errors.add('UnknownSku', 'Sku', carton.CartonNo, { sku: item.Sku });
        continue;
      }
      if (product.DeclaredValue === null) {
        errors.add('DeclaredValueMissing', 'DeclaredValue', carton.CartonNo, { sku: item.Sku });
      }
      for (const [flag, rule] of goodsRules) {
        if (product[flag] === true) warnings.add(rule, 'Sku', carton.CartonNo, { sku: item.Sku });
      }
    }
  }
  return { Errors: errors.done(), Warnings: warnings.done() };
}
