import { z } from 'zod';
import { coded } from './errors';

// M-Pesa Express (Safaricom's Daraja "STK push"): the rules both sides check.

/** The number Daraja takes in `PartyA` and `PhoneNumber`: 2547 followed by 8 digits. */
export const MPESA_PHONE_PATTERN = /^2547\d{8}$/;

/**
 * '0712 345 678', '+254712345678' and '254712345678' → '254712345678'; anything else → null.
 * Spaces and hyphens are how people write numbers; other characters are typos.
 */
export function toMpesaPhone(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const international = /^07\d{8}$/.test(digits)
    ? `254${digits.slice(1)}`
    : /^7\d{8}$/.test(digits)
      ? `254${digits}`
      : digits;
  return MPESA_PHONE_PATTERN.test(international) ? international : null;
}

export const mpesaPhoneSchema = z
  .string({ error: coded('payments.phoneRequired') })
  .trim()
  .min(1, { error: coded('payments.phoneRequired'), abort: true })
  .max(20, { error: coded('payments.phoneFormat'), abort: true })
  .refine((value) => toMpesaPhone(value) !== null, { error: coded('payments.phoneFormat') })
  .transform((value) => toMpesaPhone(value) as string);

/** Daraja's `ResultCode`s that people meet; any other non-zero code is a failure. */
export const MPESA_RESULT_CODES = {
  paid: 0,
  insufficientBalance: 1,
  cancelled: 1032,
  unreachable: 1037,
  wrongPin: 2001,
} as const;

/** Where an STK push ended, from its `ResultCode`. */
export const MPESA_OUTCOMES = [
  'paid',
  'cancelled',
  'unreachable',
  'wrong_pin',
  'insufficient_balance',
  'failed',
] as const;
export type MpesaOutcome = (typeof MPESA_OUTCOMES)[number];

export function mpesaOutcomeOf(resultCode: number): MpesaOutcome {
  switch (resultCode) {
    case MPESA_RESULT_CODES.paid:
      return 'paid';
    case MPESA_RESULT_CODES.cancelled:
      return 'cancelled';
    case MPESA_RESULT_CODES.unreachable:
      return 'unreachable';
    case MPESA_RESULT_CODES.wrongPin:
      return 'wrong_pin';
    case MPESA_RESULT_CODES.insufficientBalance:
      return 'insufficient_balance';
    default:
      return 'failed';
  }
}

/** An M-Pesa payment: waiting for the customer's PIN, then one of its ends. */
export const MPESA_PAYMENT_STATUSES = ['pending', 'expired', ...MPESA_OUTCOMES] as const;
export type MpesaPaymentStatus = (typeof MPESA_PAYMENT_STATUSES)[number];

/** How long the customer has to answer the prompt while the seats are held for them. */
export const MPESA_HOLD_MINUTES = 3;
/** `AccountReference` and `TransactionDesc`: Daraja's limits. */
export const MPESA_ACCOUNT_REFERENCE_MAX = 12;
export const MPESA_TRANSACTION_DESC_MAX = 13;

/** Daraja's answer to the callback it made: it stops there, whatever we did with it. */
export const MPESA_CALLBACK_ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

const darajaNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

/** The body Daraja posts to the CallBackURL when an STK push ends. */
export const mpesaCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: darajaNumber,
      ResultDesc: z.string().max(500),
      CallbackMetadata: z
        .object({
          Item: z
            .array(
              z.object({
                Name: z.string().max(100),
                Value: z.union([z.string().max(200), z.number()]).optional(),
              }),
            )
            .max(50),
        })
        .optional(),
    }),
  }),
});
export type MpesaCallback = z.infer<typeof mpesaCallbackSchema>;
export const mpesaCallbackAnswerSchema = z.object({
  ResultCode: z.number().int(),
  ResultDesc: z.string(),
});
