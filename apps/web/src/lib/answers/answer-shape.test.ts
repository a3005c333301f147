import shapes from 'virtual:answer-shapes';
import { describe, expect, it } from 'vitest';
import { type AnswerName, answerSchemas, answerShapes } from './answer-schemas';
import { shapeParser, shapeProblem, toShape } from './answer-shape';

const station = {
  id: 4,
  name: 'Kencom/Ambassadeur',
  region_id: 1,
  region_name: 'Nairobi CBD',
  latitude: -1.285963,
  longitude: 36.826048,
  address: null,
  capacity: null,
  status: 'active',
  short_code: '104',
  route_count: 13,
  queue_length: 0,
};
const stop = {
  id: 6153,
  sequence: 1,
  name: 'Dagoretti Market',
  station_id: 161,
  latitude: -1.287717819,
  longitude: 36.68631077,
  travel_s: null,
  arrival_offset_s: 0,
};
const bands = [{ start: '06:00', end: '09:00', headway_min: 5 }];

/** One answer of each kind, as the API sends it (a real station and route, shortened). */
const route = {
  id: 117,
  route_id: '1',
  route_name: 'Karen-Karinde-Dagoretti Market',
  sacco: 2,
  sacco_name: 'Magharibi Travellers Sacco',
  sacco_logo: null,
  origin_station: 161,
  origin_station_name: 'Dagoretti Market',
  destination_station: 162,
  destination_station_name: 'Karen/The Hub',
  status: 'active',
  stop_count: 15,
};
const at = '2026-11-29T01:59:00.870Z';
const ambassadeur = {
  name: 'Ambassadeur',
  lat: -1.286119,
  lon: 36.826032,
  gtfs_stop_id: '0512ADU',
  station_id: 4,
};
const clubLegend = {
  name: 'Club Legend',
  lat: -1.321385,
  lon: 36.70985,
  gtfs_stop_id: '0701GDR',
  station_id: null,
};
const karen = { name: 'Karen', lat: -1.322, lon: 36.71, gtfs_stop_id: null, station_id: null };

