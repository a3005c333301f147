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
      return { ...station, regionId: region ? (regionIds.get(region) ?? null) : null };
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
      gtfsRouteId: route.id,
      code: route.shortName,
      shortName: route.shortName,
      name: route.longName,
      saccoId: await saccoIdOf(saccoFor(route, { origin, destination })),
      originStationId: origin ? (stationIds.get(origin.gtfsStopId) ?? null) : null,
      destinationStationId: destination ? (stationIds.get(destination.gtfsStopId) ?? null) : null,
    });
  }
  const routeIds = await repo.upsertRoutes(db, routes);

  const routeStops: repo.RouteStopInsert[] = [];
  for (const route of feed.routes) {
    const routeId = routeIds.get(route.id);
    if (routeId === undefined) continue;
    for (const trip of route.trips) {
      trip.stopIds.forEach((stopId, index) => {
        const stop = feed.stops.get(stopId) as GtfsStop;
        const station = stations.forStop(stopId);
        routeStops.push({
          routeId,
          direction: trip.direction,
          sequence: index + 1,
          name: stop.name,
          stationId: station ? (stationIds.get(station.gtfsStopId) ?? null) : null,
          gtfsStopId: stop.id,
          latitude: stop.latitude,
          longitude: stop.longitude,
        });
      });
    }
  }
  await repo.replaceRouteStops(db, [...routeIds.values()], routeStops);

  return {
    regions: regionIds.size,
    stations: stationIds.size,
    saccos: saccoIds.size,
    routes: routeIds.size,
    routeStops: routeStops.length,
  };
}

/**
 * Stations are the stages where matatus queue: the feed's own stations (location_type 1) and
 * every route's first and last stop. Terminus stops that share a name are one stage; a stop whose
 * name matches a station, or whose parent is one, belongs to that station.
 */
function planStations(feed: GtfsFeed) {
  const byName = new Map<string, { stops: GtfsStop[]; station: GtfsStop | null }>();
  const group = (name: string) => {
    const key = normalizeStopName(name);
    let entry = byName.get(key);
    if (!entry) {
      entry = { stops: [], station: null };
      byName.set(key, entry);
    }
    return entry;
  };

  for (const stop of feed.stops.values()) if (stop.isStation) group(stop.name).station = stop;
  for (const route of feed.routes) {
    for (const trip of route.trips) {
      for (const stopId of [trip.stopIds[0], trip.stopIds.at(-1)]) {
        const stop = stopId ? feed.stops.get(stopId) : undefined;
        if (stop && !parentStationOf(feed, stop)) group(stop.name).stops.push(stop);
      }
    }
  }

  const planned = new Map<string, PlannedStation>();
  for (const [key, entry] of byName) {
    if (entry.station) {
      planned.set(key, toPlanned(entry.station, entry.station.name, [entry.station]));
      continue;
    }
    const stops = [...new Map(entry.stops.map((stop) => [stop.id, stop])).values()];
    stops.sort((a, b) => a.id.localeCompare(b.id));
    const first = stops[0];
    if (first) planned.set(key, toPlanned(first, first.name, stops));
  }

  return {
    all: [...planned.values()],
    forStop(stopId: string | undefined): PlannedStation | null {
      const stop = stopId ? feed.stops.get(stopId) : undefined;
      if (!stop) return null;
      const parent = parentStationOf(feed, stop);
      return planned.get(normalizeStopName((parent ?? stop).name)) ?? null;
    },
  };
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
