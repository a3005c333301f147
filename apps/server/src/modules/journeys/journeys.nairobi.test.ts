import { journeysAnswerSchema } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../seed/seed';
import {
  answerProblems,
  type BruteForceFeed,
  type CheckedQuery,
  type EarliestArrival,
  earliestArrival,
  type FeedStop,
  type JourneyLike,
  loadGtfsFolder,
  missingParetoJourneys,
  nairobiEpoch,
  nairobiIso,
  type Point,
  stopsNamed,
} from '../../test/brute-force-planner';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';

// The planner on the real Nairobi feed against the independent brute force (test/
// brute-force-planner.ts), which reads the feed's files itself: random but repeatable points near
// stops across the city at several times of day, and some stop names. Every disagreement is
// collected and reported at once, with the query, both answers and the legs.

const DATE = '2026-11-25';
const TIMES = ['06:10', '08:00', '12:30', '17:45', '20:40', '22:30'];
/** Random pairs of points, each a few hundred metres from a stop. */
const RANDOM_PAIRS = 10;
/** And pairs less than 1,000 m apart, where walking may be the whole journey or the fastest. */
const NEAR_PAIRS = 2;
/** And pairs near two stops of one trip, where one ride may be the fastest. */
const SAME_TRIP_PAIRS = 2;
/** Points more than 1,000 m from every stop: no journey, unless walking the whole way. */
const NOWHERE: Point[] = [
  { lat: -1.36, lon: 36.86 }, // Nairobi National Park
  { lat: -0.7167, lon: 36.4333 }, // Naivasha
];

/** Names of stops, with every stop of that exact name as the start or the end. */
const NAME_PAIRS: [string, string, string][] = [
  ['Railways', 'Limuru Terminus', '08:00'],
  ['Kencom/Ambassadeur', 'Rosslyn Valley', '17:45'],
  ['Agip', 'Ofafa Jericho High School', '12:30'],
  ['Gama Pinto Road', 'Railways', '06:10'],
  ['Centy Club', 'Kencom/Ambassadeur', '20:40'],
  ['Joyland', 'Agip', '22:30'],
  ['Nasra Estate', 'Kitindo', '08:00'],
];

/** mulberry32: a small seeded PRNG, so the "random" queries are the same on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The point `meters` from `from` towards `bearing` (radians), rounded to 6 decimals (~0.1 m). */
function offset(from: Point, meters: number, bearing: number): Point {
  const degreesPerMetre = 180 / (Math.PI * 6_371_000);
  const lat = from.lat + meters * Math.cos(bearing) * degreesPerMetre;
  const lon =
    from.lon +
    (meters * Math.sin(bearing) * degreesPerMetre) / Math.cos((from.lat * Math.PI) / 180);
  return { lat: Number(lat.toFixed(6)), lon: Number(lon.toFixed(6)) };
}

const text = (point: Point) => `${point.lat.toFixed(6)},${point.lon.toFixed(6)}`;

interface Case {
  query: CheckedQuery;
  from: string;
  to: string;
  date: string;
  time: string;
}

function pointCases(feed: BruteForceFeed): Case[] {
  const random = prng(20_261_125);
  const served = feed.servedStopIds.map((id) => feed.stops.get(id) as FeedStop);
  const pick = () => served[Math.floor(random() * served.length)] as FeedStop;
  const nearStop = (stop: FeedStop) => offset(stop, 150 + random() * 300, random() * 2 * Math.PI);
  const pairs: [Point, Point][] = [];
  for (let index = 0; index < RANDOM_PAIRS; index++)
    pairs.push([nearStop(pick()), nearStop(pick())]);
  for (let index = 0; index < NEAR_PAIRS; index++) {
    const origin = nearStop(pick());
    pairs.push([origin, offset(origin, 500 + random() * 400, random() * 2 * Math.PI)]);
  }
  const long = feed.patterns.filter((pattern) => pattern.stopIds.length >= 12);
  for (let index = 0; index < SAME_TRIP_PAIRS; index++) {
    const pattern = long[Math.floor(random() * long.length)] as (typeof long)[number];
    const third = Math.floor(pattern.stopIds.length / 3);
    const board = pattern.stopIds[Math.floor(random() * third)] as string;
    const alight = pattern.stopIds[pattern.stopIds.length - 1 - Math.floor(random() * third)];
    pairs.push([
      nearStop(feed.stops.get(board) as FeedStop),
      nearStop(feed.stops.get(alight as string) as FeedStop),
    ]);
  }
  const [park, naivasha] = NOWHERE as [Point, Point];
  const cityPoint = (pairs[0] as [Point, Point])[0];
  const nowhere = [
    { origin: park, destination: cityPoint, time: '08:00' },
    { origin: cityPoint, destination: naivasha, time: '17:45' },
  ];
  const asCase = (origin: Point, destination: Point, time: string): Case => ({
    query: {
      label: `from=${text(origin)} to=${text(destination)} date=${DATE} time=${time}`,
      origins: [origin],
      destinations: [destination],
      departure: nairobiEpoch(DATE, time),
    },
    from: text(origin),
    to: text(destination),
    date: DATE,
    time,
  });
  return [
    ...pairs.flatMap(([origin, destination]) =>
      TIMES.map((time) => asCase(origin, destination, time)),
    ),
    ...nowhere.map(({ origin, destination, time }) => asCase(origin, destination, time)),
  ];
}

