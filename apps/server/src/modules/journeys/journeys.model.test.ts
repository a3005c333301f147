import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JOURNEY_MODEL, journeysAnswerSchema } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerProblems,
  type BruteForceFeed,
  type CheckedQuery,
  describeJourney,
  earliestArrival,
  epochOf,
  loadGtfsFolder,
  MODEL,
  nairobiEpoch,
  nairobiIso,
  type Point,
  walkSeconds,
} from '../../test/brute-force-planner';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';
import { readGtfsFolder } from '../gtfs/gtfs.feed';
import { createGtfsService } from '../gtfs/gtfs.service';

// The time model of issue #12 on small hand-made feeds, each rule in a cluster of its own. The
// clusters lie on the equator, 0.5° (55 km) apart, so no walk joins two of them; distances that
// matter run along the equator or a meridian, where the great-circle distance is exact. Every
// expected time below is worked out by hand; the brute-force reference must agree with it too.

const DATE = '2026-11-25';
const NEXT_DATE = '2026-11-26';
/** Metres per degree along the equator or a meridian (R = 6,371,000 m). */
const METRES_PER_DEGREE = (6_371_000 * Math.PI) / 180;

function at(cluster: number, x: number, y: number): Point {
  // Rounded as written into stops.txt, so the queries use the very same coordinates.
  return {
    lat: Number((y / METRES_PER_DEGREE).toFixed(7)),
    lon: Number((30 + cluster * 0.5 + x / METRES_PER_DEGREE).toFixed(7)),
  };
}

const STOPS: Record<string, Point> = {
  // 0: headway boundaries
  A0: at(0, 0, 0),
  A1: at(0, 5000, 0),
  // 1: a trip without frequencies, with a wait at its first stop
  B0: at(1, 0, 0),
  B1: at(1, 5000, 0),
  // 2: dwell times
  C0: at(2, 0, 0),
  C1: at(2, 3000, 0),
  C2: at(2, 6000, 0),
  C3: at(2, 9000, 0),
  // 3: the 60 s before a boarding after a change
  P: at(3, 0, 0),
  X: at(3, 5000, 0),
  Q: at(3, 5000, 5000),
  R: at(3, 5000, -5000),
  Y1: at(3, 5000, 398),
  Y2: at(3, 5000, -402),
  S1: at(3, 12_000, 0),
  S2: at(3, 20_000, 0),
  // 4: access walk (the origin is at x = 0)
  E1: at(4, 990, 0),
  E2: at(4, 990, 6000),
  E3: at(4, -1010, 0),
  E4: at(4, -1010, -6000),
  // 5: egress walk
  F1: at(5, 0, 0),
  F2: at(5, 6000, 0),
  // 6: transfer walk
  G1: at(6, 0, 0),
  G2: at(6, 6000, 0),
  G3: at(6, 6000, 990),
  G4: at(6, 12_000, 990),
  G5: at(6, 6000, -1010),
  G6: at(6, 12_000, -1010),
  // 8: five rides needed; 9: the same, with a slow direct route
  ...Object.fromEntries(
    [0, 1, 2, 3, 4, 5].flatMap((index) => [
      [`H${index}`, at(8, index * 5000, 0)],
      [`J${index}`, at(9, index * 5000, 0)],
    ]),
  ),
  // 10: a run of the evening before, still going after midnight
  K0: at(10, 0, 0),
  K1: at(10, 5000, 0),
  K2: at(10, 10_000, 0),
};
// 7: walking only, no stops at all
const W0 = at(7, 0, 0);
const W1 = at(7, 990, 0);
const W2 = at(7, 0, 1010);
const ORIGIN_990_FROM_E1 = at(4, 0, 0);
const DESTINATION_990_FROM_F2 = at(5, 6990, 0);
const DESTINATION_1010_FROM_F2 = at(5, 6000, 1010);
const ORIGIN_133_BEFORE_B0 = at(1, -133, 0);

interface TestTrip {
  /** Route and trip id, and the number on the matatu. */
  id: string;
  /** [stop, arrival, departure] in order. */
  times: [string, string, string][];
  /** [start_time, end_time, headway_secs]; none: the trip runs once, at its first stop time. */
  frequencies?: [string, string, number][];
}

