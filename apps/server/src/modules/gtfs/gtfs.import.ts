import { greatCircleMeters } from '@foleni/contract';
import type { Db } from '../../db/database';
import type { GtfsFeed, GtfsRoute, GtfsStop } from './gtfs.feed';
import * as repo from './gtfs.repo';

export interface PlannedStation {
  gtfsStopId: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface GtfsImportOptions {
  /** Names the region a station belongs to; regions are created as needed. */
  regionFor(station: PlannedStation): string | null;
  /** Picks the Sacco that runs a route; by default the route's agency becomes its Sacco. */
  saccoFor?(
    route: GtfsRoute,
    ends: { origin: PlannedStation | null; destination: PlannedStation | null },
  ): string | null;
}

export interface GtfsImportSummary {
  regions: number;
  stations: number;
  saccos: number;
  routes: number;
  routeStops: number;
}

/** Case, surrounding and doubled spaces do not make two stages different. */
export function normalizeStopName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Writes a feed into regions, stations, Saccos, routes and their ordered stops. Keys are the
 * feed's own ids, so importing the same feed again updates rows instead of adding copies. Run it
 * inside a transaction: a failure part-way must leave nothing behind.
 */
export async function importGtfsFeed(
  db: Db,
  feed: GtfsFeed,
  options: GtfsImportOptions,
): Promise<GtfsImportSummary> {
  const stations = planStations(feed);

  const regionIds = new Map<string, number>();
  for (const station of stations.all) {
    const region = options.regionFor(station);
    if (region && !regionIds.has(region))
      regionIds.set(region, await repo.upsertRegion(db, region));
  }
  const stationIds = await repo.upsertStations(
    db,
    stations.all.map((station) => {
      const region = options.regionFor(station);
      return {
        gtfs_stop_id: station.gtfsStopId,
        name: station.name,
        latitude: station.latitude,
        longitude: station.longitude,
        region_id: region ? (regionIds.get(region) ?? null) : null,
      };
    }),
  );

  const agencyNames = new Map(feed.agencies.map((agency) => [agency.id, agency]));
  const saccoFor =
    options.saccoFor ??
    ((route: GtfsRoute) =>
      route.agencyId ? (agencyNames.get(route.agencyId)?.name ?? null) : null);
  const saccoIds = new Map<string, number>();
  const saccoIdOf = async (name: string | null) => {
    if (!name) return null;
    if (!saccoIds.has(name)) {
      const agency = feed.agencies.find((candidate) => candidate.name === name);
      saccoIds.set(
        name,
        await repo.upsertSacco(db, {
          name,
          gtfsAgencyId: agency?.id ?? null,
          phone: agency?.phone ?? null,
        }),
      );
    }
    return saccoIds.get(name) ?? null;
  };

  const routes: repo.RouteUpsert[] = [];
  for (const route of feed.routes) {
    const outbound = route.trips[0]?.stopIds ?? [];
    const origin = stations.forStop(outbound[0]);
    const destination = stations.forStop(outbound.at(-1));
    routes.push({
      gtfs_route_id: route.id,
      route_id: route.shortName,
      short_name: route.shortName,
      route_name: route.longName,
      sacco_id: await saccoIdOf(saccoFor(route, { origin, destination })),
      origin_station_id: origin ? (stationIds.get(origin.gtfsStopId) ?? null) : null,
      destination_station_id: destination ? (stationIds.get(destination.gtfsStopId) ?? null) : null,
    });
  }
  const routeIds = await repo.upsertRoutes(db, routes);

  const routeStops: repo.RouteStopInsert[] = [];
  const directions: repo.RouteDirectionInsert[] = [];
  const services: repo.RouteServiceInsert[] = [];
  for (const route of feed.routes) {
    const routeId = routeIds.get(route.id);
    if (routeId === undefined) continue;
    for (const trip of route.trips) {
      // Offsets count from the first stop's arrival: a run starting at T is at stop i at T + offset.
      const start = trip.arrivals[0] ?? 0;
      trip.stopIds.forEach((stopId, index) => {
        const stop = feed.stops.get(stopId) as GtfsStop;
        const station = stations.forStop(stopId);
        routeStops.push({
          route_id: routeId,
          direction: trip.direction,
          sequence: index + 1,
          name: stop.name,
          station_id: station ? (stationIds.get(station.gtfsStopId) ?? null) : null,
          gtfs_stop_id: stop.id,
          latitude: stop.latitude,
          longitude: stop.longitude,
          arrival_offset_s: (trip.arrivals[index] ?? start) - start,
          departure_offset_s: (trip.departures[index] ?? start) - start,
        });
      });
      directions.push({
        route_id: routeId,
        direction: trip.direction,
        headsign: trip.headsign,
        gtfs_trip_id: trip.id,
        gtfs_shape_id: trip.shape ? trip.shapeId : null,
        shape: trip.shape ? JSON.stringify(trip.shape) : null,
      });
      // A trip without frequencies.txt rows runs once, at its own first stop time.
      const runs = trip.frequencies.length
        ? trip.frequencies
        : [{ startS: start, endS: start + 1, headwayS: null }];
      for (const run of runs) {
        services.push({
          route_id: routeId,
          direction: trip.direction,
          start_s: run.startS,
          end_s: run.endS,
          headway_s: run.headwayS,
        });
      }
    }
  }
  const imported = [...routeIds.values()];
  await repo.replaceRouteStops(db, imported, routeStops);
  await repo.replaceRouteTimetables(db, imported, directions, services);

  return {
    regions: regionIds.size,
    stations: stationIds.size,
    saccos: saccoIds.size,
    routes: routeIds.size,
    routeStops: routeStops.length,
  };
}

/** Stops of one name this close together are one stage; farther apart, separate stages. */
export const STATION_RADIUS_M = 1000;

/**
 * Stations are the stages where matatus queue: the feed's own stations (location_type 1) and
 * every route's first and last stop. Terminus stops that share a name and lie within
 * STATION_RADIUS_M of each other are one stage, at the mean of their positions; a terminus
 * within that distance of a feed station of its name joins it. A stop whose parent is a feed
 * station belongs to it, and any other stop to the nearest station of its name within that
 * distance, if any. Two stages far apart may share a name: station names need not be unique.
 */
function planStations(feed: GtfsFeed) {
  const all: PlannedStation[] = [];
  /** Stations by normalised name, the feed's own first. */
  const byName = new Map<string, PlannedStation[]>();
  /** The station of each feed station and of each terminus stop. */
  const ofStop = new Map<string, PlannedStation>();
  const add = (station: PlannedStation) => {
    all.push(station);
    const key = normalizeStopName(station.name);
    byName.set(key, [...(byName.get(key) ?? []), station]);
    return station;
  };

  for (const stop of feed.stops.values()) {
    if (stop.isStation) ofStop.set(stop.id, add(toPlanned(stop, stop.name, [stop])));
  }

  const termini = new Map<string, Map<string, GtfsStop>>();
  for (const route of feed.routes) {
    for (const trip of route.trips) {
      for (const stopId of [trip.stopIds[0], trip.stopIds.at(-1)]) {
        const stop = stopId ? feed.stops.get(stopId) : undefined;
        if (!stop || parentStationOf(feed, stop)) continue;
        const key = normalizeStopName(stop.name);
        const ofName = termini.get(key) ?? new Map<string, GtfsStop>();
        termini.set(key, ofName.set(stop.id, stop));
      }
    }
  }

  for (const [key, ofName] of termini) {
    const feedStations = byName.get(key) ?? [];
    // Complete linkage: a stop joins a group only when it is near every stop of it, so the
    // group's mean lies within the radius of each of its stops.
    const groups: GtfsStop[][] = [];
    for (const stop of [...ofName.values()].sort((a, b) => a.id.localeCompare(b.id))) {
      const station = nearest(stop, feedStations);
      if (station) {
        ofStop.set(stop.id, station);
        continue;
      }
      const group = groups.find((members) => members.every((member) => isNear(member, stop)));
      if (group) group.push(stop);
      else groups.push([stop]);
    }
    for (const group of groups) {
      const first = group[0] as GtfsStop;
      const station = add(toPlanned(first, first.name, group));
      for (const stop of group) ofStop.set(stop.id, station);
    }
  }

  return {
    all,
    forStop(stopId: string | undefined): PlannedStation | null {
      const stop = stopId ? feed.stops.get(stopId) : undefined;
      if (!stop) return null;
      const parent = parentStationOf(feed, stop);
      return (
        ofStop.get(parent?.id ?? stop.id) ??
        nearest(stop, byName.get(normalizeStopName(stop.name)) ?? [])
      );
    },
  };
}

type Located = { latitude: number | null; longitude: number | null };

/** Meters between two places, or null when either has no position. */
function metersBetween(a: Located, b: Located): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null)
    return null;
  return greatCircleMeters(
    { lat: a.latitude, lon: a.longitude },
    { lat: b.latitude, lon: b.longitude },
  );
}

