import type { Db } from '../../db/database';
import { enqueueJob } from '../../jobs/jobs.repo';
import * as repo from './sms.repo';
import { SmsRefused, type SmsSender } from './sms.sender';

export const SMS_JOB = 'sms.send';

/**
 * Queues one text inside the transaction of the change that causes it: the text and its job
 * exist if and only if the change was committed, and a second call with the same key (the same
 * event) adds nothing.
 */
export async function queueSms(
  trx: Db,
  message: { key: string; phone: string; body: string },
): Promise<void> {
  if (!(await repo.insertMessage(trx, message))) return;
  await enqueueJob(trx, {
    kind: SMS_JOB,
    payload: { key: message.key },
    key: `sms:${message.key}`,
  });
}

/**
 * The job: sends a queued text once. A job taken again after its process died finds the text
 * marked sent and stops; a gateway that may work later makes it throw, so the job is retried
 * with backoff; a refusal for good is recorded and not retried.
 */
export async function sendQueuedSms(db: Db, sender: SmsSender, payload: unknown): Promise<void> {
  const key = (payload as { key?: unknown } | null)?.key;
  if (typeof key !== 'string') return;
  const message = await repo.findMessage(db, key);
  if (message?.status !== 'queued') return;
  try {
    const receipt = await sender.send(message.phone, message.body);
    await repo.settleMessage(db, key, {
      status: 'sent',
      providerId: receipt.providerId,
      providerStatus: receipt.status,
    });
  } catch (error) {
    if (!(error instanceof SmsRefused)) throw error;
    await repo.settleMessage(db, key, {
      status: 'failed',
      providerId: null,
      providerStatus: error.status,
    });
  }
}