const chain = (prefix: string): TestTrip[] =>
  [1, 2, 3, 4, 5].map((index) => {
    const leaves = 7 * 60 + (index - 1) * 15;
    const hhmm = (minutes: number) =>
      `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:00`;
    return {
      id: `${prefix}R${index}`,
      times: [
        [`${prefix}${index - 1}`, hhmm(leaves), hhmm(leaves)],
        [`${prefix}${index}`, hhmm(leaves + 10), hhmm(leaves + 10)],
      ],
    };
  });

const EVERY_10_MIN: [string, string, number][] = [['07:00:00', '09:00:00', 600]];
const TEN_MINUTES = (from: string, to: string): [string, string, string][] => [
  [from, '6:00:00', '6:00:00'],
  [to, '6:10:00', '6:10:00'],
];

const TRIPS: TestTrip[] = [
  {
    id: 'A',
    times: TEN_MINUTES('A0', 'A1'),
    frequencies: [
      ['07:00:00', '08:00:00', 1200],
      ['09:00:00', '10:00:00', 1380],
    ],
  },
  {
    id: 'B',
    times: [
      ['B0', '8:15:00', '8:16:00'],
      ['B1', '8:40:00', '8:40:00'],
    ],
  },
  {
    id: 'C',
    times: [
      ['C0', '6:00:00', '6:00:00'],
      ['C1', '6:05:00', '6:07:00'],
      ['C2', '6:12:00', '6:12:30'],
      ['C3', '6:20:00', '6:20:00'],
    ],
    frequencies: [['07:00:00', '08:00:00', 1800]],
  },
  {
    id: 'D1',
    times: [
      ['P', '7:00:00', '7:00:00'],
      ['X', '7:10:00', '7:10:00'],
    ],
  },
  { id: 'D2', times: TEN_MINUTES('X', 'Q'), frequencies: [['07:10:59', '08:00:00', 600]] },
  { id: 'D3', times: TEN_MINUTES('X', 'R'), frequencies: [['07:11:00', '08:00:00', 600]] },
  {
    id: 'D4',
    times: [
      ['Y1', '7:16:00', '7:16:00'],
      ['S1', '7:26:00', '7:26:00'],
    ],
  },
  { id: 'D5', times: TEN_MINUTES('Y2', 'S2'), frequencies: [['07:16:01', '08:00:00', 600]] },
  { id: 'EA', times: TEN_MINUTES('E1', 'E2'), frequencies: EVERY_10_MIN },
  { id: 'EB', times: TEN_MINUTES('E3', 'E4'), frequencies: EVERY_10_MIN },
  { id: 'FA', times: TEN_MINUTES('F1', 'F2'), frequencies: EVERY_10_MIN },
  {
    id: 'GA',
    times: [
      ['G1', '7:00:00', '7:00:00'],
      ['G2', '7:10:00', '7:10:00'],
    ],
  },
  { id: 'GB', times: TEN_MINUTES('G3', 'G4'), frequencies: EVERY_10_MIN },
  { id: 'GC', times: TEN_MINUTES('G5', 'G6'), frequencies: EVERY_10_MIN },
  ...chain('H'),
  ...chain('J'),
  {
    id: 'JS',
    times: [
      ['J0', '9:00:00', '9:00:00'],
      ['J5', '10:00:00', '10:00:00'],
    ],
  },
  {
    id: 'K',
    times: [
      ['K0', '23:40:00', '23:40:00'],
      ['K1', '24:10:00', '24:10:00'],
      ['K2', '24:40:00', '24:40:00'],
    ],
    frequencies: [['23:40:00', '23:41:00', 600]],
  },
];

