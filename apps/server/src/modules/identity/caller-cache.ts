import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import type { users } from './schema.js';

/** The PostgreSQL channel on which an instance tells the others that what some session speaks for has changed. */
export const CALLERS_CHANGED_CHANNEL = 'portside_callers_changed';
/** The most sessions remembered at once; past it the oldest is forgotten. */
const REMEMBERED_SESSIONS = 10_000;
/** How long an instance that lost its LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1_000;

/** What a session's token is checked against (sessions.ts): its session, user, company flag and grants. */
export interface CallerRow {
  sessionId: string;
  userId: string;
  actingStaffUserId: string | null;
  lastSeenAt: Date;
  expiresAt: Date;
  accountName: string;
  role: (typeof users.$inferSelect)['role'];
  companyId: string | null;
  enabled: boolean;
  isPrivateCustomer: boolean | null;
  companyCodes: string[];
  userCodes: string[];
}

/**
 * The session rows a request's caller was read from, remembered for CALLER_CACHE_MS by the token's
 * hash (issue 15): a page's requests, which come in bursts, then cost one statement each instead
 * of two. A change to what a session speaks for (a revocation, a password change, a disabled user,
 * a grant, a company's flag) forgets every remembered row at once, on this instance when the change
 * has committed and on every other one through NOTIFY; so a revoked session is refused at once here
 * and as soon as the notice arrives elsewhere. On PostgreSQL nothing is remembered while the
 * notices cannot be heard (the LISTEN connection is down), and the time limit bounds what a notice
 * that never came (a row changed by hand) can leave behind.
 */
export interface CallerCache<Row> {
  /** The row read for the token's hash within the time limit and not forgotten since. */
  get(tokenHash: string): Row | undefined;
  /** Taken before a read, and handed to `remember`: a change during the read means it is not kept. */
  generation(): number;
  remember(tokenHash: string, row: Row, readAtGeneration: number): void;
  /** Whether rows are kept now: on PostgreSQL, while the notices are heard (and never with a limit of 0). */
  isRemembering(): boolean;
  /** After a change to what sessions speak for has committed: every instance forgets every row. */
  forgetAll(): Promise<void>;
  close(): Promise<void>;
}

export function createCallerCache<Row>(database: Database, ttlMs: number, log: FastifyBaseLogger): CallerCache<Row> {
  const remembered = new Map<string, { row: Row; until: number }>();
  let generation = 0;
  const forgetHere = () => {
    generation += 1;
    remembered.clear();
  };
  const { connectDedicated } = database;
  // PGlite has one process, so forgetting here is forgetting everywhere.
  let hearing = connectDedicated === undefined;
  let listener: pg.Client | undefined;
  let relisten: NodeJS.Timeout | undefined;
  let closed = false;

  const listen = async (): Promise<void> => {
    if (closed || !connectDedicated || ttlMs === 0) return;
    let client: pg.Client | undefined;
    const lose = (error?: unknown) => {
      if (client !== listener) return;
      if (error) log.warn({ err: error }, 'caller notice connection lost');
      hearing = false;
      listener = undefined;
      forgetHere();
      client?.end().catch(() => {});
      if (!closed) relisten = setTimeout(() => void listen(), RELISTEN_MS);
    };
    try {
      client = await connectDedicated();
      if (closed) {
        await client.end();
        return;
      }
      listener = client;
      client.on('notification', (notice) => {
        if (notice.channel === CALLERS_CHANGED_CHANNEL) forgetHere();
      });
      client.on('error', lose);
      client.on('end', () => lose());
      await client.query(`LISTEN ${CALLERS_CHANGED_CHANNEL}`);
      if (closed) return;
      // Reads begun before now may have missed a notice: none of them is kept.
      forgetHere();
      hearing = true;
    } catch (error) {
      if (client && client === listener) lose(error);
      else if (!closed) {
        log.warn({ err: error }, 'caller notices cannot be heard; sessions are read on every request');
        relisten = setTimeout(() => void listen(), RELISTEN_MS);
      }
    }
  };
  void listen();

  const isRemembering = () => ttlMs > 0 && hearing;

  return {
    get(tokenHash) {
      const found = remembered.get(tokenHash);
      if (!found) return undefined;
      if (found.until > performance.now()) return found.row;
      remembered.delete(tokenHash);
      return undefined;
    },
    generation: () => generation,
    isRemembering,
    remember(tokenHash, row, readAtGeneration) {
      if (!isRemembering() || readAtGeneration !== generation) return;
      remembered.delete(tokenHash);
      remembered.set(tokenHash, { row, until: performance.now() + ttlMs });
      // A Map iterates in insertion order: the first key is the oldest remembered.
      if (remembered.size > REMEMBERED_SESSIONS) remembered.delete(remembered.keys().next().value ?? '');
    },
    async forgetAll() {
      forgetHere();
      if (!connectDedicated) return;
      try {
        await database.db.execute(sql`select pg_notify(${CALLERS_CHANGED_CHANNEL}, '')`);
      } catch (error) {
        // The change has committed and is answered as done: the other instances' rows end with their time.
        log.warn({ err: error }, 'other instances not told of a change to sessions');
      }
    },
    async close() {
      closed = true;
      hearing = false;
      clearTimeout(relisten);
      forgetHere();
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
