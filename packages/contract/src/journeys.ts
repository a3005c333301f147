import { z } from 'zod';
import { coded, messageCodeSchema, messageParamsSchema, type PlainCode } from './errors';
import { paginationQuerySchema } from './pagination';
import { PLACE_QUERY_MAX } from './search-rules';

// The journey planner (issue #12): its fixed time model, the query and the answer.

/** The planner's time model. Fixed, so that answers can be checked against it. */
export const JOURNEY_MODEL = {
  /** Walking speed on the great-circle distance. */
  walkSpeedMps: 1.33,
  /** Longest walk from the origin to the first stop, and from the last stop to the destination. */
  maxAccessWalkM: 1000,
  /** Longest walk between two stops when changing matatu (0 m at the same stop). */
  maxTransferWalkM: 1000,
  /** Time to board the next matatu after a change, on top of the walk. */
  transferSlackS: 60,
  maxRides: 4,
  /** Most journeys in one answer: the fastest, then fewer rides arriving later. */
  maxJourneys: 5,
} as const;

/** Nairobi keeps East Africa Time all year (UTC+3, no daylight saving). */
export const NAIROBI_UTC_OFFSET = '+03:00';

function placeQuery(required: PlainCode) {
  return z
    .string({ error: coded(required) })
    .trim()
    .min(1, { error: coded(required) })
    .max(PLACE_QUERY_MAX, { error: coded('journeys.placeTooLong', { max: PLACE_QUERY_MAX }) });
}

export const journeyQuerySchema = z.object({
  from: placeQuery('search.departureRequired'),
  to: placeQuery('search.destinationRequired'),
  /** Nairobi date; today when left out. */
  date: z.iso.date({ error: coded('journeys.dateInvalid') }).optional(),
  /** Nairobi time of departure; now when left out. */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: coded('journeys.timeInvalid') })
    .optional(),
});
export type JourneyQuery = z.infer<typeof journeyQuerySchema>;

export const journeyPlaceSchema = z.object({
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  gtfs_stop_id: z.string().nullable(),
  station_id: z.number().int().nullable(),
});
export type JourneyPlace = z.infer<typeof journeyPlaceSchema>;

/** The stage line at the boarding station, when Foleni runs its queue for that route. */
export const liveQueueSchema = z.object({
  station_id: z.number().int(),
  /** The matatu loading now, or null when none is. */
  loading: z.object({ plate: z.string() }).nullable(),
  waiting: z.number().int(),
  /** When the last matatu of this route left the stage (ISO-8601), or null. */
  last_departure: z.string().nullable(),
});
export type LiveQueue = z.infer<typeof liveQueueSchema>;

export const walkLegSchema = z.object({
  mode: z.literal('walk'),
  from: journeyPlaceSchema,
  to: journeyPlaceSchema,
  distance_m: z.number().int(),
  departure: z.string(),
  arrival: z.string(),
});
export type WalkLeg = z.infer<typeof walkLegSchema>;

export const matatuLegSchema = z.object({
  mode: z.literal('matatu'),
  route: z.object({
    id: z.number().int(),
    /** The number on the matatu, e.g. 107D. */
    route_id: z.string(),
    gtfs_route_id: z.string().nullable(),
    name: z.string(),
    sacco: z.string().nullable(),
  }),
  headsign: z.string().nullable(),
  from: journeyPlaceSchema,
  to: journeyPlaceSchema,
  departure: z.string(),
  arrival: z.string(),
  /** Every stop of the ride in order, boarding and alighting stops included. */
  stops: z.array(journeyPlaceSchema),
  /** Time between runs at the boarding time, or null when this is the route's only run. */
  headway_s: z.number().int().nullable(),
  fare_kes: z.number().int().nullable(),
  live: liveQueueSchema.nullable(),
});
export type MatatuLeg = z.infer<typeof matatuLegSchema>;

export const journeyLegSchema = z.discriminatedUnion('mode', [walkLegSchema, matatuLegSchema]);
export type JourneyLeg = z.infer<typeof journeyLegSchema>;

export const journeySchema = z.object({
  /** ISO-8601 with the Nairobi offset, e.g. 2026-11-23T08:04:00+03:00. */
  departure: z.string(),
  arrival: z.string(),
  duration_s: z.number().int(),
  rides: z.number().int(),
  walk_m: z.number().int(),
  /** The sum of the rides' fares, or null when any of them is unknown. */
  fare_kes: z.number().int().nullable(),
  legs: z.array(journeyLegSchema),
});
export type Journey = z.infer<typeof journeySchema>;

