import type { Journey, JourneyPlace, LiveQueue, MatatuLeg } from '@foleni/contract';
import { formatInNairobi } from '@/lib/dates';

/**
 * One line of a journey's timeline, in the passenger's order: walk to a stage, board, ride, get
 * off, walk on, arrive. Times are "HH:MM" in Nairobi.
 */
export type JourneyStep =
  | { kind: 'walk'; distanceM: number; to: string; departure: string; arrival: string }
  | {
      kind: 'board';
      /** Which ride of the journey this is (0, 1, …): the colour of its line on the map. */
      ride: number;
      route: MatatuLeg['route'];
      headsign: string | null;
      at: string;
      time: string;
      /** Minutes between matatus at that time, or null when the route runs once. */
      everyMin: number | null;
      fareKes: number | null;
      live: LiveQueue | null;
    }
  | { kind: 'ride'; ride: number; minutes: number; stops: number }
  | { kind: 'alight'; ride: number; at: string; time: string }
  | { kind: 'arrive'; at: string; time: string };

/** What a collapsed journey card shows. */
export type JourneySummary = {
  departure: string;
  arrival: string;
  durationMin: number;
  rides: number;
  changes: number;
  walkM: number;
  fareKes: number | null;
  /** Route numbers in riding order, walks between them as null (for the chips). */
  sequence: ({ kind: 'walk'; distanceM: number } | { kind: 'ride'; ride: number; code: string })[];
  live: boolean;
};

/**
 * "08:04" from "2026-11-23T08:04:00+03:00". The planner answers in Nairobi time (+03:00), so the
 * clock is read from the text; any other offset is converted to Nairobi time.
 */
export function nairobiClock(iso: string): string {
  const match = /T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\+03:00$/.exec(iso);
  if (match) {
    return `${match[1]}:${match[2]}`;
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return formatInNairobi(date, 'en', 'time');
}

/** Whole minutes from one ISO time to another, rounded. */
export function minutesBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
}

/** Now in Nairobi as "HH:MM", whatever the device's time zone. */
export function nairobiTimeNow(now: Date = new Date()): string {
  return nairobiClock(now.toISOString());
}

/** The timeline of a journey. A walk of 0 m (a change at the same stop) is not a step. */
export function journeySteps(journey: Journey): JourneyStep[] {
  const steps: JourneyStep[] = [];
  let ride = 0;
  for (const leg of journey.legs) {
    if (leg.mode === 'walk') {
      if (leg.distance_m > 0) {
        steps.push({
          kind: 'walk',
          distanceM: leg.distance_m,
          to: leg.to.name,
          departure: nairobiClock(leg.departure),
          arrival: nairobiClock(leg.arrival),
        });
      }
      continue;
    }
    steps.push({
      kind: 'board',
      ride,
      route: leg.route,
      headsign: leg.headsign,
      at: leg.from.name,
      time: nairobiClock(leg.departure),
      everyMin: leg.headway_s === null ? null : Math.max(1, Math.round(leg.headway_s / 60)),
      fareKes: leg.fare_kes,
      live: leg.live,
    });
    steps.push({
      kind: 'ride',
      ride,
      minutes: minutesBetween(leg.departure, leg.arrival),
      stops: Math.max(1, leg.stops.length - 1),
    });
    steps.push({ kind: 'alight', ride, at: leg.to.name, time: nairobiClock(leg.arrival) });
    ride += 1;
  }
  const last = journey.legs.at(-1);
  steps.push({ kind: 'arrive', at: last?.to.name ?? '', time: nairobiClock(journey.arrival) });
  return steps;
}

export function journeySummary(journey: Journey): JourneySummary {
  const sequence: JourneySummary['sequence'] = [];
  let ride = 0;
  for (const leg of journey.legs) {
    if (leg.mode === 'walk') {
      if (leg.distance_m > 0) sequence.push({ kind: 'walk', distanceM: leg.distance_m });
    } else {
      sequence.push({ kind: 'ride', ride, code: leg.route.route_id });
      ride += 1;
    }
  }
  return {
    departure: nairobiClock(journey.departure),
    arrival: nairobiClock(journey.arrival),
    durationMin: Math.round(journey.duration_s / 60),
    rides: journey.rides,
    changes: Math.max(0, journey.rides - 1),
    walkM: journey.walk_m,
    fareKes: journey.fare_kes,
    sequence,
    live: journey.legs.some((leg) => leg.mode === 'matatu' && leg.live !== null),
  };
}

/** Every point a journey passes, in order: walks' ends and each ride's stops (for the map). */
export function journeyPoints(journey: Journey): JourneyPlace[] {
  return journey.legs.flatMap((leg) => (leg.mode === 'walk' ? [leg.from, leg.to] : leg.stops));
}

/** A stable key for a journey of a list (two journeys never leave and ride alike). */
export function journeyKey(journey: Journey): string {
  return [
    journey.departure,
    ...journey.legs.map((leg) =>
      leg.mode === 'walk' ? `w${leg.distance_m}` : `${leg.route.id}@${leg.departure}`,
    ),
  ].join('|');
}
