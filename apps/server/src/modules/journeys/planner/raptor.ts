import { JOURNEY_MODEL } from '@foleni/contract';
import type { PlannerNetwork } from './network';

// Round-based earliest arrival (RAPTOR, Delling, Pajor and Werneck 2012) over frequency-based run
// patterns. Round k finds the earliest arrival at every stop with k rides; a label survives only
// when it beats every label with fewer rides, so the rounds' answers at the destination form the
// Pareto set on (arrival, rides).

/** A stop reachable on foot from an end of the journey. */
export interface Endpoint {
  stop: number;
  meters: number;
  seconds: number;
  /** The anchor of the place walked from or to (an index into the place's anchors). */
  anchor: number;
}

export interface Ride {
  pattern: number;
  boardPosition: number;
  alightPosition: number;
  /** When the ridden run left its first stop (seconds from the query day's midnight). */
  runStart: number;
}

export interface PlannedJourney {
  rides: Ride[];
  /** The walk from the origin to the first boarding stop, or to the destination when no ride. */
  access: Endpoint | null;
  egress: Endpoint | null;
  /** Metres walked before each ride after the first (0 when changing at the same stop). */
  transferMeters: number[];
  arrival: number;
}

export interface PlanRequest {
  origins: Endpoint[];
  destinations: Endpoint[];
  departure: number;
  /** The walk from origin to destination when it is short enough to be a journey of its own. */
  walkOnlyMeters: number | null;
}

const NONE = -1;
const { maxRides, transferSlackS, walkSpeedMps } = JOURNEY_MODEL;

/** Reused between searches (a search is synchronous), so a search allocates almost nothing. */
class Workspace {
  readonly ready: Float64Array[];
  readonly readyFrom: Int32Array[];
  readonly arrival: Float64Array[];
  readonly pattern: Int32Array[];
  readonly boardPosition: Int32Array[];
  readonly alightPosition: Int32Array[];
  readonly runStart: Float64Array[];
  readonly bestReady: Float64Array;
  readonly bestArrival: Float64Array;
  readonly egress: Float64Array;
  readonly firstPosition: Int32Array;
  readonly marked: Uint8Array;

  constructor(stops: number, patterns: number) {
    const rounds = maxRides + 1;
    const many = <T>(make: () => T) => Array.from({ length: rounds }, make);
    this.ready = many(() => new Float64Array(stops));
    this.readyFrom = many(() => new Int32Array(stops));
    this.arrival = many(() => new Float64Array(stops));
    this.pattern = many(() => new Int32Array(stops));
    this.boardPosition = many(() => new Int32Array(stops));
    this.alightPosition = many(() => new Int32Array(stops));
    this.runStart = many(() => new Float64Array(stops));
    this.bestReady = new Float64Array(stops);
    this.bestArrival = new Float64Array(stops);
    this.egress = new Float64Array(stops);
    this.firstPosition = new Int32Array(patterns);
    this.marked = new Uint8Array(stops);
  }

  reset() {
    for (const list of [...this.ready, ...this.arrival]) list.fill(Number.POSITIVE_INFINITY);
    this.bestReady.fill(Number.POSITIVE_INFINITY);
    this.bestArrival.fill(Number.POSITIVE_INFINITY);
    this.egress.fill(Number.POSITIVE_INFINITY);
    this.firstPosition.fill(NONE);
  }
}

const workspaces = new WeakMap<PlannerNetwork, Workspace>();

