import { messages } from '@foleni/contract/messages';
import type { Messages } from '../en';

/**
 * English texts of the codes that no page's texts hold: the API's general answers (not found, a
 * length limit) and the sentences with values in them. `sw.ts` beside this file translates each.
 */
export const enErrors = {
  messages: {
    api: {
      tooLong: 'Use at most {{max}} characters.',
      requestRefused: '{{reason}}',
      pageSize: messages.api.pageSize({ max: '{{max}}' }),
    },
    notFound: messages.notFound,
    complaints: { notMultipart: messages.complaints.notMultipart },
    places: { nameTooLong: 'Use at most {{max}} characters for a place name' },
    gtfs: {
      feedInvalid: `{{problem}} ${messages.gtfs.nothingImported}`,
      routeCodeTaken: messages.gtfs.routeCodeTaken({ code: '{{code}}' }),
      routeCodeRepeated: messages.gtfs.routeCodeRepeated({ code: '{{code}}' }),
    },
  },
};

/** The shape the Kiswahili texts of the error codes must fill in. */
export type ErrorsTranslation = Messages<typeof enErrors>;
