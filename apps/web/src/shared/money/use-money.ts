import { useLanguageStore } from '../../stores/language-store';

/** An exact amount (decimal text) in the UI language with its currency, never through a float's rounding. */
export function useMoney() {
  const language = useLanguageStore((state) => state.language);
  return (amount: string, currency: string) => {
    const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
    const grouped = new Intl.NumberFormat(language).format(BigInt(whole));
    const decimal = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    return `${amount.startsWith('-') ? '−' : ''}${grouped}${fraction ? `${decimal ?? '.'}${fraction}` : ''} ${currency}`;
  };
}
