import { createHash } from 'node:crypto';
import { defaultServiceSeconds, estimateStopTravelSeconds } from '@foleni/contract';
import { formatGtfsTime } from './gtfs.feed';
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
    /** Seconds from the first stop's arrival; null when nobody set them (estimated instead). */
    arrivalOffsetS: number | null;
    departureOffsetS: number | null;
  }[];
  /** Each route direction's headsign, trip id and shape, when known. */
  directions: {
    routeId: number;
    direction: number;
    headsign: string | null;
    gtfsTripId: string | null;
    gtfsShapeId: string | null;
    /** [lat, lon] points, or null. */
    shape: [number, number][] | null;
  }[];
  /** Ordered by route, direction and start: runs at start + k·headway before end, or one run. */
  services: {
    routeId: number;
    direction: number;
    startS: number;
    endS: number;
    headwayS: number | null;
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

/** Runs start at startS + k·headwayS while before endS; once, at startS, when headwayS is null. */
type Run = Pick<ExportNetwork['services'][number], 'startS' | 'endS' | 'headwayS'>;
/** A route nobody gave a service runs the route editor's default headway in each time band. */
const DEFAULT_SERVICE: Run[] = defaultServiceSeconds().map((band) => ({
  startS: band.start,
  endS: band.end,
  headwayS: band.headway,
}));

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

  const tripStops = groupByDirection(network.routeStops);
  const servicesOf = groupByDirection(network.services);
  const directionOf = new Map(
    network.directions.map((direction) => [
      `${direction.routeId}:${direction.direction}`,
      direction,
    ]),
  );

  const routeRows: Cell[][] = [];
  const tripRows: Cell[][] = [];
  const stopTimeRows: Cell[][] = [];
  const frequencyRows: Cell[][] = [];
  const shapeRows: Cell[][] = [];
  const saccoIds = new Set<number>();
  const agencyIds = new Map(
    network.saccos.map((sacco) => [sacco.id, sacco.gtfsAgencyId ?? `FOLENI-${sacco.id}`]),
  );
  const routeIds = new UniqueIds();
  const tripIds = new UniqueIds();
  const shapeIds = new UniqueIds();
  const shapeOfId = new Map<string, string>();
  /** A shape's id, written to shapes.txt the first time; a different shape never reuses one. */
  const shapeIdOf = (preferred: string, shape: [number, number][]) => {
    const points = JSON.stringify(shape);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? preferred : `${preferred}-${n}`;
      if (shapeOfId.get(candidate) === points) return candidate;
      if (shapeIds.has(candidate)) continue;
      shapeIds.claim(candidate);
      shapeOfId.set(candidate, points);
      shape.forEach(([lat, lon], index) => {
        shapeRows.push([candidate, lat, lon, index + 1]);
      });
      return candidate;
    }
  };

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
      const key = `${route.id}:${direction}`;
      const routeStops = tripStops.get(key) ?? [];
      const stops = routeStops.map(stopIdOf);
      const about = directionOf.get(key);
      const tripId = tripIds.claim(about?.gtfsTripId ?? `${routeId}-${direction}`);
      const shapeId =
        about?.shape && about.shape.length >= 2
          ? shapeIdOf(about.gtfsShapeId ?? tripId, about.shape)
          : null;
      tripRows.push([
        routeId,
        SERVICE_ID,
        tripId,
        about?.headsign ?? stopNames.get(stops.at(-1) ?? ''),
        direction,
        shapeId,
      ]);

      // The trip's stop times are its first run's; frequencies.txt repeats it.
      const services: Run[] = servicesOf.get(key) ?? [];
      const runs = services.length > 0 ? services : DEFAULT_SERVICE;
      const start = runs[0]?.startS ?? 0;
      const offsets = offsetsOf(routeStops);
      stops.forEach((stopId, index) => {
        const [arrival, departure] = offsets[index] as [number, number];
        stopTimeRows.push([
          tripId,
          formatGtfsTime(start + arrival),
          formatGtfsTime(start + departure),
          stopId,
          index + 1,
          0,
        ]);
      });
      // One run alone is the trip itself. Next to others, a single run is written as a window
      // whose headway reaches its end, so it still runs exactly once.
      if (runs.length > 1 || runs[0]?.headwayS != null) {
        for (const run of runs) {
          const end = Math.max(run.endS, run.startS + 1);
          frequencyRows.push([
            tripId,
            formatGtfsTime(run.startS),
            formatGtfsTime(end),
            run.headwayS ?? end - run.startS,
          ]);
        }
      }
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
      formatCsv(
        ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'direction_id', 'shape_id'],
        tripRows,
      ),
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

  if (frequencyRows.length > 0) {
    files.set(
      'frequencies.txt',
      formatCsv(['trip_id', 'start_time', 'end_time', 'headway_secs'], frequencyRows),
    );
  }
  if (shapeRows.length > 0) {
    files.set(
      'shapes.txt',
      formatCsv(['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'], shapeRows),
    );
  }

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

/** Rows by `routeId:direction`, in the order given. */
function groupByDirection<T extends { routeId: number; direction: number }>(rows: T[]) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = `${row.routeId}:${row.direction}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Each stop's arrival and departure, in seconds after the first stop's arrival. A stop without
 * offsets is reached from the stop before in the time the route editor estimates from their
 * distance (DEFAULT_AVERAGE_SPEED_KMH). Times never go backwards.
 */
function offsetsOf(stops: ExportNetwork['routeStops']): [number, number][] {
  const origin = stops[0]?.arrivalOffsetS ?? 0;
  const offsets: [number, number][] = [];
  stops.forEach((stop, index) => {
    const before = stops[index - 1];
    const left = offsets[index - 1]?.[1] ?? 0;
    const arrival = Math.max(
      stop.arrivalOffsetS !== null
        ? stop.arrivalOffsetS - origin
        : before
          ? left + estimateStopTravelSeconds(before, stop)
          : 0,
      left,
    );
    const departure =
      stop.arrivalOffsetS !== null && stop.departureOffsetS !== null
        ? stop.departureOffsetS - origin
        : arrival;
    offsets.push([arrival, Math.max(departure, arrival)]);
  });
  return offsets;
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
