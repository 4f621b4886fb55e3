import fs from 'node:fs';
import { LOCALES, type Locale } from '@portside/contracts';

/**
 * The web's texts of every locale, read from its locale files, so that a test names a text by its key
 * instead of copying it. `Messages` is the part of the files the test reads.
 */
export function localeMessages<Messages>(): Record<Locale, Messages> {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      JSON.parse(fs.readFileSync(new URL(`../../apps/web/src/i18n/${locale}.json`, import.meta.url), 'utf8')),
    ]),
  ) as Record<Locale, Messages>;
}
