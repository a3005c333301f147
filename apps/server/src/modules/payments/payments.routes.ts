import { mpesaCallbackAnswerSchema, mpesaCallbackSchema } from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { MpesaPayments } from './payments.service';

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
        querystring: z.object({ token: z.string().max(200).optional() }),
        body: mpesaCallbackSchema,
        response: { 200: mpesaCallbackAnswerSchema },
      },
    },
    (request) => callback(request.query.token, request.ip, request.body),
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
        params: z.object({ token: z.string().max(200) }),
        body: mpesaCallbackSchema,
        response: { 200: mpesaCallbackAnswerSchema },
      },
    },
    (request) => callback(request.params.token, request.ip, request.body),
  );
};
