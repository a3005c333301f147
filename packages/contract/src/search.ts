import { z } from 'zod';
import { coded, messageSchema, type PlainCode } from './errors';
import { BOOKING_TYPES, PLACE_QUERY_MAX, placeKey, todayInNairobi } from './search-rules';

function requiredChoice(code: PlainCode) {
  return z
    .string({ error: coded(code) })
    .trim()
    .min(1, { error: coded(code) })
    .max(PLACE_QUERY_MAX, { error: coded('journeys.placeTooLong', { max: PLACE_QUERY_MAX }) });
}

const routeSearchFieldsSchema = z.object({
  origin: requiredChoice('search.departureRequired'),
  destination: requiredChoice('search.destinationRequired'),
  booking_type: z.enum(BOOKING_TYPES, { error: coded('search.bookingTypeRequired') }),
  travelDate: z.iso
    .date({ error: coded('search.dateRequired'), abort: true })
    // ISO dates compare correctly as strings.
    .refine((date) => date >= todayInNairobi(), { error: coded('search.datePast') }),
});

const journeyEndsSchema = routeSearchFieldsSchema.pick({ origin: true, destination: true });

/** The route search request (spec §3, §5) as the form and `POST /routes/search/` use it. */
export const routeSearchSchema = routeSearchFieldsSchema.refine(
  (search) => placeKey(search.origin) !== placeKey(search.destination),
  {
    error: coded('search.sameOriginDestination'),
    path: ['destination'],
    // Checked as soon as both ends are filled in, even while the type or date is still missing.
    when: (payload) => journeyEndsSchema.safeParse(payload.value).success,
  },
);
export type RouteSearchInput = z.input<typeof routeSearchSchema>;
export type RouteSearch = z.output<typeof routeSearchSchema>;

/** One ride on one route: where to board, where to get off, and the stops on the way. */
export const searchLegSchema = z.object({
  id: z.number().int(),
  route_id: z.string(),
  route_name: z.string(),
  sacco: z.string().nullable(),
  sacco_logo: z.string().nullable(),
  /** The stops of the trip in order (names as published). */
  stops: z.array(z.string()),
  boarding_stop: z.string(),
  alighting_stop: z.string(),
  /** Stops travelled from boarding to alighting. */
  stops_between: z.number().int(),
  fare_kes: z.number().int().nullable(),
});
export type SearchLeg = z.infer<typeof searchLegSchema>;

const matchedSchema = z.object({ origin: z.array(z.string()), destination: z.array(z.string()) });

/** 200: routes that go from the origin to the destination, best (fewest stops) first. */
export const searchResultsSchema = z.object({
  results: z.array(searchLegSchema),
  matched: matchedSchema,
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** A walk between two rides of a related journey, or to its first stop or from its last. */
export const searchWalkLegSchema = z.object({
  mode: z.literal('walk'),
  from: z.string(),
  to: z.string(),
  distance_m: z.number().int(),
});
export type SearchWalkLeg = z.infer<typeof searchWalkLegSchema>;

export const RELATED_ROUTE_TYPES = ['transfer', 'origin', 'destination'] as const;

export const relatedRouteSchema = z.object({
  /** A planned journey (walks and changes included), or a route serving only one end of it. */
  type: z.enum(RELATED_ROUTE_TYPES),
  /** Where the journey first changes matatu, or null. */
  transfer_stop: z.string().nullable(),
  /** Rides, with walk legs before, between and after them in a journey. */
  legs: z.array(z.union([searchLegSchema, searchWalkLegSchema])),
});
export type RelatedRoute = z.infer<typeof relatedRouteSchema>;

/** 202: no direct route; the planner's journeys first, then routes serving either end. */
export const relatedRoutesSchema = messageSchema.extend({
  related_routes: z.array(relatedRouteSchema),
  matched: matchedSchema,
});
export type RelatedRoutes = z.infer<typeof relatedRoutesSchema>;

export const suggestQuerySchema = z.object({ q: z.string().trim().max(80).default('') });
export const suggestionsSchema = z.object({
  results: z.array(z.object({ name: z.string(), kind: z.enum(['stop', 'station', 'place']) })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
