import {
  greatCircleMeters,
  JOURNEY_MODEL,
  type JourneyPlace,
  parseCoordinates,
  placeKey,
} from '@foleni/contract';
import type { PlannerNetworkRows } from '../journeys.repo';
import type { PlannerNetwork } from './network';
import type { Endpoint } from './raptor';

// What a passenger's "from" or "to" stands for. In order: coordinates; a place of the gazetteer
// ("Nairobi" is the CBD, "Karen" the Karen area, with any stop of that exact name); a stop or
// station name; then places, stations and stops that hold the text as a whole word.

/** Where a journey may start or end: a stop (no walk to it) or a point with a walking radius. */
export type Anchor =
  | { stop: number; lat: null; lon: null; limitM: number }
  | { stop: null; lat: number; lon: number; limitM: number };

export type Resolution =
  | { kind: 'unknown' }
  | { kind: 'outside'; place: JourneyPlace }
  | { kind: 'found'; place: JourneyPlace; names: string[]; anchors: Anchor[] };

export interface WalkOnly {
  meters: number;
  fromAnchor: number;
  toAnchor: number;
}

export interface Suggestion {
  name: string;
  kind: 'stop' | 'station' | 'place';
}

type PlaceRow = PlannerNetworkRows['places'][number];
type StationRow = PlannerNetworkRows['stations'][number];

interface Named {
  display: string;
  kind: Suggestion['kind'];
  /** How many routes serve it: hubs before corner shops in suggestions. */
  weight: number;
}

/** At most this many stops stand for a vague word ("road"); more would only slow the search. */
const MAX_WORD_STOPS = 300;
const SUGGESTION_CACHE_SIZE = 2000;

export class PlaceFinder {
  private readonly places = new Map<string, PlaceRow>();
  private readonly stations = new Map<string, StationRow>();
  private readonly stationStops = new Map<number, number[]>();
  private readonly stopsByName = new Map<string, number[]>();
  private readonly names = new Map<string, Named>();
  /** Suggestion candidates by the first letter of each of their words. */
  private readonly byInitial = new Map<string, string[]>();
  private readonly suggestions = new Map<string, Suggestion[]>();

  constructor(
    private readonly network: PlannerNetwork,
    stations: StationRow[],
    places: PlaceRow[],
  ) {
    const served = new Map<number, number>();
    for (let stop = 0; stop < network.stops.length; stop++)
      served.set(stop, network.stopPatternStart[stop + 1]! - network.stopPatternStart[stop]!);

    network.stops.forEach((stop, index) => {
      const key = placeKey(stop.name);
      push(this.stopsByName, key, index);
      if (stop.stationId !== null) push(this.stationStops, stop.stationId, index);
      const named = this.names.get(key);
      if (named) named.weight += served.get(index) ?? 0;
      else
        this.names.set(key, { display: stop.name, kind: 'stop', weight: served.get(index) ?? 0 });
    });
    for (const station of stations) {
      const key = placeKey(station.name);
      this.stations.set(key, station);
      const weight = (this.names.get(key)?.weight ?? 0) + 1_000;
      this.names.set(key, { display: station.name, kind: 'station', weight });
    }
    for (const place of places) {
      for (const name of [place.name, place.nameSw]) {
        if (!name) continue;
        const key = placeKey(name);
        this.places.set(key, place);
        this.names.set(key, { display: name, kind: 'place', weight: 100_000 + place.radiusM });
      }
    }
    for (const key of this.names.keys()) {
      const initials = new Set(words(key).map((word) => word[0] as string));
      for (const initial of initials) push(this.byInitial, initial, key);
    }
  }

