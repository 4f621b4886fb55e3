import { type ClientMessage, clientMessageSchema, MESSAGE_STREAM_EVENT } from '@portside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { openStream } from '../../lib/request';
import { ServerSentEventParser } from '../../lib/server-sent-events';
import { MESSAGE_STREAM_URL, MESSAGES_QUERY_KEY } from './messages-api';

/** Waits before reconnecting a dropped stream: 1 s, doubling up to 30 s, so a restarting server is not flooded. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000] as const;

function reconnectDelay(failures: number): number {
  return RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 30_000;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Reads one connection until it ends, handing each new message on. */
async function readStream(body: ReadableStream<Uint8Array>, onMessage: (message: ClientMessage) => void) {
  const parser = new ServerSentEventParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    for (const event of parser.feed(decoder.decode(value, { stream: true }))) {
      if (event.event !== MESSAGE_STREAM_EVENT) continue;
      const message = clientMessageSchema.safeParse(JSON.parse(event.data));
      if (message.success) onMessage(message.data);
    }
  }
}

/**
 * New messages as they arrive (GET /client/api/ClientPush/Stream, server-sent events): each
 * reloads the badge and the lists and is handed to `onMessage`. A dropped stream (server restart,
 * lost listener) is opened again after a growing delay, and the lists reload, since messages may
 * have arrived in between. Closed when the component unmounts (sign-out) or `enabled` turns false.
 */
export function useMessageStream(enabled: boolean, onMessage: (message: ClientMessage) => void): void {
  const queryClient = useQueryClient();
  const handleMessage = useEffectEvent((message: ClientMessage) => {
    void queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY });
    onMessage(message);
  });
  const reloadLists = useEffectEvent(() => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }));

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let failures = 0;
      let connectedBefore = false;
      while (!signal.aborted) {
        try {
          const body = await openStream(MESSAGE_STREAM_URL, signal);
          if (connectedBefore) void reloadLists();
          connectedBefore = true;
          failures = 0;
          await readStream(body, handleMessage);
        } catch (error) {
          if (signal.aborted) return;
          console.warn('The message stream failed; reconnecting', error);
          failures += 1;
        }
        await sleep(reconnectDelay(failures), signal);
      }
    })();
    return () => controller.abort();
  }, [enabled]);
}
