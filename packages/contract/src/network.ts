import { z } from 'zod';
import { messages } from './messages';
import { paginationQuerySchema } from './pagination';

// The transport network: regions, stations (stages), Saccos, routes with ordered stops, fares.

export const RECORD_STATUSES = ['active', 'archived'] as const;
export const SACCO_STATUSES = ['active', 'suspended'] as const;

const networkMessages = messages.network;

const trimmedText = (required: string, max = 120) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max);
const optionalText = (max = 300) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
const latitude = z
  .number({ error: networkMessages.latitudeRange })
  .min(-90, { error: networkMessages.latitudeRange })
  .max(90, { error: networkMessages.latitudeRange });
const longitude = z
  .number({ error: networkMessages.longitudeRange })
  .min(-180, { error: networkMessages.longitudeRange })
  .max(180, { error: networkMessages.longitudeRange });
const id = z.number().int().positive();

// ---- regions

export const regionSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(RECORD_STATUSES),
  station_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

export const regionInputSchema = z.object({
  name: trimmedText(networkMessages.regionNameRequired, 80),
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
  route_count: z.number().int(),
  /** Vehicles waiting or loading at this station now. */
  queue_length: z.number().int(),
});
export type Station = z.infer<typeof stationSchema>;

export const stationRouteSchema = z.object({
  id,
  route_id: z.string(),
  route_name: z.string(),
  sacco_name: z.string().nullable(),
  queue_length: z.number().int(),
});

export const stationDetailSchema = stationSchema.extend({
  routes: z.array(stationRouteSchema),
});
export type StationDetail = z.infer<typeof stationDetailSchema>;

export const stationInputSchema = z.object({
  name: trimmedText(networkMessages.stationNameRequired),
  region_id: z
    .number({ error: networkMessages.regionRequired })
    .int()
    .positive({ error: networkMessages.regionRequired }),
  latitude: latitude.nullish().transform((value) => value ?? null),
  longitude: longitude.nullish().transform((value) => value ?? null),
  address: optionalText(300),
  capacity: z
    .number({ error: networkMessages.capacityRange })
    .int({ error: networkMessages.capacityRange })
    .min(1, { error: networkMessages.capacityRange })
    .max(500, { error: networkMessages.capacityRange })
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
  /** `me`: only the stations the signed-in station admin runs (none for anyone else). */
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
});
export type Sacco = z.infer<typeof saccoSchema>;

export const saccoInputSchema = z.object({
  name: trimmedText(networkMessages.saccoNameRequired, 120),
  registration_number: optionalText(60),
  logo_url: z
    .url()
    .max(2048)
    .nullish()
    .transform((value) => value ?? null),
  email: z
    .email()
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
  /** Outbound stops in order. */
  route_stops: z.array(routeStopSchema),
  /** The return trip's stops in order (empty when the route runs one way). */
  return_stops: z.array(routeStopSchema),
  fares: z.array(fareSchema),
});
export type RouteDetail = z.infer<typeof routeDetailSchema>;

export const routeInputSchema = z
  .object({
    route_id: trimmedText(networkMessages.routeCodeRequired, 20),
    route_name: trimmedText(networkMessages.routeNameRequired, 120),
    sacco: z
      .number({ error: networkMessages.saccoRequired })
      .int()
      .positive({ error: networkMessages.saccoRequired }),
    origin_station: z
      .number({ error: networkMessages.originRequired })
      .int()
      .positive({ error: networkMessages.originRequired }),
    destination_station: z
      .number({ error: networkMessages.destinationRequired })
      .int()
      .positive({ error: networkMessages.destinationRequired }),
    status: z.enum(RECORD_STATUSES).optional(),
  })
  .refine((route) => route.origin_station !== route.destination_station, {
    error: networkMessages.sameEnds,
    path: ['destination_station'],
  });
export type RouteInput = z.input<typeof routeInputSchema>;

export const routeStopInputSchema = z.object({
  name: trimmedText(networkMessages.stopNameRequired, 120),
  station_id: id.nullish().transform((value) => value ?? null),
  latitude: latitude.nullish().transform((value) => value ?? null),
  longitude: longitude.nullish().transform((value) => value ?? null),
});

export const routeStopsInputSchema = z.object({
  stops: z
    .array(routeStopInputSchema, { error: networkMessages.stopsTooFew })
    .min(2, { error: networkMessages.stopsTooFew })
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
    from_stop: trimmedText(networkMessages.fareStopsUnknown),
    to_stop: trimmedText(networkMessages.fareStopsUnknown),
    amount_kes: z
      .number({ error: networkMessages.fareAmount })
      .int({ error: networkMessages.fareAmount })
      .min(1, { error: networkMessages.fareAmount })
      .max(100_000, { error: networkMessages.fareAmount }),
    peak_amount_kes: z
      .number({ error: networkMessages.fareAmount })
      .int({ error: networkMessages.fareAmount })
      .min(1, { error: networkMessages.fareAmount })
      .max(100_000, { error: networkMessages.fareAmount })
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((fare) => fare.from_stop.toLowerCase() !== fare.to_stop.toLowerCase(), {
    error: networkMessages.fareSameStops,
    path: ['to_stop'],
  });
export type FareInput = z.input<typeof fareInputSchema>;
