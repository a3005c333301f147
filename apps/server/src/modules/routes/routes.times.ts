import {
  clockToSeconds,
  defaultServiceBands,
  estimateStopTravelSeconds,
  type RouteService,
  type RouteServiceBand,
  secondsToClock,
  type TimedRouteStop,
} from '@foleni/contract';

// A route's times (issue #12): the travel time between its stops and the service of each
// direction, between the rows the database keeps and the shapes the contract answers with.

type Position = { latitude: number | null; longitude: number | null };
type StopWithTravel = Position & { travel_s: number | null };
type StoredStop = Position & { arrival_offset_s: number | null };
type StoredService = {
  direction: number;
  start_s: number;
  end_s: number;
  headway_s: number | null;
};

/** The stops in order, each with the seconds from the first stop's arrival. */
export function arrivalOffsets(stops: readonly StopWithTravel[]): number[] {
  let offset = 0;
  return stops.map((stop, index) => {
    const previous = stops[index - 1];
    if (previous) offset += stop.travel_s ?? estimateStopTravelSeconds(previous, stop);
    return offset;
  });
}

/**
 * The same stops backwards, as the return trip runs them: each segment keeps its travel time, so a
 * stop's time from the previous stop is that of the stop after it on the way out.
 */
export function reversedWithTravel<S extends StopWithTravel>(stops: readonly S[]): S[] {
  const last = stops.length - 1;
  return stops.map((_, index) => ({
    ...(stops[last - index] as S),
    travel_s: index === 0 ? null : (stops[last - index + 1]?.travel_s ?? null),
  }));
}

/**
 * The stops of one direction with their times: as stored, and where a stop has no time, the
 * previous stop's time plus the estimate from their distance.
 */
export function timedStops<S extends StoredStop>(
  stops: readonly S[],
): (S & Pick<TimedRouteStop, 'travel_s' | 'arrival_offset_s'>)[] {
  const base = stops[0]?.arrival_offset_s ?? 0;
  let previousOffset = 0;
  return stops.map((stop, index) => {
    const previous = stops[index - 1];
    const offset = !previous
      ? 0
      : stop.arrival_offset_s !== null
        ? stop.arrival_offset_s - base
        : previousOffset + estimateStopTravelSeconds(previous, stop);
    const travel = previous ? offset - previousOffset : null;
    previousOffset = offset;
    return { ...stop, travel_s: travel, arrival_offset_s: offset };
  });
}

const toBand = (row: StoredService): RouteServiceBand => ({
  start: secondsToClock(row.start_s),
  end: secondsToClock(row.end_s),
  headway_min: row.headway_s === null ? null : Math.round((row.headway_s / 60) * 100) / 100,
});

/** Each direction's bands as stored, or the default bands where none are stored. */
export function servicesOf(
  rows: readonly StoredService[],
  directions: readonly number[],
): RouteService[] {
  return directions.map((direction) => {
    const stored = rows.filter((row) => row.direction === direction);
    return {
      direction,
      bands: stored.length > 0 ? stored.map(toBand) : defaultServiceBands(),
    };
  });
}

/** The rows that store `bands` for each of `directions`. */
export function serviceRows(
  bands: readonly { start: string; end: string; headway_min: number | null }[],
  directions: readonly number[] = [0, 1],
): StoredService[] {
  return directions.flatMap((direction) =>
    bands.map((band) => ({
      direction,
      start_s: clockToSeconds(band.start),
      end_s: clockToSeconds(band.end),
      headway_s: band.headway_min === null ? null : Math.round(band.headway_min * 60),
    })),
  );
}
