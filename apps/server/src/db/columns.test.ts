import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../test/harness.js';
import type { Database } from './client.js';
import { isoTimeOfText } from './columns.js';

/** Any time PostgreSQL and an ISO answer both write with four digits of year, to the microsecond. */
const microsecondTimes = fc
  .tuple(
    fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }),
    fc.integer({ min: 0, max: 999 }),
  )
  .map(([time, micros]) => `${time.toISOString().slice(0, -1)}${String(micros).padStart(3, '0')}Z`);

/** The ISO answer's time to the millisecond: the microseconds are dropped, as a Date drops them. */
const toMilliseconds = (microIso: string) => `${microIso.slice(0, 23)}Z`;

describe.each(DATABASE_KINDS)('times read as ISO text on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  /** The timestamptz's text as the driver hands it to drizzle's mapping, in the session's time zone. */
  async function driverText(time: string, timeZone?: string): Promise<string> {
    return database.db.transaction(async (tx) => {
      if (timeZone) await tx.execute(sql`select set_config('TimeZone', ${timeZone}, true)`);
      // Both drivers answer with { rows }.
      const result = (await tx.execute(sql`select ${time}::timestamptz as t`)) as unknown as { rows: { t: unknown }[] };
      const text = result.rows[0]?.t;
      if (typeof text !== 'string') throw new Error(`the driver gave ${typeof text}, not the column's text`);
      return text;
    });
  }

  it("gives the instant PostgreSQL stored, to the millisecond, from the database's own UTC text", async () => {
    await fc.assert(
      fc.asyncProperty(microsecondTimes, async (time) => {
        const text = await driverText(time, 'UTC');
        expect(isoTimeOfText(text)).toBe(toMilliseconds(time));
      }),
      { numRuns: 60 },
    );
    // Whole seconds and tenths: PostgreSQL drops the fraction's trailing zeros.
    expect(isoTimeOfText(await driverText('2026-11-21T10:00:00Z', 'UTC'))).toBe('2026-11-21T10:00:00.000Z');
    expect(isoTimeOfText(await driverText('2026-11-21T10:00:00.5Z', 'UTC'))).toBe('2026-11-21T10:00:00.500Z');
  });

  it('gives the same instant from a session in another time zone', async () => {
    await fc.assert(
      fc.asyncProperty(
        microsecondTimes,
        fc.constantFrom('Asia/Shanghai', 'America/New_York', 'Asia/Kolkata'),
        async (time, zone) => {
          const text = await driverText(time, zone);
          expect(text.endsWith('+00')).toBe(false);
          expect(isoTimeOfText(text)).toBe(toMilliseconds(time));
        },
      ),
      { numRuns: 30 },
    );
  });
});
