import { messages } from '@foleni/contract/messages';
import { describe, expect, it, vi } from 'vitest';
import { readQueueNotification } from './notification-text';

// The module translates through i18next; these tests only read the server's words.
vi.mock('@/i18n/queue-messages', () => ({}));
vi.mock('@/i18n/spec-messages', () => ({
  translateSpecMessage: (_: unknown, text: string) => text,
}));

describe('readQueueNotification', () => {
  it("reads the plate and station back out of the contract's sentences", () => {
    expect(
      readQueueNotification({
        kind: 'queue.called',
        body: messages.queue.called({ plate: 'KDA 123Q', station: 'Kencom/Ambassadeur' }),
      }),
    ).toEqual({
      key: 'notifications.calledBody',
      plate: 'KDA 123Q',
      station: 'Kencom/Ambassadeur',
    });
    expect(
      readQueueNotification({
        kind: 'queue.next_in_line',
        body: messages.queue.nextInLine({ plate: 'KBZ 9A', station: 'Odeon (Tom Mboya St.)' }),
      }),
    ).toEqual({
      key: 'notifications.nextInLineBody',
      plate: 'KBZ 9A',
      station: 'Odeon (Tom Mboya St.)',
    });
    expect(
      readQueueNotification({
        kind: 'queue.queued',
        body: messages.queue.queued({ plate: 'KBZ 9A', station: 'Odeon' }),
      }),
    ).toEqual({ key: 'notifications.queuedBody', plate: 'KBZ 9A', station: 'Odeon' });
  });

  it('leaves an unknown kind, or words that do not match, to be shown as they are', () => {
    expect(readQueueNotification({ kind: 'other', body: 'Hello' })).toBeNull();
    expect(readQueueNotification({ kind: 'queue.called', body: 'Something else' })).toBeNull();
  });
});