export function planJourneys(network: PlannerNetwork, request: PlanRequest): PlannedJourney[] {
  let space = workspaces.get(network);
  if (!space) {
    space = new Workspace(network.stops.length, network.patterns.length);
    workspaces.set(network, space);
  }
  space.reset();
  const { ready, readyFrom, arrival, bestReady, bestArrival, egress, firstPosition } = space;

  const originIndex = new Map<number, Endpoint>();
  for (const origin of request.origins) {
    const time = request.departure + origin.seconds;
    if (time < (ready[0] as Float64Array)[origin.stop]!) {
      (ready[0] as Float64Array)[origin.stop] = time;
      bestReady[origin.stop] = time;
      originIndex.set(origin.stop, origin);
    }
  }
  const destinationIndex = new Map<number, Endpoint>();
  for (const destination of request.destinations) {
    if (destination.seconds < egress[destination.stop]!) {
      egress[destination.stop] = destination.seconds;
      destinationIndex.set(destination.stop, destination);
    }
  }

  let bestTarget =
    request.walkOnlyMeters === null
      ? Number.POSITIVE_INFINITY
      : request.departure + request.walkOnlyMeters / walkSpeedMps;
  const targetStop: number[] = [];
  let markedStops = [...originIndex.keys()];

  for (let round = 1; round <= maxRides && markedStops.length > 0; round++) {
    const previousReady = ready[round - 1] as Float64Array;
    const arrivals = arrival[round] as Float64Array;
    const patternOf = space.pattern[round] as Int32Array;
    const boardOf = space.boardPosition[round] as Int32Array;
    const alightOf = space.alightPosition[round] as Int32Array;
    const runOf = space.runStart[round] as Float64Array;

    const queued: number[] = [];
    for (const stop of markedStops) {
      for (let i = network.stopPatternStart[stop]!; i < network.stopPatternStart[stop + 1]!; i++) {
        const p = network.stopPatternIndex[i]!;
        const position = network.stopPatternPosition[i]!;
        if (firstPosition[p] === NONE) queued.push(p);
        if (firstPosition[p] === NONE || position < firstPosition[p]!) firstPosition[p] = position;
      }
    }

    const improved: number[] = [];
    for (const p of queued) {
      const pattern = network.patterns[p]!;
      let run = Number.POSITIVE_INFINITY;
      let boardedAt = NONE;
      for (let position = firstPosition[p]!; position < pattern.stops.length; position++) {
        const stop = pattern.stops[position]!;
        if (boardedAt !== NONE) {
          const time = run + pattern.arrivals[position]!;
          if (time < bestArrival[stop]! && time < bestTarget) {
            if (arrivals[stop] === Number.POSITIVE_INFINITY) improved.push(stop);
            arrivals[stop] = time;
            bestArrival[stop] = time;
            patternOf[stop] = p;
            boardOf[stop] = boardedAt;
            alightOf[stop] = position;
            runOf[stop] = run;
          }
        }
        const readyAt = previousReady[stop]!;
        // A passenger ready here in time for an earlier run than the one ridden takes that one.
        if (readyAt < Number.POSITIVE_INFINITY && readyAt <= run + pattern.departures[position]!) {
          const earlier = network.earliestRun(pattern, position, readyAt);
          if (earlier < run) {
            run = earlier;
            boardedAt = position;
          }
        }
      }
      firstPosition[p] = NONE;
    }

    for (const stop of improved) {
      const time = arrivals[stop]! + egress[stop]!;
      if (time < bestTarget) {
        bestTarget = time;
        targetStop[round] = stop;
      }
    }

    markedStops = [];
    if (round === maxRides) break;
    const nextReady = ready[round] as Float64Array;
    const nextFrom = readyFrom[round] as Int32Array;
    const marked = space.marked;
    const { walkStart, walkStop, walkSeconds } = network;
    for (const stop of improved) {
      const arrived = arrivals[stop]! + transferSlackS;
      // Staying at the stop is the walk of 0 m; then every stop within a transfer walk.
      for (let i = walkStart[stop]! - 1; i < walkStart[stop + 1]!; i++) {
        const to = i < walkStart[stop]! ? stop : walkStop[i]!;
        const time = i < walkStart[stop]! ? arrived : arrived + walkSeconds[i]!;
        if (time >= bestReady[to]! || time >= bestTarget) continue;
        nextReady[to] = time;
        nextFrom[to] = stop;
        bestReady[to] = time;
        if (!marked[to]) {
          marked[to] = 1;
          markedStops.push(to);
        }
      }
    }
    for (const stop of markedStops) marked[stop] = 0;
  }

  const journeys: PlannedJourney[] = [];
  if (request.walkOnlyMeters !== null) {
    journeys.push({
      rides: [],
      access: null,
      egress: null,
      transferMeters: [],
      arrival: request.departure + request.walkOnlyMeters / walkSpeedMps,
    });
  }
  targetStop.forEach((stop, round) => {
    if (stop === undefined) return;
    journeys.push(reconstruct(space, network, round, stop, originIndex, destinationIndex));
  });
  // Each round's answer beat every earlier one, so the latest round is the fastest.
  return journeys.reverse().slice(0, JOURNEY_MODEL.maxJourneys);
}

function reconstruct(
  space: Workspace,
  network: PlannerNetwork,
  rounds: number,
  target: number,
  origins: Map<number, Endpoint>,
  destinations: Map<number, Endpoint>,
): PlannedJourney {
  const rides: Ride[] = [];
  const transferMeters: number[] = [];
  let stop = target;
  let boardStop = target;
  for (let round = rounds; round >= 1; round--) {
    const pattern = space.pattern[round]![stop]!;
    const ride: Ride = {
      pattern,
      boardPosition: space.boardPosition[round]![stop]!,
      alightPosition: space.alightPosition[round]![stop]!,
      runStart: space.runStart[round]![stop]!,
    };
    rides.unshift(ride);
    boardStop = network.patterns[pattern]!.stops[ride.boardPosition]!;
    if (round > 1) {
      const from = space.readyFrom[round - 1]![boardStop]!;
      transferMeters.unshift(walkMeters(network, from, boardStop));
      stop = from;
    }
  }
  const egress = destinations.get(target) ?? null;
  const access = origins.get(boardStop) ?? null;
  return {
    rides,
    access,
    egress,
    transferMeters,
    arrival: space.arrival[rounds]![target]! + (egress?.seconds ?? 0),
  };
}

function walkMeters(network: PlannerNetwork, from: number, to: number): number {
  if (from === to) return 0;
  for (let i = network.walkStart[from]!; i < network.walkStart[from + 1]!; i++)
    if (network.walkStop[i] === to) return network.walkMeters[i]!;
  return 0;
}
