import { type ClientMessage, MESSAGE_STREAM_EVENT } from '@portside/contracts';
import { vi } from 'vitest';

let sequence = 0;

/** A message of the message centre, unread unless told otherwise. */
export function clientMessage(overrides: Partial<ClientMessage> = {}): ClientMessage {
  sequence += 1;
  return {
    Id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    RelateId: null,
    DcgNo: `DCG2511${String(sequence).padStart(4, '0')}`,
    MessageTitle: `Message ${sequence}`,
    MessageContent: `Content of message ${sequence}`,
    Template: null,
    Params: null,
    Language: 'en-US',
    MessageType: '1',
    MessageStatus: 0,
    CreatedTime: '2025-11-20T08:00:00.000Z',
    ReadTime: null,
    ...overrides,
  };
}

/**
 * The live message stream as the server sends it (server-sent events over fetch): a test pushes
 * messages into the open connection, or ends it as a restarting server would.
 */
export function fakeMessageStream() {
  const connections: ReadableStreamDefaultController<Uint8Array>[] = [];
  const encoder = new TextEncoder();
  const fetched = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (streamController) => {
        controller = streamController;
      },
    });
    if (controller) {
      connections.push(controller);
      controller.enqueue(encoder.encode(': connected\n\n'));
    }
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetched);
  const current = () => {
    const connection = connections.at(-1);
    if (!connection) throw new Error('The message stream was not opened');
    return connection;
  };
  return {
    fetched,
    get connections() {
      return connections.length;
    },
    push: (message: ClientMessage) =>
      current().enqueue(
        encoder.encode(`id: ${message.Id}\nevent: ${MESSAGE_STREAM_EVENT}\ndata: ${JSON.stringify(message)}\n\n`),
      ),
    end: () => current().close(),
  };
}
