import { z } from 'zod';
import { canSchema } from './capabilities';
import { coded } from './errors';
import { paginationQuerySchema } from './pagination';

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

/** What the caller may do with a payment: a Sacco records the refund it made. */
export const mpesaPaymentCanSchema = canSchema(['refund'] as const);

/** An M-Pesa payment as a Sacco sees it, per route and day. */
export const mpesaPaymentSchema = z.object({
  id: z.number().int(),
  booking: z.number().int().nullable(),
  booking_reference: z.string().nullable(),
  route: z.number().int().nullable(),
  route_code: z.string().nullable(),
  amount_kes: z.number().int(),
  phone: z.string(),
  status: z.enum(MPESA_PAYMENT_STATUSES),
  receipt_number: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  refund_reference: z.string().nullable(),
  refunded_at: z.string().nullable(),
  can: mpesaPaymentCanSchema,
});
export type MpesaPayment = z.infer<typeof mpesaPaymentSchema>;

export const mpesaPaymentListQuerySchema = paginationQuerySchema.extend({
  /** A Nairobi day (YYYY-MM-DD): the payments started that day. */
  date: z.iso.date().optional(),
  route: z.coerce.number().int().positive().optional(),
  status: z.enum(MPESA_PAYMENT_STATUSES).optional(),
});
export type MpesaPaymentListQuery = z.output<typeof mpesaPaymentListQuerySchema>;
export const mpesaPaymentExportQuerySchema = mpesaPaymentListQuerySchema.omit({
  p: true,
  p_size: true,
});

/** The refund a Sacco made outside the API, by the M-Pesa reference of its transaction. */
export const mpesaRefundInputSchema = z.object({
  reference: z
    .string({ error: coded('payments.refundReferenceRequired') })
    .trim()
    .min(1, { error: coded('payments.refundReferenceRequired'), abort: true })
    .max(20, { error: coded('payments.refundReferenceFormat'), abort: true })
    .regex(/^[A-Za-z0-9]+$/, { error: coded('payments.refundReferenceFormat') })
    .transform((value) => value.toUpperCase()),
});
export type MpesaRefundInput = z.input<typeof mpesaRefundInputSchema>;
