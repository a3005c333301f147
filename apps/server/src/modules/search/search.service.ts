import {
  messages,
  type RelatedRoutes,
  type RouteSearch,
  type SearchResults,
} from '@foleni/contract';
import type { Db } from '../../db/database';
import { type IndexTrip, JourneyIndex } from './search.index';
import { loadNetwork } from './search.repo';

export type SearchAnswer =
  | { status: 200; body: SearchResults }
  | { status: 202; body: RelatedRoutes };

/** An answer with its JSON text, serialized once and sent as is to every later asker. */
export type CachedAnswer = SearchAnswer & { json: string };

// Answers depend only on the two places, and the index is immutable between rebuilds, so
// answers are cached by place pair until the next rebuild. The cache is bounded.
const ANSWER_CACHE_SIZE = 5000;

export async function buildJourneyIndex(db: Db): Promise<JourneyIndex> {
  const network = await loadNetwork(db);
  const trips: IndexTrip[] = [];
  let current: IndexTrip | null = null;
  let currentKey = '';
  for (const row of network.stops) {
    const key = `${row.routeId}:${row.direction}`;
    if (key !== currentKey || !current) {
      current = {
        route: {
          id: row.routeId,
          code: row.code,
          name: row.routeName,
          saccoName: row.saccoName,
          saccoLogo: row.saccoLogo,
        },
        stops: [],
      };
      trips.push(current);
      currentKey = key;
    }
    current.stops.push({
      name: row.name,
      stationName: row.stationName,
      latitude: row.latitude,
      longitude: row.longitude,
    });
  }
  return new JourneyIndex(trips, network.fares, network.stationNames);
}

export function createSearchService(db: Db, log: { info(obj: object, msg: string): void }) {
  let index: JourneyIndex | null = null;
  let building: Promise<JourneyIndex> | null = null;
  let answers = new Map<string, CachedAnswer>();

  async function rebuild(): Promise<JourneyIndex> {
    const started = performance.now();
    const next = await buildJourneyIndex(db);
    index = next;
    answers = new Map();
    log.info({ ...next.size, ms: Math.round(performance.now() - started) }, 'journey index built');
    return next;
  }

  /** The current index, building it on first use; concurrent first searches share one build. */
  function current(): Promise<JourneyIndex> | JourneyIndex {
    if (index) return index;
    building ??= rebuild().finally(() => {
      building = null;
    });
    return building;
  }

  function answer(journeys: JourneyIndex, origin: string, destination: string): SearchAnswer {
    const from = journeys.resolve(origin);
    const to = journeys.resolve(destination);
    const matched = { origin: from.names, destination: to.names };
    const results = journeys.direct(from, to);
    if (results.length > 0) return { status: 200, body: { results, matched } };

    const transfers = journeys.transfers(from, to);
    const seen = new Set(transfers.flatMap((journey) => journey.legs.map((leg) => leg.id)));
    const related = [
      ...transfers,
      ...journeys.serving(from, 'origin', seen),
      ...journeys.serving(to, 'destination', seen),
    ];
    const nothingMatched = from.names.length === 0 && to.names.length === 0;
    const message =
      nothingMatched || related.length === 0
        ? messages.search.placeUnknown
        : messages.search.onlyRelated;
    return { status: 202, body: { related_routes: related, message, matched } };
  }

  return {
    rebuild,
    async search(input: Pick<RouteSearch, 'origin' | 'destination'>): Promise<CachedAnswer> {
      const journeys = await current();
      const key = `${input.origin.trim().toLowerCase()}\u0000${input.destination.trim().toLowerCase()}`;
      let cached = answers.get(key);
      if (!cached) {
        const fresh = answer(journeys, input.origin, input.destination);
        cached = { ...fresh, json: JSON.stringify(fresh.body) };
        if (answers.size >= ANSWER_CACHE_SIZE)
          answers.delete(answers.keys().next().value as string);
        answers.set(key, cached);
      }
      return cached;
    },
    async suggest(query: string) {
      return (await current()).suggest(query);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
