import { readFile } from 'node:fs/promises';
import path from 'node:path';
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

export interface GtfsTrip {
  id: string;
  direction: number;
  /** Stop ids in stop_sequence order. */
  stopIds: string[];
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

export async function readGtfsFolder(folder: string): Promise<GtfsFeed> {
  const files = new Map<string, string>();
  for (const name of [...REQUIRED_FILES, 'agency.txt']) {
    try {
      files.set(name, await readFile(path.join(folder, name), 'utf8'));
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (!missing) throw error;
      if (name !== 'agency.txt')
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

  const trips = new Map<
    string,
    { routeId: string; direction: number; stops: [number, string][] }
  >();
  for (const record of table('trips.txt')) {
    const routeId = required('trips.txt', record, 'route_id');
    if (!routes.has(routeId)) {
      throw new GtfsFormatError(
        'trips.txt',
        record.line,
        `route_id ${routeId} is not in routes.txt`,
      );
    }
    const direction = optional(record, 'direction_id');
    trips.set(required('trips.txt', record, 'trip_id'), {
      routeId,
      direction: direction === '1' ? 1 : 0,
      stops: [],
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
    trip.stops.push([sequence, stopId]);
  }

  for (const [tripId, trip] of trips) {
    const route = routes.get(trip.routeId);
    if (!route || trip.stops.length < 2) continue;
    route.trips.push({
      id: tripId,
      direction: trip.direction,
      stopIds: trip.stops.sort((a, b) => a[0] - b[0]).map(([, stopId]) => stopId),
    });
  }
  for (const route of routes.values()) {
    // Some feeds mark both trips with one direction_id (route 0048 in Nairobi): keep the first
    // trip as outbound and the next as the return, whatever they claim.
    route.trips.sort((a, b) => a.direction - b.direction || a.id.localeCompare(b.id));
    route.trips = route.trips.slice(0, 2).map((trip, index) => ({ ...trip, direction: index }));
  }

  return {
    agencies,
    stops,
    routes: [...routes.values()].filter((route) => route.trips.length > 0),
  };
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
