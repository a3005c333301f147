import {
  gatewayTokenQuery,
  smsPreferencesSchema,
  updateSmsPreferencesSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGatewaySecret } from '../../lib/gateway-secret';
import { requireAccount } from '../auth/auth.guard';
import type { SmsService } from './sms.service';

const tags = ['sms'];
const FORM = 'application/x-www-form-urlencoded';

const field = (max: number) => z.string().trim().min(1).max(max);
/** Africa's Talking's inbound SMS callback (form-encoded). */
const inboundSmsSchema = z.object({
  id: field(100).describe("The gateway's id of the text."),
  from: field(20).describe('The sender, such as +254712345678.'),
  to: field(20).describe('The short code or number it was sent to.'),
  text: z.string().max(1000).describe('The text as typed.'),
  date: z.string().max(40).optional().describe('When it arrived, as the gateway writes it.'),
  linkId: z.string().max(100).optional().describe('For an on-demand premium reply.'),
});
const inboundAnswerSchema = z.object({
  duplicate: z.boolean().describe('The gateway delivered this text before: it is answered once.'),
});

export const smsRoutes: FastifyPluginAsyncZod<{
  sms: SmsService;
  gateway: { secret: string | null; allow: string[] };
}> = async (app, { sms, gateway }) => {
  // The gateway posts HTML-form bodies; this plugin alone reads them.
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/sms/inbound/',
    {
      config: { access: 'public' },
      // Before the body is read: a caller without the secret learns nothing about it.
      onRequest: requireGatewaySecret(gateway.secret, gateway.allow),
      schema: {
        tags,
        summary: "Africa's Talking's callback for a text sent to Foleni",
        operationId: 'receiveSms',
        description:
          "Takes a text from Africa's Talking (form-encoded `id`, `from`, `to`, `text`, `date`, `linkId`): `FOLENI` or `F` then `POS` (the sender's places in line), `STAGE <code>` (a stage's queue) or `HELP`. Keeps it and answers by SMS through the job queue. Only with the gateway's secret as `?token=` (`USSD_SECRET`), and from `USSD_ALLOW` when set; 403 otherwise.",
        answer: 'The text is kept and its answer queued.',
        consumes: [FORM],
        querystring: gatewayTokenQuery,
        body: inboundSmsSchema,
        refusals: [403],
        response: { 200: inboundAnswerSchema },
      },
    },
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
  );

  app.get(
    '/sms/preferences/',
    {
      config: { access: 'account.profile' },
      schema: {
        tags,
        summary: 'Your queue alerts by SMS',
        operationId: 'getSmsPreferences',
        description:
          "The signed-in account's choice of queue alerts by SMS (`auto`: only while it has no signed-in session, `on`, `off`), the language of its texts, and whether alerts would go out by SMS now.",
        answer: "The account's SMS choices.",
        response: { 200: smsPreferencesSchema },
      },
    },
    (request) => sms.preferences(requireAccount(request).id),
  );

  app.put(
    '/sms/preferences/',
    {
      config: { access: 'account.profile' },
      schema: {
        tags,
        summary: 'Choose your queue alerts by SMS',
        operationId: 'updateSmsPreferences',
        description:
          "Changes the signed-in account's queue alerts by SMS (`auto`, `on` or `off`) or the language of its texts (`en` or `sw`).",
        answer: "The account's SMS choices as they are now.",
        body: updateSmsPreferencesSchema,
        response: { 200: smsPreferencesSchema },
      },
    },
    (request) => sms.updatePreferences(requireAccount(request).id, request.body),
  );
};
