import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type StreamEvent } from './event-stream-parser';

function parse(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const push = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) push(chunk);
  return events;
}

describe('createEventStreamParser', () => {
  it('reads named events with ids, skipping retry and comments', () => {
    expect(
      parse(['retry: 2000\n\n: keep-alive\n\nid: 7\nevent: notification\ndata: {"id":7}\n\n']),
    ).toEqual([{ event: 'notification', data: '{"id":7}', id: '7' }]);
  });

  it('joins an event split across chunks, and data over several lines', () => {
    expect(parse(['id: 8\nev', 'ent: notification\ndata: a\nda', 'ta: b\n', '\n'])).toEqual([
      { event: 'notification', data: 'a\nb', id: '8' },
    ]);
  });

  it('waits for the blank line that ends an event', () => {
    expect(parse(['data: x\n'])).toEqual([]);
  });
});
