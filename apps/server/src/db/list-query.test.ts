import { describe, expect, it } from 'vitest';
import { shipments } from '../modules/shipments/schema.js';
import { type ListCursor, type ListWindow, WALK_BATCH_ROWS, walkList } from './list-query.js';

/** A nullable key (ETA), descending, as the shipment list sorts by default. */
const SORT = { column: shipments.eta, order: 'desc' as const, tieBreaker: shipments.id };

/** A list of `values` rows then `nulls` rows, served by window as the database would. */
function fakeList(values: number, nulls: number, log: string[], failAt?: number) {
  const rows = [
    ...Array.from({ length: values }, (_, i) => ({ id: `v${i}`, key: String(values - i) })),
    ...Array.from({ length: nulls }, (_, i) => ({ id: `n${i}`, key: null })),
  ];
  let calls = 0;
  return async (window: ListWindow) => {
    calls += 1;
    log.push(`fetch ${calls}`);
    if (calls === failAt) throw new Error('connection lost');
    if (!('after' in window)) throw new Error('a walk reads by keyset');
    const after = window.after;
    const index = (id: string | null) => rows.findIndex((row) => row.id === id) + 1;
    // Keyset as the database reads it: all rows from the top, then after a key among the values, then among the nulls.
    const page =
      after === undefined
        ? rows.slice(0, window.limit)
        : after.key !== null
          ? rows
              .slice(index(after.tieBreaker))
              .filter((row) => row.key !== null)
              .slice(0, window.limit)
          : rows.slice(after.tieBreaker === null ? values : index(after.tieBreaker)).slice(0, window.limit);
    return {
      rows: page,
      cursors: page.map((row): ListCursor => ({ key: row.key, tieBreaker: row.id }) as ListCursor),
    };
  };
}

describe('walkList', () => {
  it('gives every row once, the nulls last, and asks for the next batch before the walker takes one', async () => {
    const log: string[] = [];
    const seen: string[] = [];
    for await (const batch of walkList(SORT, fakeList(WALK_BATCH_ROWS + 50, 30, log), { max: 10_000 })) {
      log.push(`took ${batch.length}`);
      seen.push(...batch.map((row) => row.id));
    }
    expect(seen).toHaveLength(WALK_BATCH_ROWS + 80);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(-30).every((id) => id.startsWith('n'))).toBe(true);
    expect(log).toEqual(['fetch 1', 'fetch 2', `took ${WALK_BATCH_ROWS}`, 'fetch 3', 'took 50', 'took 30']);
  });

  it('stops at the maximum, and a walker that stops early leaves no failure unhandled', async () => {
    const log: string[] = [];
    const taken: number[] = [];
    for await (const batch of walkList(SORT, fakeList(1_000, 0, log), { max: WALK_BATCH_ROWS + 10 })) {
      taken.push(batch.length);
    }
    expect(taken).toEqual([WALK_BATCH_ROWS, 10]);

    // The batch read ahead fails while the walker stops: vitest fails the run on an unhandled rejection.
    for await (const batch of walkList(SORT, fakeList(1_000, 0, [], 2), { max: 10_000 })) {
      expect(batch).toHaveLength(WALK_BATCH_ROWS);
      break;
    }
    // A failure the walker reaches is thrown to it.
    const walk = async () => {
      for await (const _ of walkList(SORT, fakeList(1_000, 0, [], 2), { max: 10_000 })) {
        // takes every batch
      }
    };
    await expect(walk()).rejects.toThrow('connection lost');
  });
});
