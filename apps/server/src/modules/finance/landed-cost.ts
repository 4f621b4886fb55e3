/**
 * Landed cost (issue 12): an order's charges spread over its SKU units.
 *
 * The rule, "duty by value, freight by chargeable weight", is the one a seller's accountant
 * capitalises inventory by: each cost goes to the goods in proportion to what caused it.
 * - Duties and taxes (cost type 9) and cargo insurance (11) are levied on the customs value, so
 *   they follow each SKU's declared value (catalogue unit value × units). When a SKU has no
 *   declared value, or the SKUs are declared in different currencies, they follow chargeable
 *   weight instead, and the answer says so.
 * - Every other cost (freight, handling, pickup, storage, delivery…) is priced by the forwarder on
 *   chargeable weight, so it follows each carton's chargeable weight: the greater of its weight
 *   and its volumetric weight (measured figures when the warehouse has measured it, else declared;
 *   air 6,000 cm³ per kg, IATA; sea, rail and end delivery 1 m³ = 1,000 kg, the W/M revenue ton).
 *   A carton's chargeable weight is shared by its units equally.
 * - The forwarder's tax on a line (taxAmount, e.g. VAT on services) is recoverable input tax, not
 *   a cost of the goods: the net amounts are spread.
 *
 * Money stays exact: each basis's total is spread in the currency's minor units by the largest
 * remainder method (every part is the exact share rounded down, and the units left over go one
 * each to the largest remainders, ties to the SKU first in code order), so the parts add up to the
 * total exactly.
 */
import Decimal from 'decimal.js';
import { minorUnits } from './money.js';

const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_DOWN });

export const LANDED_COST_RULE = 'dutyByValueOtherByChargeableWeight';
/** Cost types that follow the declared value: duties and taxes, cargo insurance. */
export const VALUE_COST_TYPES: ReadonlySet<string> = new Set(['9', '11']);
/** Volumetric divisors, cm³ per kg. */
export const VOLUMETRIC_DIVISOR = { air: 6000, other: 1000 } as const;

/**
 * Splits an amount (decimal text in the currency) over weighted parts so that the parts sum to it
 * exactly, each in the currency's minor units. Zero total weight answers null (nothing to spread over).
 */
export function allocate(
  total: string,
  currency: string,
  parts: readonly { key: string; weight: Decimal.Value }[],
): Map<string, string> | null {
  const digits = minorUnits(currency);
  const scale = new Exact(10).pow(digits);
  const totalMinor = new Exact(total).times(scale);
  if (!totalMinor.isInteger()) throw new Error(`${total} is not in ${currency}'s minor units`);
  const weightSum = parts.reduce((sum, part) => sum.plus(part.weight), new Exact(0));
  if (weightSum.isZero()) return null;
  const sign = totalMinor.isNegative() ? -1 : 1;
  const magnitude = totalMinor.abs();
  const shares = parts.map((part, index) => {
    const exact = magnitude.times(part.weight).dividedBy(weightSum);
    const floor = exact.floor();
    return { key: part.key, index, floor, remainder: exact.minus(floor) };
  });
  let left = magnitude.minus(shares.reduce((sum, share) => sum.plus(share.floor), new Exact(0))).toNumber();
  const byRemainder = [...shares].sort((a, b) => b.remainder.comparedTo(a.remainder) || a.key.localeCompare(b.key));
  const minor = new Map(shares.map((share) => [share.key, share.floor]));
  for (const share of byRemainder) {
    if (left <= 0) break;
    minor.set(share.key, (minor.get(share.key) as Decimal).plus(1));
    left -= 1;
  }
  return new Map([...minor].map(([key, value]) => [key, value.times(sign).dividedBy(scale).toFixed(digits)] as const));
}

export interface CostingUnits {
  /** Units and chargeable weight per SKU (kg), and the declared value of its units when known. */
  skus: { sku: string; units: number; chargeableWeightKg: Decimal; declaredValue: Decimal | null }[];
  /** Whether duty and insurance can follow declared value (every SKU has one, in one currency). */
  valueBasis: boolean;
  valueCurrency: string | null;
}

/** The units of an order per SKU, with the weights the rule spreads by. */
export function costingUnits(
  cartons: readonly {
    weightKg: number;
    lengthCm: number;
    widthCm: number;
    heightCm: number;
    items: readonly { sku: string; quantity: number }[];
  }[],
  air: boolean,
  declaredValues: ReadonlyMap<string, { value: string; currency: string }>,
): CostingUnits {
  const divisor = air ? VOLUMETRIC_DIVISOR.air : VOLUMETRIC_DIVISOR.other;
  const bySku = new Map<string, { units: number; chargeableWeightKg: Decimal }>();
  for (const carton of cartons) {
    const units = carton.items.reduce((sum, item) => sum + item.quantity, 0);
    if (units === 0) continue;
    const volumetric = new Exact(carton.lengthCm).times(carton.widthCm).times(carton.heightCm).dividedBy(divisor);
    const chargeable = Decimal.max(new Exact(carton.weightKg), volumetric);
    for (const item of carton.items) {
      const sku = bySku.get(item.sku) ?? { units: 0, chargeableWeightKg: new Exact(0) };
      sku.units += item.quantity;
      sku.chargeableWeightKg = sku.chargeableWeightKg.plus(chargeable.times(item.quantity).dividedBy(units));
      bySku.set(item.sku, sku);
    }
  }
  const skus = [...bySku]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([sku, figures]) => {
      const declared = declaredValues.get(sku);
      return { sku, ...figures, declaredValue: declared ? new Exact(declared.value).times(figures.units) : null };
    });
  const currencies = new Set(skus.map((sku) => declaredValues.get(sku.sku)?.currency));
  const valueBasis =
    skus.length > 0 &&
    skus.every((sku) => sku.declaredValue !== null) &&
    currencies.size === 1 &&
    skus.some((sku) => !(sku.declaredValue as Decimal).isZero());
  return { skus, valueBasis, valueCurrency: valueBasis ? ([...currencies][0] ?? null) : null };
}