/** Without a position, a stop cannot be told apart from others of its name: it is near them. */
function isNear(a: Located, b: Located): boolean {
  return (metersBetween(a, b) ?? 0) <= STATION_RADIUS_M;
}

/** The station nearest to `stop` within the radius, the first one on a tie or without positions. */
function nearest(stop: GtfsStop, stations: PlannedStation[]): PlannedStation | null {
  let best: PlannedStation | null = null;
  let bestMeters = Number.POSITIVE_INFINITY;
  for (const station of stations) {
    const meters = metersBetween(stop, station) ?? 0;
    if (meters <= STATION_RADIUS_M && meters < bestMeters) {
      best = station;
      bestMeters = meters;
    }
  }
  return best;
}

function parentStationOf(feed: GtfsFeed, stop: GtfsStop): GtfsStop | null {
  const parent = stop.parentStation ? feed.stops.get(stop.parentStation) : undefined;
  return parent?.isStation ? parent : null;
}

function toPlanned(key: GtfsStop, name: string, stops: GtfsStop[]): PlannedStation {
  const located = stops.filter((stop) => stop.latitude !== null && stop.longitude !== null);
  const mean = (pick: (stop: GtfsStop) => number) =>
    located.length ? located.reduce((sum, stop) => sum + pick(stop), 0) / located.length : null;
  return {
    gtfsStopId: key.id,
    name,
    latitude: mean((stop) => stop.latitude as number),
    longitude: mean((stop) => stop.longitude as number),
  };
}
