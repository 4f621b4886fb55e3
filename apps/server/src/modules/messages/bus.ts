import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database, Db } from '../../db/client.js';

/** A message was created for a user: all a notification carries (ids only, nothing confidential). */
export interface MessageNotice {
  messageId: string;
  userId: string;
}

export interface MessageBusListener {
  onNotice(notice: MessageNotice): void;
  /** Notices may have been missed (the listening connection dropped): start again from the database. */
  onInterrupted(): void;
}

/**
 * How new messages reach the live streams of every server instance. The messages service publishes
 * after its transaction commits and does not care which database runs.
 */
export interface MessageBus {
  publish(notices: readonly MessageNotice[]): Promise<void>;
  /** Resolves, with the unsubscribe function, once notices published from now on will arrive. */
  subscribe(listener: MessageBusListener): Promise<() => void>;
  close(): Promise<void>;
}

/** The PostgreSQL channel of message notices. */
export const MESSAGE_CHANNEL = 'portside_messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseNotice(payload: string | undefined): MessageNotice | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<MessageNotice>;
    return typeof value.messageId === 'string' &&
      UUID.test(value.messageId) &&
      typeof value.userId === 'string' &&
      UUID.test(value.userId)
      ? { messageId: value.messageId, userId: value.userId }
      : null;
  } catch {
    return null;
  }
}

function deliver(listeners: Iterable<MessageBusListener>, notice: MessageNotice, log: FastifyBaseLogger): void {
  for (const listener of listeners) {
    try {
      listener.onNotice(notice);
    } catch (error) {
      log.error({ err: error }, 'message listener failed');
    }
  }
}

/** PGlite: one process owns the database, so an in-process fan-out reaches every stream. */
export function inProcessMessageBus(log: FastifyBaseLogger): MessageBus {
  const listeners = new Set<MessageBusListener>();
  return {
    async publish(notices) {
      for (const notice of notices) deliver([...listeners], notice, log);
    },
    async subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/**
 * PostgreSQL: NOTIFY on a channel, so every instance on the database hears every notice. Each
 * instance LISTENs on one dedicated connection, opened when its first stream subscribes; when that
 * connection drops, the listeners are told and the next subscription connects again.
 */
export function postgresMessageBus(db: Db, connect: () => Promise<pg.Client>, log: FastifyBaseLogger): MessageBus {
  const listeners = new Set<MessageBusListener>();
  let connection: Promise<pg.Client> | null = null;
  let closed = false;

  const listen = (): Promise<pg.Client> => {
    if (connection) return connection;
    const opening = connect().then(async (client) => {
      let lost = false;
      const lose = () => {
        if (lost) return;
        lost = true;
        if (connection === opening) connection = null;
        client.end().catch(() => {});
        const interrupted = [...listeners];
        listeners.clear();
        for (const listener of interrupted) listener.onInterrupted();
      };
      client.on('notification', (notification) => {
        if (notification.channel !== MESSAGE_CHANNEL) return;
        const notice = parseNotice(notification.payload);
        if (notice) deliver([...listeners], notice, log);
        else log.warn({ payload: notification.payload }, 'malformed message notice ignored');
      });
      client.on('error', (error) => {
        log.warn({ err: error }, 'message notice connection lost');
        lose();
      });
      client.on('end', lose);
      try {
        await client.query(`LISTEN ${MESSAGE_CHANNEL}`);
      } catch (error) {
        lose();
        throw error;
      }
      return client;
    });
    connection = opening;
    opening.catch(() => {
      if (connection === opening) connection = null;
    });
    return opening;
  };

  return {
    async publish(notices) {
      if (notices.length === 0) return;
      const payloads = JSON.stringify(notices.map((notice) => JSON.stringify(notice)));
      await db.execute(
        sql`select pg_notify(${MESSAGE_CHANNEL}, payload) from jsonb_array_elements_text(${payloads}::jsonb) as payload`,
      );
    },
    async subscribe(listener) {
      if (closed) throw new Error('the message bus is closed');
      await listen();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      const open = connection;
      connection = null;
      if (open) await open.then((client) => client.end()).catch(() => {});
    },
  };
}

export function createMessageBus(database: Database, log: FastifyBaseLogger): MessageBus {
  return database.connectDedicated
    ? postgresMessageBus(database.db, database.connectDedicated, log)
    : inProcessMessageBus(log);
}
