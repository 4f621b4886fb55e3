import currencyCodes from 'currency-codes';
import Decimal from 'decimal.js';
import { AppError } from '../../http/envelope.js';

/** Commercial rounding: half away from zero, as invoices round (never banker's rounding). */
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type MoneyValue = InstanceType<typeof Money>;

/** The minor units of an ISO 4217 currency (JPY 0, USD 2, KWD 3); an unknown code is refused, naming the field. */
export function minorUnits(currency: string, field = 'currency'): number {
  const record = currencyCodes.code(currency);
  if (!record) throw new AppError('ValidationFailed', `${field}: ${currency} is not an ISO 4217 currency`);
  return record.digits;
}

export const money = (value: string | number | MoneyValue) => new Money(value);

/** Rounded to the currency's minor units, as the exact text stored in a numeric column. */
export function roundTo(value: MoneyValue, currency: string): string {
  return value.toFixed(minorUnits(currency));
}

/** The text of an amount already rounded for its currency, with exactly its minor units ("1200" → "1200.00"). */
export function formatAmount(value: string | MoneyValue, currency: string): string {
  return money(value).toFixed(minorUnits(currency));
}

/** Net, tax and total of a line: each rounded, and total = net + tax exactly. */
export function lineAmounts(
  line: { quantity: string; unitPrice: string; taxRatePercent: string },
  currency: string,
): { netAmount: string; taxAmount: string; total: string } {
  const netAmount = roundTo(money(line.quantity).times(line.unitPrice), currency);
  const taxAmount = roundTo(money(netAmount).times(line.taxRatePercent).dividedBy(100), currency);
  return { netAmount, taxAmount, total: roundTo(money(netAmount).plus(taxAmount), currency) };
}

/** The exact sum of amounts of one currency. */
export function sum(values: readonly string[], currency: string): string {
  return roundTo(
    values.reduce((total, value) => total.plus(value), money(0)),
    currency,
  );
}
