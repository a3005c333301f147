import { z } from 'zod';

// SMS to feature phones (issue #16): the languages a text goes out in, and each account's own
// choice of queue alerts by SMS.

export const SMS_LANGUAGES = ['en', 'sw'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

/**
 * Queue alerts by SMS: `auto` sends them only while the account has no signed-in app or web
 * session (a phone without the app), `on` always, `off` never.
 */
export const SMS_ALERT_MODES = ['auto', 'on', 'off'] as const;
export type SmsAlertMode = (typeof SMS_ALERT_MODES)[number];

/** An outgoing text: waiting for the gateway, accepted by it, or refused. */
export const SMS_MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type SmsMessageStatus = (typeof SMS_MESSAGE_STATUSES)[number];

export const smsPreferencesSchema = z.object({
  alerts: z.enum(SMS_ALERT_MODES),
  language: z.enum(SMS_LANGUAGES),
  /** Whether alerts would go out by SMS now: the mode, the account's phone and its sessions. */
  sending: z.boolean(),
  /** The number the texts go to; null when the account has none, and then none are sent. */
  phone_number: z.string().nullable(),
});
export type SmsPreferences = z.infer<typeof smsPreferencesSchema>;

export const updateSmsPreferencesSchema = z
  .object({
    alerts: z.enum(SMS_ALERT_MODES).optional(),
    language: z.enum(SMS_LANGUAGES).optional(),
  })
  .strict();
export type UpdateSmsPreferencesInput = z.input<typeof updateSmsPreferencesSchema>;