const answers: Record<AnswerName, unknown> = {
  'GET route/': { results: [route], count: 136, next: 2, previous: null },
  'GET station/': { results: [station], count: 178, next: 2, previous: null },
  'GET station/:id/': {
    ...station,
    routes: [
      {
        id: 121,
        route_id: '046P',
        route_name: 'Ambassadeur,Kabete,Kawangware',
        sacco: 2,
        sacco_name: 'Magharibi Travellers Sacco',
        queue_length: 0,
      },
    ],
  },
  'GET regions/': {
    results: [
      {
        id: 1,
        name: 'Nairobi CBD',
        description: null,
        status: 'active',
        station_count: 21,
        created_at: '2026-11-29T01:21:50.990Z',
        updated_at: '2026-11-29T01:21:50.990Z',
      },
    ],
    count: 5,
    next: 2,
    previous: null,
  },
  'GET unauth-saccos//': [{ id: 4, name: 'Jiji Hoppa Sacco', logo: null }],
  'POST complaints/': {
    code: 'complaints.submitted',
    message: 'Complaint submitted successfully!',
    complaint: {
      id: 1,
      complainant_name: 'Wanjiku',
      complainant_email: 'wanjiku@example.com',
      complainant_phone: null,
      complainant_occupation: null,
      national_id: null,
      sacco: null,
      sacco_name: null,
      complaint_type: 'overcharging',
      route: null,
      vehicle_plate_number: null,
      station: null,
      message: 'Charged 100 instead of 70',
      status: 'open',
      user: null,
      assigned_to: null,
      assigned_to_name: null,
      attachment_count: 0,
      created_at: at,
      updated_at: at,
      attachments: [],
      updates: [
        {
          id: 1,
          kind: 'submitted',
          status: 'open',
          note: null,
          visible_to_complainant: true,
          actor: null,
          actor_name: null,
          created_at: at,
        },
      ],
    },
  },
  'GET journeys/': {
    from: { ...ambassadeur, name: 'Kencom/Ambassadeur', lat: -1.284633994, lon: 36.82613969 },
    to: karen,
    journeys: [
      {
        departure: '2026-11-30T08:00:20+03:00',
        arrival: '2026-11-30T08:38:33+03:00',
        duration_s: 2293,
        rides: 1,
        walk_m: 70,
        fare_kes: null,
        legs: [
          {
            mode: 'matatu',
            route: {
              id: 113,
              route_id: '24C',
              gtfs_route_id: '70201024C11',
              name: 'Kencom-Valley Road-Ngong Road-Karen-Hardy',
              sacco: 'Magharibi Travellers Sacco',
            },
            headsign: 'Hardy',
            from: ambassadeur,
            to: clubLegend,
            departure: '2026-11-30T08:00:20+03:00',
            arrival: '2026-11-30T08:37:40+03:00',
            stops: [ambassadeur, clubLegend],
            headway_s: 300,
            fare_kes: null,
            live: null,
          },
          {
            mode: 'walk',
            from: clubLegend,
            to: karen,
            distance_m: 70,
            departure: '2026-11-30T08:37:40+03:00',
            arrival: '2026-11-30T08:38:33+03:00',
          },
        ],
      },
    ],
    message: null,
    code: null,
    params: null,
  },
  'POST routes/search/': {
    results: [
      {
        id: 113,
        route_id: '24C',
        route_name: 'Kencom-Valley Road-Ngong Road-Karen-Hardy',
        sacco: 'Magharibi Travellers Sacco',
        sacco_logo: null,
        stops: ['Ambassadeur', 'GPO', 'Club Legend'],
        boarding_stop: 'Ambassadeur',
        alighting_stop: 'Club Legend',
        stops_between: 25,
        fare_kes: null,
      },
    ],
    matched: { origin: ['Kencom/Ambassadeur'], destination: ['Karen'] },
  },
  'POST routes/search/ (related routes)': {
    related_routes: [],
    code: 'journeys.outsideNetwork',
    message: "No matatu in Foleni's network reaches Mombasa yet",
    params: { place: 'Mombasa' },
    matched: { origin: ['Thika'], destination: ['Mombasa'] },
  },
  'GET routes/suggest/': {
    results: [
      { name: 'Kenyatta University', kind: 'place' },
      { name: 'Kencom/Ambassadeur', kind: 'station' },
      { name: 'Kenol', kind: 'stop' },
    ],
  },
  'GET settings/': {
    map: { tiles_url: null, attribution: '© OpenStreetMap contributors' },
    payment_methods: ['cash'],
  },
  'GET route-by-id/:id/': {
    ...route,
    route_stops: [stop, { ...stop, id: 6154, sequence: 2, station_id: null, travel_s: 115 }],
    return_stops: [{ ...stop, id: 6168 }],
    fares: [],
    services: [
      { direction: 0, bands },
      { direction: 1, bands },
    ],
  },
};

type Path = (string | number)[];

/** A copy of `answer` with the value at `path` set, or deleted when `value` is left out. */
function changedAt(answer: unknown, path: Path, ...value: [unknown?]): unknown {
  const copy = structuredClone(answer);
  type Node = Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce((node, key) => node[key] as Node, copy as Node);
  const last = path[path.length - 1] as string | number;
  if (value.length === 0) {
    delete parent[last];
  } else {
    parent[last] = value[0];
  }
  return copy;
}

