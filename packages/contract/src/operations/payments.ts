import { messageSchema } from '../errors';
import { paginatedSchema } from '../pagination';
import { gatewayTokenParams, gatewayTokenQuery, idParams } from '../params';
import {
  mpesaCallbackAnswerSchema,
  mpesaCallbackSchema,
  mpesaPaymentExportQuerySchema,
  mpesaPaymentListQuerySchema,
  mpesaPaymentSchema,
  mpesaRefundInputSchema,
} from '../payments';
import { subscribeInputSchema, subscriptionSchema } from '../subscriptions';
import { operationGroup } from './operation';

const CALLBACK_DESCRIPTION =
  'Safaricom Daraja\'s M-Pesa Express callback (the CallBackURL of each STK push). The secret of MPESA_CALLBACK_URL must come as its last path segment or as `?token=`, from an address of MPESA_CALLBACK_ALLOW when that is set. Every callback is stored; only the first genuine one of a pending payment, for its amount, changes anything. Answers Daraja\'s `{ ResultCode: 0, ResultDesc: "Accepted" }` once stored.';

export const paymentOperations = operationGroup('payments', {
  mpesaCallback: {
    method: 'POST',
    url: '/payments/mpesa/callback/',
    access: 'public',
    summary: "M-Pesa's STK push callback, the secret in `?token=`",
    description: CALLBACK_DESCRIPTION,
    answer: 'The callback is stored.',
    refusals: [403],
    querystring: gatewayTokenQuery,
    body: mpesaCallbackSchema,
    response: { 200: mpesaCallbackAnswerSchema },
  },
  mpesaCallbackWithToken: {
    method: 'POST',
    url: '/payments/mpesa/callback/:token',
    access: 'public',
    summary: "M-Pesa's STK push callback, the secret as the last path segment",
    description: CALLBACK_DESCRIPTION,
    answer: 'The callback is stored.',
    refusals: [403],
    params: gatewayTokenParams,
    body: mpesaCallbackSchema,
    response: { 200: mpesaCallbackAnswerSchema },
  },
  listMpesaPayments: {
    method: 'GET',
    url: '/payments/mpesa/',
    access: 'payment.view',
    summary: "M-Pesa payments of the caller's Sacco, per route and day",
    description:
      "The M-Pesa payments of the caller's Sacco's routes (every Sacco's for a system admin), newest first, by Nairobi day, route and status, with their receipt numbers and refunds.",
    answer: 'A page of payments.',
    querystring: mpesaPaymentListQuerySchema,
    response: { 200: paginatedSchema(mpesaPaymentSchema) },
  },
  exportMpesaPayments: {
    method: 'GET',
    url: '/payments/mpesa/export/',
    access: 'payment.view',
    summary: 'The same payments as a CSV file',
    description:
      'The payments the list would show for the same filters, all of them, as CSV (UTF-8, one header line): created_at, route, booking, phone, amount_kes, status, receipt_number, refund_reference, refunded_at.',
    answer: 'The CSV file.',
    produces: ['text/csv'],
    querystring: mpesaPaymentExportQuerySchema,
  },
  recordMpesaRefund: {
    method: 'POST',
    url: '/payments/mpesa/:id/refund/',
    access: 'payment.refund',
    summary: 'Record a refund made through M-Pesa',
    description:
      'Refunds happen in M-Pesa itself; the Sacco records one here with the M-Pesa reference of the refund, once, for a paid payment. The booking then shows its payment refunded.',
    answer: 'The payment with its refund.',
    refusals: [409],
    params: idParams,
    body: mpesaRefundInputSchema,
    response: { 200: messageSchema.extend({ payment: mpesaPaymentSchema }) },
  },
  getSubscription: {
    method: 'GET',
    url: '/plans/subscription/',
    access: 'plan.subscribe',
    summary: "The caller's plan: status, period and receipts",
    description:
      "The caller's monthly plan: active, in its grace days, expired or none; the period paid for and the plan payments with their M-Pesa receipts.",
    answer: 'The subscription.',
    response: { 200: subscriptionSchema },
  },
  subscribeToPlan: {
    method: 'POST',
    url: '/plans/subscription/',
    access: 'plan.subscribe',
    summary: 'Subscribe to a plan, or renew it, paying a month by M-Pesa',
    description:
      'Sends an M-Pesa prompt for one month of the plan to the phone; the paid callback starts the month, or adds it to the current period. Drivers may take Basic only.',
    answer: 'The prompt is sent; the subscription as it is now.',
    refusals: [409],
    body: subscribeInputSchema,
    response: { 202: messageSchema.extend({ subscription: subscriptionSchema }) },
  },
});
