import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const LOCALES = ['zh-CN', 'en-US', 'fr-FR', 'de-DE'] as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function lookup(messages: unknown, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`index.html: no text for %t:${key}%`);
  return value;
}

/**
 * Writes the texts of index.html's static login form (`%t:login.heading%`) in the four languages
 * from the locale files, each in a span that public/first-paint.js's language shows, and
 * `%languageName%` as each language's own name, so the first paint never drifts from the app.
 */
export function firstPaintTexts(nativeNames: Record<(typeof LOCALES)[number], string>): Plugin {
  return {
    name: 'portside-first-paint-texts',
    transformIndexHtml(html) {
      const messages = Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          JSON.parse(readFileSync(new URL(`./src/i18n/${locale}.json`, import.meta.url), 'utf8')) as unknown,
        ]),
      );
      const spans = (textOf: (locale: (typeof LOCALES)[number]) => string) =>
        LOCALES.map((locale) => `<span data-l="${locale}">${escapeHtml(textOf(locale))}</span>`).join('');
      return html
        .replace(/%t:([\w.]+)%/g, (_, key: string) => spans((locale) => lookup(messages[locale], key)))
        .replace(/%languageName%/g, () => spans((locale) => nativeNames[locale]));
    },
  };
}
