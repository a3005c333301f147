import { placeKey, type RelatedRoute, type SearchLeg } from '@foleni/contract';

// The journey index: every trip of every active route as an ordered list of stop names, with
// maps from a name to where it occurs. Built once from the database and then only read, so a
// search never touches the database.

export interface IndexRoute {
  id: number;
  code: string;
  name: string;
  saccoName: string | null;
  saccoLogo: string | null;
}

export interface IndexStop {
  name: string;
  stationName: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface IndexTrip {
  route: IndexRoute;
  stops: IndexStop[];
}

export interface IndexFare {
  routeId: number;
  fromStop: string;
  toStop: string;
  amountKes: number;
}

interface Position {
  trip: number;
  stop: number;
}

/** What a query stands for: the stops it matched, by trip. */
export interface ResolvedPlace {
  names: string[];
  positions: Map<number, number[]>;
}

/** Two stops with one name further apart than this are different places (no transfer there). */
export const TRANSFER_RADIUS_M = 1000;
const MAX_TRANSFERS = 5;
const MAX_SERVING = 8;

export function distanceMeters(a: IndexStop, b: IndexStop): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null)
    return null;
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class JourneyIndex {
  readonly trips: IndexTrip[];
  /** Stop name key → every place it occurs; station name key → every stop linked to it. */
  private readonly byName = new Map<string, Position[]>();
  private readonly byStation = new Map<string, Position[]>();
  /** Every distinct name (stops and stations), key → the spelling shown to people. */
  private readonly displayNames = new Map<string, { name: string; kind: 'stop' | 'station' }>();
  private readonly fares = new Map<string, number>();

  constructor(trips: IndexTrip[], fares: IndexFare[], stationNames: string[]) {
    this.trips = trips;
    trips.forEach((trip, tripIndex) => {
      trip.stops.forEach((stop, stopIndex) => {
        const key = placeKey(stop.name);
        push(this.byName, key, { trip: tripIndex, stop: stopIndex });
        if (!this.displayNames.has(key))
          this.displayNames.set(key, { name: stop.name.trim().replace(/\s+/g, ' '), kind: 'stop' });
        if (stop.stationName)
          push(this.byStation, placeKey(stop.stationName), { trip: tripIndex, stop: stopIndex });
      });
    });
    for (const name of stationNames) {
      const key = placeKey(name);
      this.displayNames.set(key, {
        name: this.displayNames.get(key)?.name ?? name,
        kind: 'station',
      });
    }
    for (const fare of fares)
      this.fares.set(fareKey(fare.routeId, fare.fromStop, fare.toStop), fare.amountKes);
  }

  get size() {
    return { trips: this.trips.length, names: this.displayNames.size };
  }

  /**
   * A query equal to a stop or station name means exactly those stops; any other query means a
   * place: every stop whose name holds it as a whole word or as a '/'-separated part.
   */
  resolve(query: string): ResolvedPlace {
    const key = placeKey(query);
    const positions = new Map<number, number[]>();
    const add = (list: Position[] | undefined) => {
      for (const { trip, stop } of list ?? []) {
        const stops = positions.get(trip);
        if (!stops) positions.set(trip, [stop]);
        else if (!stops.includes(stop)) stops.push(stop);
      }
    };
    const exact = this.displayNames.get(key);
    if (exact) {
      add(this.byName.get(key));
      add(this.byStation.get(key));
      return { names: [exact.name], positions };
    }
    if (key === '') return { names: [], positions };
    const word = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(key)}($|[^\\p{L}\\p{N}])`, 'u');
    const names: string[] = [];
    for (const [candidate, display] of this.displayNames) {
      if (!word.test(candidate)) continue;
      names.push(display.name);
      add(this.byName.get(candidate));
      add(this.byStation.get(candidate));
    }
    return { names: names.sort(), positions };
  }

  /** The best ride on each route that passes the origin before the destination. */
  direct(origin: ResolvedPlace, destination: ResolvedPlace): SearchLeg[] {
    const best = new Map<number, SearchLeg>();
    for (const [tripIndex, from] of origin.positions) {
      const to = destination.positions.get(tripIndex);
      if (!to) continue;
      let pair: [number, number] | null = null;
      for (const o of from)
        for (const d of to) if (o < d && (!pair || d - o < pair[1] - pair[0])) pair = [o, d];
      if (!pair) continue;
      const leg = this.leg(tripIndex, pair[0], pair[1]);
      const current = best.get(leg.id);
      if (!current || leg.stops_between < current.stops_between) best.set(leg.id, leg);
    }
    return [...best.values()].sort(byLength);
  }

  /** Journeys with one change of matatu at a stop both routes serve, fewest stops first. */
  transfers(origin: ResolvedPlace, destination: ResolvedPlace): RelatedRoute[] {
    // Where each trip can take you from the origin, and from where it reaches the destination.
    const outbound = new Map<string, { trip: number; from: number; at: number }[]>();
    for (const [trip, positions] of origin.positions) {
      const stops = this.trips[trip]?.stops ?? [];
      for (let at = Math.min(...positions) + 1; at < stops.length; at++) {
        // Board at the origin stop nearest before the transfer.
        const from = Math.max(...positions.filter((position) => position < at));
        push(outbound, placeKey(stops[at]?.name ?? ''), { trip, from, at });
      }
    }
    const journeys: { total: number; first: SearchLeg; second: SearchLeg; transfer: string }[] = [];
    for (const [trip, positions] of destination.positions) {
      const stops = this.trips[trip]?.stops ?? [];
      for (let at = 0; at < Math.max(...positions); at++) {
        const stop = stops[at];
        if (!stop) continue;
        const end = Math.min(...positions.filter((position) => position > at));
        for (const first of outbound.get(placeKey(stop.name)) ?? []) {
          const firstTrip = this.trips[first.trip];
          const firstStop = firstTrip?.stops[first.at];
          if (!firstTrip || !firstStop || firstTrip.route.id === this.trips[trip]?.route.id)
            continue;
          const apart = distanceMeters(firstStop, stop);
          if (apart !== null && apart > TRANSFER_RADIUS_M) continue;
          journeys.push({
            total: first.at - first.from + (end - at),
            first: this.leg(first.trip, first.from, first.at),
            second: this.leg(trip, at, end),
            transfer: firstStop.name,
          });
        }
      }
    }
    journeys.sort(
      (a, b) =>
        a.total - b.total ||
        a.first.route_id.localeCompare(b.first.route_id) ||
        a.second.route_id.localeCompare(b.second.route_id),
    );
    const seen = new Set<string>();
    const result: RelatedRoute[] = [];
    for (const journey of journeys) {
      const pair = `${journey.first.id}>${journey.second.id}`;
      if (seen.has(pair)) continue;
      seen.add(pair);
      result.push({
        type: 'transfer',
        transfer_stop: journey.transfer,
        legs: [journey.first, journey.second],
      });
      if (result.length === MAX_TRANSFERS) break;
    }
    return result;
  }

  /** Routes that serve one end: from the origin to the end of the trip, or from its start to the destination. */
  serving(
    place: ResolvedPlace,
    end: 'origin' | 'destination',
    exclude: Set<number>,
  ): RelatedRoute[] {
    const best = new Map<number, SearchLeg>();
    for (const [tripIndex, positions] of place.positions) {
      const stops = this.trips[tripIndex]?.stops ?? [];
      const leg =
        end === 'origin'
          ? Math.min(...positions) < stops.length - 1 &&
            this.leg(tripIndex, Math.min(...positions), stops.length - 1)
          : Math.max(...positions) > 0 && this.leg(tripIndex, 0, Math.max(...positions));
      if (!leg || exclude.has(leg.id)) continue;
      const current = best.get(leg.id);
      if (!current || leg.stops_between < current.stops_between) best.set(leg.id, leg);
    }
    return [...best.values()]
      .sort((a, b) => a.route_id.localeCompare(b.route_id))
      .slice(0, MAX_SERVING)
      .map((leg) => ({ type: end, transfer_stop: null, legs: [leg] }));
  }

  suggest(query: string, limit = 10): { name: string; kind: 'stop' | 'station' }[] {
    const key = placeKey(query);
    if (key === '') return [];
    const ranked: { rank: number; served: number; name: string; kind: 'stop' | 'station' }[] = [];
    for (const [candidate, display] of this.displayNames) {
      let rank = -1;
      if (candidate.startsWith(key)) rank = 0;
      else if (candidate.split(/[\s/-]+/).some((word) => word.startsWith(key))) rank = 1;
      // Stations first, then the places most trips serve: a hub before a corner shop.
      const served =
        (this.byName.get(candidate)?.length ?? 0) + (display.kind === 'station' ? 1_000 : 0);
      if (rank >= 0) ranked.push({ rank, served, ...display });
    }
    ranked.sort((a, b) => a.rank - b.rank || b.served - a.served || a.name.localeCompare(b.name));
    return ranked.slice(0, limit).map(({ name, kind }) => ({ name, kind }));
  }

  private leg(tripIndex: number, from: number, to: number): SearchLeg {
    const trip = this.trips[tripIndex] as IndexTrip;
    const boarding = trip.stops[from]?.name ?? '';
    const alighting = trip.stops[to]?.name ?? '';
    return {
      id: trip.route.id,
      route_id: trip.route.code,
      route_name: trip.route.name,
      sacco: trip.route.saccoName,
      sacco_logo: trip.route.saccoLogo,
      stops: trip.stops.map((stop) => stop.name),
      boarding_stop: boarding,
      alighting_stop: alighting,
      stops_between: to - from,
      fare_kes:
        this.fares.get(fareKey(trip.route.id, boarding, alighting)) ??
        this.fares.get(fareKey(trip.route.id, alighting, boarding)) ??
        null,
    };
  }
}

function byLength(a: SearchLeg, b: SearchLeg) {
  return a.stops_between - b.stops_between || a.route_id.localeCompare(b.route_id);
}

function fareKey(routeId: number, from: string, to: string) {
  return `${routeId}|${placeKey(from)}|${placeKey(to)}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
