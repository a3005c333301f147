import { mpesaCallbackSchema } from '@foleni/contract';
import { operations } from '@foleni/contract/operations';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbackSecretOf } from '../../config/config';
import { AppError } from '../../errors/app-error';
import { serve } from '../../http/serve-operation';
import { requireAccount } from '../auth/auth.guard';
import type { MpesaPayments } from './payments.service';
import type { SaccoPaymentsService } from './sacco-payments.service';

/** Without the M-Pesa settings the endpoint is off: every caller is refused. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ mpesa: MpesaPayments | null }> = async (
  app,
  { mpesa },
) => {
  const callback: MpesaPayments['callback'] = (secret, ip, body) => {
    if (!mpesa) throw AppError.forbidden('payments.callbackRefused');
    return mpesa.callback(secret, ip, body);
  };
  serve(app, operations.mpesaCallback, (request) =>
    callback(callbackSecretOf(request.url) ?? undefined, request.ip, request.body),
  );
  serve(app, operations.mpesaCallbackWithToken, (request) =>
    callback(callbackSecretOf(request.url) ?? undefined, request.ip, request.body),
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
  serve(app, operations.listMpesaPayments, (request) =>
    payments.list(requireAccount(request), request.query),
  );
  serve(app, operations.exportMpesaPayments, async (request, reply) => {
    const csv = await payments.exportCsv(requireAccount(request), request.query);
    const day = request.query.date ?? 'all';
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="mpesa-payments-${day}.csv"`)
      .send(csv);
  });
  serve(app, operations.recordMpesaRefund, (request) =>
    payments.refund(requireAccount(request), request.params.id, request.body.reference),
  );
};
