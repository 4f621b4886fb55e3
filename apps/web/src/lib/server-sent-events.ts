/** One event of a text/event-stream (comments, such as the server's heartbeat, are not events). */
export interface ServerSentEvent {
  event: string;
  data: string;
  id: string | undefined;
}

/**
 * Parses a server-sent-events stream fed in chunks as they arrive, per the HTML standard's event
 * stream format: fields up to a blank line make one event; a chunk may end in the middle of a line.
 */
export class ServerSentEventParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private id: string | undefined;

  /** The events completed by this chunk. */
  feed(chunk: string): ServerSentEvent[] {
    this.buffer += chunk;
    const lines = this.buffer.split(/\r\n|\r|\n/);
    this.buffer = lines.pop() ?? '';
    const events: ServerSentEvent[] = [];
    for (const line of lines) {
      if (line === '') {
        if (this.data.length > 0)
          events.push({ event: this.event || 'message', data: this.data.join('\n'), id: this.id });
        this.event = '';
        this.data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') this.event = value;
      else if (field === 'data') this.data.push(value);
      else if (field === 'id') this.id = value;
    }
    return events;
  }
}
