import '@/i18n/queue';
import { NOTIFICATION_TITLES, type Notification } from '@foleni/contract';
import type { TFunction } from 'i18next';
import { problemText } from '@/lib/problem-text';

/**
 * A notification in the current language: the body by its code and values, the title by the code
 * that goes with the body's. One stored before notifications had codes shows its stored words.
 */
export function notificationText(t: TFunction, notification: Notification) {
  const { code, params, title, body } = notification;
  if (!code) return { title, body };
  const titleCode = NOTIFICATION_TITLES[code];
  return {
    title: titleCode ? problemText(t, { code: titleCode, message: title }) : title,
    body: problemText(t, { code, message: body, params }),
  };
}
