import {
  gatewayTokenParams,
  messageBody,
  messageSchema,
  ussdCallbackSchema,
  ussdPinInputSchema,
} from '@foleni/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireGatewaySecret } from '../../lib/gateway-secret';
import { requireAccount } from '../auth/auth.guard';
import { setPin } from './ussd.pin';
import { end, render } from './ussd.screen';
import type { UssdService } from './ussd.service';
import { textOf } from './ussd.text';

const tags = ['ussd'];

/** A form field the gateway repeats counts once: every value stays a string. */
function parseForm(_request: FastifyRequest, body: string, done: (e: null, v: unknown) => void) {
  done(null, Object.fromEntries(new URLSearchParams(body)));
}

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
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
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
  const schema = {
    tags,
    consumes: ['application/x-www-form-urlencoded'],
    produces: ['text/plain'],
    body: ussdCallbackSchema,
    refusals: [403] as const,
    answer:
      'The next screen as text: `CON ` and a screen that waits for an input, or `END ` and the last screen. At most 182 characters.',
  };
  // The handler reads the body itself: a field out of shape must still get an `END`, not a 400.
  const acceptAnyBody = () => (value: unknown) => ({ value });
  const preHandler = requireGatewaySecret(secret, allow);

  app.post(
    '/ussd/',
    {
      config: { access: 'public' },
      schema: {
        ...schema,
        summary: "The USSD menu (Africa's Talking callback), secret in ?token=",
        operationId: 'answerUssd',
        description:
          "Africa's Talking's USSD callback: menus to find a matatu, see a stage's queue, queue a vehicle and run a station's queue, in English or Kiswahili. Needs USSD_SECRET as `?token=` (and, when USSD_ALLOW is set, one of its addresses); otherwise 403.",
      },
      validatorCompiler: acceptAnyBody,
      preHandler,
    },
    answer,
  );

  app.post(
    '/ussd/:token',
    {
      config: { access: 'public' },
      schema: {
        ...schema,
        summary: "The USSD menu (Africa's Talking callback), secret as the path's last segment",
        operationId: 'answerUssdWithPathToken',
        params: gatewayTokenParams,
        description:
          'The same menu as `POST /ussd/`, for gateways that can only be given a URL path: USSD_SECRET as its last segment.',
      },
      validatorCompiler: acceptAnyBody,
      preHandler,
    },
    answer,
  );
};

/** The USSD PIN, set from the web profile page. */
export const ussdPinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user/ussd-pin/',
    {
      config: { access: 'account.profile' },
      schema: {
        tags,
        summary: 'Set your 4-digit USSD PIN',
        operationId: 'setUssdPin',
        description:
          'Sets the PIN that confirms queue changes made from a feature phone (USSD), stored hashed, and clears a lock left by wrong PINs. The web sends its language too: a first USSD call starts in it.',
        answer: 'The PIN is saved.',
        body: ussdPinInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      await setPin(app.db, account.id, request.body.pin, request.body.language);
      return messageBody('account.ussdPinSaved');
    },
  );
};