  resolve(text: string): Resolution {
    const point = parseCoordinates(text);
    if (point) {
      return {
        kind: 'found',
        place: {
          name: text.trim(),
          lat: point.lat,
          lon: point.lon,
          gtfs_stop_id: null,
          station_id: null,
        },
        names: [text.trim()],
        anchors: [{ stop: null, ...point, limitM: JOURNEY_MODEL.maxAccessWalkM }],
      };
    }
    const key = placeKey(text);
    if (key === '') return { kind: 'unknown' };

    const place = this.places.get(key);
    if (place) return this.ofPlace(place, this.stopsByName.get(key) ?? []);
    const station = this.stations.get(key);
    const namedStops = this.stopsByName.get(key);
    if (station || namedStops) return this.ofStops(key, station, namedStops ?? []);

    const matches = [...this.names.keys()].filter((candidate) => containsWord(candidate, key));
    const placeMatch = matches
      .map((candidate) => this.places.get(candidate))
      .filter((row): row is PlaceRow => row !== undefined)
      .sort((a, b) => b.radiusM - a.radiusM)[0];
    if (placeMatch) return this.ofPlace(placeMatch, []);
    const stops = new Set<number>();
    for (const candidate of matches) {
      const matchedStation = this.stations.get(candidate);
      for (const stop of [
        ...(this.stopsByName.get(candidate) ?? []),
        ...(matchedStation ? (this.stationStops.get(matchedStation.id) ?? []) : []),
      ])
        if (stops.size < MAX_WORD_STOPS) stops.add(stop);
    }
    if (stops.size === 0) return { kind: 'unknown' };
    const names = matches.map((candidate) => this.names.get(candidate)?.display ?? candidate);
    const found = this.ofStops(matches[0] as string, undefined, [...stops]);
    return found.kind === 'found' ? { ...found, names: names.sort() } : found;
  }

  /**
   * The stops a journey may start or end at, each with the shortest walk to it. `walkFromStops`
   * false keeps a named stop to itself (the spec's direct routes board exactly there).
   */
  endpoints(anchors: Anchor[], walkFromStops = true): Endpoint[] {
    const best = new Map<number, { meters: number; anchor: number }>();
    const offer = (stop: number, meters: number, anchor: number) => {
      if (meters < (best.get(stop)?.meters ?? Number.POSITIVE_INFINITY))
        best.set(stop, { meters, anchor });
    };
    anchors.forEach((anchor, index) => {
      if (anchor.stop === null) {
        for (const near of this.network.nearby(anchor.lat, anchor.lon, anchor.limitM))
          offer(near.stop, near.meters, index);
        return;
      }
      offer(anchor.stop, 0, index);
      if (!walkFromStops) return;
      const { walkStart, walkStop, walkMeters } = this.network;
      for (let i = walkStart[anchor.stop]!; i < walkStart[anchor.stop + 1]!; i++)
        if (walkMeters[i]! <= anchor.limitM) offer(walkStop[i]!, walkMeters[i]!, index);
    });
    return [...best].map(([stop, { meters, anchor }]) => ({
      stop,
      meters,
      seconds: meters / JOURNEY_MODEL.walkSpeedMps,
      anchor,
    }));
  }

  /** The shortest walk between the two ends, when it is no longer than a walk may be. */
  walkBetween(from: Anchor[], to: Anchor[]): WalkOnly | null {
    let best: WalkOnly | null = null;
    from.forEach((a, fromAnchor) => {
      const pointA = this.pointOf(a);
      if (!pointA) return;
      to.forEach((b, toAnchor) => {
        const pointB = this.pointOf(b);
        if (!pointB) return;
        const meters = greatCircleMeters(pointA, pointB);
        if (meters <= JOURNEY_MODEL.maxAccessWalkM && (!best || meters < best.meters))
          best = { meters, fromAnchor, toAnchor };
      });
    });
    return best;
  }

