import { CHARGE_STATUS } from '@portside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { integrationApi, issueApiKey } from '../../../test/shipment-fixtures.js';
import { allocate, costingUnits } from './landed-cost.js';
import { money, sum } from './money.js';

describe('allocate', () => {
  it('spreads JPY in whole yen and KWD in fils, the parts summing to the total exactly', () => {
    const thirds = [
      { key: 'A', weight: 1 },
      { key: 'B', weight: 1 },
      { key: 'C', weight: 1 },
    ];
    expect(Object.fromEntries(allocate('1000', 'JPY', thirds) ?? [])).toEqual({ A: '334', B: '333', C: '333' });
    expect(Object.fromEntries(allocate('0.100', 'KWD', thirds) ?? [])).toEqual({ A: '0.034', B: '0.033', C: '0.033' });
    expect(Object.fromEntries(allocate('10.00', 'USD', thirds) ?? [])).toEqual({ A: '3.34', B: '3.33', C: '3.33' });
    // The leftover unit goes to the largest remainder, not to the first part.
    expect(
      Object.fromEntries(
        allocate('1001', 'JPY', [
          { key: 'A', weight: 85 },
          { key: 'B', weight: 42.5 },
          { key: 'C', weight: 23 },
        ]) ?? [],
      ),
    ).toEqual({ A: '565', B: '283', C: '153' });
    expect(allocate('5', 'JPY', [{ key: 'A', weight: 0 }])).toBeNull();
  });

  it('always sums to the total, each part within one minor unit of its exact share (2,000 draws)', () => {
    // A fixed linear congruential sequence: the same draws on every run.
    let seed = 12;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let draw = 0; draw < 2000; draw += 1) {
      const currency = ['JPY', 'USD', 'KWD'][draw % 3] as string;
      const digits = currency === 'JPY' ? 0 : currency === 'USD' ? 2 : 3;
      const total = money(next() % 10_000_000)
        .dividedBy(10 ** digits)
        .toFixed(digits);
      const parts = Array.from({ length: 1 + (next() % 7) }, (_, i) => ({
        key: `SKU-${i}`,
        weight: money(next() % 100_000).dividedBy(1000),
      }));
      const weightSum = parts.reduce((s, part) => s.plus(part.weight), money(0));
      const result = allocate(total, currency, parts);
      if (weightSum.isZero()) {
        expect(result).toBeNull();
        continue;
      }
      expect(sum([...(result?.values() ?? [])], currency)).toBe(total);
      for (const part of parts) {
        const exact = money(total).times(part.weight).dividedBy(weightSum);
        expect(
          money(result?.get(part.key) ?? '0')
            .minus(exact)
            .abs()
            .lessThan(money(1).dividedBy(10 ** digits)),
        ).toBe(true);
      }
    }
  });
});

