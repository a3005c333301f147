import { createHash } from 'node:crypto';
import { normalizeStopName } from './gtfs.import';

// Turns the network into the text of a GTFS feed. Pure: the service loads the rows.

export interface ExportNetwork {
  saccos: { id: number; name: string; gtfsAgencyId: string | null; phone: string | null }[];
  stations: {
    id: number;
    name: string;
    gtfsStopId: string | null;
    latitude: number | null;
    longitude: number | null;
  }[];
  routes: {
    id: number;
    code: string;
    name: string;
    gtfsRouteId: string | null;
    saccoId: number | null;
  }[];
  /** Ordered by route, direction and sequence. */
  routeStops: {
    routeId: number;
    direction: number;
    name: string;
    stationId: number | null;
    gtfsStopId: string | null;
    latitude: number | null;
    longitude: number | null;
  }[];
}

export interface ExportOptions {
  publisherName: string;
  /** Also the agencies' URL: a Sacco has none of its own. */
  publisherUrl: string;
  version: string;
  /** The service runs every day for a year from this day. */
  today: Date;
}

export interface GtfsExport {
  files: Map<string, string>;
  counts: { agencies: number; stations: number; stops: number; routes: number; trips: number };
}

const TIMEZONE = 'Africa/Nairobi';
const SERVICE_ID = 'DAILY';
/** Foleni keeps no timetable: trips leave at 06:00 and take two minutes from stop to stop. */
const FIRST_DEPARTURE_S = 6 * 3600;
const SECONDS_PER_STOP = 120;

