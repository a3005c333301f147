import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { greatCircleMeters } from '@foleni/contract';
import { type CsvRecord, GtfsFormatError, parseCsv } from './gtfs.csv';

export interface GtfsAgency {
  id: string;
  name: string;
  url: string | null;
  phone: string | null;
}

export interface GtfsStop {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** GTFS location_type 1: a station that groups stops. */
  isStation: boolean;
  parentStation: string | null;
}

/** A frequencies.txt row: runs start at startS + k·headwayS while before endS. */
export interface GtfsFrequency {
  startS: number;
  endS: number;
  headwayS: number;
}

export interface GtfsTrip {
  id: string;
  direction: number;
  headsign: string | null;
  /** The trip's shape_id when shapes.txt draws it, else null. */
  shapeId: string | null;
  /** Stop ids in stop_sequence order. */
  stopIds: string[];
  /**
   * Seconds after the service day's midnight (past 86,400 for runs after midnight), one per
   * stop: as published, or interpolated by distance at stops the feed gives no time.
   */
  arrivals: number[];
  departures: number[];
  /** The trip's frequencies.txt rows by start time; none when it runs once, at its own times. */
  frequencies: GtfsFrequency[];
  /** shapes.txt's points as [lat, lon], in order, or null. */
  shape: [number, number][] | null;
}

export interface GtfsRoute {
  id: string;
  agencyId: string | null;
  shortName: string;
  longName: string;
  /** At most one trip per direction, outbound first; each keeps its own stop order. */
  trips: GtfsTrip[];
}

export interface GtfsFeed {
  agencies: GtfsAgency[];
  stops: Map<string, GtfsStop>;
  routes: GtfsRoute[];
}

const REQUIRED_FILES = ['routes.txt', 'trips.txt', 'stop_times.txt', 'stops.txt'] as const;
export const OPTIONAL_FEED_FILES = ['agency.txt', 'frequencies.txt', 'shapes.txt'] as const;

export async function readGtfsFolder(folder: string): Promise<GtfsFeed> {
  const files = new Map<string, string>();
  for (const name of [...REQUIRED_FILES, ...OPTIONAL_FEED_FILES]) {
    try {
      files.set(name, await readFile(path.join(folder, name), 'utf8'));
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (!missing) throw error;
      if (!(OPTIONAL_FEED_FILES as readonly string[]).includes(name))
        throw new GtfsFormatError(name, 0, 'the file is missing from the feed');
    }
  }
  return parseGtfsFeed(files);
}

