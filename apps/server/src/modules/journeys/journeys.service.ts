import {
  clockToSeconds,
  type JourneyQuery,
  type JourneysAnswer,
  type LiveQueue,
  type PlainCode,
  type Problem,
  placeKey,
  problem,
  problemBody,
} from '@foleni/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { SerializedAnswer } from '../../lib/serialized-answer';
import { formatJourney, nairobiClock, nairobiNow } from './journey-format';
import { loadPlannerNetwork } from './journeys.repo';
import type { LiveLines } from './live-lines';
import { PlannerNetwork } from './planner/network';
import { type Anchor, PlaceFinder, type Resolution, type WalkOnly } from './planner/places';
import { type PlannedJourney, planJourneys } from './planner/raptor';

/** Why a journey list is empty: in English, and by code for other languages. */
function whyEmpty(found: Problem) {
  const { code, message, params } = problemBody(found);
  return { code, message, params: params ?? null };
}

/** The planner's data between two network changes: immutable, shared by every search. */
export interface Planner {
  network: PlannerNetwork;
  places: PlaceFinder;
}

export interface PlanOutcome {
  from: Resolution;
  to: Resolution;
  /** Present when both ends were found. */
  planned: PlannedJourney[];
  walkOnlyMeters: number | null;
  departure: number;
  date: string;
}

/** A ride of an answer that boards at a Foleni station: where its live line goes. */
interface Boarding {
  journey: number;
  leg: number;
  station: number;
  route: number;
}

function boardingsOf(body: JourneysAnswer): Boarding[] {
  return body.journeys.flatMap((journey, j) =>
    journey.legs.flatMap((leg, l) =>
      leg.mode === 'matatu' && leg.from.station_id !== null
        ? [{ journey: j, leg: l, station: leg.from.station_id, route: leg.route.id }]
        : [],
    ),
  );
}

// Answers depend only on the two ends and the minute of departure, and the planner is immutable
// between rebuilds, so they are kept until the next rebuild. The cache is bounded.
const ANSWER_CACHE_SIZE = 5000;

export async function buildPlanner(db: Db): Promise<Planner> {
  const rows = await loadPlannerNetwork(db);
  const network = new PlannerNetwork(rows);
  return { network, places: new PlaceFinder(network, rows.stations, rows.places) };
}

/** Journeys between two resolved ends, leaving at `departure` seconds after `date`'s midnight. */
export function planBetween(
  planner: Planner,
  from: Anchor[],
  to: Anchor[],
  departure: number,
): { planned: PlannedJourney[]; walkOnly: WalkOnly | null } {
  const walkOnly = planner.places.walkBetween(from, to);
  const planned = planJourneys(planner.network, {
    origins: planner.places.endpoints(from),
    destinations: planner.places.endpoints(to),
    departure,
    walkOnlyMeters: walkOnly?.meters ?? null,
  });
  return { planned, walkOnly };
}

export function createJourneysService(options: {
  db: Db;
  live: LiveLines;
  log: { info(obj: object, msg: string): void };
}) {
  const { db, live, log } = options;
  let planner: Planner | null = null;
  let building: Promise<Planner> | null = null;
  let answers = new Map<
    string,
    { body: JourneysAnswer; serialized: SerializedAnswer; boardings: Boarding[] }
  >();

  async function rebuild(): Promise<Planner> {
    const started = performance.now();
    const next = await buildPlanner(db);
    planner = next;
    answers = new Map();
    log.info(
      {
        stops: next.network.stops.length,
        patterns: next.network.patterns.length,
        walks: next.network.walkStop.length,
        ms: Math.round(performance.now() - started),
      },
      'journey planner built',
    );
    return next;
  }

  /** The current planner, built on first use; concurrent first searches share one build. */
  function current(): Promise<Planner> | Planner {
    if (planner) return planner;
    building ??= rebuild().finally(() => {
      building = null;
    });
    return building;
  }

  function answer(ready: Planner, query: JourneyQuery, date: string, departure: number) {
    const from = ready.places.resolve(query.from);
    const to = ready.places.resolve(query.to);
    const unknown: Record<string, PlainCode[]> = {};
    if (from.kind === 'unknown') unknown.from = ['search.placeUnknown'];
    if (to.kind === 'unknown') unknown.to = ['search.placeUnknown'];
    if (from.kind === 'unknown' || to.kind === 'unknown')
      throw new AppError(400, 'search.placeUnknown', { fields: unknown });

    const body: JourneysAnswer = {
      from: from.place,
      to: to.place,
      journeys: [],
      message: null,
      code: null,
      params: null,
    };
    if (from.kind === 'outside' || to.kind === 'outside') {
      const outside = from.kind === 'outside' ? from.place : to.place;
      return { ...body, ...whyEmpty(problem('journeys.outsideNetwork', { place: outside.name })) };
    }
    const { planned, walkOnly } = planBetween(ready, from.anchors, to.anchors, departure);
    const clock = nairobiClock(date);
    body.journeys = planned.map((journey) =>
      formatJourney(ready.network, journey, { from, to, departure, walkOnly }, clock),
    );
    return body.journeys.length === 0 ? { ...body, ...whyEmpty(problem('journeys.none')) } : body;
  }

  /** The stage line of each ride that boards at a Foleni station with a queue for its route. */
  async function liveLinesOf(boardings: Boarding[]) {
    const found: { boarding: Boarding; line: LiveQueue }[] = [];
    for (const boarding of boardings) {
      const known = live.of(boarding.station, boarding.route);
      const line = known instanceof Promise ? await known : known;
      if (line) found.push({ boarding, line });
    }
    return found;
  }

  return {
    rebuild,
    current,
    /**
     * The answer and its bytes: made once and kept, unless a ride in it has a live line (then
     * they are made for this request).
     */
    async plan(query: JourneyQuery, now = new Date()) {
      const ready = await current();
      // Most asks name both; the clock is read only for what they leave out.
      const date = query.date ?? nairobiNow(now).date;
      const departure = query.time ? clockToSeconds(query.time) : nairobiNow(now).seconds;
      const key = `${placeKey(query.from)}\u0000${placeKey(query.to)}\u0000${date}\u0000${departure}`;
      let cached = answers.get(key);
      if (!cached) {
        const body = answer(ready, query, date, departure);
        cached = { body, serialized: new SerializedAnswer(body), boardings: boardingsOf(body) };
        if (answers.size >= ANSWER_CACHE_SIZE)
          answers.delete(answers.keys().next().value as string);
        answers.set(key, cached);
      }
      const lines = cached.boardings.length ? await liveLinesOf(cached.boardings) : [];
      if (lines.length === 0) return { body: cached.body, serialized: cached.serialized };
      const body = structuredClone(cached.body);
      for (const { boarding, line } of lines) {
        const ride = body.journeys[boarding.journey]?.legs[boarding.leg];
        if (ride?.mode === 'matatu') ride.live = line;
      }
      return { body, serialized: new SerializedAnswer(body) };
    },
    async suggest(query: string) {
      return (await current()).places.suggest(query);
    },
  };
}
export type JourneysService = ReturnType<typeof createJourneysService>;
