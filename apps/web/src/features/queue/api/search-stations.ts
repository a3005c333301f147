import { paginatedSchema, stationSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orKept } from '@/lib/pwa/kept-account';

const stationsPageSchema = paginatedSchema(stationSchema);
const PICKER_SIZE = 20;

/**
 * The stations a picker offers: a station admin's own (`?admin=me`), everyone else's search
 * among the open stations, busiest first. A station admin's own list is kept on the device for
 * when the network cannot be reached (the queue page starts on their first station).
 */
export function stationChoicesQueryOptions(own: boolean, search: string) {
  return queryOptions({
    queryKey: ['stations', 'choices', own ? 'mine' : 'all', search],
    queryFn: ({ signal }) => {
      const load = () => searchStations(own, search, signal);
      return own && !search ? orKept('station/?admin=me', stationsPageSchema, load) : load();
    },
    placeholderData: keepPreviousData,
  });
}

function searchStations(own: boolean, search: string, signal: AbortSignal) {
  return apiRequest('station/', {
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
  });
}

export function useStationChoices(own: boolean, search: string, enabled = true) {
  return useQuery({ ...stationChoicesQueryOptions(own, search), enabled });
}
