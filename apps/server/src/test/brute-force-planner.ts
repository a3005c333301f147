import { readFileSync } from 'node:fs';
import path from 'node:path';

// An independent reference for the journey planner (issue #12), written without its code: it
// reads a GTFS folder itself and answers earliest-arrival questions by exhaustive rounds, one
// round per ride, under exactly the issue's time model. Slow and plain on purpose, so that it is
// easy to check by reading.
//
// The model:
// - Each trip is a run pattern. From frequencies.txt a run starts at start_time + k·headway_secs
//   (k ≥ 0, start < end_time) for each row; a trip with no row runs once, at its first stop time.
//   A run starting at T reaches stop i at T + (arrival_i − arrival_0) and leaves at
//   T + (departure_i − arrival_0). Every day is the same (the calendar is ignored).
// - Walking at 1.33 m/s on the great-circle distance. Access and egress walks up to 1,000 m; a
//   transfer walk up to 1,000 m between any two stops (0 m at the same stop), then 60 s before the
//   next boarding (none before the first). At most 4 rides. A walk alone is a journey when origin
//   and destination are at most 1,000 m apart.

/** The issue's numbers, written here again rather than imported, so the check stays independent. */
export const MODEL = {
  walkSpeedMps: 1.33,
  maxWalkM: 1000,
  transferSlackS: 60,
  maxRides: 4,
} as const;

/** Nairobi is UTC+3 all year. Service days start at Nairobi midnight. */
const NAIROBI_OFFSET_S = 3 * 3600;
const DAY_S = 86_400;
const EARTH_RADIUS_M = 6_371_000;

export interface Point {
  lat: number;
  lon: number;
}

export interface FeedStop extends Point {
  id: string;
  name: string;
  locationType: string;
  parentStation: string;
}

export interface RunPattern {
  tripId: string;
  routeId: string;
  stopIds: string[];
  /** arrival_i − arrival_0, seconds. */
  arrivalOffsets: number[];
  /** departure_i − arrival_0, seconds. */
  departureOffsets: number[];
  /** Run starts, seconds after a service day's midnight (may pass 24:00), ascending. */
  runStarts: number[];
}

export interface BruteForceFeed {
  stops: Map<string, FeedStop>;
  patterns: RunPattern[];
  /** Stops that some trip serves (the only ones a journey can board or leave at). */
  servedStopIds: string[];
}

// ---------------------------------------------------------------- geometry and time

/** Great-circle distance (haversine, R = 6,371,000 m). */
export function haversineMeters(a: Point, b: Point): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLon = (b.lon - a.lon) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function walkSeconds(meters: number): number {
  return meters / MODEL.walkSpeedMps;
}

