import type { Station } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { POPULAR_STATION_COUNT } from './popular-stations-count';

/** What a popular-station card shows of a station. */
export type PopularStation = Pick<
  Station,
  'id' | 'name' | 'region_name' | 'route_count' | 'queue_length'
>;

/**
 * Checks the answer of `GET station/` by hand, for the fields the cards use: the landing page
 * loads this, and the contract's zod schemas would add ~30 kB gzip to it.
 */
const popularStationsParser = {
  parse(data: unknown): PopularStation[] {
    const results = (data as { results?: unknown } | null)?.results;
    if (!Array.isArray(results)) {
      throw new TypeError('GET station/ answered without a results list');
    }
    return results.map((item: unknown) => {
      const { id, name, region_name, route_count, queue_length } = (item ?? {}) as Record<
        string,
        unknown
      >;
      if (
        typeof id !== 'number' ||
        typeof name !== 'string' ||
        (region_name !== null && typeof region_name !== 'string') ||
        typeof route_count !== 'number' ||
        typeof queue_length !== 'number'
      ) {
        throw new TypeError('GET station/ answered with an unexpected station');
      }
      return { id, name, region_name, route_count, queue_length };
    });
  },
};

/** The stations served by the most routes: the big stages and termini. */
export function getPopularStations(signal?: AbortSignal): Promise<PopularStation[]> {
  return apiRequest('station/', {
    query: { p: 1, p_size: POPULAR_STATION_COUNT, ordering: '-route_count', status: 'active' },
    schema: popularStationsParser,
    signal,
  });
}

export function popularStationsQueryOptions() {
  return queryOptions({
    queryKey: ['stations', 'popular', POPULAR_STATION_COUNT],
    queryFn: ({ signal }) => getPopularStations(signal),
    // Queue lengths change through the day.
    refetchInterval: 60_000,
  });
}

export function usePopularStations() {
  return useQuery(popularStationsQueryOptions());
}
