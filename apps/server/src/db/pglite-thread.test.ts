import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.js';
import { type Database, databaseFault, queryRows } from './client.js';

/** The embedded database runs in a worker thread (pglite-thread.ts); these are what the server relies on. */
describe('PGlite in its worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.db.execute(sql`create table thread_probe (id int primary key, note text not null)`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('leaves the event loop free while a query runs', async () => {
    let done = false;
    const slow = database.db.execute(sql`select pg_sleep(0.5)`).then(() => {
      done = true;
    });
    // On the main thread, PGlite's WebAssembly would hold the loop for the whole half second.
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    expect(performance.now() - started).toBeLessThan(250);
    await slow;
    expect(done).toBe(true);
  });

  it("runs a transaction's statements in order and other queries only after it commits", async () => {
    let inside = 0;
    let seenOutside: number | undefined;
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'first')`);
      inside = 1;
      await tx.execute(sql`select pg_sleep(0.2)`);
      await tx.execute(sql`update thread_probe set note = note || ', second' where id = 1`);
      await tx.execute(sql`insert into thread_probe values (2, 'third')`);
    });
    const outside = (async () => {
      while (inside === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from thread_probe`);
      seenOutside = row?.n;
    })();
    await Promise.all([transaction, outside]);
    expect(seenOutside).toBe(2);
    expect(await queryRows(database.db, sql`select id, note from thread_probe order by id`)).toEqual([
      { id: 1, note: 'first, second' },
      { id: 2, note: 'third' },
    ]);
  });

  it('rolls a transaction back when its callback throws, and a savepoint when the inner one does', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (10, 'lost')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (11, 'kept')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into thread_probe values (12, 'lost')`);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    const ids = await queryRows<{ id: number }>(
      database.db,
      sql`select id from thread_probe where id >= 10 order by id`,
    );
    expect(ids).toEqual([{ id: 11 }]);
  });

  it("brings the database's error across the thread, with its SQLSTATE and constraint", async () => {
    const failure = await database.db.execute(sql`insert into thread_probe values (1, 'again')`).catch((e) => e);
    expect(databaseFault(failure)).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
    // A failed statement inside a transaction fails the transaction, which rolls back whole.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (20, 'lost')`);
        await tx.execute(sql`insert into thread_probe values (1, 'again')`);
      }),
    ).rejects.toThrow();
    expect(await queryRows(database.db, sql`select id from thread_probe where id = 20`)).toEqual([]);
  });

  it('answers timestamps, json and numbers as the drivers do on the main thread', async () => {
    const [row] = await queryRows<{ at: string; doc: unknown; n: number; big: string }>(
      database.db,
      sql`select timestamptz '2026-11-21 08:00:00+00' as at, '{"a":[1,2]}'::jsonb as doc, 42 as n, 9007199254740993::numeric as big`,
    );
    expect(row).toEqual({ at: '2026-11-21 08:00:00+00', doc: { a: [1, 2] }, n: 42, big: '9007199254740993' });
  });
});

describe('a closed embedded database', () => {
  it('refuses queries at once, as PGlite does once closed, rather than leaving them waiting', async () => {
    const database = await openTestDatabase('pglite');
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