/** Builds a feed from the text of its files, checking every reference between them. */
export function parseGtfsFeed(files: Map<string, string>): GtfsFeed {
  const table = (name: string) => parseCsv(name, files.get(name) ?? '');

  const agencies = files.has('agency.txt')
    ? table('agency.txt').map((record) => ({
        id: optional(record, 'agency_id') ?? required('agency.txt', record, 'agency_name'),
        name: required('agency.txt', record, 'agency_name'),
        url: optional(record, 'agency_url'),
        phone: optional(record, 'agency_phone'),
      }))
    : [];

  const stops = new Map<string, GtfsStop>();
  for (const record of table('stops.txt')) {
    const id = required('stops.txt', record, 'stop_id');
    stops.set(id, {
      id,
      name: required('stops.txt', record, 'stop_name'),
      latitude: coordinate('stops.txt', record, 'stop_lat', 90),
      longitude: coordinate('stops.txt', record, 'stop_lon', 180),
      isStation: optional(record, 'location_type') === '1',
      parentStation: optional(record, 'parent_station'),
    });
  }

  const routes = new Map<string, GtfsRoute>();
  for (const record of table('routes.txt')) {
    const id = required('routes.txt', record, 'route_id');
    const shortName = optional(record, 'route_short_name');
    const longName = optional(record, 'route_long_name');
    if (!shortName && !longName) {
      throw new GtfsFormatError(
        'routes.txt',
        record.line,
        'route_short_name or route_long_name is required',
      );
    }
    routes.set(id, {
      id,
      agencyId: optional(record, 'agency_id'),
      shortName: shortName ?? id,
      longName: longName ?? shortName ?? id,
      trips: [],
    });
  }

  const shapes = files.has('shapes.txt') ? parseShapes(table('shapes.txt')) : null;

  const trips = new Map<string, ParsedTrip>();
  for (const record of table('trips.txt')) {
    const routeId = required('trips.txt', record, 'route_id');
    if (!routes.has(routeId)) {
      throw new GtfsFormatError(
        'trips.txt',
        record.line,
        `route_id ${routeId} is not in routes.txt`,
      );
    }
    const shapeId = optional(record, 'shape_id');
    if (shapeId && shapes && !shapes.has(shapeId)) {
      throw new GtfsFormatError(
        'trips.txt',
        record.line,
        `shape_id ${shapeId} is not in shapes.txt`,
      );
    }
    const direction = optional(record, 'direction_id');
    trips.set(required('trips.txt', record, 'trip_id'), {
      routeId,
      direction: direction === '1' ? 1 : 0,
      headsign: optional(record, 'trip_headsign'),
      shapeId: shapeId && shapes?.has(shapeId) ? shapeId : null,
      stopTimes: [],
      frequencies: [],
    });
  }

  for (const record of table('stop_times.txt')) {
    const tripId = required('stop_times.txt', record, 'trip_id');
    const stopId = required('stop_times.txt', record, 'stop_id');
    const sequence = Number(required('stop_times.txt', record, 'stop_sequence'));
    const trip = trips.get(tripId);
    if (!trip)
      throw new GtfsFormatError(
        'stop_times.txt',
        record.line,
        `trip_id ${tripId} is not in trips.txt`,
      );
    if (!stops.has(stopId)) {
      throw new GtfsFormatError(
        'stop_times.txt',
        record.line,
        `stop_id ${stopId} is not in stops.txt`,
      );
    }
    if (!Number.isInteger(sequence) || sequence < 0) {
      throw new GtfsFormatError(
        'stop_times.txt',
        record.line,
        'stop_sequence must be a whole number',
      );
    }
    const arrival = time('stop_times.txt', record, 'arrival_time');
    const departure = time('stop_times.txt', record, 'departure_time');
    if (optional(record, 'timepoint') === '1' && arrival === null && departure === null) {
      throw new GtfsFormatError(
        'stop_times.txt',
        record.line,
        'a timepoint (timepoint 1) needs an arrival_time or a departure_time',
      );
    }
    trip.stopTimes.push({
      sequence,
      stopId,
      line: record.line,
      // A time left out at one end of the stop is the other end's: the matatu does not wait.
      arrival: arrival ?? departure,
      departure: departure ?? arrival,
    });
  }

  if (files.has('frequencies.txt')) {
    for (const record of table('frequencies.txt')) {
      const tripId = required('frequencies.txt', record, 'trip_id');
      const trip = trips.get(tripId);
      if (!trip) {
        throw new GtfsFormatError(
          'frequencies.txt',
          record.line,
          `trip_id ${tripId} is not in trips.txt`,
        );
      }
      const startS = requiredTime('frequencies.txt', record, 'start_time');
      const endS = requiredTime('frequencies.txt', record, 'end_time');
      const headwayS = Number(required('frequencies.txt', record, 'headway_secs'));
      if (!Number.isInteger(headwayS) || headwayS <= 0) {
        throw new GtfsFormatError(
          'frequencies.txt',
          record.line,
          'headway_secs must be a whole number of seconds above 0',
        );
      }
      if (endS <= startS) {
        throw new GtfsFormatError(
          'frequencies.txt',
          record.line,
          'end_time must be later than start_time',
        );
      }
      trip.frequencies.push({ startS, endS, headwayS });
    }
  }

  const kept = new Map<string, { id: string; trip: ParsedTrip }[]>();
  for (const [id, trip] of trips) {
    if (trip.stopTimes.length < 2) continue;
    const ofRoute = kept.get(trip.routeId);
    if (ofRoute) ofRoute.push({ id, trip });
    else kept.set(trip.routeId, [{ id, trip }]);
  }
  for (const [routeId, candidates] of kept) {
    const route = routes.get(routeId);
    if (!route) continue;
    // Some feeds mark both trips with one direction_id (route 0048 in Nairobi): keep the first
    // trip as outbound and the next as the return, whatever they claim.
    candidates.sort((a, b) => a.trip.direction - b.trip.direction || a.id.localeCompare(b.id));
    route.trips = candidates.slice(0, 2).map(({ id, trip }, index) => {
      const ordered = trip.stopTimes.sort((a, b) => a.sequence - b.sequence);
      const { arrivals, departures } = timesOfTrip(id, ordered, stops);
      return {
        id,
        direction: index,
        headsign: trip.headsign,
        shapeId: trip.shapeId,
        stopIds: ordered.map((stopTime) => stopTime.stopId),
        arrivals,
        departures,
        frequencies: trip.frequencies.sort((a, b) => a.startS - b.startS || a.endS - b.endS),
        shape: trip.shapeId ? (shapes?.get(trip.shapeId) ?? null) : null,
      };
    });
  }

  return {
    agencies,
    stops,
    routes: [...routes.values()].filter((route) => route.trips.length > 0),
  };
}