describe('answer shapes', () => {
  it('are what the build writes into virtual:answer-shapes', () => {
    expect(shapes).toEqual(answerShapes());
  });

  it.each(Object.keys(answers) as AnswerName[])('take a real %s answer as it is', (name) => {
    expect(answerSchemas[name].safeParse(answers[name]).success).toBe(true);
    expect(shapeProblem(shapes[name], answers[name])).toBeNull();
  });

  // Each answer zod refuses is refused by its shape too, with where it went wrong.
  it.each([
    ['GET station/', ['results', 0, 'name'], [], 'answer.results[0].name is missing'],
    ['GET station/', ['count'], ['178'], 'answer.count is string, not integer'],
    ['GET station/', ['results'], [null], 'answer.results is null, not array'],
    ['GET station/', ['results', 0, 'id'], [0], 'answer.results[0].id is not above 0'],
    ['GET station/', ['results', 0, 'id'], [1.5], 'answer.results[0].id is number'],
    ['GET station/', ['results', 0, 'status'], ['gone'], 'answer.results[0].status is not'],
    ['GET station/:id/', ['routes', 0, 'sacco'], ['x'], 'answer.routes[0].sacco fits none'],
    ['GET station/:id/', ['name'], [null], 'answer.name is null, not string'],
    ['GET regions/', ['previous'], [], 'answer.previous is missing'],
    ['GET route-by-id/:id/', ['route_stops'], [{}], 'answer.route_stops is object'],
    [
      'GET route-by-id/:id/',
      ['services', 0, 'bands', 0, 'headway_min'],
      ['often'],
      'answer.services[0].bands[0].headway_min',
    ],
    ['GET settings/', ['map', 'tiles_url'], [7], 'answer.map.tiles_url is integer'],
    ['GET route/', ['results', 0, 'stop_count'], ['15'], 'answer.results[0].stop_count is string'],
    ['GET unauth-saccos//', [0, 'logo'], [false], 'answer[0].logo is boolean'],
    ['POST complaints/', ['complaint', 'updates', 0, 'kind'], ['x'], 'updates[0].kind is not'],
    ['POST complaints/', ['complaint', 'attachments'], [null], 'attachments is null, not array'],
    ['POST complaints/', ['params'], [{ count: [] }], 'answer.params.count'],
    ['GET settings/', ['payment_methods', 0], ['cheque'], 'answer.payment_methods[0] is not'],
    ['GET journeys/', ['journeys', 0, 'legs', 1, 'mode'], ['bus'], 'legs[1] fits 0 of its 2'],
    ['GET journeys/', ['journeys', 0, 'legs', 0, 'route'], [], 'legs[0] fits 0 of its 2'],
    ['GET journeys/', ['to', 'lat'], ['-1.3'], 'answer.to.lat is string'],
    ['POST routes/search/', ['matched', 'origin'], ['Kencom'], 'answer.matched.origin is string'],
    ['POST routes/search/ (related routes)', ['related_routes'], [], 'related_routes is missing'],
    ['GET routes/suggest/', ['results', 2, 'kind'], ['town'], 'answer.results[2].kind is not'],
  ] as [AnswerName, Path, [unknown?], string][])(
    'refuse a %s answer that does not fit it (%#)',
    (name, path, value, problem) => {
      const answer = changedAt(answers[name], path, ...value);
      expect(answerSchemas[name].safeParse(answer).success).toBe(false);
      expect(shapeProblem(shapes[name], answer)).toContain(problem);
      expect(() => shapeParser(name, shapes[name]).parse(answer)).toThrow(TypeError);
    },
  );

  it('take fields they do not know, as zod does (a newer server may add some)', () => {
    const answer = changedAt(answers['GET station/'], ['results', 0, 'photo'], 'x.jpg');
    expect(answerSchemas['GET station/'].safeParse(answer).success).toBe(true);
    expect(shapeParser('GET station/', shapes['GET station/']).parse(answer)).toBe(answer);
  });

  it('refuse to be made from a schema whose keywords they cannot check', () => {
    expect(() => toShape({ type: 'object', allOf: [] })).toThrow('cannot check "allOf"');
    expect(() => toShape({ properties: { a: { $ref: '#/$defs/a' } } })).toThrow('#.a');
  });
});