function writeFeed(folder: string) {
  const write = (name: string, lines: string[]) =>
    writeFileSync(path.join(folder, name), `${lines.join('\n')}\n`);
  write('agency.txt', [
    'agency_id,agency_name,agency_url,agency_timezone',
    'MODEL,Model Sacco,https://example.ke,Africa/Nairobi',
  ]);
  write('stops.txt', [
    'stop_id,stop_name,stop_lat,stop_lon',
    ...Object.entries(STOPS).map(
      ([id, point]) => `${id},Stop ${id},${point.lat.toFixed(7)},${point.lon.toFixed(7)}`,
    ),
  ]);
  write('routes.txt', [
    'route_id,agency_id,route_short_name,route_long_name,route_type',
    ...TRIPS.map((trip) => `${trip.id},MODEL,${trip.id},Model route ${trip.id},3`),
  ]);
  write('calendar.txt', [
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date',
    'DAILY,1,1,1,1,1,1,1,20190101,20201231',
  ]);
  write('trips.txt', [
    'route_id,service_id,trip_id,trip_headsign,direction_id',
    ...TRIPS.map((trip) => `${trip.id},DAILY,${trip.id},To ${trip.times.at(-1)?.[0]},0`),
  ]);
  write('stop_times.txt', [
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
    ...TRIPS.flatMap((trip) =>
      trip.times.map(
        ([stop, arrival, departure], index) =>
          `${trip.id},${arrival},${departure},${stop},${index + 1}`,
      ),
    ),
  ]);
  write('frequencies.txt', [
    'trip_id,start_time,end_time,headway_secs',
    ...TRIPS.flatMap((trip) =>
      (trip.frequencies ?? []).map(
        ([start, end, headway]) => `${trip.id},${start},${end},${headway}`,
      ),
    ),
  ]);
}

const coordinates = (point: Point) => `${point.lat.toFixed(7)},${point.lon.toFixed(7)}`;
const stop = (id: string) => STOPS[id] as Point;

