import {
  messageBody,
  placeKey,
  type RelatedRoute,
  type RelatedRoutes,
  type RouteSearch,
  type SearchLeg,
  type SearchWalkLeg,
} from '@foleni/contract';
import { SerializedAnswer } from '../../lib/serialized-answer';
import { nairobiNow } from '../journeys/journey-format';
import { type JourneysService, type Planner, planBetween } from '../journeys/journeys.service';
import type { Anchor, Resolution } from '../journeys/planner/places';
import type { PlannedJourney } from '../journeys/planner/raptor';

// The spec's route search (`POST /routes/search/`) on the journey planner: routes that go from
// one end to the other (200), or else the planner's journeys, with their walks and changes, and
// the routes serving either end (202).

export type SearchAnswer =
  | { status: 200; body: { results: SearchLeg[]; matched: Matched } }
  | { status: 202; body: RelatedRoutes };
type Matched = { origin: string[]; destination: string[] };

/** An answer with its bytes, made once and sent as they are to every later asker. */
export type CachedAnswer = SearchAnswer & { serialized: SerializedAnswer };

const ANSWER_CACHE_SIZE = 5000;
const MAX_SERVING = 8;
/** Searches for another day plan for a morning departure. */
const FUTURE_DAY_DEPARTURE_S = 7 * 3600;