interface ParsedStopTime {
  sequence: number;
  stopId: string;
  line: number;
  arrival: number | null;
  departure: number | null;
}

interface ParsedTrip {
  routeId: string;
  direction: number;
  headsign: string | null;
  shapeId: string | null;
  stopTimes: ParsedStopTime[];
  frequencies: GtfsFrequency[];
}

/**
 * Every stop's arrival and departure. The first and last stop must be timed; a stop in between
 * without times (a non-timepoint) is placed between the timed stops around it in proportion to
 * the distance ridden, or evenly when the stops have no coordinates. Times never go backwards.
 */
function timesOfTrip(
  tripId: string,
  stopTimes: ParsedStopTime[],
  stops: Map<string, GtfsStop>,
): { arrivals: number[]; departures: number[] } {
  const first = stopTimes[0];
  const last = stopTimes.at(-1);
  for (const [end, stopTime] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (stopTime && stopTime.arrival === null) {
      throw new GtfsFormatError(
        'stop_times.txt',
        stopTime.line,
        `the ${end} stop of trip ${tripId} needs an arrival_time and a departure_time`,
      );
    }
  }

  const arrivals: number[] = [];
  const departures: number[] = [];
  let previous = 0;
  while (previous < stopTimes.length - 1) {
    let next = previous + 1;
    while (stopTimes[next]?.arrival === null) next++;
    const from = stopTimes[previous] as ParsedStopTime;
    const to = stopTimes[next] as ParsedStopTime;
    const leaves = from.departure as number;
    const reaches = to.arrival as number;
    if (previous === 0) {
      if (leaves < (from.arrival as number)) throw departsBeforeArrival(from.line);
      arrivals.push(from.arrival as number);
      departures.push(leaves);
    }
    // Distance ridden from `from` to each stop up to `to`; NaN when a stop has no position.
    const ridden: number[] = [0];
    for (let index = previous + 1; index <= next; index++) {
      const a = stops.get((stopTimes[index - 1] as ParsedStopTime).stopId);
      const b = stops.get((stopTimes[index] as ParsedStopTime).stopId);
      const step =
        a?.latitude != null && a.longitude != null && b?.latitude != null && b.longitude != null
          ? greatCircleMeters(
              { lat: a.latitude, lon: a.longitude },
              { lat: b.latitude, lon: b.longitude },
            )
          : Number.NaN;
      ridden.push((ridden.at(-1) as number) + step);
    }
    const total = ridden.at(-1) as number;
    const byDistance = Number.isFinite(total) && total > 0;
    for (let index = previous + 1; index < next; index++) {
      const share = byDistance
        ? (ridden[index - previous] as number) / total
        : (index - previous) / (next - previous);
      const at = Math.round(leaves + (reaches - leaves) * share);
      arrivals.push(at);
      departures.push(at);
    }
    if (reaches < leaves) {
      throw new GtfsFormatError(
        'stop_times.txt',
        to.line,
        `arrival_time ${formatGtfsTime(reaches)} is earlier than the departure from the stop before (${formatGtfsTime(leaves)})`,
      );
    }
    if ((to.departure as number) < reaches) throw departsBeforeArrival(to.line);
    arrivals.push(reaches);
    departures.push(to.departure as number);
    previous = next;
  }
  return { arrivals, departures };
}

