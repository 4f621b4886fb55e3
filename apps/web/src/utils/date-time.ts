import type { Locale } from '@portside/contracts/locales';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/** A moment in the UI language's own date and time format (03/04/2025 5:06 AM, 04.03.2025 05:06). */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('L LT');
}

/**
 * A month (YYYY-MM) the way the language writes it: "Dec 2025", "2025年12月", "déc. 2025",
 * "Dez. 2025". Intl, not a dayjs pattern: the order of month and year differs by language.
 */
export function formatMonth(month: string, language: Locale): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** A day without its year and time, in the UI language's order (3/4, 04/03, 4.3.): a chart axis's label. */
export function formatShortDay(iso: string): string {
  return new Intl.DateTimeFormat(dayjs.locale(), { month: 'numeric', day: 'numeric' }).format(new Date(iso));
}
