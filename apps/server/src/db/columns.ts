import { type SQL, sql } from 'drizzle-orm';
import { numeric, type PgColumn } from 'drizzle-orm/pg-core';

/** numeric columns read as numbers: weights and volumes, far within a double's exact range. */
export const decimal = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });

/**
 * PostgreSQL's text of a timestamptz under DateStyle ISO: the date and time in the session's time
 * zone (a year past 9999 has more digits), up to six digits of fraction, the zone's offset ("+00",
 * "+05:30", or "+08:05:43" for a local mean time before 1901), then " BC" for a year before the first.
 */
const TIMESTAMPTZ_TEXT =
  /^(\d{4,})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?([+-])(\d\d)(?::(\d\d))?(?::(\d\d))?( BC)?$/;

/**
 * "2026-11-21 10:00:00+00" or "2026-11-21 10:00:00.123456+00": a four-digit year AD, in UTC. Told
 * by its length and punctuation, which no other DateStyle or offset shares, without a regex: this
 * runs for every time of every list row.
 */
function isUtcText(text: string): boolean {
  const { length } = text;
  return (
    length >= 22 &&
    length <= 29 &&
    text.endsWith('+00') &&
    text[4] === '-' &&
    text[10] === ' ' &&
    (length === 22 || text[19] === '.')
  );
}

/**
 * A timestamptz's text from the driver as an answer's ISO time, to the millisecond. Text in UTC
 * (the server's sessions) is rearranged, not parsed into a Date and written again: Date's
 * toISOString was most of what a list page's seven times a row cost the server (bench/RESULTS.md,
 * 2026-11-30). Text in another offset is shifted to UTC field by field. Neither goes through
 * Date's parser, which reads the years 0001 to 0099 as 1901 to 1999 and refuses an offset in
 * seconds.
 */
export function isoTimeOfText(text: string): string {
  if (isUtcText(text)) {
    const fraction = text.length === 22 ? '.000' : `${text.slice(19, -3)}00`.slice(0, 4);
    return `${text.slice(0, 10)}T${text.slice(11, 19)}${fraction}Z`;
  }
  const parts = TIMESTAMPTZ_TEXT.exec(text);
  if (!parts) throw new Error(`Not a timestamptz in PostgreSQL's ISO style: ${text}`);
  const [, year, month, day, hour, minute, second, fraction = '', sign, offsetHours, offsetMinutes, offsetSeconds, bc] =
    parts;
  const milliseconds = fraction.padEnd(3, '0').slice(0, 3);
  const time = new Date(0);
  // 1 BC is the year 0 of an ISO time.
  time.setUTCFullYear(bc ? 1 - Number(year) : Number(year), Number(month) - 1, Number(day));
  time.setUTCHours(Number(hour), Number(minute), Number(second), Number(milliseconds));
  const offset = Number(offsetHours) * 3600 + Number(offsetMinutes ?? 0) * 60 + Number(offsetSeconds ?? 0);
  return new Date(time.getTime() - (sign === '-' ? -offset : offset) * 1000).toISOString();
}

/** A timestamptz column selected as its ISO time (isoTimeOfText), null where the column is. */
export function isoTime<Column extends PgColumn>(
  column: Column,
): SQL<Column['_']['notNull'] extends true ? string : string | null> {
  return sql`${column}`.mapWith(isoTimeOfText);
}
