import type { ComplaintStatus, SmsLanguage } from '@foleni/contract';
import type { Db } from '../../db/database';
import type { QueuedNotificationSender } from '../notifications/notifications.service';
import { queueSms } from './sms.outbound';
import { storedPhone } from './sms.phone';
import * as repo from './sms.repo';
import { smsTexts } from './sms.texts';

/**
 * Whether an account's queue alerts go out by SMS. `auto` (the default) stands for a phone
 * without the app: the account has no live session on the web or the app (never signed in, or
 * its sessions have ended or expired), so nothing else would reach it.
 */
export function wantsQueueSms(account: repo.SmsAccount): boolean {
  if (!account.phone_number) return false;
  return account.sms_alerts === 'on' || (account.sms_alerts === 'auto' && !account.signedIn);
}

const QUEUE_TEXTS = {
  'queue.called': 'called',
  'queue.next_in_line': 'nextInLine',
} as const;

/**
 * The crew's alerts of being called to load and of becoming next to load (second in line, behind
 * the vehicle loading), by SMS, queued with the notification in the change's transaction.
 */
export const queueAlertSms: QueuedNotificationSender = {
  async queue(trx, userId, notification) {
    const text = QUEUE_TEXTS[notification.kind as keyof typeof QUEUE_TEXTS];
    if (!text) return;
    const account = await repo.smsAccount(trx, userId);
    if (!account?.phone_number || !wantsQueueSms(account)) return;
    const { plate, station } = notification.params ?? {};
    await queueSms(trx, {
      key: `notification:${notification.id}`,
      phone: account.phone_number,
      body: smsTexts(account.language)[text](String(plate ?? ''), String(station ?? '')),
    });
  },
};

/**
 * A complainant who gave a phone hears of each change of status, in their account's language
 * (English for a complaint filed without an account). Each status comes once in a complaint's
 * life, so it keys the text.
 */
export async function queueComplaintSms(
  trx: Db,
  complaint: { id: number; user_id: number | null; complainant_phone: string | null },
  status: ComplaintStatus,
): Promise<void> {
  const phone = storedPhone(complaint.complainant_phone);
  if (!phone) return;
  const account = complaint.user_id ? await repo.smsAccount(trx, complaint.user_id) : undefined;
  const language: SmsLanguage = account?.language ?? 'en';
  await queueSms(trx, {
    key: `complaint:${complaint.id}:${status}`,
    phone,
    body: smsTexts(language).complaintStatus(complaint.id, status),
  });
}