describe(`the journey planner's time model on hand-made feeds (${testEngine})`, () => {
  let ctx: TestContext;
  let folder: string;
  let reference: BruteForceFeed;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'foleni-model-feed-'));
    writeFeed(folder);
    reference = loadGtfsFolder(folder);
    ctx = await createTestApp();
    // Imported before the app gets ready, as the seed is: the planner is built from it on ready.
    await createGtfsService(ctx.db).importFeed(await readGtfsFolder(folder));
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function plan(from: Point, to: Point, time: string, date = DATE) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1.0/journeys/?from=${encodeURIComponent(coordinates(from))}&to=${encodeURIComponent(coordinates(to))}&date=${date}&time=${time}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return journeysAnswerSchema.parse(response.json());
  }

  /**
   * Plans from → to and checks the fastest arrival against the hand-worked `expected` (a Nairobi
   * "YYYY-MM-DDTHH:MM:SS" or an epoch when walking makes it fractional; null: no journey), within
   * `toleranceS` (walks are rounded to the second). The brute force must agree with the same
   * expectation, and every journey of the answer must keep to the model.
   */
  async function expectFastest(
    from: Point,
    to: Point,
    time: string,
    expected: string | number | null,
    { date = DATE, toleranceS = 0 } = {},
  ) {
    const label = `${coordinates(from)} → ${coordinates(to)} on ${date} at ${time}`;
    const expectedEpoch = typeof expected === 'string' ? epochOf(`${expected}+03:00`) : expected;
    const query: CheckedQuery = {
      label,
      origins: [from],
      destinations: [to],
      departure: nairobiEpoch(date, time),
    };
    const truth = earliestArrival(reference, [from], [to], query.departure);
    // The reference itself, against the hand-worked answer.
    if (expectedEpoch === null) expect(truth.arrival, `brute force: ${label}`).toBeNull();
    else expect(truth.arrival, `brute force: ${label}`).toBeCloseTo(expectedEpoch, 1);

    const answer = await plan(from, to, time, date);
    const fastest = answer.journeys[0];
    const shown = answer.journeys.map(describeJourney).join('\n  ');
    if (expectedEpoch === null) {
      expect(answer.journeys, `${label}: expected no journey, got\n  ${shown}`).toEqual([]);
      return answer;
    }
    expect(
      fastest,
      `${label}: expected a journey arriving ${nairobiIso(expectedEpoch)}`,
    ).toBeDefined();
    const got = epochOf(fastest?.arrival ?? '');
    expect(
      Math.abs(got - expectedEpoch) <= toleranceS,
      `${label}: expected arrival ${nairobiIso(expectedEpoch)}, got ${fastest?.arrival}\n  ${shown}`,
    ).toBe(true);
    expect(answerProblems(reference, query, answer.journeys, truth, toleranceS)).toEqual([]);
    return answer;
  }

  it('uses the issue’s constants', () => {
    expect(JOURNEY_MODEL).toMatchObject({
      walkSpeedMps: MODEL.walkSpeedMps,
      maxAccessWalkM: MODEL.maxWalkM,
      maxTransferWalkM: MODEL.maxWalkM,
      transferSlackS: MODEL.transferSlackS,
      maxRides: MODEL.maxRides,
      maxJourneys: 5,
    });
  });

  describe('headway boundaries', () => {
    const ride = (time: string, expected: string) =>
      expectFastest(stop('A0'), stop('A1'), time, expected);

    it('takes a run exactly at start_time, and none before it', async () => {
      await ride('07:00', `${DATE}T07:10:00`);
      // The trip's own stop times (06:00) are only the pattern: the first run is at 07:00.
      await ride('05:00', `${DATE}T07:10:00`);
      await ride('06:30', `${DATE}T07:10:00`);
    });

    it('runs at start + k·headway', async () => {
      await ride('07:01', `${DATE}T07:30:00`);
      await ride('07:21', `${DATE}T07:50:00`);
      // 09:00 + 2 × 23 min = 09:46
      await ride('09:24', `${DATE}T09:56:00`);
    });

    it('has no run at end_time', async () => {
      await ride('07:41', `${DATE}T09:10:00`);
    });
  });

  describe('no service after the last run', () => {
    it("takes the next day's first run", async () => {
      await expectFastest(stop('A0'), stop('A1'), '09:47', `${NEXT_DATE}T07:10:00`);
      await expectFastest(stop('A0'), stop('A1'), '23:50', `${NEXT_DATE}T07:10:00`);
      await expectFastest(stop('B0'), stop('B1'), '08:17', `${NEXT_DATE}T08:40:00`);
    });

    it("takes the evening before's run that is still going after midnight", async () => {
      await expectFastest(stop('K1'), stop('K2'), '00:05', `${DATE}T00:40:00`);
      await expectFastest(stop('K0'), stop('K2'), '23:00', `${NEXT_DATE}T00:40:00`);
    });
  });

  describe('a trip without frequencies', () => {
    it('runs once, at its first stop time, leaving after its wait there', async () => {
      const answer = await expectFastest(stop('B0'), stop('B1'), '08:00', `${DATE}T08:40:00`);
      expect(answer.journeys[0]?.legs.find((leg) => leg.mode === 'matatu')?.departure).toBe(
        `${DATE}T08:16:00+03:00`,
      );
      await expectFastest(stop('B0'), stop('B1'), '08:16', `${DATE}T08:40:00`);
    });

    it('needs no 60 s before the first boarding', async () => {
      // 133 m = 100 s: at the stop at 08:15:40, the run leaves at 08:16:00.
      await expectFastest(ORIGIN_133_BEFORE_B0, stop('B1'), '08:14', `${DATE}T08:40:00`, {
        toleranceS: 2,
      });
    });
  });

  describe('dwell time', () => {
    it('boards while the matatu waits, until its departure', async () => {
      const answer = await expectFastest(stop('C1'), stop('C3'), '07:06', `${DATE}T07:20:00`);
      expect(answer.journeys[0]?.legs.find((leg) => leg.mode === 'matatu')?.departure).toBe(
        `${DATE}T07:07:00+03:00`,
      );
      await expectFastest(stop('C1'), stop('C3'), '07:08', `${DATE}T07:50:00`);
      await expectFastest(stop('C2'), stop('C3'), '07:12', `${DATE}T07:20:00`);
    });

    it('arrives at the arrival time, not the departure', async () => {
      await expectFastest(stop('C0'), stop('C2'), '07:00', `${DATE}T07:12:00`);
    });
  });

  describe('the 60 s before boarding after a change', () => {
    it('misses a connection with 59 s at the same stop', async () => {
      // Arrive at X 07:10:00; the run leaving at 07:10:59 is missed, the next is 10 min later.
      await expectFastest(stop('P'), stop('Q'), '06:55', `${DATE}T07:30:59`);
    });

    it('makes a connection with 60 s at the same stop', async () => {
      await expectFastest(stop('P'), stop('R'), '06:55', `${DATE}T07:21:00`);
    });

    it('adds the 60 s to a transfer walk', async () => {
      // 398 m = 299.25 s: at Y1 by 07:14:59.25, on board at 07:16:00 (0.75 s to spare).
      await expectFastest(stop('P'), stop('S1'), '06:55', `${DATE}T07:26:00`);
      // 402 m = 302.26 s: at Y2 by 07:15:02.26, too late for 07:16:01; the next run is 07:26:01.
      await expectFastest(stop('P'), stop('S2'), '06:55', `${DATE}T07:36:01`);
    });
  });

  describe('walk limits', () => {
    it('walks 990 m to the first stop, not 1,010 m', async () => {
      // At E1 by 07:12:24.4: the 07:20 run.
      const answer = await expectFastest(
        ORIGIN_990_FROM_E1,
        stop('E2'),
        '07:00',
        `${DATE}T07:30:00`,
      );
      const access = answer.journeys[0]?.legs[0];
      expect(access?.mode).toBe('walk');
      expect(access?.mode === 'walk' && Math.abs(access.distance_m - 990) <= 1).toBe(true);
      await expectFastest(ORIGIN_990_FROM_E1, stop('E4'), '07:00', null);
    });

    it('walks 990 m from the last stop, not 1,010 m', async () => {
      const arrives = epochOf(`${DATE}T07:10:00+03:00`) + walkSeconds(990);
      await expectFastest(stop('F1'), DESTINATION_990_FROM_F2, '07:00', arrives, {
        toleranceS: 2,
      });
      await expectFastest(stop('F1'), DESTINATION_1010_FROM_F2, '07:00', null);
    });

    it('changes with a 990 m walk, not a 1,010 m one', async () => {
      // At G2 07:10:00, at G3 by 07:22:24.4, boarding from 07:23:24.4: the 07:30 run.
      const answer = await expectFastest(stop('G1'), stop('G4'), '06:55', `${DATE}T07:40:00`);
      const transfer = answer.journeys[0]?.legs.find((leg) => leg.mode === 'walk');
      expect(transfer?.mode === 'walk' && Math.abs(transfer.distance_m - 990) <= 1).toBe(true);
      await expectFastest(stop('G1'), stop('G6'), '06:55', null);
    });

    it('walks the whole way up to 1,000 m, and no further', async () => {
      const answer = await expectFastest(
        W0,
        W1,
        '08:00',
        epochOf(`${DATE}T08:00:00+03:00`) + walkSeconds(990),
        { toleranceS: 2 },
      );
      expect(answer.journeys[0]?.rides).toBe(0);
      expect(answer.journeys[0]?.legs.map((leg) => leg.mode)).toEqual(['walk']);
      await expectFastest(W0, W2, '08:00', null);
    });
  });

  describe('at most 4 rides', () => {
    it('rides 4 times', async () => {
      const answer = await expectFastest(stop('H0'), stop('H4'), '06:50', `${DATE}T07:55:00`);
      expect(answer.journeys[0]?.rides).toBe(4);
    });

    it('finds no journey that needs 5 rides', async () => {
      await expectFastest(stop('H0'), stop('H5'), '06:50', null);
    });

    it('offers the slower journey with fewer rides instead of 5 rides', async () => {
      // Five rides would arrive at 08:10; the direct route leaves at 09:00.
      const answer = await expectFastest(stop('J0'), stop('J5'), '06:50', `${DATE}T10:00:00`);
      expect(answer.journeys.map((journey) => journey.rides)).toEqual([1]);
    });
  });
});
