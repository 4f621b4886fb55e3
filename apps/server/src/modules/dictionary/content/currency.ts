import type { Labels, Locale } from '@portside/contracts';
import currencyCodes from 'currency-codes';
import type { DictSeedItem } from './types.js';

/** The currencies freight is most often billed in, listed before the rest. */
const TRADE_CURRENCIES_FIRST = ['USD', 'EUR', 'CNY', 'GBP', 'JPY', 'HKD'];

/** ISO 4217 codes that are not money an invoice is paid in: funds, metals, units of account, test codes. */
const NON_INVOICE_CODES = new Set([
  'BOV',
  'CHE',
  'CHW',
  'CLF',
  'COU',
  'MXV',
  'USN',
  'UYI',
  'UYW',
  'XAG',
  'XAU',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XPD',
  'XPT',
  'XSU',
  'XTS',
  'XUA',
  'XXX',
]);

const currencyNamesIn = (locale: Locale) => new Intl.DisplayNames([locale], { type: 'currency' });
const CURRENCY_NAMES: Record<Locale, Intl.DisplayNames> = {
  'zh-CN': currencyNamesIn('zh-CN'),
  'en-US': currencyNamesIn('en-US'),
  'fr-FR': currencyNamesIn('fr-FR'),
  'de-DE': currencyNamesIn('de-DE'),
};

function displayOrder(code: string): number {
  const index = TRADE_CURRENCIES_FIRST.indexOf(code);
  return index === -1 ? TRADE_CURRENCIES_FIRST.length : index;
}

/**
 * The platform's (CLDR) name in each language; where it has none it answers the code, so the
 * ISO English name stands in. The first letter is raised because CLDR writes French names in
 * running-text case ("dollar des États-Unis") and these labels head a list entry.
 */
function currencyLabels(code: string, isoName: string): Labels {
  const label = (locale: Locale): string => {
    const platformName = CURRENCY_NAMES[locale].of(code);
    const name = !platformName || platformName === code ? isoName.trim() : platformName;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  };
  return { 'zh-CN': label('zh-CN'), 'en-US': label('en-US'), 'fr-FR': label('fr-FR'), 'de-DE': label('de-DE') };
}

/** Every active ISO 4217 currency a freight bill can be in, keyed by its alphabetic code. */
export const CURRENCIES: readonly DictSeedItem[] = currencyCodes.data
  .filter((currency) => !NON_INVOICE_CODES.has(currency.code))
  .toSorted((a, b) => displayOrder(a.code) - displayOrder(b.code) || a.code.localeCompare(b.code))
  .map((currency) => ({ Key: currency.code, Labels: currencyLabels(currency.code, currency.currency) }));
