import { messageBody, ussdCallbackSchema } from '@foleni/contract';
import { operations } from '@foleni/contract/operations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormBodies } from '../../http/form-body';
import { serve } from '../../http/serve-operation';
import { requireGatewaySecret } from '../../lib/gateway-secret';
import { requireAccount } from '../auth/auth.guard';
import { setPin } from './ussd.pin';
import { end, render } from './ussd.screen';
import type { UssdService } from './ussd.service';
import { textOf } from './ussd.text';

/**
 * The gateway's callback. It drops a session on any 4xx or 5xx, so whatever it sends (another
 * content type, a field missing, a fault of ours) gets a 200 with a friendly `END`; only a
 * request without the secret is refused (403), by the check before the handler.
 */
export const ussdGatewayRoutes: FastifyPluginAsyncZod<{
  ussd: UssdService;
  secret: string | null;
  allow: string[];
}> = async (app, { ussd, secret, allow }) => {
  app.removeAllContentTypeParsers();
  acceptFormBodies(app);
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/plain; charset=utf-8');
    const sorry = render(end(textOf('en').sorry));
    const parsed = ussdCallbackSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sorry;
    try {
      return await ussd.answer(parsed.data);
    } catch (error) {
      request.log.error({ err: error }, 'a USSD request failed');
      return sorry;
    }
  };
  // The handler reads the body itself: a field out of shape must still get an `END`, not a 400.
  const acceptAnyBody = () => (value: unknown) => ({ value });
  const preHandler = requireGatewaySecret(secret, allow);

  serve(app, operations.answerUssd, answer, { validatorCompiler: acceptAnyBody, preHandler });
  serve(app, operations.answerUssdWithPathToken, answer, {
    validatorCompiler: acceptAnyBody,
    preHandler,
  });
};

/** The USSD PIN, set from the web profile page. */
export const ussdPinRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, operations.setUssdPin, async (request) => {
    const account = requireAccount(request);
    await setPin(app.db, account.id, request.body.pin, request.body.language);
    return messageBody('account.ussdPinSaved');
  });
};
