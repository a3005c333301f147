import {
  defaultServiceSeconds,
  estimateStopTravelSeconds,
  greatCircleMeters,
  JOURNEY_MODEL,
  placeKey,
} from '@foleni/contract';
import type { PlannerNetworkRows } from '../journeys.repo';

// The planner's view of the network: stops, run patterns with their service, and the walks
// between stops. Built once per network change and then only read, so a search never touches
// the database.

export interface PlannerStop {
  name: string;
  lat: number | null;
  lon: number | null;
  gtfsStopId: string | null;
  stationId: number | null;
}

export interface PatternRoute {
  id: number;
  code: string;
  name: string;
  gtfsRouteId: string | null;
  saccoName: string | null;
  saccoLogo: string | null;
}

/** Runs start at start + k·headway while before end; a null headway is one run at start. */
export interface ServiceBand {
  start: number;
  end: number;
  headway: number | null;
}

/** One direction of one route: its stops in order, their time offsets and when it runs. */
export interface Pattern {
  route: PatternRoute;
  direction: number;
  headsign: string | null;
  stops: Int32Array;
  /** Seconds from the run's start to its arrival at, and departure from, each stop. */
  arrivals: Int32Array;
  departures: Int32Array;
  services: ServiceBand[];
}

const CELL_DEGREES = 0.01;
/** Metres of great circle in a degree of latitude (111,195), less 1% to spare. */
const METRES_PER_DEGREE = 110_000;
const DAY_S = 86_400;

export class PlannerNetwork {
  readonly stops: PlannerStop[] = [];
  readonly patterns: Pattern[] = [];
  /** Where each stop occurs: CSR lists of (pattern, position). */
  readonly stopPatternStart: Int32Array;
  readonly stopPatternIndex: Int32Array;
  readonly stopPatternPosition: Int32Array;
  /** Walks of at most maxTransferWalkM to other stops: CSR lists of (stop, metres, seconds). */
  readonly walkStart: Int32Array;
  readonly walkStop: Int32Array;
  readonly walkMeters: Float64Array;
  readonly walkSeconds: Float64Array;
  /** Stops with coordinates by grid cell (see cellKey). */
  private readonly grid = new Map<number, number[]>();
  private readonly fares = new Map<string, number>();

