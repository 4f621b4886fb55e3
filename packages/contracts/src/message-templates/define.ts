import type { z } from 'zod';
import type { Locale } from '../locales.js';
import { PORTAL_PAGES } from '../pages.js';

/**
 * Parameters are flat: strings, numbers, booleans or null. Strings are HTML-escaped before a
 * content text sees them, so a job number can never inject markup.
 */
export type TemplateParams = Record<string, string | number | boolean | null>;

/** How a template writes times, days and links in the reader's language. */
export interface MessageFormat {
  locale: Locale;
  /** A date-time (ISO 8601) to the minute, in UTC, e.g. "2025年12月1日 08:00 UTC". */
  time(iso: string): string;
  /** A date (YYYY-MM-DD or ISO date-time; its UTC day), e.g. "01.12.2025". */
  day(iso: string): string;
  /** From one date-time to another with the weekday, in UTC. */
  timeRange(fromIso: string, toIso: string): string;
  /** The job number, linked to the shipment's page (content only; both already escaped). */
  shipmentLink(shipmentId: string, dcgNo: string): string;
}

export interface MessageTexts<P> {
  /** Plain text. */
  title(params: P, format: MessageFormat): string;
  /** Limited HTML (b, a, br): the web sanitizes it and e-mails turn it into text. */
  content(params: P, format: MessageFormat): string;
}

export interface MessageTemplate<S extends z.ZodType<TemplateParams>> {
  /** The key of MessageTypeEnum (dictionary 1015) the message is filed under. */
  messageType: string;
  params: S;
  texts: Record<Locale, MessageTexts<z.output<S>>>;
}

/** Declares a template; the texts' parameter types follow from its schema. */
export function defineTemplate<S extends z.ZodType<TemplateParams>>(template: MessageTemplate<S>): MessageTemplate<S> {
  return template;
}

const UTC = ' UTC';

/**
 * A date formatter built on first use: building one costs milliseconds on a phone, in the render of
 * the first messages, and a page of messages seldom needs all three.
 */
function formatterOnUse(locale: Locale, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => {
    formatter ??= new Intl.DateTimeFormat(locale, options);
    return formatter;
  };
}

export function messageFormat(locale: Locale): MessageFormat {
  const time = formatterOnUse(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const day = formatterOnUse(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const range = formatterOnUse(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return {
    locale,
    time: (iso) => time().format(new Date(iso)) + UTC,
    day: (iso) => day().format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)),
    timeRange: (fromIso, toIso) => range().formatRange(new Date(fromIso), new Date(toIso)) + UTC,
    shipmentLink: (shipmentId, dcgNo) =>
      `<a href="${PORTAL_PAGES.shipmentDetail.path}?id=${encodeURIComponent(shipmentId)}">${dcgNo}</a>`,
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

export function escapeParams<P extends TemplateParams>(params: P): P {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? escapeHtml(value) : value]),
  ) as P;
}
