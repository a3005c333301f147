import {
  JOURNEY_MODEL,
  type Journey,
  type JourneyLeg,
  type JourneyPlace,
  type MatatuLeg,
  NAIROBI_UTC_OFFSET,
} from '@foleni/contract';
import type { PlannerNetwork } from './planner/network';
import type { Anchor, WalkOnly } from './planner/places';
import type { PlannedJourney } from './planner/raptor';

/** A resolved end of a journey: its place and the anchors its walks start or end at. */
interface JourneyEnd {
  place: JourneyPlace;
  anchors: Anchor[];
}

// Turns the planner's journeys (stop indexes and seconds from the query day's midnight) into the
// API's journeys (places and ISO-8601 times in Nairobi).

const NAIROBI_OFFSET_S = 3 * 3600;

/** Seconds from a Nairobi day's midnight as an ISO-8601 time with the +03:00 offset. */
export function nairobiClock(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  const midnightUtc = Date.UTC(year as number, (month as number) - 1, day as number) / 1000;
  return (seconds: number) => {
    const local = new Date((midnightUtc + Math.round(seconds)) * 1000);
    return `${local.toISOString().slice(0, 19)}${NAIROBI_UTC_OFFSET}`;
  };
}

/** Today's date and the seconds since midnight, in Nairobi. */
export function nairobiNow(now: Date): { date: string; seconds: number } {
  const local = new Date(now.getTime() + NAIROBI_OFFSET_S * 1000);
  return {
    date: local.toISOString().slice(0, 10),
    seconds: local.getUTCHours() * 3600 + local.getUTCMinutes() * 60,
  };
}

/** Six decimals are 0.1 m: enough for a map, and a lighter answer for phones. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

export function stopPlace(network: PlannerNetwork, stop: number): JourneyPlace {
  const row = network.stops[stop];
  return {
    name: row?.name ?? '',
    lat: roundCoordinate(row?.lat ?? 0),
    lon: roundCoordinate(row?.lon ?? 0),
    gtfs_stop_id: row?.gtfsStopId ?? null,
    station_id: row?.stationId ?? null,
  };
}

export function formatJourney(
  network: PlannerNetwork,
  planned: PlannedJourney,
  ends: { from: JourneyEnd; to: JourneyEnd; departure: number; walkOnly: WalkOnly | null },
  clock: (seconds: number) => string,
): Journey {
  // A walk starts or ends where it was measured from: a stop of the name, or the place's point.
  const endPlace = (end: JourneyEnd, anchor: number | undefined) => {
    const stop = anchor === undefined ? null : (end.anchors[anchor]?.stop ?? null);
    return stop === null ? end.place : stopPlace(network, stop);
  };
  const legs: JourneyLeg[] = [];
  const walk = (from: JourneyPlace, to: JourneyPlace, meters: number, departure: number) => {
    legs.push({
      mode: 'walk',
      from,
      to,
      distance_m: Math.round(meters),
      departure: clock(departure),
      arrival: clock(departure + meters / JOURNEY_MODEL.walkSpeedMps),
    });
    return departure + meters / JOURNEY_MODEL.walkSpeedMps;
  };

  let walked = 0;
  let departure = ends.departure;
  if (planned.rides.length === 0 && ends.walkOnly) {
    const { meters, fromAnchor, toAnchor } = ends.walkOnly;
    walk(endPlace(ends.from, fromAnchor), endPlace(ends.to, toAnchor), meters, departure);
    walked = meters;
  }
  let fare: number | null = 0;
  let alightedAt = departure;
  planned.rides.forEach((ride, index) => {
    const pattern = network.patterns[ride.pattern];
    if (!pattern) return;
    const boardStop = pattern.stops[ride.boardPosition] as number;
    const alightStop = pattern.stops[ride.alightPosition] as number;
    const boardAt = ride.runStart + (pattern.departures[ride.boardPosition] as number);
    const alightAt = ride.runStart + (pattern.arrivals[ride.alightPosition] as number);
    const boardPlace = stopPlace(network, boardStop);
    const alightPlace = stopPlace(network, alightStop);
    if (index === 0) {
      const access = planned.access;
      // Leave just in time for the first matatu.
      departure = boardAt - (access?.seconds ?? 0);
      if (access && access.meters >= 1)
        walk(endPlace(ends.from, access.anchor), boardPlace, access.meters, departure);
      walked += access?.meters ?? 0;
    } else {
      const meters = planned.transferMeters[index - 1] ?? 0;
      const previous = legs.at(-1) as MatatuLeg;
      if (meters >= 1) walk(previous.to, boardPlace, meters, alightedAt);
      walked += meters;
    }
    const rideFare = network.fare(pattern.route.id, boardPlace.name, alightPlace.name);
    fare = fare === null || rideFare === null ? null : fare + rideFare;
    legs.push({
      mode: 'matatu',
      route: {
        id: pattern.route.id,
        route_id: pattern.route.code,
        gtfs_route_id: pattern.route.gtfsRouteId,
        name: pattern.route.name,
        sacco: pattern.route.saccoName,
      },
      headsign: pattern.headsign,
      from: boardPlace,
      to: alightPlace,
      departure: clock(boardAt),
      arrival: clock(alightAt),
      stops: Array.from(
        pattern.stops.subarray(ride.boardPosition, ride.alightPosition + 1),
        (stop) => stopPlace(network, stop),
      ),
      headway_s: network.headwayOf(pattern, ride.runStart),
      fare_kes: rideFare,
      live: null,
    });
    alightedAt = alightAt;
  });
  const lastRide = planned.rides.at(-1);
  if (lastRide && planned.egress && planned.egress.meters >= 1) {
    const previous = legs.at(-1) as MatatuLeg;
    walk(previous.to, endPlace(ends.to, planned.egress.anchor), planned.egress.meters, alightedAt);
  }
  if (lastRide) walked += planned.egress?.meters ?? 0;

  return {
    departure: clock(departure),
    arrival: clock(planned.arrival),
    duration_s: Math.round(planned.arrival) - Math.round(departure),
    rides: planned.rides.length,
    walk_m: Math.round(walked),
    fare_kes: planned.rides.length === 0 ? null : fare,
    legs,
  };
}