  constructor(rows: PlannerNetworkRows) {
    const stopIndex = new Map<string, number>();
    const indexOf = (row: PlannerNetworkRows['stops'][number]) => {
      const key = stopKey(row);
      let index = stopIndex.get(key);
      if (index === undefined) {
        index = this.stops.length;
        stopIndex.set(key, index);
        this.stops.push({
          name: row.name.trim().replace(/\s+/g, ' '),
          lat: row.latitude,
          lon: row.longitude,
          gtfsStopId: row.gtfsStopId,
          stationId: row.stationId,
        });
      }
      return index;
    };

    const headsigns = new Map(
      rows.directions.map((row) => [`${row.routeId}:${row.direction}`, row.headsign]),
    );
    const services = new Map<string, ServiceBand[]>();
    for (const row of rows.services) {
      const key = `${row.routeId}:${row.direction}`;
      const list = services.get(key) ?? [];
      list.push({ start: row.start, end: row.end, headway: row.headway });
      services.set(key, list);
    }

    let group: PlannerNetworkRows['stops'] = [];
    const flush = () => {
      const first = group[0];
      if (first && group.length >= 2) {
        const key = `${first.routeId}:${first.direction}`;
        const offsets = timeOffsets(group);
        this.patterns.push({
          route: {
            id: first.routeId,
            code: first.code,
            name: first.routeName,
            gtfsRouteId: first.gtfsRouteId,
            saccoName: first.saccoName,
            saccoLogo: first.saccoLogo,
          },
          direction: first.direction,
          headsign: headsigns.get(key) ?? null,
          stops: Int32Array.from(group.map(indexOf)),
          arrivals: offsets.arrivals,
          departures: offsets.departures,
          services: services.get(key) ?? DEFAULT_SERVICES,
        });
      }
      group = [];
    };
    for (const row of rows.stops) {
      const first = group[0];
      if (first && (first.routeId !== row.routeId || first.direction !== row.direction)) flush();
      group.push(row);
    }
    flush();

    const occurrences: [number, number, number][] = [];
    this.patterns.forEach((pattern, p) => {
      pattern.stops.forEach((stop, position) => {
        occurrences.push([stop, p, position]);
      });
    });
    occurrences.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    this.stopPatternStart = new Int32Array(this.stops.length + 1);
    this.stopPatternIndex = new Int32Array(occurrences.length);
    this.stopPatternPosition = new Int32Array(occurrences.length);
    occurrences.forEach(([stop, pattern, position], i) => {
      (this.stopPatternStart[stop + 1] as number)++;
      this.stopPatternIndex[i] = pattern;
      this.stopPatternPosition[i] = position;
    });
    for (let s = 0; s < this.stops.length; s++)
      this.stopPatternStart[s + 1] =
        (this.stopPatternStart[s + 1] as number) + (this.stopPatternStart[s] as number);

    this.stops.forEach((stop, index) => {
      if (stop.lat === null || stop.lon === null) return;
      const cell = cellKey(cellOf(stop.lat), cellOf(stop.lon));
      const list = this.grid.get(cell);
      if (list) list.push(index);
      else this.grid.set(cell, [index]);
    });

    // Written straight into typed arrays: the Nairobi network has 170,580 walks, which as objects
    // and growing number arrays were megabytes of garbage on every build (one is made at start).
    const walkStart = new Int32Array(this.stops.length + 1);
    let walkStop = new Int32Array(1024);
    let walkMeters = new Float64Array(1024);
    let walks = 0;
    this.stops.forEach((stop, index) => {
      if (stop.lat !== null && stop.lon !== null) {
        this.forEachNearby(stop.lat, stop.lon, JOURNEY_MODEL.maxTransferWalkM, (near, meters) => {
          if (near === index) return;
          if (walks === walkStop.length) {
            walkStop = grown(walkStop);
            walkMeters = grown(walkMeters);
          }
          walkStop[walks] = near;
          walkMeters[walks] = meters;
          walks++;
        });
      }
      walkStart[index + 1] = walks;
    });
    this.walkStart = walkStart;
    this.walkStop = walkStop.slice(0, walks);
    this.walkMeters = walkMeters.slice(0, walks);
    this.walkSeconds = this.walkMeters.map((meters) => meters / JOURNEY_MODEL.walkSpeedMps);

    for (const fare of rows.fares)
      this.fares.set(fareKey(fare.routeId, fare.fromStop, fare.toStop), fare.amountKes);
  }

  /** Stops within `radiusM` of a point, with their great-circle distance. */
  nearby(lat: number, lon: number, radiusM: number): { stop: number; meters: number }[] {
    const found: { stop: number; meters: number }[] = [];
    this.forEachNearby(lat, lon, radiusM, (stop, meters) => found.push({ stop, meters }));
    return found;
  }

  /** Calls `visit` with each stop within `radiusM` of a point and its great-circle distance. */
  private forEachNearby(
    lat: number,
    lon: number,
    radiusM: number,
    visit: (stop: number, meters: number) => void,
  ): void {
    const point = { lat, lon };
    // The cells under the circle's bounding box.
    const latSpan = radiusM / METRES_PER_DEGREE;
    const lonSpan = latSpan / Math.max(0.2, Math.cos((lat * Math.PI) / 180));
    for (let r = cellOf(lat - latSpan); r <= cellOf(lat + latSpan); r++) {
      for (let c = cellOf(lon - lonSpan); c <= cellOf(lon + lonSpan); c++) {
        const cell = this.grid.get(cellKey(r, c));
        if (!cell) continue;
        for (const stop of cell) {
          // Every stop in the grid has coordinates.
          const meters = greatCircleMeters(point, this.stops[stop] as { lat: number; lon: number });
          if (meters <= radiusM) visit(stop, meters);
        }
      }
    }
  }

