import { type GtfsImportCount, type GtfsImportSummary, problem } from '@foleni/contract';
import { InsertQueryNode, type KyselyPlugin, ValuesNode } from 'kysely';
import { recordAudit } from '../../audit/audit.repo';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { kmFromNairobiCbd, nairobiImportOptions } from '../../seed/nairobi';
import { GtfsArchiveError, type GtfsProgress, readGtfsZip, silentProgress } from './gtfs.archive';
import { GtfsFormatError } from './gtfs.csv';
import { buildGtfsExport, type ExportNetwork } from './gtfs.export';
import type { GtfsFeed } from './gtfs.feed';
import { type GtfsImportOptions, importGtfsFeed, type PlannedStation } from './gtfs.import';
import * as repo from './gtfs.repo';

const NAIROBI_RADIUS_KM = 40;
const REGION_NAME_MAX_LENGTH = 80;

/**
 * How any feed (the CLI's or an upload) is imported: each agency becomes the Sacco of its routes;
 * stations in and around Nairobi join the seed's Nairobi regions, the others one region named
 * after the feed's (first) agency.
 */
export function feedImportOptions(feed: GtfsFeed): GtfsImportOptions {
  const feedRegion = (feed.agencies[0]?.name.trim() || 'Imported GTFS feed').slice(
    0,
    REGION_NAME_MAX_LENGTH,
  );
  return {
    regionFor: (station) =>
      isNearNairobi(station) ? nairobiImportOptions.regionFor(station) : feedRegion,
  };
}

function isNearNairobi(station: PlannedStation): boolean {
  const km = kmFromNairobiCbd(station);
  return km !== null && km <= NAIROBI_RADIUS_KM;
}

export interface GtfsImportContext {
  /** Who imports: a signed-in admin, or null for the command line. */
  actorId?: number | null;
  ip?: string | null;
  progress?: GtfsProgress;
}

export interface GtfsExportOptions {
  publisherUrl: string;
  version: string;
  today?: Date;
}

/** `afterImport` lets the running server refresh what depends on the network (route search). */
export function createGtfsService(
  db: Db,
  afterImport: () => Promise<void> = async () => undefined,
) {
  /**
   * Imports a checked feed in one transaction: a conflict part-way leaves nothing behind.
   * Importing the same feed again updates what the first import created and adds nothing.
   */
  async function importFeed(
    feed: GtfsFeed,
    { actorId = null, ip = null, progress = silentProgress }: GtfsImportContext = {},
  ): Promise<GtfsImportSummary> {
    const stopsOfRoute = new Map(
      feed.routes.map((route) => [
        route.id,
        route.trips.reduce((sum, trip) => sum + trip.stopIds.length, 0),
      ]),
    );
    const routeStops = [...stopsOfRoute.values()].reduce((sum, count) => sum + count, 0);
    progress.phase('Writing to the database', feed.routes.length + routeStops);

    return db.transaction().execute(async (trx) => {
      const known = await repo.findImportedRouteIds(
        trx,
        feed.routes.map((route) => route.id),
      );
      await checkNewRouteCodes(
        trx,
        feed.routes.filter((route) => !known.has(route.id)).map((route) => route.shortName),
      );

      const before = await repo.countNetwork(trx);
      const written = await importGtfsFeed(
        trx.withPlugin(countWrittenRows(progress)),
        feed,
        feedImportOptions(feed),
      );
      const after = await repo.countNetwork(trx);
      const byCounts = (kind: 'regions' | 'stations' | 'saccos'): GtfsImportCount =>
        splitCount(written[kind], after[kind] - before[kind]);
      const knownStops = feed.routes
        .filter((route) => known.has(route.id))
        .reduce((sum, route) => sum + (stopsOfRoute.get(route.id) ?? 0), 0);
      const summary: GtfsImportSummary = {
        regions: byCounts('regions'),
        stations: byCounts('stations'),
        saccos: byCounts('saccos'),
        routes: splitCount(written.routes, written.routes - known.size),
        route_stops: splitCount(written.routeStops, written.routeStops - knownStops),
      };
      await recordAudit(trx, {
        actorId,
        action: 'gtfs.import',
        entity: 'network',
        entityId: null,
        data: summary,
        ip,
      });
      return summary;
    });
  }

  return {
    importFeed,

    /** An uploaded .zip: refused as a whole when it is not a zip or the feed has a problem. */
    async importZip(bytes: Uint8Array, context: GtfsImportContext = {}) {
      let feed: GtfsFeed;
      try {
        feed = readGtfsZip(bytes, context.progress);
      } catch (error) {
        if (error instanceof GtfsArchiveError)
          throw new AppError(error.reason === 'notZip' ? 415 : 400, `gtfs.${error.reason}`);
        if (error instanceof GtfsFormatError)
          throw AppError.badRequest(problem('gtfs.feedInvalid', { problem: error.message }));
        throw error;
      }
      const summary = await importFeed(feed, context);
      await afterImport();
      return summary;
    },

    /** The active network as a GTFS feed: its files' text and how many of each it holds. */
    async exportFeed({ publisherUrl, version, today = new Date() }: GtfsExportOptions) {
      const network: ExportNetwork = {
        saccos: (await repo.listSaccosForExport(db)).map((sacco) => ({
          id: sacco.id,
          name: sacco.name,
          gtfsAgencyId: sacco.gtfs_agency_id,
          phone: sacco.phone_number,
        })),
        stations: (await repo.listStationsForExport(db)).map((station) => ({
          id: station.id,
          name: station.name,
          gtfsStopId: station.gtfs_stop_id,
          latitude: station.latitude,
          longitude: station.longitude,
        })),
        routes: (await repo.listRoutesForExport(db)).map((route) => ({
          id: route.id,
          code: route.route_id,
          name: route.route_name,
          gtfsRouteId: route.gtfs_route_id,
          saccoId: route.sacco_id,
        })),
        routeStops: (await repo.listRouteStopsForExport(db)).map((stop) => ({
          routeId: stop.route_id,
          direction: stop.direction,
          name: stop.name,
          stationId: stop.station_id,
          gtfsStopId: stop.gtfs_stop_id,
          latitude: stop.latitude,
          longitude: stop.longitude,
          arrivalOffsetS: stop.arrival_offset_s,
          departureOffsetS: stop.departure_offset_s,
        })),
        directions: (await repo.listRouteDirectionsForExport(db)).map((direction) => ({
          routeId: direction.route_id,
          direction: direction.direction,
          headsign: direction.headsign,
          gtfsTripId: direction.gtfs_trip_id,
          gtfsShapeId: direction.gtfs_shape_id,
          shape: parseShape(direction.shape),
        })),
        services: (await repo.listRouteServicesForExport(db)).map((service) => ({
          routeId: service.route_id,
          direction: service.direction,
          startS: service.start_s,
          endS: service.end_s,
          headwayS: service.headway_s,
        })),
      };
      return buildGtfsExport(network, {
        publisherName: 'Foleni',
        publisherUrl,
        version,
        today,
      });
    },
  };
}

