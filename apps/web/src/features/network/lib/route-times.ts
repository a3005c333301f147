import {
  estimateStopTravelSeconds,
  type RouteServiceBand,
  SERVICE_BANDS,
  type ServiceBand as ServiceBandName,
} from '@foleni/contract';
import type { TFunction } from 'i18next';

// The route editor's and the route view's times: travel between stops and service bands.

type Position = { latitude: number | null; longitude: number | null };

/** A stop of the editor: `travel_s` null means "the estimate from the distance". */
type TimedStop = Position & { key: string; travel_s: number | null };

/** The estimated seconds from the stop before `index` to the stop at `index`. */
export function segmentEstimate(stops: readonly Position[], index: number): number | null {
  const from = stops[index - 1];
  const to = stops[index];
  return from && to ? estimateStopTravelSeconds(from, to) : null;
}

/**
 * After stops were added, moved or removed: a travel time belongs to the stretch from the
 * previous stop, so a stop whose previous stop changed goes back to the estimate.
 */
export function keepSegmentTimes<S extends TimedStop>(
  before: readonly S[],
  after: readonly S[],
): S[] {
  const previousKey = new Map(before.map((stop, index) => [stop.key, before[index - 1]?.key]));
  return after.map((stop, index) => {
    const unchanged = index > 0 && previousKey.get(stop.key) === after[index - 1]?.key;
    return unchanged || stop.travel_s === null ? stop : { ...stop, travel_s: null };
  });
}

/**
 * The server's times as the editor holds them: a time equal to its stretch's estimate stays an
 * estimate (it follows the stops when they move), any other time is the Sacco's own.
 */
export function editorTravelTimes<S extends Position & { travel_s: number | null }>(
  stops: readonly S[],
): (number | null)[] {
  return stops.map((stop, index) =>
    index === 0 || stop.travel_s === segmentEstimate(stops, index) ? null : stop.travel_s,
  );
}

/** Seconds shown in the editor's minute field, to a tenth of a minute. */
export const secondsToMinutes = (seconds: number) => Math.round(seconds / 6) / 10;
export const minutesToSeconds = (minutes: number) => Math.round(minutes * 60);

/** "45 s", "3 min", "2 min 53 s", "1 h 05 min". */
export function formatDuration(t: TFunction, seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return t('network.times.seconds', { count: whole });
  if (whole >= 3600) {
    // Past an hour, to the nearest minute.
    const totalMinutes = Math.round(whole / 60);
    return t('network.times.hoursMinutes', {
      hours: Math.floor(totalMinutes / 60),
      minutes: String(totalMinutes % 60).padStart(2, '0'),
    });
  }
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0
    ? t('network.times.minutes', { count: minutes })
    : t('network.times.minutesSeconds', { minutes, seconds: rest });
}

/** A time along the trip, to the minute from a minute on: "45 s", "12 min", "1 h 05 min". */
export function formatTripTime(t: TFunction, seconds: number): string {
  return formatDuration(t, seconds < 60 ? seconds : Math.round(seconds / 60) * 60);
}

/** The default band a band's hours are, if any (its name and whether it is a peak). */
export function defaultBandOf(band: Pick<RouteServiceBand, 'start' | 'end'>) {
  return SERVICE_BANDS.find((known) => known.start === band.start && known.end === band.end);
}

/** A band's name: "Morning peak" for the default hours, else "Time band 4". */
export function bandName(
  t: TFunction,
  band: Pick<RouteServiceBand, 'start' | 'end'>,
  position: number,
): string {
  const known = defaultBandOf(band);
  return known
    ? t(`network.service.bands.${known.band satisfies ServiceBandName}`)
    : t('network.service.band', { number: position + 1 });
}

export const sameBands = (a: readonly RouteServiceBand[], b: readonly RouteServiceBand[]) =>
  a.length === b.length &&
  a.every(
    (band, index) =>
      band.start === b[index]?.start &&
      band.end === b[index]?.end &&
      band.headway_min === b[index]?.headway_min,
  );
