import { errorBodySchema } from '../errors';
import {
  relatedRoutesSchema,
  routeSearchSchema,
  searchResultsSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '../search';
import { operationGroup } from './operation';

export const searchOperations = operationGroup('search', {
  searchRoutes: {
    method: 'POST',
    url: '/routes/search/',
    access: 'public',
    summary:
      'Routes from an origin to a destination; 202 with journeys and related routes when none go directly',
    description:
      'Finds the routes that go from an origin to a destination on a travel date. When none go directly, it answers 202 with related routes instead.',
    answer: 'Routes that go directly.',
    body: routeSearchSchema,
    response: {
      200: searchResultsSchema,
      202: relatedRoutesSchema.describe(
        'No route goes directly: journeys with changes first, then routes serving either end.',
      ),
      400: errorBodySchema,
    },
  },
  suggestPlaces: {
    method: 'GET',
    url: '/routes/suggest/',
    access: 'public',
    summary: 'Places, stations and stops for type-ahead, by prefix and by word',
    description:
      'Places, stations and stops whose names start with, or contain a word starting with, the text typed, for a search box.',
    answer: 'The suggestions, best first.',
    querystring: suggestQuerySchema,
    response: { 200: suggestionsSchema },
  },
});
