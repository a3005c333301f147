import { paginatedSchema, stationSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const stationsPageSchema = paginatedSchema(stationSchema);
const PICKER_SIZE = 20;

/**
 * The stations a picker offers: a station admin's own (`?admin=me`), everyone else's search
 * among the open stations, busiest first.
 */
export function stationChoicesQueryOptions(own: boolean, search: string) {
  return queryOptions({
    queryKey: ['stations', 'choices', own ? 'mine' : 'all', search],
    queryFn: ({ signal }) =>
      apiRequest('station/', {
        query: {
          admin: own ? 'me' : undefined,
          search: search || undefined,
          status: 'active',
          ordering: '-queue_length',
          p: 1,
          p_size: own ? 100 : PICKER_SIZE,
        },
        schema: stationsPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStationChoices(own: boolean, search: string, enabled = true) {
  return useQuery({ ...stationChoicesQueryOptions(own, search), enabled });
}
