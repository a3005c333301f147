import type { RouteSearch, RouteSearchInput } from '@foleni/contract';
import { parseCoordinates, routeSearchOf } from '@foleni/contract/search-rules';
import { paths } from '@/config/paths';
import type { JourneyRequest } from '../api/get-journeys';

/**
 * The journey as `/search` carries it in its URL (spec §2), every value a string; `time` (HH:MM,
 * Nairobi) is the planner's departure time, empty for "now".
 */
export type JourneyParams = {
  departure: string;
  destination: string;
  bookingType: string;
  travelDate: string;
  time: string;
};

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export function journeyParamsFromSearch(search: URLSearchParams): JourneyParams {
  const read = (key: keyof JourneyParams) => search.get(key)?.trim() ?? '';
  return {
    departure: read('departure'),
    destination: read('destination'),
    bookingType: read('bookingType'),
    travelDate: read('travelDate'),
    time: read('time'),
  };
}

/** The link to `/search` for a journey: the spec's four parameters, then the time if chosen. */
export function journeyHref(params: JourneyParams): string {
  const href = paths.search.getJourneyHref(params);
  const time = params.time.trim();
  if (!CLOCK.test(time)) {
    return href;
  }
  return `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams({ time })}`;
}

/**
 * What the planner is asked for a checked search: both ends, the travel date and the chosen time
 * (a time that is not HH:MM is left out, so the planner answers for now).
 */
export function journeyRequestOf(search: RouteSearch, params: JourneyParams): JourneyRequest {
  return {
    from: search.origin,
    to: search.destination,
    date: search.travelDate,
    time: CLOCK.test(params.time) ? params.time : null,
  };
}

/** Whether the spec's route search can answer: it knows names, not points on a map. */
export function isNamedSearch(search: RouteSearch): boolean {
  return parseCoordinates(search.origin) === null && parseCoordinates(search.destination) === null;
}

/** Whether the URL names any part of a journey (else `/search` shows the empty form or `q`). */
export function hasJourney(params: JourneyParams): boolean {
  return Object.values(params).some((value) => value !== '');
}

/**
 * The request body `POST /routes/search/` takes, before checking. A missing value is left out
 * rather than sent empty, so the schema still compares the two ends (spec §5) while the booking
 * type or the date is missing.
 */
export function toSearchInput(params: JourneyParams): RouteSearchInput {
  return {
    origin: params.departure || undefined,
    destination: params.destination || undefined,
    booking_type: params.bookingType || undefined,
    travelDate: params.travelDate || undefined,
  } as RouteSearchInput;
}

/**
 * The checked request when the URL holds a complete, valid journey (spec §5), else null. Checked
 * by the schema's rules without zod, as the page opens; the form shows what is wrong.
 */
export function journeyToSearch(params: JourneyParams): RouteSearch | null {
  return routeSearchOf(toSearchInput(params));
}