  suggest(query: string, limit = 10): Suggestion[] {
    const key = placeKey(query);
    if (key === '') return [];
    const cached = this.suggestions.get(key);
    if (cached) return cached.slice(0, limit);
    const ranked: { rank: number; named: Named }[] = [];
    for (const candidate of this.byInitial.get(key[0] as string) ?? []) {
      const named = this.names.get(candidate) as Named;
      if (candidate.startsWith(key)) ranked.push({ rank: 0, named });
      else if (words(candidate).some((word) => word.startsWith(key)))
        ranked.push({ rank: 1, named });
    }
    ranked.sort(
      (a, b) =>
        a.rank - b.rank ||
        b.named.weight - a.named.weight ||
        a.named.display.localeCompare(b.named.display),
    );
    const result = ranked
      .slice(0, 20)
      .map(({ named }) => ({ name: named.display, kind: named.kind }));
    if (this.suggestions.size >= SUGGESTION_CACHE_SIZE)
      this.suggestions.delete(this.suggestions.keys().next().value as string);
    this.suggestions.set(key, result);
    return result.slice(0, limit);
  }

  private ofPlace(place: PlaceRow, namedStops: number[]): Resolution {
    const journeyPlace: JourneyPlace = {
      name: place.name,
      lat: place.latitude,
      lon: place.longitude,
      gtfs_stop_id: null,
      station_id: null,
    };
    const limitM = Math.max(place.radiusM, JOURNEY_MODEL.maxAccessWalkM);
    // A town the network does not reach is not a look-alike stop elsewhere ("Mombasa" on 107D).
    if (this.network.nearby(place.latitude, place.longitude, limitM).length === 0)
      return { kind: 'outside', place: journeyPlace };
    const centre = { lat: place.latitude, lon: place.longitude };
    const nearStops = namedStops.filter((stop) => {
      const point = this.pointOf(this.stopAnchor(stop));
      return (
        point !== null && greatCircleMeters(centre, point) <= limitM + JOURNEY_MODEL.maxAccessWalkM
      );
    });
    return {
      kind: 'found',
      place: journeyPlace,
      names: [place.name],
      anchors: [
        { stop: null, lat: place.latitude, lon: place.longitude, limitM },
        ...nearStops.map((stop) => this.stopAnchor(stop)),
      ],
    };
  }

  private ofStops(key: string, station: StationRow | undefined, namedStops: number[]): Resolution {
    const stationStops = station ? (this.stationStops.get(station.id) ?? []) : [];
    const stops = [...new Set([...namedStops, ...stationStops])];
    const first = stops[0] === undefined ? undefined : this.network.stops[stops[0]];
    const stationPoint =
      station && station.latitude !== null && station.longitude !== null
        ? { lat: station.latitude, lon: station.longitude }
        : null;
    const point =
      stationPoint ?? (first && first.lat !== null && first.lon !== null ? first : null);
    if (stops.length === 0 && !stationPoint) return { kind: 'unknown' };
    const display = this.names.get(key)?.display ?? key;
    const anchors: Anchor[] = stops.map((stop) => this.stopAnchor(stop));
    // A station no route serves yet is still a point to walk from.
    if (stops.length === 0 && stationPoint)
      anchors.push({ stop: null, ...stationPoint, limitM: JOURNEY_MODEL.maxAccessWalkM });
    return {
      kind: 'found',
      place: {
        name: display,
        lat: point?.lat ?? 0,
        lon: point?.lon ?? 0,
        gtfs_stop_id: station ? null : (first?.gtfsStopId ?? null),
        station_id: station?.id ?? first?.stationId ?? null,
      },
      names: [display],
      anchors,
    };
  }

  private stopAnchor(stop: number): Anchor {
    return { stop, lat: null, lon: null, limitM: JOURNEY_MODEL.maxAccessWalkM };
  }

  private pointOf(anchor: Anchor): { lat: number; lon: number } | null {
    if (anchor.stop === null) return { lat: anchor.lat, lon: anchor.lon };
    const stop = this.network.stops[anchor.stop];
    return stop && stop.lat !== null && stop.lon !== null ? { lat: stop.lat, lon: stop.lon } : null;
  }
}

function words(key: string): string[] {
  return key.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether `text` holds `word` with no letter or digit on either side (no RegExp of user text). */
function containsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1];
    const after = text[at + word.length];
    if ((!before || !LETTER_OR_DIGIT.test(before)) && (!after || !LETTER_OR_DIGIT.test(after)))
      return true;
  }
  return false;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
