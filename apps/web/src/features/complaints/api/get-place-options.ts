import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { answerParser } from '@/lib/answers/answer-parser';
import { apiRequest } from '@/lib/api-client';

const OPTION_COUNT = 20;
const routePageParser = answerParser('GET route/');
const stationPageParser = answerParser('GET station/');

export type PlaceKind = 'route' | 'station';

/**
 * What a complaint's route or station field offers. A route is stored by its number (107D): the
 * server finds the Sacco a complaint is about by that number.
 */
async function getPlaceOptions(kind: PlaceKind, search: string, signal?: AbortSignal) {
  const query = { p: 1, p_size: OPTION_COUNT, search: search || undefined, status: 'active' };
  if (kind === 'route') {
    const page = await apiRequest('route/', {
      query,
      schema: routePageParser,
      signal,
      auth: false,
    });
    return page.results.map((route) => ({
      value: route.route_id,
      label: `${route.route_id} · ${route.route_name}`,
    }));
  }
  const page = await apiRequest('station/', {
    query,
    schema: stationPageParser,
    signal,
    auth: false,
  });
  return page.results.map((station) => ({ value: station.name, label: station.name }));
}

export function placeOptionsQueryOptions(kind: PlaceKind, search: string) {
  return queryOptions({
    queryKey: ['complaints', 'place-options', kind, search],
    queryFn: ({ signal }) => getPlaceOptions(kind, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** `wanted`: false until the person comes to the field, so the page's first visit asks nothing. */
export function usePlaceOptions(kind: PlaceKind, search: string, wanted: boolean) {
  return useQuery({ ...placeOptionsQueryOptions(kind, search), enabled: wanted });
}
