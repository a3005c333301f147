import { errorBodySchema } from '../errors';
import { journeyQuerySchema, journeysAnswerSchema } from '../journeys';
import { operationGroup } from './operation';

export const journeyOperations = operationGroup('journeys', {
  planJourneys: {
    method: 'GET',
    url: '/journeys/',
    access: 'public',
    summary: 'Journeys between two places, with walks, changes and times',
    description:
      '`from` and `to` are coordinates ("-1.2841,36.8233"), a stop or station name, or a place. ' +
      '`date` and `time` are Nairobi time and default to now. The answer is the fastest journey ' +
      'and journeys with fewer rides that arrive later, at most five, fastest first.',
    answer: 'The journeys found, fastest first.',
    querystring: journeyQuerySchema,
    response: { 200: journeysAnswerSchema, 400: errorBodySchema },
  },
});
