import type { Journey, JourneyPlace, JourneysAnswer } from '@foleni/contract';

// A small, hand-made planner answer (Rongai → Thika through the CBD), shaped like
// GET /journeys/, for the unit tests of the timeline.

const place = (name: string, lat: number, lon: number, station_id: number | null = null) =>
  ({ name, lat, lon, gtfs_stop_id: null, station_id }) satisfies JourneyPlace;

const rongai = place('Rongai', -1.3962, 36.7594);
const rongaiStage = place('Rongai Stage', -1.3958, 36.7621, 3);
const railways = place('Railways', -1.29073, 36.82762);
const odeon = place('Odeon', -1.28316, 36.82584);
const thikaTown = place('Thika Town', -1.0433, 37.0794);
const thika = place('Thika', -1.0388, 37.0834);

/** Two rides with a 750 m walk between two CBD stages, a live stage line on the first ride. */
export const viaTown: Journey = {
  departure: '2026-11-23T07:59:00+03:00',
  arrival: '2026-11-23T10:29:00+03:00',
  duration_s: 9000,
  rides: 2,
  walk_m: 1700,
  fare_kes: null,
  legs: [
    {
      mode: 'walk',
      from: rongai,
      to: rongaiStage,
      distance_m: 350,
      departure: '2026-11-23T07:59:00+03:00',
      arrival: '2026-11-23T08:03:23+03:00',
    },
    {
      mode: 'matatu',
      route: {
        id: 41,
        route_id: '125',
        gtfs_route_id: '10500012511',
        name: 'Rongai-Nairobi',
        sacco: 'Ongata Line Sacco',
      },
      headsign: 'Railways',
      from: rongaiStage,
      to: railways,
      departure: '2026-11-23T08:04:00+03:00',
      arrival: '2026-11-23T08:49:00+03:00',
      stops: [
        rongaiStage,
        place('Kware', -1.3701, 36.7705),
        place('Galleria', -1.3397, 36.7655),
        place('Nyayo Stadium', -1.3035, 36.8251),
        railways,
      ],
      headway_s: 300,
      fare_kes: 100,
      live: {
        station_id: 3,
        loading: { plate: 'KDA 123A' },
        waiting: 3,
        last_departure: '2026-11-23T08:01:00+03:00',
      },
    },
    {
      mode: 'walk',
      from: railways,
      to: odeon,
      distance_m: 750,
      departure: '2026-11-23T08:49:00+03:00',
      arrival: '2026-11-23T08:58:24+03:00',
    },
    {
      mode: 'matatu',
      route: { id: 77, route_id: '237', gtfs_route_id: null, name: 'Thika-Nairobi', sacco: null },
      headsign: null,
      from: odeon,
      to: thikaTown,
      departure: '2026-11-23T09:01:00+03:00',
      arrival: '2026-11-23T10:21:00+03:00',
      stops: [
        odeon,
        place('Allsops', -1.2536, 36.8513),
        place('Juja', -1.1022, 37.0143),
        thikaTown,
      ],
      headway_s: 600,
      fare_kes: null,
      live: null,
    },
    {
      mode: 'walk',
      from: thikaTown,
      to: thika,
      distance_m: 600,
      departure: '2026-11-23T10:21:00+03:00',
      arrival: '2026-11-23T10:29:00+03:00',
    },
  ],
};

/** The answer with that journey, and one with fewer rides arriving later would go after it. */
export const rongaiToThika: JourneysAnswer = {
  from: rongai,
  to: thika,
  journeys: [viaTown],
  message: null,
  code: null,
  params: null,
};
