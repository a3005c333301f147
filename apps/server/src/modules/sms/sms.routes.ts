import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormBodies } from '../../http/form-body';
import { serve } from '../../http/serve-operation';
import { requireGatewaySecret } from '../../lib/gateway-secret';
import { requireAccount } from '../auth/auth.guard';
import type { SmsService } from './sms.service';

export const smsRoutes: FastifyPluginAsyncZod<{
  sms: SmsService;
  gateway: { secret: string | null; allow: string[] };
}> = async (app, { sms, gateway }) => {
  acceptFormBodies(app);

  serve(
    app,
    operations.receiveSms,
    async (request) => {
      const { id, from, to, text, date, linkId } = request.body;
      const stored = await sms.receive({
        id,
        from,
        to,
        text,
        date: date ?? null,
        linkId: linkId ?? null,
      });
      return { duplicate: !stored };
    },
    {
      // Before the body is read: a caller without the secret learns nothing about it.
      onRequest: requireGatewaySecret(gateway.secret, gateway.allow),
    },
  );

  serve(app, operations.getSmsPreferences, (request) =>
    sms.preferences(requireAccount(request).id),
  );

  serve(app, operations.updateSmsPreferences, (request) =>
    sms.updatePreferences(requireAccount(request).id, request.body),
  );
};
