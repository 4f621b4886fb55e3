import type { Carton, OrderKind } from '@portside/contracts';
import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from './catalogue-service.js';
import {
  checkWaresConformance,
  EU_HEAVY_LABEL_KG,
  EU_MAX_BOX_KG,
  MAX_BOX_SIDE_CM,
  MAX_FINDINGS,
  MAX_UNITS_PER_SKU,
  NA_MAX_BOX_KG,
  NA_MECH_LIFT_KG,
} from './conformance.js';

function product(sku: string, fields: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    Id: '00000000-0000-4000-8000-000000000001',
    Sku: sku,
    Fnsku: null,
    NameZh: '',
    NameEn: sku,
    HsCode: '630790',
    DeclaredValue: '5.00',
    Currency: 'USD',
    UnitWeightKg: 1,
    LengthCm: null,
    WidthCm: null,
    HeightCm: null,
    IsBattery: false,
    IsMagnetic: false,
    IsLiquid: false,
    IsPowder: false,
    IsBrand: false,
    UpdatedTime: '2026-11-21T08:00:00.000Z',
    ...fields,
  };
}

const catalogue = (...items: CatalogueProduct[]) => new Map(items.map((p) => [p.Sku, p]));

function carton(fields: Partial<Carton> = {}): Carton {
  return {
    CartonNo: '1',
    LengthCm: 50,
    WidthCm: 40,
    HeightCm: 30,
    WeightKg: 10,
    Items: [{ Sku: 'A', Quantity: 10 }],
    ...fields,
  };
}

const check = (
  cartons: Carton[],
  options: { kind?: OrderKind; to?: string; products?: Map<string, CatalogueProduct> } = {},
) =>
  checkWaresConformance(
    { OrderKind: options.kind ?? 'ocean', DestinationWarehouseCode: options.to ?? 'ONT8', Cartons: cartons },
    options.products ?? catalogue(product('A')),
  );

const rules = (findings: { Rule: string }[]) => findings.map((f) => f.Rule);
const single = { Items: [{ Sku: 'A', Quantity: 1 }] };

describe('Amazon carton rules, US and Canada (50 lb, 100 lb, 25 in)', () => {
  it('accepts a box of several units up to 50 lb and refuses one just over, naming carton and field', () => {
    expect(check([carton({ WeightKg: 22.67 })])).toEqual({ Errors: [], Warnings: [] });
    expect(NA_MAX_BOX_KG).toBeCloseTo(22.6796, 4);
    const over = check([carton({ CartonNo: '7', WeightKg: 22.68 })]);
    expect(over.Errors).toEqual([expect.objectContaining({ Rule: 'OverweightBox', CartonNo: '7', Field: 'WeightKg' })]);
  });

  it('asks for a Team Lift label on a single unit over 50 lb and a Mech Lift label over 100 lb', () => {
    expect(check([carton({ ...single, WeightKg: 22.67 })]).Warnings).toEqual([]);
    expect(rules(check([carton({ ...single, WeightKg: 22.68 })]).Warnings)).toEqual(['TeamLift']);
    expect(rules(check([carton({ ...single, WeightKg: 45.35 })]).Warnings)).toEqual(['TeamLift']);
    expect(NA_MECH_LIFT_KG).toBeCloseTo(45.359, 3);
    expect(rules(check([carton({ ...single, WeightKg: 45.36 })]).Warnings)).toEqual(['MechLift']);
    expect(check([carton({ ...single, WeightKg: 60 })]).Errors).toEqual([]);
  });

  it('refuses as standard a box of several units with a side over 25 in; a single unit is oversize, a warning', () => {
    expect(MAX_BOX_SIDE_CM).toBe(63.5);
    expect(check([carton({ HeightCm: 63.5 })]).Errors).toEqual([]);
    expect(check([carton({ WidthCm: 63.6 })]).Errors).toEqual([
      expect.objectContaining({ Rule: 'OversizeBox', Field: 'WidthCm', CartonNo: '1' }),
    ]);
    const unit = check([carton({ ...single, LengthCm: 80 })]);
    expect(unit.Errors).toEqual([]);
    expect(unit.Warnings).toEqual([expect.objectContaining({ Rule: 'OversizeUnit', Field: 'LengthCm' })]);
  });

  it('warns over 150 units of one SKU in a box, counting its lines together', () => {
    expect(check([carton({ Items: [{ Sku: 'A', Quantity: MAX_UNITS_PER_SKU }] })]).Warnings).toEqual([]);
    const split = carton({
      Items: [
        { Sku: 'A', Quantity: 100 },
        { Sku: 'A', Quantity: 51 },
      ],
    });
    expect(check([split]).Warnings).toEqual([expect.objectContaining({ Rule: 'UnitsPerSku', Field: 'Quantity' })]);
  });

  it('applies no Amazon box rule to a destination that is not an FBA centre', () => {
    expect(check([carton({ WeightKg: 40, LengthCm: 90 })], { to: 'SZX-WH1' })).toEqual({ Errors: [], Warnings: [] });
    expect(
      checkWaresConformance({ OrderKind: 'ocean', Cartons: [carton({ WeightKg: 40 })] }, catalogue(product('A'))),
    ).toEqual({ Errors: [], Warnings: [] });
  });
});

