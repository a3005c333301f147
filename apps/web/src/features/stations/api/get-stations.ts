import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { answerParser } from '@/lib/answers/answer-parser';
import { apiRequest } from '@/lib/api-client';

export const STATION_PAGE_SIZE = 12;

export const STATION_ORDERINGS = ['name', '-route_count', '-queue_length'] as const;
export type StationOrdering = (typeof STATION_ORDERINGS)[number];

export type StationListParams = {
  page: number;
  search: string;
  regionId: number | null;
  ordering: StationOrdering;
};

const stationPageParser = answerParser('GET station/');

/** One page of active stations (`GET station/`), filtered and ordered on the server. */
export function getStations(params: StationListParams, signal?: AbortSignal) {
  return apiRequest('station/', {
    query: {
      p: params.page,
      p_size: STATION_PAGE_SIZE,
      search: params.search || undefined,
      region: params.regionId ?? undefined,
      ordering: params.ordering,
      status: 'active',
    },
    schema: stationPageParser,
    signal,
  });
}

export function stationsQueryOptions(params: StationListParams) {
  return queryOptions({
    queryKey: ['stations', 'list', params],
    queryFn: ({ signal }) => getStations(params, signal),
    // While the next page or search loads, the current cards stay on screen.
    placeholderData: keepPreviousData,
    // The page's loader already tried (with retries); a failure shows the page's error state and
    // its Try again button rather than a second round of waiting.
    retryOnMount: false,
  });
}

export function useStations(params: StationListParams) {
  return useQuery(stationsQueryOptions(params));
}
