import { PassThrough } from 'node:stream';
import { type Locale, MESSAGE_STREAM_EVENT, MESSAGE_STREAM_HEARTBEAT_SECONDS } from '@portside/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/envelope.js';
import type { TenantScope } from '../../http/tenant-scope.js';
import type { MessageBusListener, MessageNotice } from './bus.js';
import { findOwnMessage, toClientMessage } from './repo.js';

/** A user with more open streams than this (tabs, reconnect storms) loses the oldest. */
const MAX_STREAMS_PER_USER = 10;

interface OpenStream {
  userId: string;
  scope: TenantScope;
  /** The language the stream's server messages are written in. */
  locale: Locale;
  body: PassThrough;
}

export interface MessageStreams {
  /** A server-sent-events body that gets the user's new messages until it is closed. */
  open(userId: string, scope: TenantScope, locale: Locale): Promise<PassThrough>;
  /** Ends every stream (server shutdown), so open streams do not hold the close. */
  closeAll(): Promise<void>;
}

/**
 * The live streams of this server instance, by user. One bus subscription serves all of them: a
 * notice for a user with an open stream loads the message once and writes it to each of their
 * streams. When the bus reports that notices may have been lost, every stream ends, and clients
 * reconnect and reload their list.
 */
export function createMessageStreams(
  ctx: AppContext,
  heartbeatMs = MESSAGE_STREAM_HEARTBEAT_SECONDS * 1000,
): MessageStreams {
  const byUser = new Map<string, OpenStream[]>();
  let subscription: Promise<() => void> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closing = false;

  const all = () => [...byUser.values()].flat();

  const endAll = () => {
    for (const open of all()) open.body.end();
  };

  const push = async (notice: MessageNotice) => {
    const first = byUser.get(notice.userId)?.[0];
    if (!first) return;
    try {
      const row = await findOwnMessage(ctx.db, notice.messageId, notice.userId, first.scope);
      if (!row) return;
      const frames = new Map<Locale, string>();
      for (const open of byUser.get(notice.userId) ?? []) {
        let frame = frames.get(open.locale);
        if (!frame) {
          frame = `id: ${row.id}\nevent: ${MESSAGE_STREAM_EVENT}\ndata: ${JSON.stringify(toClientMessage(row, open.locale))}\n\n`;
          frames.set(open.locale, frame);
        }
        open.body.write(frame);
      }
    } catch (error) {
      ctx.log.error({ err: error }, 'a new message could not be pushed');
    }
  };

  const listener: MessageBusListener = {
    onNotice: (notice) => void push(notice),
    onInterrupted: () => {
      subscription = null;
      endAll();
    },
  };

  const subscribe = () => {
    if (!subscription) {
      const subscribing = ctx.messageBus.subscribe(listener);
      subscription = subscribing;
      subscribing.catch(() => {
        if (subscription === subscribing) subscription = null;
      });
    }
    return subscription;
  };

  const remove = (open: OpenStream) => {
    const remaining = (byUser.get(open.userId) ?? []).filter((other) => other !== open);
    if (remaining.length > 0) byUser.set(open.userId, remaining);
    else byUser.delete(open.userId);
    if (byUser.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  return {
    async open(userId, scope, locale) {
      if (closing) throw new AppError('ServiceUnavailable');
      await subscribe();
      const open: OpenStream = { userId, scope, locale, body: new PassThrough() };
      const mine = [...(byUser.get(userId) ?? []), open];
      byUser.set(userId, mine);
      // The body is destroyed when the client goes away, and ends when the server closes it.
      open.body.on('close', () => remove(open));
      open.body.on('finish', () => remove(open));
      if (mine.length > MAX_STREAMS_PER_USER) mine[0]?.body.end();
      heartbeat ??= setInterval(() => {
        for (const other of all()) other.body.write(': heartbeat\n\n');
      }, heartbeatMs);
      // Sends the headers at once and tells the client the stream is live.
      open.body.write(': connected\n\n');
      return open.body;
    },
    async closeAll() {
      closing = true;
      endAll();
      byUser.clear();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      const unsubscribe = await subscription?.catch(() => null);
      unsubscribe?.();
    },
  };
}
