import { z } from 'zod';
import { canSchema } from './capabilities';
import { coded, codedIssue, type PlainCode } from './errors';
import {
  clockToSeconds,
  DEFAULT_AVERAGE_SPEED_KMH,
  estimateTravelSeconds,
  greatCircleMeters,
  SERVICE_BANDS,
} from './journeys';
import { TEXT_LIMITS, tooLong } from './limits';
import { paginationQuerySchema } from './pagination';
import type { Role } from './roles';

// The transport network: regions, stations (stages), Saccos, routes with ordered stops, fares.

export const RECORD_STATUSES = ['active', 'archived'] as const;
export const SACCO_STATUSES = ['active', 'suspended'] as const;
/** A region's, station's, route's or stage's status. */
export type RecordStatus = (typeof RECORD_STATUSES)[number];
export type SaccoStatus = (typeof SACCO_STATUSES)[number];

const trimmedText = (required: PlainCode, max = 120) =>
  z
    .string({ error: coded(required) })
    .trim()
    .min(1, { error: coded(required) })
    .max(max);
const optionalText = (max = 300) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
const latitude = z
  .number({ error: coded('network.latitudeRange') })
  .min(-90, { error: coded('network.latitudeRange') })
  .max(90, { error: coded('network.latitudeRange') });
const longitude = z
  .number({ error: coded('network.longitudeRange') })
  .min(-180, { error: coded('network.longitudeRange') })
  .max(180, { error: coded('network.longitudeRange') });
const id = z.number().int().positive();

// What a signed-in caller may do with each record (`can`), matching the buttons the web shows.

/** Edit, archive and restore a region. */
export const REGION_ACTIONS = ['edit', 'archive'] as const;
export const regionCanSchema = canSchema(REGION_ACTIONS);
export type RegionCan = z.infer<typeof regionCanSchema>;

/** A station's own actions, its queue's, and seeing who runs it. */
export const STATION_ACTIONS = [
  'edit',
  'archive',
  'manageAdmins',
  'runQueue',
  'moveQueue',
  'viewAdmins',
] as const;
export const stationCanSchema = canSchema(STATION_ACTIONS);
export type StationCan = z.infer<typeof stationCanSchema>;

/** Edit, archive and set the fares of a route. */
export const ROUTE_ACTIONS = ['edit', 'archive', 'price'] as const;
export const routeCanSchema = canSchema(ROUTE_ACTIONS);
export type RouteCan = z.infer<typeof routeCanSchema>;

/** Edit a Sacco's profile; suspend and reinstate it. */
export const SACCO_ACTIONS = ['edit', 'suspend'] as const;
export const saccoCanSchema = canSchema(SACCO_ACTIONS);
export type SaccoCan = z.infer<typeof saccoCanSchema>;

// ---- regions

export const regionSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(RECORD_STATUSES),
  station_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  can: regionCanSchema.optional(),
});
export type Region = z.infer<typeof regionSchema>;

export const regionInputSchema = z.object({
  name: trimmedText('network.regionNameRequired', 80),
  description: optionalText(500),
});
export type RegionInput = z.input<typeof regionInputSchema>;

export const regionListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(RECORD_STATUSES).optional(),
});

// ---- stations

export const stationSchema = z.object({
  id,
  name: z.string(),
  region_id: z.number().int().nullable(),
  region_name: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string().nullable(),
  capacity: z.number().int().nullable(),
  status: z.enum(RECORD_STATUSES),
  /** The number a caller types on a feature phone's USSD menu for this station. */
  short_code: z.string(),
  route_count: z.number().int(),
  /** Vehicles waiting or loading at this station now. */
  queue_length: z.number().int(),
  can: stationCanSchema.optional(),
});
export type Station = z.infer<typeof stationSchema>;

export const stationRouteSchema = z.object({
  id,
  route_id: z.string(),
  route_name: z.string(),
  /** The route's Sacco: only its vehicles queue for the route. */
  sacco: z.number().int().nullable(),
  sacco_name: z.string().nullable(),
  queue_length: z.number().int(),
});

export const stationDetailSchema = stationSchema.extend({
  routes: z.array(stationRouteSchema),
});
export type StationDetail = z.infer<typeof stationDetailSchema>;

