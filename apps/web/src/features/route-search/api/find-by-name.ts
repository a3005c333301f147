import { paginatedSchema, routeSchema, stationSchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const NAME_RESULTS = 12;

const stationPageSchema = paginatedSchema(stationSchema);
const routePageSchema = paginatedSchema(routeSchema);

/** Stations whose name matches the header search (`GET station/?search=`). */
export function stationsByNameQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['stations', 'by-name', q],
    queryFn: ({ signal }) =>
      apiRequest('station/', {
        query: { search: q, p: 1, p_size: NAME_RESULTS, status: 'active' },
        schema: stationPageSchema,
        signal,
        auth: false,
      }),
    staleTime: 5 * 60_000,
  });
}

/** Routes whose number or name matches the header search (`GET route/?search=`). */
export function routesByNameQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['routes', 'by-name', q],
    queryFn: ({ signal }) =>
      apiRequest('route/', {
        query: { search: q, p: 1, p_size: NAME_RESULTS, status: 'active' },
        schema: routePageSchema,
        signal,
        auth: false,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useStationsByName(q: string) {
  return useQuery(stationsByNameQueryOptions(q));
}

export function useRoutesByName(q: string) {
  return useQuery(routesByNameQueryOptions(q));
}
