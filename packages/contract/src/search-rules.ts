// The route search's rules without zod (spec §5): the places, booking types and dates a search
// takes. The search page checks the journey in its address with them as it opens, before any
// schema is loaded; search.ts builds the form's and the server's schema on the same rules.
import { NAIROBI_TIME_ZONE } from './nairobi-time';

/** The longest text accepted for a place: a name, an address or coordinates. */
export const PLACE_QUERY_MAX = 120;

/** Coordinates as a place: "-1.2841,36.8233" (latitude first). */
export const COORDINATES_PATTERN = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export function parseCoordinates(text: string): { lat: number; lon: number } | null {
  const match = COORDINATES_PATTERN.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}

/** The fixed list the search form offers (spec §5), in the spec's order. */
export const SEARCH_CITIES = [
  'Nairobi',
  'Westlands',
  'Eastleigh',
  'Kibera',
  'Karen',
  'Rongai',
  'Thika',
  'Kikuyu',
  'Embakasi',
  'Ruaka',
  'Mombasa',
  'Kisumu',
  'Nakuru',
  'Eldoret',
] as const;
export type SearchCity = (typeof SEARCH_CITIES)[number];

/** Spec §5, in its order and spelling; the value sent is the label itself. */
export const BOOKING_TYPES = [
  'one way',
  'round trip',
  'parcel',
  'scheduled',
  'rental',
  'event',
  'daily commute',
  'express',
  'vip',
  'group',
  'shared',
  'long distance',
  'business',
  'leisure',
  'tour',
  'family',
  'friends',
  'wedding',
  'corporate',
  'conference',
  'sports',
  'religious',
  'educational',
  'medical',
  'government',
  'military',
  'emergency',
  'shuttle',
  'school',
  'tourism',
  'shopping',
  'weekly',
  'monthly',
] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** Made at first use, as `formatKes`'s formatter (plans.ts): not while a page loads. */
let nairobiDateFormat: Intl.DateTimeFormat | undefined;

/**
 * Today's date as YYYY-MM-DD where the passengers are. Server and browser clocks may run in UTC or
 * anywhere else, and between 21:00 and 24:00 UTC Nairobi is already on the next day.
 */
export function todayInNairobi(now: Date = new Date()): string {
  nairobiDateFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: NAIROBI_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(
    nairobiDateFormat.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** 'Nairobi ', 'nairobi' and 'Nairobi  CBD' vs 'Nairobi CBD' are the same place to a passenger. */
export function placeKey(place: string): string {
  return place.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** What a checked route search holds (`routeSearchSchema`'s output). */
export type CheckedRouteSearch = {
  origin: string;
  destination: string;
  booking_type: BookingType;
  travelDate: string;
};

/** A YYYY-MM-DD date that exists in the calendar (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function isBookingType(value: unknown): value is BookingType {
  return (BOOKING_TYPES as readonly unknown[]).includes(value);
}

function placeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const place = value.trim();
  return place.length >= 1 && place.length <= PLACE_QUERY_MAX ? place : null;
}

/**
 * The search when `input` is one `routeSearchSchema` accepts (both places, a booking type of the
 * list, a date from today on in Nairobi, two different places), else null: the same rules,
 * without the per-field messages, which the form shows with the schema.
 */
export function routeSearchOf(input: {
  origin?: unknown;
  destination?: unknown;
  booking_type?: unknown;
  travelDate?: unknown;
}): CheckedRouteSearch | null {
  const origin = placeOf(input.origin);
  const destination = placeOf(input.destination);
  const { booking_type, travelDate } = input;
  if (origin === null || destination === null || !isBookingType(booking_type)) return null;
  if (typeof travelDate !== 'string' || !isIsoDate(travelDate)) return null;
  // ISO dates compare correctly as strings.
  if (travelDate < todayInNairobi() || placeKey(origin) === placeKey(destination)) return null;
  return { origin, destination, booking_type, travelDate };
}