/** The role of the accounts a station takes as its admins: those who run their own stations. */
export const STATION_ADMIN_ROLE = 'STATION_ADMIN' satisfies Role;

export const stationInputSchema = z.object({
  name: trimmedText('network.stationNameRequired'),
  region_id: z
    .number({ error: coded('network.regionRequired') })
    .int()
    .positive({ error: coded('network.regionRequired') }),
  latitude: latitude.nullish().transform((value) => value ?? null),
  longitude: longitude.nullish().transform((value) => value ?? null),
  address: optionalText(300),
  capacity: z
    .number({ error: coded('network.capacityRange') })
    .int({ error: coded('network.capacityRange') })
    .min(1, { error: coded('network.capacityRange') })
    .max(500, { error: coded('network.capacityRange') })
    .nullish()
    .transform((value) => value ?? null),
  status: z.enum(RECORD_STATUSES).optional(),
});
export type StationInput = z.input<typeof stationInputSchema>;

export const stationListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  region: z.coerce.number().int().positive().optional(),
  status: z.enum(RECORD_STATUSES).optional(),
  ordering: z.enum(['name', '-queue_length', '-route_count']).optional(),
  /** `me`: only the stations the signed-in caller runs (none for those who run every one or none). */
  admin: z.literal('me').optional(),
});

// ---- Saccos

export const publicSaccoSchema = z.object({ id, name: z.string(), logo: z.string().nullable() });

export const saccoSchema = z.object({
  id,
  name: z.string(),
  registration_number: z.string().nullable(),
  logo_url: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  status: z.enum(SACCO_STATUSES),
  route_count: z.number().int(),
  member_count: z.number().int(),
  can: saccoCanSchema.optional(),
});
export type Sacco = z.infer<typeof saccoSchema>;

export const saccoInputSchema = z.object({
  name: trimmedText('network.saccoNameRequired', 120),
  registration_number: optionalText(60),
  logo_url: z
    .url()
    .max(2048)
    .nullish()
    .transform((value) => value ?? null),
  email: z
    .email()
    .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
    .nullish()
    .transform((value) => value ?? null),
  phone_number: optionalText(20),
});
export type SaccoInput = z.input<typeof saccoInputSchema>;

export const saccoListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(SACCO_STATUSES).optional(),
});

// ---- routes