/** "H:MM:SS" or "HH:MM:SS" (hours may pass 24) → seconds. */
export function parseGtfsTime(text: string): number {
  const match = /^\s*(\d{1,3}):([0-5]\d):([0-5]\d)\s*$/.exec(text);
  if (!match) throw new Error(`not a GTFS time: "${text}"`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** Epoch seconds of the Nairobi midnight that starts the service day holding `epoch`. */
export function serviceDayStart(epoch: number): number {
  return Math.floor((epoch + NAIROBI_OFFSET_S) / DAY_S) * DAY_S - NAIROBI_OFFSET_S;
}

/** A Nairobi date and clock time ("2026-11-25", "08:00") → epoch seconds. */
export function nairobiEpoch(date: string, time: string): number {
  return Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}+03:00`) / 1000;
}

/** Epoch seconds → "2026-11-25T08:00:00+03:00". */
export function nairobiIso(epoch: number): string {
  const shifted = new Date(Math.round((epoch + NAIROBI_OFFSET_S) * 1000)).toISOString();
  return `${shifted.slice(0, 19)}+03:00`;
}

// ---------------------------------------------------------------- reading the feed

/** A CSV reader for GTFS: quoted fields (with commas and doubled quotes), LF or CRLF. */
export function parseCsvRows(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let index = 0; index < body.length; index++) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...records] = rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (!header) return [];
  const columns = header.map((column) => column.trim());
  return records.map((cells) =>
    Object.fromEntries(columns.map((column, index) => [column, (cells[index] ?? '').trim()])),
  );
}

function readTable(folder: string, file: string, optional = false): Record<string, string>[] {
  try {
    return parseCsvRows(readFileSync(path.join(folder, file), 'utf8'));
  } catch (error) {
    if (optional && (error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function loadGtfsFolder(folder: string): BruteForceFeed {
  const stops = new Map<string, FeedStop>();
  for (const row of readTable(folder, 'stops.txt')) {
    stops.set(row.stop_id as string, {
      id: row.stop_id as string,
      name: row.stop_name as string,
      lat: Number(row.stop_lat),
      lon: Number(row.stop_lon),
      locationType: row.location_type ?? '',
      parentStation: row.parent_station ?? '',
    });
  }

  const routeOfTrip = new Map<string, string>();
  for (const row of readTable(folder, 'trips.txt'))
    routeOfTrip.set(row.trip_id as string, row.route_id as string);

  const timesOfTrip = new Map<
    string,
    { seq: number; stopId: string; arr: number; dep: number }[]
  >();
  for (const row of readTable(folder, 'stop_times.txt')) {
    const tripId = row.trip_id as string;
    if (!routeOfTrip.has(tripId)) throw new Error(`stop_times: unknown trip ${tripId}`);
    if (!stops.has(row.stop_id as string))
      throw new Error(`stop_times: unknown stop ${row.stop_id}`);
    const list = timesOfTrip.get(tripId) ?? [];
    timesOfTrip.set(tripId, list);
    list.push({
      seq: Number(row.stop_sequence),
      stopId: row.stop_id as string,
      arr: parseGtfsTime(row.arrival_time as string),
      dep: parseGtfsTime(row.departure_time as string),
    });
  }

  const frequencyRows = new Map<string, { start: number; end: number; headway: number }[]>();
  for (const row of readTable(folder, 'frequencies.txt', true)) {
    const list = frequencyRows.get(row.trip_id as string) ?? [];
    frequencyRows.set(row.trip_id as string, list);
    list.push({
      start: parseGtfsTime(row.start_time as string),
      end: parseGtfsTime(row.end_time as string),
      headway: Number(row.headway_secs),
    });
  }

  const patterns: RunPattern[] = [];
  for (const [tripId, times] of timesOfTrip) {
    times.sort((a, b) => a.seq - b.seq);
    const first = times[0];
    if (!first || times.length < 2) continue;
    const rows = frequencyRows.get(tripId);
    const runStarts: number[] = [];
    if (rows && rows.length > 0) {
      for (const { start, end, headway } of rows) {
        if (!(headway > 0)) throw new Error(`frequencies: trip ${tripId} has headway ${headway}`);
        for (let run = start; run < end; run += headway) runStarts.push(run);
      }
    } else {
      runStarts.push(first.arr);
    }
    runStarts.sort((a, b) => a - b);
    patterns.push({
      tripId,
      routeId: routeOfTrip.get(tripId) as string,
      stopIds: times.map((time) => time.stopId),
      arrivalOffsets: times.map((time) => time.arr - first.arr),
      departureOffsets: times.map((time) => time.dep - first.arr),
      runStarts,
    });
  }

  const served = new Set(patterns.flatMap((pattern) => pattern.stopIds));
  return { stops, patterns, servedStopIds: [...served].sort() };
}

// ---------------------------------------------------------------- walking

const neighbourCache = new WeakMap<BruteForceFeed, Map<string, [string, number][]>>();

/** For each served stop, every served stop within 1,000 m (itself at 0 m), with the distance. */
function transferWalks(feed: BruteForceFeed): Map<string, [string, number][]> {
  const cached = neighbourCache.get(feed);
  if (cached) return cached;
  const walks = new Map<string, [string, number][]>();
  const served = feed.servedStopIds.map((id) => feed.stops.get(id) as FeedStop);
  for (const stop of served) walks.set(stop.id, [[stop.id, 0]]);
  // 1,000 m is under 0.0091° of latitude; farther pairs are skipped before the exact distance.
  const byLat = [...served].sort((a, b) => a.lat - b.lat);
  for (let a = 0; a < byLat.length; a++) {
    const from = byLat[a] as FeedStop;
    for (let b = a + 1; b < byLat.length; b++) {
      const to = byLat[b] as FeedStop;
      if (to.lat - from.lat > 0.0095) break;
      const meters = haversineMeters(from, to);
      if (meters > MODEL.maxWalkM) continue;
      walks.get(from.id)?.push([to.id, meters]);
      walks.get(to.id)?.push([from.id, meters]);
    }
  }
  neighbourCache.set(feed, walks);
  return walks;
}

/** Served stops within 1,000 m of a point, with the distance. */
function stopsNear(feed: BruteForceFeed, point: Point): [string, number][] {
  const near: [string, number][] = [];
  for (const id of feed.servedStopIds) {
    const meters = haversineMeters(point, feed.stops.get(id) as FeedStop);
    if (meters <= MODEL.maxWalkM) near.push([id, meters]);
  }
  return near;
}

// ---------------------------------------------------------------- runs

/**
 * The start (epoch seconds) of the earliest run of `pattern` that leaves its stop `index` at or
 * after `readyAt`, among the runs of the previous, same, next and following service days.
 */
function earliestRunStart(pattern: RunPattern, index: number, readyAt: number): number | null {
  const today = serviceDayStart(readyAt);
  const leaves = pattern.departureOffsets[index] as number;
  let best: number | null = null;
  for (let day = -1; day <= 2; day++) {
    for (const start of pattern.runStarts) {
      const runStart = today + day * DAY_S + start;
      if (runStart + leaves >= readyAt && (best === null || runStart < best)) best = runStart;
    }
  }
  return best;
}

export interface EarliestArrival {
  /** The earliest arrival at the destination (epoch seconds), or null when there is no journey. */
  arrival: number | null;
  /** byRides[k]: the earliest arrival with at most k rides (k = 0: walking only), or null. */
  byRides: (number | null)[];
}

/**
 * The earliest arrival from any of `origins` to any of `destinations`, leaving at `departure`
 * (epoch seconds). Round k holds, for every stop, the earliest time a passenger stands there
 * ready to board after exactly k rides (round 0: after the access walk).
 */
export function earliestArrival(
  feed: BruteForceFeed,
  origins: Point[],
  destinations: Point[],
  departure: number,
): EarliestArrival {
  const walks = transferWalks(feed);
  const improve = (map: Map<string, number>, stopId: string, time: number) => {
    const known = map.get(stopId);
    if (known === undefined || time < known) map.set(stopId, time);
  };
  const min = (a: number | null, b: number | null) =>
    a === null ? b : b === null ? a : Math.min(a, b);

  // Walking only.
  let walkOnly: number | null = null;
  for (const origin of origins)
    for (const destination of destinations) {
      const meters = haversineMeters(origin, destination);
      if (meters <= MODEL.maxWalkM) walkOnly = min(walkOnly, departure + walkSeconds(meters));
    }
  const byRides: (number | null)[] = [walkOnly];

  const egress = new Map<string, number>();
  for (const destination of destinations)
    for (const [stopId, meters] of stopsNear(feed, destination)) improve(egress, stopId, meters);

  let ready = new Map<string, number>();
  for (const origin of origins)
    for (const [stopId, meters] of stopsNear(feed, origin))
      improve(ready, stopId, departure + walkSeconds(meters));

  for (let rides = 1; rides <= MODEL.maxRides; rides++) {
    const slack = rides > 1 ? MODEL.transferSlackS : 0;
    const alighted = new Map<string, number>();
    for (const pattern of feed.patterns) {
      pattern.stopIds.forEach((boardAt, i) => {
        const readyAt = ready.get(boardAt);
        if (readyAt === undefined) return;
        const runStart = earliestRunStart(pattern, i, readyAt + slack);
        if (runStart === null) return;
        for (let j = i + 1; j < pattern.stopIds.length; j++)
          improve(
            alighted,
            pattern.stopIds[j] as string,
            runStart + (pattern.arrivalOffsets[j] as number),
          );
      });
    }

    let best = byRides[rides - 1] ?? null;
    for (const [stopId, time] of alighted) {
      const meters = egress.get(stopId);
      if (meters !== undefined) best = min(best, time + walkSeconds(meters));
    }
    byRides.push(best);

    const next = new Map<string, number>();
    for (const [stopId, time] of alighted)
      for (const [otherId, meters] of walks.get(stopId) ?? [])
        improve(next, otherId, time + walkSeconds(meters));
    ready = next;
  }

  return { arrival: byRides[MODEL.maxRides] ?? null, byRides };
}

// ---------------------------------------------------------------- checking a ride

export interface MatchedRun {
  tripId: string;
  /** Stop ids from boarding to alighting, both included. */
  stopIds: string[];
  runStart: number;
}

/**
 * The run of one of `gtfsRouteId`'s trips that leaves `fromStopId` exactly at `departure` and
 * reaches `toStopId` (later on the same run) exactly at `arrival`, or null when none does.
 */
export function findRun(
  feed: BruteForceFeed,
  ride: {
    gtfsRouteId: string;
    fromStopId: string;
    toStopId: string;
    departure: number;
    arrival: number;
  },
): MatchedRun | null {
  for (const pattern of feed.patterns) {
    if (pattern.routeId !== ride.gtfsRouteId) continue;
    for (let i = 0; i < pattern.stopIds.length; i++) {
      if (pattern.stopIds[i] !== ride.fromStopId) continue;
      const runStart = ride.departure - (pattern.departureOffsets[i] as number);
      const day = serviceDayStart(runStart);
      const runsThen = [-1, 0, 1].some((shift) =>
        pattern.runStarts.some((start) => day + shift * DAY_S + start === runStart),
      );
      if (!runsThen) continue;
      for (let j = i + 1; j < pattern.stopIds.length; j++) {
        if (pattern.stopIds[j] !== ride.toStopId) continue;
        if (runStart + (pattern.arrivalOffsets[j] as number) !== ride.arrival) continue;
        return { tripId: pattern.tripId, stopIds: pattern.stopIds.slice(i, j + 1), runStart };
      }
    }
  }
  return null;
}

/**
 * Stops whose name is `name` (trimmed, spaces collapsed, any case), stations included, and the
 * stops of a station of that name (GTFS parent_station), whatever their own name.
 */
export function stopsNamed(feed: BruteForceFeed, name: string): FeedStop[] {
  const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const named = new Set(
    [...feed.stops.values()]
      .filter((stop) => norm(stop.name) === norm(name))
      .map((stop) => stop.id),
  );
  return [...feed.stops.values()].filter(
    (stop) => named.has(stop.id) || named.has(stop.parentStation),
  );
}

// ---------------------------------------------------------------- checking the planner's answers
// The planner's answer shapes are the contract's (journeySchema); only the fields the model
// speaks about are read here.

interface PlaceLike {
  name: string;
  lat: number;
  lon: number;
  gtfs_stop_id: string | null;
}
interface WalkLegLike {
  mode: 'walk';
  from: PlaceLike;
  to: PlaceLike;
  distance_m: number;
  departure: string;
  arrival: string;
}
interface MatatuLegLike {
  mode: 'matatu';
  route: { route_id: string; gtfs_route_id: string | null };
  from: PlaceLike;
  to: PlaceLike;
  departure: string;
  arrival: string;
  stops: PlaceLike[];
}
export interface JourneyLike {
  departure: string;
  arrival: string;
  duration_s: number;
  rides: number;
  walk_m: number;
  legs: (WalkLegLike | MatatuLegLike)[];
}

export interface CheckedQuery {
  /** How the query reads, for messages. */
  label: string;
  /** Where the passenger may start: the point asked for, or every stop of a name. */
  origins: Point[];
  destinations: Point[];
  /** Epoch seconds. */
  departure: number;
}

/** How close a leg's end must be to the point it claims to start or end at. */
const SAME_PLACE_M = 3;
/** Rounding allowed on a walk's metres and seconds. */
const WALK_ROUNDING = 2;

/** "+03:00" ISO time → epoch seconds (NaN when it is not one). */
export function epochOf(iso: string): number {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?\+03:00$/.test(iso)) return Number.NaN;
  return Date.parse(iso) / 1000;
}

function clock(epoch: number): string {
  return Number.isFinite(epoch) ? nairobiIso(epoch).slice(5, 19).replace('T', ' ') : 'invalid';
}

function placeText(place: PlaceLike): string {
  return `${place.name}${place.gtfs_stop_id ? `[${place.gtfs_stop_id}]` : ` (${place.lat.toFixed(6)},${place.lon.toFixed(6)})`}`;
}

/** One line per journey: its times and every leg, for disagreement reports. */
export function describeJourney(journey: JourneyLike): string {
  const legs = journey.legs.map((leg) =>
    leg.mode === 'walk'
      ? `walk ${leg.distance_m} m ${placeText(leg.from)} ${clock(epochOf(leg.departure))} → ${placeText(leg.to)} ${clock(epochOf(leg.arrival))}`
      : `ride ${leg.route.route_id}/${leg.route.gtfs_route_id} ${placeText(leg.from)} ${clock(epochOf(leg.departure))} → ${placeText(leg.to)} ${clock(epochOf(leg.arrival))}`,
  );
  return `${journey.departure} → ${journey.arrival}, ${journey.rides} rides, ${journey.walk_m} m walked: ${legs.join(' | ')}`;
}

function placePoint(feed: BruteForceFeed, place: PlaceLike): Point {
  const stop = place.gtfs_stop_id ? feed.stops.get(place.gtfs_stop_id) : undefined;
  return stop ?? { lat: place.lat, lon: place.lon };
}

function nearestMeters(point: Point, candidates: Point[]): number {
  return Math.min(...candidates.map((candidate) => haversineMeters(point, candidate)));
}

/**
 * Everything wrong with one journey under the model: each ride a real run of its route's trip,
 * each walk within 1,000 m and timed at 1.33 m/s, 60 s before every boarding after the first, at
 * most 4 rides, legs in time order, totals that add up. Empty when it is right.
 */
export function journeyProblems(
  feed: BruteForceFeed,
  query: CheckedQuery,
  journey: JourneyLike,
): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(text);
  const departure = epochOf(journey.departure);
  const arrival = epochOf(journey.arrival);
  if (Number.isNaN(departure) || Number.isNaN(arrival))
    say(`times are not ISO-8601 with +03:00: ${journey.departure}, ${journey.arrival}`);
  if (departure < query.departure)
    say(`leaves at ${journey.departure}, before the asked time ${nairobiIso(query.departure)}`);
  if (journey.duration_s !== arrival - departure)
    say(`duration_s ${journey.duration_s} ≠ arrival − departure ${arrival - departure}`);
  const legs = journey.legs;
  if (legs.length === 0) {
    say('has no legs');
    return problems;
  }
  if (legs[0]?.departure !== journey.departure)
    say(`first leg leaves at ${legs[0]?.departure}, the journey at ${journey.departure}`);
  if (legs.at(-1)?.arrival !== journey.arrival)
    say(`last leg arrives at ${legs.at(-1)?.arrival}, the journey at ${journey.arrival}`);

  const rides = legs.filter((leg) => leg.mode === 'matatu');
  if (journey.rides !== rides.length) say(`rides ${journey.rides} but ${rides.length} matatu legs`);
  if (rides.length > MODEL.maxRides) say(`${rides.length} rides, more than ${MODEL.maxRides}`);
  const walked = legs.reduce((sum, leg) => sum + (leg.mode === 'walk' ? leg.distance_m : 0), 0);
  if (Math.abs(journey.walk_m - walked) > legs.length)
    say(`walk_m ${journey.walk_m} but the walk legs add up to ${walked} m`);

  let ridesSoFar = 0;
  legs.forEach((leg, index) => {
    const where = `leg ${index + 1} (${leg.mode})`;
    const legDeparture = epochOf(leg.departure);
    const legArrival = epochOf(leg.arrival);
    const previous = legs[index - 1];
    const next = legs[index + 1];
    if (Number.isNaN(legDeparture) || Number.isNaN(legArrival))
      say(`${where}: times are not ISO-8601 with +03:00: ${leg.departure}, ${leg.arrival}`);
    if (legArrival < legDeparture) say(`${where}: arrives before it leaves`);
    if (previous && legDeparture < epochOf(previous.arrival))
      say(
        `${where}: leaves at ${leg.departure}, before leg ${index} arrives at ${previous.arrival}`,
      );

    if (leg.mode === 'walk') {
      if (previous?.mode === 'walk') say(`${where}: follows another walk (walks are not chained)`);
      const meters = haversineMeters(placePoint(feed, leg.from), placePoint(feed, leg.to));
      if (leg.distance_m > MODEL.maxWalkM) say(`${where}: ${leg.distance_m} m, over 1,000 m`);
      if (Math.abs(leg.distance_m - meters) > WALK_ROUNDING)
        say(
          `${where}: distance_m ${leg.distance_m} but the great-circle distance is ${meters.toFixed(1)} m`,
        );
      const seconds = legArrival - legDeparture;
      if (Math.abs(seconds - walkSeconds(leg.distance_m)) > WALK_ROUNDING)
        say(
          `${where}: takes ${seconds} s, but ${leg.distance_m} m at 1.33 m/s is ${walkSeconds(leg.distance_m).toFixed(1)} s`,
        );
      // Where the walk starts and ends.
      if (!previous && nearestMeters(leg.from, query.origins) > SAME_PLACE_M)
        say(
          `${where}: starts ${nearestMeters(leg.from, query.origins).toFixed(0)} m from the origin`,
        );
      if (!next && nearestMeters(leg.to, query.destinations) > SAME_PLACE_M)
        say(
          `${where}: ends ${nearestMeters(leg.to, query.destinations).toFixed(0)} m from the destination`,
        );
      if (previous?.mode === 'matatu' && previous.to.gtfs_stop_id !== leg.from.gtfs_stop_id)
        say(
          `${where}: starts at ${placeText(leg.from)}, not where leg ${index} ends (${placeText(previous.to)})`,
        );
      if (next?.mode === 'matatu' && next.from.gtfs_stop_id !== leg.to.gtfs_stop_id)
        say(
          `${where}: ends at ${placeText(leg.to)}, not where leg ${index + 2} starts (${placeText(next.from)})`,
        );
      return;
    }

    ridesSoFar++;
    const { gtfs_route_id: gtfsRouteId } = leg.route;
    const fromStopId = leg.from.gtfs_stop_id;
    const toStopId = leg.to.gtfs_stop_id;
    if (!gtfsRouteId || !fromStopId || !toStopId) {
      say(`${where}: no GTFS route or stop ids to check the run (${describeJourney(journey)})`);
      return;
    }
    const run = findRun(feed, {
      gtfsRouteId,
      fromStopId,
      toStopId,
      departure: legDeparture,
      arrival: legArrival,
    });
    if (!run) {
      say(
        `${where}: no run of route ${gtfsRouteId} leaves ${fromStopId} at ${leg.departure} and reaches ${toStopId} at ${leg.arrival}`,
      );
    } else {
      const listed = leg.stops.map((stop) => stop.gtfs_stop_id);
      if (listed.join(' ') !== run.stopIds.join(' '))
        say(
          `${where}: stops [${listed.join(' ')}] but trip ${run.tripId} runs [${run.stopIds.join(' ')}]`,
        );
    }

    // Getting on: the first ride straight from the origin or an access walk; later rides after
    // the previous ride (and a transfer walk) plus 60 s.
    if (!previous) {
      const meters = nearestMeters(placePoint(feed, leg.from), query.origins);
      if (meters > SAME_PLACE_M)
        say(`${where}: boards ${meters.toFixed(0)} m from the origin without a walk leg`);
    } else if (ridesSoFar === 1) {
      const access = previous.mode === 'walk' ? previous.distance_m : Number.NaN;
      if (!(access <= MODEL.maxWalkM)) say(`${where}: boarding not reached by an access walk`);
    } else {
      const ready = epochOf(previous.arrival);
      if (legDeparture - ready < MODEL.transferSlackS)
        say(
          `${where}: leaves ${legDeparture - ready} s after the passenger reaches ${fromStopId} (needs 60 s)`,
        );
      if (previous.mode === 'matatu' && previous.to.gtfs_stop_id !== fromStopId)
        say(
          `${where}: boards at ${fromStopId} but leg ${index} ends at ${previous.to.gtfs_stop_id}, with no walk between`,
        );
    }
    if (!next) {
      const meters = nearestMeters(placePoint(feed, leg.to), query.destinations);
      if (meters > SAME_PLACE_M)
        say(`${where}: gets off ${meters.toFixed(0)} m from the destination without a walk leg`);
    }
  });
  return problems;
}

/**
 * Everything wrong with a whole answer: each journey's problems, the order (fastest first) and
 * the Pareto set on (arrival, rides), at most 5 journeys, and the fastest arrival against the
 * brute force's earliest (within `toleranceS`; both "none" together). No journey may beat the
 * true earliest arrival for its number of rides.
 */
export function answerProblems(
  feed: BruteForceFeed,
  query: CheckedQuery,
  journeys: JourneyLike[],
  truth: EarliestArrival,
  toleranceS = 120,
): string[] {
  const problems: string[] = [];
  const expected = truth.arrival === null ? 'none' : nairobiIso(truth.arrival);
  const got = journeys[0] ? journeys[0].arrival : 'none';
  const fastest = journeys[0] ? epochOf(journeys[0].arrival) : null;
  if (
    (truth.arrival === null) !== (fastest === null) ||
    (truth.arrival !== null && fastest !== null && Math.abs(fastest - truth.arrival) > toleranceS)
  )
    problems.push(`fastest arrival: expected ${expected}, got ${got}`);
  if (journeys.length > 5) problems.push(`${journeys.length} journeys, more than 5`);
  journeys.forEach((journey, index) => {
    for (const problem of journeyProblems(feed, query, journey))
      problems.push(`journey ${index + 1}: ${problem}`);
    const bound = truth.byRides[Math.min(journey.rides, MODEL.maxRides)];
    const arrival = epochOf(journey.arrival);
    if (bound === null || bound === undefined)
      problems.push(
        `journey ${index + 1}: arrives with ${journey.rides} rides where the brute force finds no such journey`,
      );
    else if (arrival < bound - WALK_ROUNDING)
      problems.push(
        `journey ${index + 1}: arrives ${journey.arrival} with ${journey.rides} rides, earlier than possible (${nairobiIso(bound)})`,
      );
    const previous = journeys[index - 1];
    if (previous) {
      if (!(epochOf(previous.arrival) < arrival))
        problems.push(
          `journey ${index + 1}: arrives ${journey.arrival}, not later than journey ${index} (${previous.arrival})`,
        );
      if (!(journey.rides < previous.rides))
        problems.push(
          `journey ${index + 1}: ${journey.rides} rides, not fewer than journey ${index}'s ${previous.rides}: not a Pareto set`,
        );
    }
  });
  if (problems.length > 0) {
    problems.unshift(`${query.label}:`);
    for (const [index, journey] of journeys.entries())
      problems.push(`  journey ${index + 1}: ${describeJourney(journey)}`);
  }
  return problems;
}

/**
 * The Pareto set is complete: for every number of rides k the brute force can do with, some
 * journey with at most k rides arrives within `toleranceS` of the earliest arrival with ≤ k rides.
 */
export function missingParetoJourneys(
  query: CheckedQuery,
  journeys: JourneyLike[],
  truth: EarliestArrival,
  toleranceS = 120,
): string[] {
  const problems: string[] = [];
  truth.byRides.forEach((best, rides) => {
    if (best === null) return;
    const offered = journeys.some(
      (journey) => journey.rides <= rides && epochOf(journey.arrival) <= best + toleranceS,
    );
    if (!offered)
      problems.push(
        `${query.label}: with ≤ ${rides} rides one can arrive at ${nairobiIso(best)}; offered: ${
          journeys.map((journey) => `${journey.rides} rides → ${journey.arrival}`).join(', ') ||
          'none'
        }`,
      );
  });
  return problems;
}
