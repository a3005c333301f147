import { type RouteSearch, type RouteSearchInput, routeSearchSchema } from '@foleni/contract';

/** The journey as `/search` carries it in its URL (spec §2), every value a string. */
export type JourneyParams = {
  departure: string;
  destination: string;
  bookingType: string;
  travelDate: string;
};

export function journeyParamsFromSearch(search: URLSearchParams): JourneyParams {
  const read = (key: keyof JourneyParams) => search.get(key)?.trim() ?? '';
  return {
    departure: read('departure'),
    destination: read('destination'),
    bookingType: read('bookingType'),
    travelDate: read('travelDate'),
  };
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

/** The checked request when the URL holds a complete, valid journey (spec §5), else null. */
export function journeyToSearch(params: JourneyParams): RouteSearch | null {
  const result = routeSearchSchema.safeParse(toSearchInput(params));
  return result.success ? result.data : null;
}
