import type { Fare, RouteStop } from '@foleni/contract';

type RouteStops = { route_stops: readonly RouteStop[]; return_stops: readonly RouteStop[] };

const key = (name: string) => name.trim().toLowerCase();

/** Every stop a passenger may board at: the stops of both directions, each name once. */
export function boardingStops(route: RouteStops): string[] {
  const names = new Map<string, string>();
  for (const stop of [...route.route_stops, ...route.return_stops]) {
    if (!names.has(key(stop.name))) names.set(key(stop.name), stop.name);
  }
  return [...names.values()];
}

/** The stops after `boarding` in either direction it is on: where the matatu can take them. */
export function alightingStops(route: RouteStops, boarding: string | undefined): string[] {
  if (!boarding) return [];
  const names = new Map<string, string>();
  for (const stops of [route.route_stops, route.return_stops]) {
    const at = stops.findIndex((stop) => key(stop.name) === key(boarding));
    if (at < 0) continue;
    for (const stop of stops.slice(at + 1)) {
      if (!names.has(key(stop.name)) && key(stop.name) !== key(boarding)) {
        names.set(key(stop.name), stop.name);
      }
    }
  }
  return [...names.values()];
}

/** The fare of one seat between two stops, priced in either direction (as the server does). */
export function seatFare(fares: readonly Fare[], from: string | undefined, to: string | undefined) {
  if (!from || !to) return null;
  const fare = fares.find(
    (candidate) =>
      (key(candidate.from_stop) === key(from) && key(candidate.to_stop) === key(to)) ||
      (key(candidate.from_stop) === key(to) && key(candidate.to_stop) === key(from)),
  );
  return fare ? fare.amount_kes : null;
}