function departsBeforeArrival(line: number) {
  return new GtfsFormatError(
    'stop_times.txt',
    line,
    'departure_time must not be earlier than arrival_time',
  );
}

/** shapes.txt: each shape's points as [lat, lon] in shape_pt_sequence order. */
function parseShapes(records: CsvRecord[]): Map<string, [number, number][]> {
  const points = new Map<string, [number, number, number][]>();
  for (const record of records) {
    const id = required('shapes.txt', record, 'shape_id');
    const latitude = coordinate('shapes.txt', record, 'shape_pt_lat', 90);
    const longitude = coordinate('shapes.txt', record, 'shape_pt_lon', 180);
    const sequence = Number(required('shapes.txt', record, 'shape_pt_sequence'));
    if (latitude === null || longitude === null) {
      throw new GtfsFormatError(
        'shapes.txt',
        record.line,
        `${latitude === null ? 'shape_pt_lat' : 'shape_pt_lon'} is required`,
      );
    }
    if (!Number.isInteger(sequence) || sequence < 0) {
      throw new GtfsFormatError(
        'shapes.txt',
        record.line,
        'shape_pt_sequence must be a whole number',
      );
    }
    const shape = points.get(id);
    if (shape) shape.push([sequence, latitude, longitude]);
    else points.set(id, [[sequence, latitude, longitude]]);
  }
  return new Map(
    [...points].map(([id, shape]) => [
      id,
      shape.sort((a, b) => a[0] - b[0]).map(([, lat, lon]): [number, number] => [lat, lon]),
    ]),
  );
}

const TIME_PATTERN = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/;

/** GTFS's H:MM:SS or HH:MM:SS after the service day's midnight (hours may pass 24), or null when empty. */
function time(file: string, record: CsvRecord, column: string): number | null {
  const value = optional(record, column);
  if (value === null) return null;
  const match = TIME_PATTERN.exec(value);
  if (!match) {
    throw new GtfsFormatError(
      file,
      record.line,
      `${column} must be a time as H:MM:SS or HH:MM:SS, not "${value.slice(0, 20)}"`,
    );
  }
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

function requiredTime(file: string, record: CsvRecord, column: string): number {
  const value = time(file, record, column);
  if (value === null) throw new GtfsFormatError(file, record.line, `${column} is required`);
  return value;
}

/** GTFS's HH:MM:SS, counted from the start of the service day: hours may pass 24. */
export function formatGtfsTime(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

function optional(record: CsvRecord, column: string): string | null {
  const value = record.values[column]?.trim();
  return value ? value : null;
}

function required(file: string, record: CsvRecord, column: string): string {
  const value = record.values[column];
  if (value === undefined || value.trim() === '') {
    throw new GtfsFormatError(file, record.line, `${column} is required`);
  }
  // Names are kept exactly as published (spacing included); ids and codes are trimmed.
  return column.endsWith('_name') ? value : value.trim();
}

function coordinate(file: string, record: CsvRecord, column: string, limit: number): number | null {
  const value = optional(record, column);
  if (value === null) return null;
  const number = Number(value);
  if (!Number.isFinite(number) || Math.abs(number) > limit) {
    throw new GtfsFormatError(
      file,
      record.line,
      `${column} must be a number between -${limit} and ${limit}`,
    );
  }
  return number;
}
