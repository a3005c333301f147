import type { SmsPreferences, UpdateSmsPreferencesInput } from '@foleni/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { JobRunner } from '../../jobs/job-runner';
import { wantsQueueSms } from './sms.alerts';
import { type InboundSms, receiveSms } from './sms.inbound';
import { SMS_JOB, sendQueuedSms } from './sms.outbound';
import * as repo from './sms.repo';
import type { SmsSender } from './sms.sender';

/** Texts go out only from the job queue, never inside a request. */
export function registerSmsJobs(jobs: JobRunner, db: Db, sender: SmsSender): void {
  jobs.handle(SMS_JOB, (payload) => sendQueuedSms(db, sender, payload));
}

export function createSmsService(db: Db) {
  async function preferences(userId: number): Promise<SmsPreferences> {
    const account = await repo.smsAccount(db, userId);
    if (!account) throw AppError.notFound('user');
    return {
      alerts: account.sms_alerts,
      language: account.language,
      sending: wantsQueueSms(account),
      phone_number: account.phone_number,
    };
  }

  return {
    receive: (sms: InboundSms) => receiveSms(db, sms),
    preferences,
    async updatePreferences(userId: number, input: UpdateSmsPreferencesInput) {
      await repo.updateSmsChoices(db, userId, {
        ...(input.alerts ? { sms_alerts: input.alerts } : {}),
        ...(input.language ? { language: input.language } : {}),
      });
      return preferences(userId);
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
