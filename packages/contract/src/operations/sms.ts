import { z } from 'zod';
import { FORM_MEDIA_TYPE } from '../constants';
import { gatewayTokenQuery } from '../params';
import { smsPreferencesSchema, updateSmsPreferencesSchema } from '../sms';
import { operationGroup } from './operation';

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

export const smsOperations = operationGroup('sms', {
  receiveSms: {
    method: 'POST',
    url: '/sms/inbound/',
    access: 'public',
    summary: "Africa's Talking's callback for a text sent to Foleni",
    description:
      "Takes a text from Africa's Talking (form-encoded `id`, `from`, `to`, `text`, `date`, `linkId`): `FOLENI` or `F` then `POS` (the sender's places in line), `STAGE <code>` (a stage's queue) or `HELP`. Keeps it and answers by SMS through the job queue. Only with the gateway's secret as `?token=` (`USSD_SECRET`), and from `USSD_ALLOW` when set; 403 otherwise.",
    answer: 'The text is kept and its answer queued.',
    refusals: [403],
    consumes: [FORM_MEDIA_TYPE],
    querystring: gatewayTokenQuery,
    body: inboundSmsSchema,
    response: { 200: inboundAnswerSchema },
  },
  getSmsPreferences: {
    method: 'GET',
    url: '/sms/preferences/',
    access: 'account.profile',
    summary: 'Your queue alerts by SMS',
    description:
      "The signed-in account's choice of queue alerts by SMS (`auto`: only while it has no signed-in session, `on`, `off`), the language of its texts, and whether alerts would go out by SMS now.",
    answer: "The account's SMS choices.",
    response: { 200: smsPreferencesSchema },
  },
  updateSmsPreferences: {
    method: 'PUT',
    url: '/sms/preferences/',
    access: 'account.profile',
    summary: 'Choose your queue alerts by SMS',
    description:
      "Changes the signed-in account's queue alerts by SMS (`auto`, `on` or `off`) or the language of its texts (`en` or `sw`).",
    answer: "The account's SMS choices as they are now.",
    body: updateSmsPreferencesSchema,
    response: { 200: smsPreferencesSchema },
  },
});
