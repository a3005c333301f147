import { healthSchema } from '../health';
import { operationGroup } from './operation';

export const healthOperations = operationGroup('health', {
  getHealth: {
    method: 'GET',
    url: '/health/',
    access: 'public',
    summary: 'Whether the server and its database answer',
    description:
      "Checks that the server answers and that its database answers a query, with the version, the uptime and the database's latency. Answers 503 when the database does not answer.",
    answer: 'The server and its database answer.',
    response: {
      200: healthSchema,
      503: healthSchema.describe('The database does not answer: the server is degraded.'),
    },
  },
});
