import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerParser } from '@/lib/answers/answer-parser';
import { apiRequest, type ResponseParser } from '@/lib/api-client';

const NAME_RESULTS = 12;

const stationPageSchema = answerParser('GET station/');
const routePageSchema = answerParser('GET route/');

/** The first active records of `path` whose name matches the header search (`?search=`). */
function byNameQueryOptions<Page>(
  root: 'stations' | 'routes',
  path: string,
  schema: ResponseParser<Page>,
  q: string,
) {
  return queryOptions({
    queryKey: [root, 'by-name', q],
    queryFn: ({ signal }) =>
      apiRequest(path, {
        query: { search: q, p: 1, p_size: NAME_RESULTS, status: 'active' },
        schema,
        signal,
        auth: false,
      }),
    staleTime: 5 * 60_000,
  });
}

/** Stations whose name matches the header search (`GET station/?search=`). */
export function stationsByNameQueryOptions(q: string) {
  return byNameQueryOptions('stations', 'station/', stationPageSchema, q);
}

/** Routes whose number or name matches the header search (`GET route/?search=`). */
export function routesByNameQueryOptions(q: string) {
  return byNameQueryOptions('routes', 'route/', routePageSchema, q);
}

export function useStationsByName(q: string) {
  return useQuery(stationsByNameQueryOptions(q));
}

export function useRoutesByName(q: string) {
  return useQuery(routesByNameQueryOptions(q));
}
