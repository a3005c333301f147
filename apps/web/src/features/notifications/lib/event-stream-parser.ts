/** One server-sent event: its type (`message` when unnamed), data and id. */
export type StreamEvent = { event: string; data: string; id: string | null };

/**
 * The server-sent-events format, read from text as it arrives in pieces (a fetch body read by
 * hand: EventSource cannot send the bearer token). Comments (`: keep-alive`) and `retry:` are
 * skipped; an event ends at a blank line.
 */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) {
        onEvent({ event: event || 'message', data: data.join('\n'), id });
      }
      event = '';
      data = [];
      id = null;
      return;
    }
    if (text.startsWith(':')) {
      return;
    }
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };

  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}
