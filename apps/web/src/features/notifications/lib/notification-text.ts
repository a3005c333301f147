import '@/i18n/queue-messages';
import type { Notification } from '@foleni/contract';
import { messages } from '@foleni/contract/messages';
import type { TFunction } from 'i18next';
import { translateSpecMessage } from '@/i18n/spec-messages';

const PLATE = '\u0000plate\u0000';
const STATION = '\u0000station\u0000';

/** The contract's sentence as a pattern that gives back its plate and station. */
function patternOf(sentence: (values: { plate: string; station: string }) => string): RegExp {
  const escaped = sentence({ plate: PLATE, station: STATION }).replace(
    /[.*+?^${}()|[\]\\]/g,
    '\\$&',
  );
  return new RegExp(
    `^${escaped.replace(PLATE, '(?<plate>.+?)').replace(STATION, '(?<station>.+)')}$`,
  );
}

const bodies = {
  'queue.called': { pattern: patternOf(messages.queue.called), key: 'notifications.calledBody' },
  'queue.next_in_line': {
    pattern: patternOf(messages.queue.nextInLine),
    key: 'notifications.nextInLineBody',
  },
  'queue.queued': { pattern: patternOf(messages.queue.queued), key: 'notifications.queuedBody' },
} as const;

/** A queue notification's translation key and the plate and station read out of its words. */
export function readQueueNotification(
  notification: Pick<Notification, 'kind' | 'body'>,
): { key: (typeof bodies)[keyof typeof bodies]['key']; plate: string; station: string } | null {
  const known = bodies[notification.kind as keyof typeof bodies];
  const parts = known?.pattern.exec(notification.body)?.groups;
  return known && parts?.plate && parts.station
    ? { key: known.key, plate: parts.plate, station: parts.station }
    : null;
}

/**
 * A notification in the current language. The server stores its English words; the queue's
 * kinds are known sentences, so their plate and station are read back out and put into the
 * translation. Anything else is shown as the server wrote it.
 */
export function notificationText(t: TFunction, notification: Notification) {
  const queue = readQueueNotification(notification);
  return {
    title: translateSpecMessage(t, notification.title),
    body: queue ? t(queue.key, { plate: queue.plate, station: queue.station }) : notification.body,
  };
}