describe('Amazon carton rules, Europe and the UK (15 kg label, 23 kg, 63.5 cm)', () => {
  it('asks for a Heavy package label over 15 kg and refuses a box of several units over 23 kg', () => {
    expect(EU_HEAVY_LABEL_KG).toBe(15);
    expect(EU_MAX_BOX_KG).toBe(23);
    expect(check([carton({ WeightKg: 15 })], { to: 'LEJ1' })).toEqual({ Errors: [], Warnings: [] });
    expect(rules(check([carton({ WeightKg: 15.01 })], { to: 'LEJ1' }).Warnings)).toEqual(['HeavyPackageLabel']);
    expect(rules(check([carton({ WeightKg: 23 })], { to: 'LTN1' }).Warnings)).toEqual(['HeavyPackageLabel']);
    const over = check([carton({ WeightKg: 23.01 })], { to: 'LTN1' });
    expect(rules(over.Errors)).toEqual(['OverweightBox']);
    expect(over.Warnings).toEqual([]);
    expect(rules(check([carton({ ...single, WeightKg: 30 })], { to: 'ORY1' }).Warnings)).toEqual(['HeavyPackageLabel']);
  });
});

describe('goods rules by the mode of the order kind', () => {
  const flagged = catalogue(
    product('BAT', { IsBattery: true }),
    product('MAG', { IsMagnetic: true }),
    product('LIQ', { IsLiquid: true }),
    product('POW', { IsPowder: true }),
    product('BRD', { IsBrand: true }),
  );
  const goods = carton({ Items: ['BAT', 'MAG', 'LIQ', 'POW', 'BRD'].map((Sku) => ({ Sku, Quantity: 1 })) });

  it.each([
    ['air', ['BatteryByAir', 'MagneticByAir', 'LiquidByAir', 'PowderByAir', 'BrandAuthorisation']],
    ['airEnd', ['BatteryByAir', 'MagneticByAir', 'LiquidByAir', 'PowderByAir', 'BrandAuthorisation']],
    ['ocean', ['BatteryBySea', 'BrandAuthorisation']],
    ['full', ['BatteryBySea', 'BrandAuthorisation']],
    ['end', []],
  ] as const)('%s warns of %j', (kind, expected) => {
    const result = check([goods], { kind, products: flagged, to: 'SZX-WH1' });
    expect(result.Errors).toEqual([]);
    expect(rules(result.Warnings)).toEqual(expected);
  });

  it('reports a product rule once per SKU, at the first carton that holds it', () => {
    const result = check(
      [
        carton({ CartonNo: '1', Items: [{ Sku: 'BAT', Quantity: 1 }] }),
        carton({ CartonNo: '2', Items: [{ Sku: 'BAT', Quantity: 1 }] }),
      ],
      {
        kind: 'air',
        products: flagged,
        to: 'SZX-WH1',
      },
    );
    expect(result.Warnings).toEqual([expect.objectContaining({ Rule: 'BatteryByAir', CartonNo: '1' })]);
  });
});

describe('declaration completeness', () => {
  it('refuses SKUs unknown to the catalogue and products without a declared value', () => {
    const result = check(
      [
        carton({
          Items: [
            { Sku: 'GHOST', Quantity: 1 },
            { Sku: 'NOVAL', Quantity: 1 },
            { Sku: 'A', Quantity: 1 },
          ],
        }),
      ],
      { products: catalogue(product('A'), product('NOVAL', { DeclaredValue: null })) },
    );
    expect(result.Errors.map((e) => [e.Rule, e.Field, e.CartonNo])).toEqual([
      ['UnknownSku', 'Sku', '1'],
      ['DeclaredValueMissing', 'DeclaredValue', '1'],
    ]);
    expect(result.Errors[0]?.Message).toContain('GHOST');
  });

  it('refuses a carton number used twice and warns of an FNSKU that differs from the catalogue', () => {
    const products = catalogue(product('A', { Fnsku: 'X001AAAAAA' }));
    const result = check([carton(), carton({ Items: [{ Sku: 'A', Fnsku: 'X001BBBBBB', Quantity: 1 }] })], { products });
    expect(rules(result.Errors)).toEqual(['DuplicateCarton']);
    expect(result.Warnings).toEqual([expect.objectContaining({ Rule: 'FnskuMismatch', Field: 'Fnsku' })]);
  });

  it('lists at most MAX_FINDINGS of a kind and says how many more there are, in the language asked', () => {
    const cartons = Array.from({ length: MAX_FINDINGS + 5 }, (_, i) =>
      carton({ CartonNo: String(i + 1), WeightKg: 30 }),
    );
    const result = checkWaresConformance(
      { OrderKind: 'ocean', DestinationWarehouseCode: 'ONT8', Cartons: cartons },
      catalogue(product('A')),
      'fr-FR',
    );
    expect(result.Errors).toHaveLength(MAX_FINDINGS + 1);
    expect(result.Errors.at(-1)).toMatchObject({ Rule: 'MoreFindings', Message: '5 autres constats non listés' });
  });

  it('checks 10,000 cartons in one pass', () => {
    const cartons = Array.from({ length: 10_000 }, (_, i) => carton({ CartonNo: String(i + 1) }));
    expect(check(cartons)).toEqual({ Errors: [], Warnings: [] });
  });
});