export function createSearchService(journeys: JourneysService) {
  let answers = new Map<string, CachedAnswer>();
  let answersOf: Planner | null = null;

  return {
    async search(
      input: Pick<RouteSearch, 'origin' | 'destination' | 'travelDate'>,
      now = new Date(),
    ): Promise<CachedAnswer> {
      const planner = await journeys.current();
      if (planner !== answersOf) {
        answers = new Map();
        answersOf = planner;
      }
      const today = nairobiNow(now);
      const departure = input.travelDate === today.date ? today.seconds : FUTURE_DAY_DEPARTURE_S;
      const key = [placeKey(input.origin), placeKey(input.destination), departure].join('\u0000');
      let cached = answers.get(key);
      if (!cached) {
        const fresh = answer(planner, input.origin, input.destination, departure);
        cached = { ...fresh, serialized: new SerializedAnswer(fresh.body) };
        if (answers.size >= ANSWER_CACHE_SIZE)
          answers.delete(answers.keys().next().value as string);
        answers.set(key, cached);
      }
      return cached;
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;

function answer(
  planner: Planner,
  origin: string,
  destination: string,
  departure: number,
): SearchAnswer {
  const from = planner.places.resolve(origin);
  const to = planner.places.resolve(destination);
  const matched = { origin: namesOf(from), destination: namesOf(to) };
  if (from.kind !== 'found' || to.kind !== 'found') {
    const outside = [from, to].find((end) => end.kind === 'outside');
    const said =
      outside?.kind === 'outside'
        ? messageBody('journeys.outsideNetwork', { place: outside.place.name })
        : messageBody('search.placeUnknown');
    return { status: 202, body: { related_routes: [], ...said, matched } };
  }

  const results = direct(planner, from.anchors, to.anchors);
  if (results.length > 0) return { status: 200, body: { results, matched } };

  const { planned, walkOnly } = planBetween(planner, from.anchors, to.anchors, departure);
  // A walk between two nearby stages is a journey too, the first when it is the fastest.
  const journeys = planned.map((journey) =>
    relatedJourney(planner, journey, {
      from: from.place.name,
      to: to.place.name,
      walkOnlyMeters: walkOnly?.meters ?? null,
    }),
  );
  const seen = new Set(
    journeys.flatMap((journey) => journey.legs.flatMap((leg) => ('id' in leg ? [leg.id] : []))),
  );
  const related = [
    ...journeys,
    ...serving(planner, from.anchors, 'origin', seen),
    ...serving(planner, to.anchors, 'destination', seen),
  ];
  const said = messageBody(related.length === 0 ? 'search.placeUnknown' : 'search.onlyRelated');
  return { status: 202, body: { related_routes: related, ...said, matched } };
}

function namesOf(resolution: Resolution): string[] {
  if (resolution.kind === 'found') return resolution.names;
  if (resolution.kind === 'outside') return [resolution.place.name];
  return [];
}

/** The stops an end stands for, with the walk to each: its named stops, or those of an area. */
function stopsOf(planner: Planner, anchors: Anchor[]): Map<number, number> {
  return new Map(
    planner.places.endpoints(anchors, false).map((endpoint) => [endpoint.stop, endpoint.meters]),
  );
}

/**
 * On each route, the ride from an origin stop to a later destination stop with the least walking
 * at both ends ("Ruiru" is the Ruiru stage, not the first stop inside the area), then the fewest stops.
 */
function direct(planner: Planner, from: Anchor[], to: Anchor[]): SearchLeg[] {
  const origins = stopsOf(planner, from);
  const destinations = stopsOf(planner, to);
  const best = new Map<number, { leg: SearchLeg; walk: number }>();
  planner.network.patterns.forEach((pattern, p) => {
    let board = -1;
    let boardWalk = Number.POSITIVE_INFINITY;
    let ride: { from: number; to: number; walk: number } | null = null;
    pattern.stops.forEach((stop, position) => {
      const alightWalk = destinations.get(stop);
      if (board >= 0 && alightWalk !== undefined) {
        const walk = boardWalk + alightWalk;
        if (
          !ride ||
          walk < ride.walk ||
          (walk === ride.walk && position - board < ride.to - ride.from)
        )
          ride = { from: board, to: position, walk };
      }
      const walk = origins.get(stop);
      // Board at the origin stop nearest the end's point; among equals, the latest one.
      if (walk !== undefined && walk <= boardWalk) {
        board = position;
        boardWalk = walk;
      }
    });
    if (!ride) return;
    const { from: boardAt, to: alightAt, walk } = ride;
    const leg = searchLeg(planner, p, boardAt, alightAt);
    const current = best.get(leg.id);
    if (
      !current ||
      walk < current.walk ||
      (walk === current.walk && leg.stops_between < current.leg.stops_between)
    )
      best.set(leg.id, { leg, walk });
  });
  return [...best.values()]
    .map(({ leg }) => leg)
    .sort((a, b) => a.stops_between - b.stops_between || a.route_id.localeCompare(b.route_id));
}

/** A planner journey as the spec's related route: its rides, with the walks before, between and after. */
function relatedJourney(
  planner: Planner,
  journey: PlannedJourney,
  ends: { from: string; to: string; walkOnlyMeters: number | null },
): RelatedRoute {
  const legs: (SearchLeg | SearchWalkLeg)[] = [];
  const walk = (from: string, to: string, meters: number) => {
    if (meters >= 1) legs.push({ mode: 'walk', from, to, distance_m: Math.round(meters) });
  };
  if (journey.rides.length === 0) walk(ends.from, ends.to, ends.walkOnlyMeters ?? 0);
  let changeAt: string | null = null;
  let previous: SearchLeg | null = null;
  journey.rides.forEach((ride, index) => {
    const leg = searchLeg(planner, ride.pattern, ride.boardPosition, ride.alightPosition);
    if (!previous) walk(ends.from, leg.boarding_stop, journey.access?.meters ?? 0);
    else {
      changeAt ??= previous.alighting_stop;
      walk(previous.alighting_stop, leg.boarding_stop, journey.transferMeters[index - 1] ?? 0);
    }
    legs.push(leg);
    previous = leg;
  });
  if (previous) walk((previous as SearchLeg).alighting_stop, ends.to, journey.egress?.meters ?? 0);
  return { type: 'transfer', transfer_stop: changeAt, legs };
}

/** Routes that serve one end: from the origin to the end of the trip, or from its start to the destination. */
function serving(
  planner: Planner,
  anchors: Anchor[],
  end: 'origin' | 'destination',
  exclude: Set<number>,
): RelatedRoute[] {
  const stops = stopsOf(planner, anchors);
  const best = new Map<number, SearchLeg>();
  planner.network.patterns.forEach((pattern, p) => {
    const positions = [...pattern.stops.keys()].filter((position) =>
      stops.has(pattern.stops[position] as number),
    );
    if (positions.length === 0) return;
    const last = pattern.stops.length - 1;
    const from = end === 'origin' ? Math.min(...positions) : 0;
    const to = end === 'origin' ? last : Math.max(...positions);
    if (from >= to || exclude.has(pattern.route.id)) return;
    const leg = searchLeg(planner, p, from, to);
    const current = best.get(leg.id);
    if (!current || leg.stops_between < current.stops_between) best.set(leg.id, leg);
  });
  return [...best.values()]
    .sort((a, b) => a.route_id.localeCompare(b.route_id))
    .slice(0, MAX_SERVING)
    .map((leg) => ({ type: end, transfer_stop: null, legs: [leg] }));
}

function searchLeg(planner: Planner, p: number, from: number, to: number): SearchLeg {
  const pattern = planner.network.patterns[p];
  if (!pattern) throw new Error(`no pattern ${p}`);
  const names = Array.from(pattern.stops, (stop) => planner.network.stops[stop]?.name ?? '');
  const boarding = names[from] ?? '';
  const alighting = names[to] ?? '';
  return {
    id: pattern.route.id,
    route_id: pattern.route.code,
    route_name: pattern.route.name,
    sacco: pattern.route.saccoName,
    sacco_logo: pattern.route.saccoLogo,
    stops: names,
    boarding_stop: boarding,
    alighting_stop: alighting,
    stops_between: to - from,
    fare_kes: planner.network.fare(pattern.route.id, boarding, alighting),
  };
}
