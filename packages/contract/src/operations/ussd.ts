import { FORM_MEDIA_TYPE } from '../constants';
import { messageSchema } from '../errors';
import { gatewayTokenParams } from '../params';
import { ussdCallbackSchema, ussdPinInputSchema } from '../ussd';
import { type OperationSpec, operationGroup } from './operation';

/** What both addresses of the gateway's callback take and answer: a form in, a screen out. */
const gatewayCallback = {
  consumes: [FORM_MEDIA_TYPE],
  produces: ['text/plain'],
  body: ussdCallbackSchema,
  refusals: [403],
  answer:
    'The next screen as text: `CON ` and a screen that waits for an input, or `END ` and the last screen. At most 182 characters.',
} as const satisfies Partial<OperationSpec>;

export const ussdOperations = operationGroup('ussd', {
  answerUssd: {
    method: 'POST',
    url: '/ussd/',
    access: 'public',
    summary: "The USSD menu (Africa's Talking callback), secret in ?token=",
    description:
      "Africa's Talking's USSD callback: menus to find a matatu, see a stage's queue, queue a vehicle and run a station's queue, in English or Kiswahili. Needs USSD_SECRET as `?token=` (and, when USSD_ALLOW is set, one of its addresses); otherwise 403.",
    ...gatewayCallback,
  },
  answerUssdWithPathToken: {
    method: 'POST',
    url: '/ussd/:token',
    access: 'public',
    summary: "The USSD menu (Africa's Talking callback), secret as the path's last segment",
    description:
      'The same menu as `POST /ussd/`, for gateways that can only be given a URL path: USSD_SECRET as its last segment.',
    params: gatewayTokenParams,
    ...gatewayCallback,
  },
  setUssdPin: {
    method: 'PUT',
    url: '/user/ussd-pin/',
    access: 'account.profile',
    summary: 'Set your 4-digit USSD PIN',
    description:
      'Sets the PIN that confirms queue changes made from a feature phone (USSD), stored hashed, and clears a lock left by wrong PINs. The web sends its language too: a first USSD call starts in it.',
    answer: 'The PIN is saved.',
    body: ussdPinInputSchema,
    response: { 200: messageSchema },
  },
});