function nameCases(feed: BruteForceFeed): Case[] {
  return NAME_PAIRS.map(([origin, destination, time]) => {
    const origins = stopsNamed(feed, origin);
    const destinations = stopsNamed(feed, destination);
    if (origins.length === 0 || destinations.length === 0)
      throw new Error(`no stop named ${origins.length === 0 ? origin : destination}`);
    return {
      query: {
        label: `from="${origin}" (${origins.map((stop) => stop.id).join(' ')}) to="${destination}" (${destinations.map((stop) => stop.id).join(' ')}) date=${DATE} time=${time}`,
        origins,
        destinations,
        departure: nairobiEpoch(DATE, time),
      },
      from: origin,
      to: destination,
      date: DATE,
      time,
    };
  });
}

interface Result {
  case: Case;
  truth: EarliestArrival;
  journeys: JourneyLike[];
  /** Why the answer could not be read (status or shape), or null. */
  unreadable: string | null;
}

describe(`journeys on the Nairobi network against a brute force (${testEngine})`, () => {
  let ctx: TestContext;
  let feed: BruteForceFeed;
  const points: Result[] = [];
  const names: Result[] = [];

  async function ask(testCase: Case): Promise<Result> {
    const truth = earliestArrival(
      feed,
      testCase.query.origins,
      testCase.query.destinations,
      testCase.query.departure,
    );
    const params = new URLSearchParams({
      from: testCase.from,
      to: testCase.to,
      date: testCase.date,
      time: testCase.time,
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1.0/journeys/?${params.toString()}`,
    });
    const parsed = journeysAnswerSchema.safeParse(response.json());
    const unreadable =
      response.statusCode !== 200
        ? `${testCase.query.label}: status ${response.statusCode} ${response.body.slice(0, 300)}`
        : parsed.success
          ? null
          : `${testCase.query.label}: the answer does not match journeysAnswerSchema: ${parsed.error.message.slice(0, 300)}`;
    return { case: testCase, truth, journeys: parsed.data?.journeys ?? [], unreadable };
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIfEmpty(ctx.db, { ...ctx.config, seedDemo: false });
    // The planner is built when the app gets ready: after the seed, as at a real start.
    await ctx.app.ready();
    feed = loadGtfsFolder(ctx.config.gtfsSeedDir);
    for (const testCase of pointCases(feed)) points.push(await ask(testCase));
    for (const testCase of nameCases(feed)) names.push(await ask(testCase));
  }, 180_000);
  afterAll(() => ctx?.close());

  const unreadable = (results: Result[]) =>
    results.flatMap((result) => (result.unreadable ? [result.unreadable] : []));
  const problems = (results: Result[]) =>
    results.flatMap((result) =>
      result.unreadable
        ? [result.unreadable]
        : answerProblems(feed, result.case.query, result.journeys, result.truth),
    );

  it('asks at least 60 point-to-point questions, some answered by walking, some the next day', () => {
    expect(points.length).toBeGreaterThanOrEqual(60);
    expect(unreadable(points)).toEqual([]);
    const nextDay = points.filter(
      (result) =>
        result.truth.arrival !== null &&
        nairobiIso(result.truth.arrival).slice(0, 10) > result.case.date,
    );
    expect(nextDay.length).toBeGreaterThan(0);
    expect(points.some((result) => result.truth.byRides[0] !== null)).toBe(true);
    expect(points.some((result) => result.truth.arrival === null)).toBe(true);
    expect(points.some((result) => result.truth.byRides[1] !== null)).toBe(true);
    expect(
      points.some(
        (result) => (result.truth.byRides[1] ?? null) === null && result.truth.arrival !== null,
      ),
    ).toBe(true);
  });

  it('finds the earliest arrival within 2 minutes, and only journeys that keep to the model', () => {
    const found = problems(points);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('offers the fewer-ride journeys that arrive later (the whole Pareto set)', () => {
    const found = points.flatMap((result) =>
      result.unreadable
        ? []
        : missingParetoJourneys(result.case.query, result.journeys, result.truth),
    );
    expect(found, found.join('\n')).toEqual([]);
  });

  it('plans between stop names from every stop of that name', () => {
    const found = problems(names);
    expect(found, found.join('\n')).toEqual([]);
    const missing = names.flatMap((result) =>
      result.unreadable
        ? []
        : missingParetoJourneys(result.case.query, result.journeys, result.truth),
    );
    expect(missing, missing.join('\n')).toEqual([]);
  });
});
