import { z } from 'zod';
import { coded } from './errors';

// Feature phones (issue #16): the USSD gateway's callback and the PIN that confirms queue
// changes made from it. The menu's own words are rendered by the server (modules/ussd).

/** The languages of the USSD menu, and of an account as the web last told it. */
export const USSD_LANGUAGES = ['en', 'sw'] as const;
export type UssdLanguage = (typeof USSD_LANGUAGES)[number];

/**
 * PUT user/ussd-pin/: the 4-digit PIN that confirms queue changes made from a feature phone,
 * and the web's language, which a first call to the USSD menu starts in.
 */
export const ussdPinInputSchema = z.object({
  pin: z
    .string({ error: coded('account.ussdPinFormat') })
    .regex(/^\d{4}$/, { error: coded('account.ussdPinFormat') }),
  language: z.enum(USSD_LANGUAGES).optional(),
});
export type UssdPinInput = z.infer<typeof ussdPinInputSchema>;

/** Africa's Talking's USSD callback (form-encoded); `text` is every input so far, joined by `*`. */
export const ussdCallbackSchema = z.object({
  sessionId: z.string().trim().min(1).max(100).describe("The gateway's id of the session."),
  serviceCode: z.string().max(40).optional().describe('The code dialled, e.g. *384*123#.'),
  phoneNumber: z.string().min(1).max(20).describe('The caller, e.g. +254712345678.'),
  networkCode: z.string().max(20).optional().describe("The caller's mobile network."),
  text: z
    .string()
    .max(1000)
    .default('')
    .describe('Every input of the session so far joined by `*`; empty on the first request.'),
});
