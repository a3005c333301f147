import {
  gatewayTokenParams,
  gatewayTokenQuery,
  idParams,
  messageSchema,
  mpesaCallbackAnswerSchema,
  mpesaCallbackSchema,
  mpesaPaymentExportQuerySchema,
  mpesaPaymentListQuerySchema,
  mpesaPaymentSchema,
  mpesaRefundInputSchema,
  paginatedSchema,
} from '@foleni/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbackSecretOf } from '../../config/config';
import { AppError } from '../../errors/app-error';
import { requireAccount } from '../auth/auth.guard';
import type { MpesaPayments } from './payments.service';
import type { SaccoPaymentsService } from './sacco-payments.service';

const tags = ['payments'];
const CALLBACK_DESCRIPTION =
  'Safaricom Daraja\'s M-Pesa Express callback (the CallBackURL of each STK push). The secret of MPESA_CALLBACK_URL must come as its last path segment or as `?token=`, from an address of MPESA_CALLBACK_ALLOW when that is set. Every callback is stored; only the first genuine one of a pending payment, for its amount, changes anything. Answers Daraja\'s `{ ResultCode: 0, ResultDesc: "Accepted" }` once stored.';

/** Without the M-Pesa settings the endpoint is off: every caller is refused. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ mpesa: MpesaPayments | null }> = async (
  app,
  { mpesa },
) => {
  const callback: MpesaPayments['callback'] = (secret, ip, body) => {
    if (!mpesa) throw AppError.forbidden('payments.callbackRefused');
    return mpesa.callback(secret, ip, body);
  };
  app.post(
    '/payments/mpesa/callback/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "M-Pesa's STK push callback, the secret in `?token=`",
        operationId: 'mpesaCallback',
        description: CALLBACK_DESCRIPTION,
        answer: 'The callback is stored.',
        refusals: [403],
        querystring: gatewayTokenQuery,
        body: mpesaCallbackSchema,
        response: { 200: mpesaCallbackAnswerSchema },
      },
    },
    (request) => callback(callbackSecretOf(request.url) ?? undefined, request.ip, request.body),
  );
  app.post(
    '/payments/mpesa/callback/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "M-Pesa's STK push callback, the secret as the last path segment",
        operationId: 'mpesaCallbackWithToken',
        description: CALLBACK_DESCRIPTION,
        answer: 'The callback is stored.',
        refusals: [403],
        params: gatewayTokenParams,
        body: mpesaCallbackSchema,
        response: { 200: mpesaCallbackAnswerSchema },
      },
    },
    (request) => callback(callbackSecretOf(request.url) ?? undefined, request.ip, request.body),
  );
};

const CALLBACK_PATH = '/api/v1.0/payments/mpesa/callback/';

/**
 * Daraja calls back exactly the URL it was given (`MPESA_CALLBACK_URL`). When an operator's
 * proxy maps another path onto this server, that path takes callbacks too, so no payment waits
 * for a callback that can never land.
 */
export function registerConfiguredCallback(
  app: FastifyInstance,
  mpesa: MpesaPayments,
  callbackUrl: string,
): void {
  const pathname = new URL(callbackUrl).pathname;
  if (pathname.startsWith(CALLBACK_PATH) || `${pathname}/` === CALLBACK_PATH) return;
  app.post(pathname, { config: { access: 'public' }, schema: { hide: true } }, (request) => {
    const body = mpesaCallbackSchema.safeParse(request.body);
    if (!body.success) {
      throw AppError.badRequest({
        code: 'api.requestRefused',
        params: { reason: 'The body is not an M-Pesa callback.' },
      });
    }
    return mpesa.callback(callbackSecretOf(request.url) ?? undefined, request.ip, body.data);
  });
}

/** A Sacco's M-Pesa payments per route and day, their CSV, and the refunds it records. */
export const saccoPaymentsRoutes: FastifyPluginAsyncZod<{
  payments: SaccoPaymentsService;
}> = async (app, { payments }) => {
  app.get(
    '/payments/mpesa/',
    {
      config: { access: 'payment.view' },
      schema: {
        tags,
        summary: "M-Pesa payments of the caller's Sacco, per route and day",
        operationId: 'listMpesaPayments',
        description:
          "The M-Pesa payments of the caller's Sacco's routes (every Sacco's for a system admin), newest first, by Nairobi day, route and status, with their receipt numbers and refunds.",
        answer: 'A page of payments.',
        querystring: mpesaPaymentListQuerySchema,
        response: { 200: paginatedSchema(mpesaPaymentSchema) },
      },
    },
    (request) => payments.list(requireAccount(request), request.query),
  );
  app.get(
    '/payments/mpesa/export/',
    {
      config: { access: 'payment.view' },
      schema: {
        tags,
        summary: 'The same payments as a CSV file',
        operationId: 'exportMpesaPayments',
        description:
          'The payments the list would show for the same filters, all of them, as CSV (UTF-8, one header line): created_at, route, booking, phone, amount_kes, status, receipt_number, refund_reference, refunded_at.',
        answer: 'The CSV file.',
        produces: ['text/csv'],
        querystring: mpesaPaymentExportQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await payments.exportCsv(requireAccount(request), request.query);
      const day = request.query.date ?? 'all';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="mpesa-payments-${day}.csv"`)
        .send(csv);
    },
  );
  app.post(
    '/payments/mpesa/:id/refund/',
    {
      config: { access: 'payment.refund' },
      schema: {
        tags,
        summary: 'Record a refund made through M-Pesa',
        operationId: 'recordMpesaRefund',
        description:
          'Refunds happen in M-Pesa itself; the Sacco records one here with the M-Pesa reference of the refund, once, for a paid payment. The booking then shows its payment refunded.',
        answer: 'The payment with its refund.',
        refusals: [409],
        params: idParams,
        body: mpesaRefundInputSchema,
        response: { 200: messageSchema.extend({ payment: mpesaPaymentSchema }) },
      },
    },
    (request) =>
      payments.refund(requireAccount(request), request.params.id, request.body.reference),
  );
};