export const journeysAnswerSchema = z.object({
  from: journeyPlaceSchema,
  to: journeyPlaceSchema,
  journeys: z.array(journeySchema),
  /** Why the list is empty, when it is ("No matatu in Foleni's network reaches Nakuru yet"). */
  message: z.string().nullable(),
  /** Its code and values, for the apps to show it in their language; null with it. */
  code: messageCodeSchema.nullable(),
  params: messageParamsSchema.nullable(),
});
export type JourneysAnswer = z.infer<typeof journeysAnswerSchema>;

export const PLACE_KINDS = ['city', 'neighbourhood', 'estate', 'town', 'landmark'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
/** An archived place stays in the table but no search matches it. */
export const PLACE_STATUSES = ['active', 'archived'] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number];

export const placeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_sw: z.string().nullable(),
  kind: z.enum(PLACE_KINDS),
  latitude: z.number(),
  longitude: z.number(),
  radius_m: z.number().int(),
  status: z.enum(PLACE_STATUSES),
});
export type Place = z.infer<typeof placeSchema>;

/** The longest place name, in either language. */
export const PLACE_NAME_MAX = 80;

export const placeInputSchema = z.object({
  name: z
    .string({ error: coded('places.nameRequired') })
    .trim()
    .min(1, { error: coded('places.nameRequired') })
    .max(PLACE_NAME_MAX, { error: coded('places.nameTooLong', { max: PLACE_NAME_MAX }) }),
  name_sw: z
    .string()
    .trim()
    .max(PLACE_NAME_MAX, { error: coded('places.nameTooLong', { max: PLACE_NAME_MAX }) })
    .nullish()
    .transform((value) => value || null),
  kind: z.enum(PLACE_KINDS, { error: coded('places.kindRequired') }),
  latitude: z
    .number({ error: coded('places.coordinates') })
    .min(-90, { error: coded('places.coordinates') })
    .max(90, { error: coded('places.coordinates') }),
  longitude: z
    .number({ error: coded('places.coordinates') })
    .min(-180, { error: coded('places.coordinates') })
    .max(180, { error: coded('places.coordinates') }),
  radius_m: z
    .number({ error: coded('places.radius') })
    .int({ error: coded('places.radius') })
    .min(100, { error: coded('places.radius') })
    .max(20_000, { error: coded('places.radius') }),
  status: z.enum(PLACE_STATUSES).optional(),
});
export type PlaceInput = z.input<typeof placeInputSchema>;

/** PATCH /places/{id}/: any of the fields; `status` archives or restores the place. */
export const placeUpdateSchema = placeInputSchema.partial();
export type PlaceUpdate = z.input<typeof placeUpdateSchema>;

/** GET /places/?p=&p_size=&search=&status= (search: the English or Kiswahili name). */
export const placeListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(PLACE_STATUSES).optional(),
});
export type PlaceListQuery = z.output<typeof placeListQuerySchema>;

// ---- service of routes made in the dashboard (the route editor's defaults)

/** The time bands a Sacco sets a typical headway for, with the defaults of a Nairobi route. */
export const SERVICE_BANDS = [
  { band: 'morning_peak', start: '06:00', end: '09:00', peak: true, defaultHeadwayMin: 5 },
  { band: 'off_peak', start: '09:00', end: '15:00', peak: false, defaultHeadwayMin: 15 },
  { band: 'evening_peak', start: '15:00', end: '21:00', peak: true, defaultHeadwayMin: 5 },
] as const;
export type ServiceBand = (typeof SERVICE_BANDS)[number]['band'];

/** SERVICE_BANDS in seconds after midnight, with their default headways: a route's service until its Sacco sets one. */
export function defaultServiceSeconds(): { start: number; end: number; headway: number }[] {
  return SERVICE_BANDS.map((band) => ({
    start: clockToSeconds(band.start),
    end: clockToSeconds(band.end),
    headway: band.defaultHeadwayMin * 60,
  }));
}

/** Travel time between stops is estimated at this average speed until the Sacco sets it. */
export const DEFAULT_AVERAGE_SPEED_KMH = 20;

/** Great-circle distance in metres (haversine on a 6,371 km sphere). */
export function greatCircleMeters(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Seconds to ride `distanceM` at `speedKmh`, at least a minute between two stops. */
export function estimateTravelSeconds(
  distanceM: number,
  speedKmh: number = DEFAULT_AVERAGE_SPEED_KMH,
): number {
  return Math.max(60, Math.round(distanceM / (speedKmh / 3.6)));
}

/** "HH:MM" → seconds after midnight. */
export function clockToSeconds(clock: string): number {
  // Called on every journey request: no arrays.
  const colon = clock.indexOf(':');
  return Number(clock.slice(0, colon)) * 3600 + Number(clock.slice(colon + 1, colon + 3)) * 60;
}