export const routeStopSchema = z.object({
  id,
  sequence: z.number().int(),
  name: z.string(),
  station_id: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type RouteStop = z.infer<typeof routeStopSchema>;

// ---- route times: travel between stops and the service of each direction (issue #12)

/** Travel time between two stops a Sacco may set, in whole seconds. */
export const TRAVEL_SECONDS_RANGE = { min: 10, max: 7200 } as const;
/** Time between two matatus of a time band, in minutes. */
export const HEADWAY_MINUTES_RANGE = { min: 1, max: 120 } as const;
/** Travel time assumed from or to a stop without coordinates. */
export const UNKNOWN_TRAVEL_SECONDS = 120;
export const MAX_SERVICE_BANDS = 24;

type StopPosition = { latitude: number | null; longitude: number | null };

/**
 * The travel time a route keeps between two stops until the Sacco sets it: the great-circle
 * distance at DEFAULT_AVERAGE_SPEED_KMH, or UNKNOWN_TRAVEL_SECONDS when a stop has no coordinates.
 */
export function estimateStopTravelSeconds(from: StopPosition, to: StopPosition): number {
  if (from.latitude === null || from.longitude === null) return UNKNOWN_TRAVEL_SECONDS;
  if (to.latitude === null || to.longitude === null) return UNKNOWN_TRAVEL_SECONDS;
  const metres = greatCircleMeters(
    { lat: from.latitude, lon: from.longitude },
    { lat: to.latitude, lon: to.longitude },
  );
  return estimateTravelSeconds(metres, DEFAULT_AVERAGE_SPEED_KMH);
}

/** Seconds after the service day's midnight → "HH:MM" (past 24:00 for runs after midnight). */
export function secondsToClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A stop of a direction's run pattern, with its time from the previous stop. */
export const timedRouteStopSchema = routeStopSchema.extend({
  /** Seconds from the previous stop's arrival to this one's; null at the first stop. */
  travel_s: z.number().int().nullable(),
  /**
   * Seconds from the first stop's arrival (0 there). Where the route stores no time for a stop,
   * the time is estimated from the distance (estimateStopTravelSeconds).
   */
  arrival_offset_s: z.number().int(),
});
export type TimedRouteStop = z.infer<typeof timedRouteStopSchema>;

/** Runs leave the first stop every `headway_min` minutes from `start` while before `end`. */
export const routeServiceBandSchema = z.object({
  /** "HH:MM" after the service day's midnight; may pass 24:00, as GTFS allows. */
  start: z.string(),
  end: z.string(),
  /** Null: a single run, at `start`. */
  headway_min: z.number().nullable(),
});
export type RouteServiceBand = z.infer<typeof routeServiceBandSchema>;

export const routeServiceSchema = z.object({
  /** 0 for the stops in order, 1 for the return trip. */
  direction: z.number().int(),
  bands: z.array(routeServiceBandSchema),
});
export type RouteService = z.infer<typeof routeServiceSchema>;

/** The service a route runs until its Sacco says otherwise: SERVICE_BANDS with their headways. */
export function defaultServiceBands(): RouteServiceBand[] {
  return SERVICE_BANDS.map((band) => ({
    start: band.start,
    end: band.end,
    headway_min: band.defaultHeadwayMin,
  }));
}

const CLOCK_PATTERN = /^\d{1,2}:[0-5]\d$/;
const serviceClock = z
  .string({ error: coded('network.serviceTimeFormat') })
  .trim()
  .regex(CLOCK_PATTERN, { error: coded('network.serviceTimeFormat') })
  .transform((clock) => clock.padStart(5, '0'))
  .refine((clock) => clockToSeconds(clock) < 48 * 3600, {
    error: coded('network.serviceTimeFormat'),
  });

export const routeServiceBandInputSchema = z
  .object({
    start: serviceClock,
    end: serviceClock,
    headway_min: z
      .number({ error: coded('network.headwayRange') })
      .min(HEADWAY_MINUTES_RANGE.min, { error: coded('network.headwayRange') })
      .max(HEADWAY_MINUTES_RANGE.max, { error: coded('network.headwayRange') }),
  })
  .refine(
    // Only between two valid times: a wrong time has its own message.
    (band) =>
      !CLOCK_PATTERN.test(band.start) ||
      !CLOCK_PATTERN.test(band.end) ||
      clockToSeconds(band.end) > clockToSeconds(band.start),
    { error: coded('network.serviceBandEnd'), path: ['end'] },
  );
export type RouteServiceBandInput = z.input<typeof routeServiceBandInputSchema>;

/** PUT /route-by-id/:id/services/: the time bands of both directions, none overlapping. */
export const routeServicesInputSchema = z
  .object({
    bands: z
      .array(routeServiceBandInputSchema, { error: coded('network.serviceBandsRequired') })
      .min(1, { error: coded('network.serviceBandsRequired') })
      .max(MAX_SERVICE_BANDS),
  })
  .superRefine(({ bands }, ctx) => {
    const byStart = bands
      .map((band, index) => ({
        index,
        start: clockToSeconds(band.start),
        end: clockToSeconds(band.end),
      }))
      .sort((a, b) => a.start - b.start);
    byStart.forEach((band, position) => {
      const before = byStart[position - 1];
      if (before && band.start < before.end) {
        ctx.addIssue({
          code: 'custom',
          ...codedIssue('network.serviceBandsOverlap'),
          path: ['bands', band.index, 'start'],
        });
      }
    });
  });
export type RouteServicesInput = z.input<typeof routeServicesInputSchema>;

// Made at first use, as the other Intl formatters here: not while a page loads.
let routeCodeCollator: Intl.Collator | undefined;

/**
 * Route numbers in the order people count them: 1, 10, 0027, 046P, 100 — not as text, where
 * 0027 and 046P come before 1. Codes that read the same (27, 0027) keep their written order.
 */
export function compareRouteCodes(a: string, b: string): number {
  routeCodeCollator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return routeCodeCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export const routeSchema = z.object({
  id,
  /** The number passengers see on the matatu, e.g. 107D. */
  route_id: z.string(),
  route_name: z.string(),
  sacco: z.number().int().nullable(),
  sacco_name: z.string().nullable(),
  sacco_logo: z.string().nullable(),
  origin_station: z.number().int().nullable(),
  origin_station_name: z.string().nullable(),
  destination_station: z.number().int().nullable(),
  destination_station_name: z.string().nullable(),
  status: z.enum(RECORD_STATUSES),
  stop_count: z.number().int(),
  can: routeCanSchema.optional(),
});
export type Route = z.infer<typeof routeSchema>;

export const fareSchema = z.object({
  id,
  route: z.number().int(),
  from_stop: z.string(),
  to_stop: z.string(),
  amount_kes: z.number().int(),
  peak_amount_kes: z.number().int().nullable(),
});
export type Fare = z.infer<typeof fareSchema>;

export const routeDetailSchema = routeSchema.extend({
  /** Outbound stops in order, with their times. */
  route_stops: z.array(timedRouteStopSchema),
  /** The return trip's stops in order (empty when the route runs one way). */
  return_stops: z.array(timedRouteStopSchema),
  fares: z.array(fareSchema),
  /**
   * The service of each direction the route runs: as stored, or the default bands when none is.
   * Travel times are estimated at DEFAULT_AVERAGE_SPEED_KMH until set; the speed is not stored.
   */
  services: z.array(routeServiceSchema),
});
export type RouteDetail = z.infer<typeof routeDetailSchema>;

export const routeInputSchema = z
  .object({
    route_id: trimmedText('network.routeCodeRequired', 20),
    route_name: trimmedText('network.routeNameRequired', 120),
    sacco: z
      .number({ error: coded('network.saccoRequired') })
      .int()
      .positive({ error: coded('network.saccoRequired') }),
    origin_station: z
      .number({ error: coded('network.originRequired') })
      .int()
      .positive({ error: coded('network.originRequired') }),
    destination_station: z
      .number({ error: coded('network.destinationRequired') })
      .int()
      .positive({ error: coded('network.destinationRequired') }),
    status: z.enum(RECORD_STATUSES).optional(),
  })
  .refine((route) => route.origin_station !== route.destination_station, {
    error: coded('network.sameEnds'),
    path: ['destination_station'],
  });
export type RouteInput = z.input<typeof routeInputSchema>;

export const routeStopInputSchema = z.object({
  name: trimmedText('network.stopNameRequired', 120),
  station_id: id.nullish().transform((value) => value ?? null),
  latitude: latitude.nullish().transform((value) => value ?? null),
  longitude: longitude.nullish().transform((value) => value ?? null),
  /**
   * Seconds from the previous stop (ignored at the first stop). Left out: estimated from the
   * distance (estimateStopTravelSeconds).
   */
  travel_s: z
    .number({ error: coded('network.travelTimeRange') })
    .int({ error: coded('network.travelTimeRange') })
    .min(TRAVEL_SECONDS_RANGE.min, { error: coded('network.travelTimeRange') })
    .max(TRAVEL_SECONDS_RANGE.max, { error: coded('network.travelTimeRange') })
    .nullish()
    .transform((value) => value ?? null),
});

export const routeStopsInputSchema = z.object({
  stops: z
    .array(routeStopInputSchema, { error: coded('network.stopsTooFew') })
    .min(2, { error: coded('network.stopsTooFew') })
    .max(200),
});
export type RouteStopsInput = z.input<typeof routeStopsInputSchema>;

export const routeListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  sacco: z.coerce.number().int().positive().optional(),
  station: z.coerce.number().int().positive().optional(),
  status: z.enum(RECORD_STATUSES).optional(),
});

export const fareInputSchema = z
  .object({
    from_stop: trimmedText('network.fareStopsUnknown'),
    to_stop: trimmedText('network.fareStopsUnknown'),
    amount_kes: z
      .number({ error: coded('network.fareAmount') })
      .int({ error: coded('network.fareAmount') })
      .min(1, { error: coded('network.fareAmount') })
      .max(100_000, { error: coded('network.fareAmount') }),
    peak_amount_kes: z
      .number({ error: coded('network.fareAmount') })
      .int({ error: coded('network.fareAmount') })
      .min(1, { error: coded('network.fareAmount') })
      .max(100_000, { error: coded('network.fareAmount') })
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((fare) => fare.from_stop.toLowerCase() !== fare.to_stop.toLowerCase(), {
    error: coded('network.fareSameStops'),
    path: ['to_stop'],
  });
export type FareInput = z.input<typeof fareInputSchema>;