export function buildGtfsExport(network: ExportNetwork, options: ExportOptions): GtfsExport {
  const ids = new UniqueIds();

  const stationIds = new Map<number, string>();
  const stopRows: Cell[][] = [];
  for (const station of network.stations) {
    const id = ids.claim(station.gtfsStopId ?? `FOLENI-STATION-${station.id}`);
    stationIds.set(station.id, id);
    stopRows.push([id, station.name, station.latitude, station.longitude, 1, null]);
  }

  // One stop per distinct route stop. A stop keeps its GTFS id unless a station or a different
  // stop took it already (an imported station keeps the id of one of its stops); stops without
  // a usable id get one derived from what they are, so exports of the same network agree.
  type RouteStop = ExportNetwork['routeStops'][number];
  const stopIds = new Map<string, string>();
  const stopNames = new Map<string, string>();
  const stopIdOf = (stop: RouteStop) => {
    const parent = stop.stationId === null ? null : (stationIds.get(stop.stationId) ?? null);
    const identity = JSON.stringify([
      stop.gtfsStopId,
      stop.name,
      stop.latitude,
      stop.longitude,
      parent,
    ]);
    let id = stopIds.get(identity);
    if (id === undefined) {
      const hash = digest(normalizeStopName(stop.name), stop.latitude, stop.longitude, parent);
      const known = stop.gtfsStopId && !ids.has(stop.gtfsStopId) ? stop.gtfsStopId : null;
      id = ids.claim(known ?? `FOLENI-STOP-${hash}`);
      stopIds.set(identity, id);
      stopNames.set(id, stop.name);
      stopRows.push([id, stop.name, stop.latitude, stop.longitude, 0, parent]);
    }
    return id;
  };

  const tripStops = new Map<string, RouteStop[]>();
  for (const stop of network.routeStops) {
    const key = `${stop.routeId}:${stop.direction}`;
    const stops = tripStops.get(key);
    if (stops) stops.push(stop);
    else tripStops.set(key, [stop]);
  }

  const routeRows: Cell[][] = [];
  const tripRows: Cell[][] = [];
  const stopTimeRows: Cell[][] = [];
  const saccoIds = new Set<number>();
  const agencyIds = new Map(
    network.saccos.map((sacco) => [sacco.id, sacco.gtfsAgencyId ?? `FOLENI-${sacco.id}`]),
  );
  const routeIds = new UniqueIds();
  for (const route of network.routes) {
    const directions = [0, 1].filter(
      (direction) => (tripStops.get(`${route.id}:${direction}`)?.length ?? 0) >= 2,
    );
    // GTFS has no use for a route that no trip runs: a route without two stops stays behind.
    if (directions.length === 0) continue;
    const routeId = routeIds.claim(route.gtfsRouteId ?? `FOLENI-${route.id}`);
    const agencyId = route.saccoId === null ? null : (agencyIds.get(route.saccoId) ?? null);
    if (route.saccoId !== null && agencyId !== null) saccoIds.add(route.saccoId);
    routeRows.push([routeId, agencyId, route.code, route.name, 3]);
    for (const direction of directions) {
      const stops = (tripStops.get(`${route.id}:${direction}`) ?? []).map(stopIdOf);
      const tripId = `${routeId}-${direction}`;
      tripRows.push([routeId, SERVICE_ID, tripId, stopNames.get(stops.at(-1) ?? ''), direction]);
      stops.forEach((stopId, index) => {
        const time = formatGtfsTime(FIRST_DEPARTURE_S + index * SECONDS_PER_STOP);
        stopTimeRows.push([tripId, time, time, stopId, index + 1, 0]);
      });
    }
  }

  const agencyRows: Cell[][] = network.saccos
    .filter((sacco) => saccoIds.has(sacco.id))
    .map((sacco) => [
      agencyIds.get(sacco.id) ?? null,
      sacco.name,
      options.publisherUrl,
      TIMEZONE,
      'en',
      sacco.phone,
    ]);
  // agency.txt must name at least one agency; routes without a Sacco leave agency_id empty.
  if (agencyRows.length === 0) {
    agencyRows.push(['FOLENI', options.publisherName, options.publisherUrl, TIMEZONE, 'en', null]);
  }

  const start = gtfsDate(options.today);
  const end = new Date(options.today);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  const files = new Map<string, string>([
    [
      'agency.txt',
      formatCsv(
        [
          'agency_id',
          'agency_name',
          'agency_url',
          'agency_timezone',
          'agency_lang',
          'agency_phone',
        ],
        agencyRows,
      ),
    ],
    [
      'stops.txt',
      formatCsv(
        ['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'location_type', 'parent_station'],
        stopRows,
      ),
    ],
    [
      'routes.txt',
      formatCsv(
        ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type'],
        routeRows,
      ),
    ],
    [
      'trips.txt',
      formatCsv(['route_id', 'service_id', 'trip_id', 'trip_headsign', 'direction_id'], tripRows),
    ],
    [
      'stop_times.txt',
      formatCsv(
        ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence', 'timepoint'],
        stopTimeRows,
      ),
    ],
    [
      'calendar.txt',
      formatCsv(
        [
          'service_id',
          'monday',
          'tuesday',
          'wednesday',
          'thursday',
          'friday',
          'saturday',
          'sunday',
          'start_date',
          'end_date',
        ],
        [[SERVICE_ID, 1, 1, 1, 1, 1, 1, 1, start, gtfsDate(end)]],
      ),
    ],
    [
      'feed_info.txt',
      formatCsv(
        [
          'feed_publisher_name',
          'feed_publisher_url',
          'feed_lang',
          'feed_start_date',
          'feed_end_date',
          'feed_version',
        ],
        [
          [
            options.publisherName,
            options.publisherUrl,
            'en',
            start,
            gtfsDate(end),
            options.version,
          ],
        ],
      ),
    ],
  ]);

  return {
    files,
    counts: {
      agencies: agencyRows.length,
      stations: network.stations.length,
      stops: stopIds.size,
      routes: routeRows.length,
      trips: tripRows.length,
    },
  };
}

type Cell = string | number | null | undefined;

/**
 * RFC 4180: a field is quoted when it holds a comma, a quote or a line break, or starts or ends
 * with a space (so readers that trim keep it); quotes inside are doubled. Lines end in LF.
 */
export function formatCsv(columns: string[], rows: Cell[][]): string {
  const field = (value: Cell) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [columns, ...rows].map((row) => `${row.map(field).join(',')}\n`).join('');
}

/** GTFS's HH:MM:SS, counted from the start of the service day: hours may pass 24. */
export function formatGtfsTime(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

function gtfsDate(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

function digest(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 12);
}

/** Ids within one file must differ; a second claim of an id gets a numbered variant. */
class UniqueIds {
  private readonly used = new Set<string>();
  has(id: string) {
    return this.used.has(id);
  }
  claim(preferred: string): string {
    let id = preferred;
    for (let n = 2; this.used.has(id); n++) id = `${preferred}-${n}`;
    this.used.add(id);
    return id;
  }
}