export type GtfsService = ReturnType<typeof createGtfsService>;

/**
 * A route the feed adds must not take a number that another route has, or that another new
 * route of the feed takes. Routes an earlier import created keep their number: not checked.
 */
async function checkNewRouteCodes(db: Db, codes: string[]) {
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) throw AppError.conflict(problem('gtfs.routeCodeRepeated', { code }));
    seen.add(code);
  }
  const taken = [...(await repo.findRouteCodesInUse(db, codes))].sort()[0];
  if (taken !== undefined) throw AppError.conflict(problem('gtfs.routeCodeTaken', { code: taken }));
}

/** A stored shape, JSON [[lat, lon], …]; anything else is no shape. */
function parseShape(text: string | null): [number, number][] | null {
  if (!text) return null;
  try {
    const points: unknown = JSON.parse(text);
    const valid =
      Array.isArray(points) &&
      points.every(
        (point) =>
          Array.isArray(point) &&
          point.length === 2 &&
          point.every((value) => typeof value === 'number' && Number.isFinite(value)),
      );
    return valid ? (points as [number, number][]) : null;
  } catch {
    return null;
  }
}

function splitCount(total: number, created: number): GtfsImportCount {
  const fresh = Math.min(Math.max(created, 0), total);
  return { total, created: fresh, updated: total - fresh };
}

/** Reports the routes and route stops written so far: nearly all of an import's rows. */
function countWrittenRows(progress: GtfsProgress): KyselyPlugin {
  const rowsOfQuery = new WeakMap<object, number>();
  let written = 0;
  return {
    transformQuery({ node, queryId }) {
      if (InsertQueryNode.is(node) && node.values && ValuesNode.is(node.values)) {
        const table = node.into?.table.identifier.name;
        if (table === 'routes' || table === 'route_stops')
          rowsOfQuery.set(queryId, node.values.values.length);
      }
      return node;
    },
    async transformResult({ queryId, result }) {
      const rows = rowsOfQuery.get(queryId);
      if (rows !== undefined) {
        written += rows;
        progress.advance(written);
      }
      return result;
    },
  };
}
