import { describe, expect, it } from 'vitest';
import { ServerSentEventParser } from './server-sent-events';

describe('ServerSentEventParser', () => {
  it('reads events and skips comments such as the heartbeat', () => {
    const parser = new ServerSentEventParser();
    expect(
      parser.feed(': connected\n\nid: 7\nevent: message\ndata: {"Id":"7"}\n\n: heartbeat\n\nevent: other\ndata: x\n\n'),
    ).toEqual([
      { event: 'message', data: '{"Id":"7"}', id: '7' },
      { event: 'other', data: 'x', id: '7' },
    ]);
  });

  it('completes an event split across chunks, even inside a line or a CRLF', () => {
    const parser = new ServerSentEventParser();
    expect(parser.feed('id: 8\r\nevent: mess')).toEqual([]);
    expect(parser.feed('age\r\ndata: {"Id":')).toEqual([]);
    expect(parser.feed('"8"}\r\n')).toEqual([]);
    expect(parser.feed('\r\n')).toEqual([{ event: 'message', data: '{"Id":"8"}', id: '8' }]);
  });

  it('joins data lines, defaults the event name to message, and drops events without data', () => {
    const parser = new ServerSentEventParser();
    expect(parser.feed('data: first\ndata:second\n\nevent: ping\n\n')).toEqual([
      { event: 'message', data: 'first\nsecond', id: undefined },
    ]);
  });
});
