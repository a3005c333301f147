import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FORM_MEDIA_TYPE } from '@foleni/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { internationalPhone } from './sms.phone';

/** What the gateway said of one text it took: its id and its word for the outcome. */
export interface SmsReceipt {
  providerId: string | null;
  status: string;
}

export interface SmsSender {
  /** Sends one text to a stored (07…) number; throws when it may work later. */
  send(to: string, text: string): Promise<SmsReceipt>;
}

/** The gateway refused the text for good (a bad number, a blacklist): trying again cannot help. */
export class SmsRefused extends Error {
  constructor(readonly status: string) {
    super(`the SMS gateway refused the text: ${status}`);
    this.name = 'SmsRefused';
  }
}

const SEND_TIMEOUT_MS = 15_000;

// Africa's Talking's per-recipient codes: 100 Processed, 101 Sent, 102 Queued are taken; a lack
// of credit (405) and its own or the operators' errors (500-502) may pass later; the rest refuse
// the text for good (401 RiskHold, 402 InvalidSenderId, 403 InvalidPhoneNumber, 404
// UnsupportedNumberType, 406 UserInBlacklist, 407 CouldNotRoute, 409 DoNotDisturbRejection).
const TAKEN = new Set([100, 101, 102]);
const PASSING = new Set([405, 500, 501, 502]);

const atAnswerSchema = z.object({
  SMSMessageData: z.object({
    Message: z.string().optional(),
    Recipients: z.array(
      z.object({
        statusCode: z.coerce.number(),
        number: z.string().optional(),
        status: z.string(),
        cost: z.string().optional(),
        messageId: z.string().optional(),
      }),
    ),
  }),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Africa's Talking's bulk SMS API: one form-encoded POST per text, one recipient. */
export function africasTalkingSender(
  gateway: NonNullable<Config['sms']>,
  log: FastifyBaseLogger,
): SmsSender {
  return {
    async send(to, text) {
      const form = new URLSearchParams({
        username: gateway.username,
        to: internationalPhone(to),
        message: text,
        ...(gateway.senderId ? { from: gateway.senderId } : {}),
      });
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: {
          apiKey: gateway.apiKey,
          Accept: 'application/json',
          'Content-Type': FORM_MEDIA_TYPE,
        },
        body: form,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const body = await response.text();
      if (!response.ok)
        throw new Error(`the SMS gateway answered ${response.status}: ${body.slice(0, 200)}`);
      const answer = atAnswerSchema.safeParse(parseJson(body));
      const recipient = answer.success ? answer.data.SMSMessageData.Recipients[0] : undefined;
      if (!recipient)
        throw new Error(`the SMS gateway answered no recipient: ${body.slice(0, 200)}`);
      if (PASSING.has(recipient.statusCode))
        throw new Error(`the SMS gateway could not send the text yet: ${recipient.status}`);
      if (!TAKEN.has(recipient.statusCode)) throw new SmsRefused(recipient.status);
      log.info({ to, messageId: recipient.messageId, cost: recipient.cost }, 'sms sent');
      return { providerId: recipient.messageId ?? null, status: recipient.status };
    },
  };
}

/**
 * Without a gateway every text is written to DATA_DIR/sms-outbox as a .txt file, as mail goes to
 * the mail outbox, so a fresh install shows what it would have sent.
 */
export function outboxSender(dataDir: string, log: FastifyBaseLogger): SmsSender {
  const outbox = path.join(dataDir, 'sms-outbox');
  return {
    async send(to, text) {
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(3).toString('hex')}.txt`;
      await writeFile(path.join(outbox, name), `To: ${internationalPhone(to)}\n\n${text}\n`);
      log.info({ to, file: name }, 'sms written to the outbox (no SMS_URL)');
      return { providerId: name, status: 'Outbox' };
    },
  };
}

export function createSmsSender(
  config: Pick<Config, 'sms' | 'dataDir'>,
  log: FastifyBaseLogger,
): SmsSender {
  return config.sms ? africasTalkingSender(config.sms, log) : outboxSender(config.dataDir, log);
}