describe('costingUnits', () => {
  const cartons = [
    { weightKg: 20, lengthCm: 60, widthCm: 40, heightCm: 40, items: [{ sku: 'LAMP', quantity: 10 }] },
    {
      weightKg: 8,
      lengthCm: 50,
      widthCm: 40,
      heightCm: 30,
      items: [
        { sku: 'KNIFE', quantity: 5 },
        { sku: 'MUG', quantity: 5 },
      ],
    },
  ];
  it('takes the greater of weight and volumetric weight, air 6,000 cm³/kg, sea 1 m³ = 1,000 kg', () => {
    const values = new Map([
      ['LAMP', { value: '8.50', currency: 'USD' }],
      ['KNIFE', { value: '4.60', currency: 'USD' }],
      ['MUG', { value: '3.00', currency: 'USD' }],
    ]);
    const air = costingUnits(cartons, true, values);
    expect(air.skus.map((sku) => [sku.sku, sku.units, sku.chargeableWeightKg.toFixed(2)])).toEqual([
      ['KNIFE', 5, '5.00'],
      ['LAMP', 10, '20.00'],
      ['MUG', 5, '5.00'],
    ]);
    expect(air.valueBasis).toBe(true);
    const sea = costingUnits(cartons, false, values);
    expect(sea.skus.map((sku) => sku.chargeableWeightKg.toFixed(2))).toEqual(['30.00', '96.00', '30.00']);
  });
  it('falls back to chargeable weight for duty when a SKU has no declared value or values are in two currencies', () => {
    expect(costingUnits(cartons, true, new Map([['LAMP', { value: '8.50', currency: 'USD' }]])).valueBasis).toBe(false);
    const mixed = new Map([
      ['LAMP', { value: '8.50', currency: 'USD' }],
      ['KNIFE', { value: '4.60', currency: 'EUR' }],
      ['MUG', { value: '3.00', currency: 'USD' }],
    ]);
    expect(costingUnits(cartons, true, mixed).valueBasis).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('landed cost of an order on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;
  let order: { Id: string; OrderNo: string };
  let serial = 0;

  const client = (url: string, payload: object, token = tokenA) =>
    call(t.app, { method: 'POST', url: `/client/api/${url}`, payload, token });
  const putCharge = async (fields: Record<string, unknown>) => {
    serial += 1;
    const answer = await integrationApi(t.app, apiKey)('PUT', `/companies/BRIGHTWAVE/charges/CHG-LC-${serial}`, {
      orderNo: order.OrderNo,
      costType: '2',
      costStage: '2',
      kind: 'actual',
      source: 'quote',
      quantity: '1',
      unit: 'shipment',
      currency: 'JPY',
      taxRatePercent: '0',
      incurredAt: t.clock().toISOString(),
      ...fields,
    });
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    return answer.body.Body.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    apiKey = await issueApiKey(t.app);
    tokenA = (await login(t.app, 'demo')).AccessToken;
    tokenB = (await login(t.app, 'agent')).AccessToken;
    // Air: carton 1 is 20 kg (volumetric 16), carton 2 is 10 kg volumetric (8 kg): 20, 5 and 5 kg per SKU.
    const saved = await client('Order/Save', {
      OrderKind: 'air',
      DestinationWarehouseCode: 'ONT8',
      Cartons: [
        {
          CartonNo: '1',
          LengthCm: 60,
          WidthCm: 40,
          HeightCm: 40,
          WeightKg: 20,
          Items: [{ Sku: 'BW-LAMP-WHT', Quantity: 10 }],
        },
        {
          CartonNo: '2',
          LengthCm: 50,
          WidthCm: 40,
          HeightCm: 30,
          WeightKg: 8,
          Items: [
            { Sku: 'BW-LAMP-BLK', Quantity: 5 },
            { Sku: 'BW-KNIFE-BLK', Quantity: 5 },
          ],
        },
      ],
    });
    expect(saved.body.ErrorCode, saved.body.Msg).toBe(0);
    order = saved.body.Body;
  });
  afterAll(() => t.close());

  it('spreads freight by chargeable weight and duty by declared value, JPY in yen and KWD in fils, summing exactly', async () => {
    // Freight 1,000 JPY net (the 10 % tax is not cost of the goods); duty 1,001 JPY.
    await putCharge({ unitPrice: '1000', taxRatePercent: '10' });
    await putCharge({ costType: '9', source: 'duty', unitPrice: '1001' });
    await putCharge({ unitPrice: '0.1', currency: 'KWD' });
    // Neither an estimate nor a rejected line is cost.
    await putCharge({ kind: 'estimate', unitPrice: '5000' });
    const rejected = await putCharge({ unitPrice: '700' });
    expect((await client('Finance/RejectCharge', { Id: rejected, Reason: 'double' })).body.Body.Status).toBe(
      CHARGE_STATUS.Rejected,
    );

    const answer = await client('Finance/GetLandedCost', { Id: order.Id });
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    const cost = answer.body.Body;
    expect(cost).toMatchObject({
      OrderNo: order.OrderNo,
      Rule: 'dutyByValueOtherByChargeableWeight',
      ValueBasis: 'declaredValue',
      Units: 20,
    });
    expect(cost.Skus).toEqual([
      { Sku: 'BW-KNIFE-BLK', Units: 5, ChargeableWeightKg: '5.000', DeclaredValue: '23.00', DeclaredCurrency: 'USD' },
      { Sku: 'BW-LAMP-BLK', Units: 5, ChargeableWeightKg: '5.000', DeclaredValue: '42.50', DeclaredCurrency: 'USD' },
      { Sku: 'BW-LAMP-WHT', Units: 10, ChargeableWeightKg: '20.000', DeclaredValue: '85.00', DeclaredCurrency: 'USD' },
    ]);
    const [jpy, kwd] = cost.Currencies;
    expect(jpy).toMatchObject({
      Currency: 'JPY',
      Total: '2001',
      ByValue: '1001',
      ByWeight: '1000',
      Unallocated: '0',
      Lines: 2,
      PendingLines: 2,
    });
    // Freight 1,000 by 5:5:20 kg → 167, 167, 666; duty 1,001 by 23:42.5:85 → 153, 283, 565.
    expect(jpy.Skus).toEqual([
      { Sku: 'BW-KNIFE-BLK', Units: 5, Amount: '320', PerUnit: '64' },
      { Sku: 'BW-LAMP-BLK', Units: 5, Amount: '450', PerUnit: '90' },
      { Sku: 'BW-LAMP-WHT', Units: 10, Amount: '1231', PerUnit: '123' },
    ]);
    expect(kwd).toMatchObject({ Currency: 'KWD', Total: '0.100', ByWeight: '0.100' });
    expect(kwd.Skus.map((sku: { Amount: string }) => sku.Amount)).toEqual(['0.017', '0.017', '0.066']);
    for (const currency of cost.Currencies) {
      expect(
        sum(
          currency.Skus.map((sku: { Amount: string }) => sku.Amount),
          currency.Currency,
        ),
      ).toBe(currency.Total);
    }
  });

  it("answers another company's order as not found, the same as a missing one", async () => {
    const crossed = await client('Finance/GetLandedCost', { Id: order.Id }, tokenB);
    const missing = await client('Finance/GetLandedCost', { Id: '00000000-0000-4000-8000-000000000000' }, tokenB);
    expect(crossed.status).toBe(404);
    expect(crossed.body).toEqual(missing.body);
  });
});