  /** The fare of a ride between two stops of a route, in either direction, or null. */
  fare(routeId: number, from: string, to: string): number | null {
    return (
      this.fares.get(fareKey(routeId, from, to)) ??
      this.fares.get(fareKey(routeId, to, from)) ??
      null
    );
  }

  /**
   * The start time of the earliest run of `pattern` that leaves `position` at or after `ready`
   * (seconds from the query day's midnight), or Infinity. Every day has the same service.
   */
  earliestRun(pattern: Pattern, position: number, ready: number): number {
    const latest = ready - (pattern.departures[position] as number);
    let best = Number.POSITIVE_INFINITY;
    // Yesterday's late runs and today's first; only when none is left, tomorrow's.
    for (let day = -1; day <= 2; day++) {
      const local = latest - day * DAY_S;
      for (const band of pattern.services) {
        let start: number;
        if (local <= band.start) start = band.start;
        else if (band.headway === null) continue;
        else start = band.start + Math.ceil((local - band.start) / band.headway) * band.headway;
        if (start >= band.end && band.headway !== null) continue;
        if (start + day * DAY_S < best) best = start + day * DAY_S;
      }
      if (day >= 0 && best < Number.POSITIVE_INFINITY) break;
    }
    return best;
  }

  /** The headway of the band a run belongs to, or null for a route's single run. */
  headwayOf(pattern: Pattern, runStart: number): number | null {
    const local = ((runStart % DAY_S) + DAY_S) % DAY_S;
    for (const band of pattern.services) {
      if (band.headway === null) continue;
      for (const time of [local, local + DAY_S])
        if (time >= band.start && time < band.end && (time - band.start) % band.headway === 0)
          return band.headway;
    }
    return null;
  }
}

const DEFAULT_SERVICES: ServiceBand[] = defaultServiceSeconds();

function stopKey(row: PlannerNetworkRows['stops'][number]): string {
  if (row.gtfsStopId) return `gtfs:${row.gtfsStopId}`;
  if (row.latitude !== null && row.longitude !== null)
    return `at:${placeKey(row.name)}@${row.latitude.toFixed(5)},${row.longitude.toFixed(5)}`;
  return `name:${placeKey(row.name)}|${row.stationId ?? ''}`;
}

/** The stored offsets, or where any is missing, an estimate from the distance between stops. */
function timeOffsets(group: PlannerNetworkRows['stops']) {
  const arrivals = new Int32Array(group.length);
  const departures = new Int32Array(group.length);
  const stored = group.every((row) => row.arrivalOffset !== null);
  group.forEach((row, i) => {
    if (stored) {
      arrivals[i] = row.arrivalOffset as number;
      departures[i] = row.departureOffset ?? (row.arrivalOffset as number);
    } else if (i > 0) {
      const previous = group[i - 1] as typeof row;
      arrivals[i] = (departures[i - 1] as number) + estimateStopTravelSeconds(previous, row);
      departures[i] = arrivals[i] as number;
    }
    // A run never arrives before it left the previous stop, nor leaves before it arrived.
    if (i > 0 && (arrivals[i] as number) < (departures[i - 1] as number))
      arrivals[i] = departures[i - 1] as number;
    if ((departures[i] as number) < (arrivals[i] as number)) departures[i] = arrivals[i] as number;
  });
  return { arrivals, departures };
}

/** The grid row of a latitude, or the grid column of a longitude. */
function cellOf(degrees: number): number {
  return Math.floor(degrees / CELL_DEGREES);
}

/** A grid cell's row and column as one number: a Map with number keys allocates no strings. */
function cellKey(row: number, column: number): number {
  // Columns run from -18,000 to 18,000 (longitude / CELL_DEGREES).
  return row * 40_000 + column;
}

/** A copy of a typed array with twice the room. */
function grown<T extends Int32Array | Float64Array>(array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

function fareKey(routeId: number, from: string, to: string) {
  return `${routeId}|${placeKey(from)}|${placeKey(to)}`;
}
