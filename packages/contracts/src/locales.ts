/** The four UI languages of the portal (spec §9); en-US is the default. */
export const LOCALES = ['zh-CN', 'en-US', 'fr-FR', 'de-DE'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** A text in every UI language. */
export type Labels = Record<Locale, string>;

/**
 * The language the server answers in for an Accept-Language header. The web client sends
 * en-US, fr-FR or de-DE (spec §7: Chinese falls back to en-US), but any client may send a full
 * header, so the first supported tag by quality order wins.
 */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const tags = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const match = LOCALES.find((l) => l.toLowerCase() === tag || l.slice(0, 2).toLowerCase() === tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
