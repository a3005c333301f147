import { estimateTravelSeconds, greatCircleMeters } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './gtfs.csv';
import { buildGtfsExport, type ExportNetwork, formatCsv } from './gtfs.export';
import { formatGtfsTime, parseGtfsFeed } from './gtfs.feed';

const options = {
  publisherName: 'Foleni',
  publisherUrl: 'https://foleni.example.ke',
  version: '1.0.0',
  today: new Date('2026-11-22T00:00:00Z'),
};

const stop = (
  routeId: number,
  direction: number,
  name: string,
  extra: Partial<ExportNetwork['routeStops'][number]> = {},
) => ({
  routeId,
  direction,
  name,
  stationId: null,
  gtfsStopId: null,
  latitude: -1.28,
  longitude: 36.82,
  arrivalOffsetS: null,
  departureOffsetS: null,
  ...extra,
});

describe('formatCsv', () => {
  it('quotes what needs quoting, so the parser reads back the same text', () => {
    const values = [
      'ACK, Bidii Premier School',
      'Say "hi"',
      ' Leading space',
      'Two\nlines',
      'plain',
    ];
    const text = formatCsv(['name', 'n'], [...values.map((value) => [value, 1]), [null, 2]]);
    expect(text.split('\n')[1]).toBe('"ACK, Bidii Premier School",1');
    expect(parseCsv('x.txt', text).map((record) => record.values.name)).toEqual([...values, '']);
  });
});

describe('formatGtfsTime', () => {
  it('writes HH:MM:SS, past midnight included', () => {
    expect(formatGtfsTime(6 * 3600)).toBe('06:00:00');
    expect(formatGtfsTime(6 * 3600 + 125)).toBe('06:02:05');
    expect(formatGtfsTime(25 * 3600 + 59 * 60 + 59)).toBe('25:59:59');
  });
});

describe('buildGtfsExport', () => {
  const network: ExportNetwork = {
    saccos: [{ id: 4, name: 'Super Metro, Ltd', gtfsAgencyId: null, phone: '0711000000' }],
    // The imported station kept the id of one of its stops, as the importer does.
    stations: [
      { id: 1, name: 'Kencom', gtfsStopId: 'S-KEN', latitude: -1.28, longitude: 36.82 },
      { id: 2, name: 'Rongai', gtfsStopId: null, latitude: -1.39, longitude: 36.74 },
    ],
    routes: [
      { id: 10, code: '125', name: 'Kencom-Rongai', gtfsRouteId: null, saccoId: 4 },
      { id: 11, code: '126', name: 'No stops yet', gtfsRouteId: null, saccoId: null },
      { id: 12, code: '33', name: 'Kencom-Kitengela', gtfsRouteId: 'R33', saccoId: null },
    ],
    routeStops: [
      stop(10, 0, 'Kencom', { stationId: 1, gtfsStopId: 'S-KEN' }),
      stop(10, 0, 'Nyayo Stadium'),
      stop(10, 0, 'Rongai', { stationId: 2 }),
      stop(10, 1, 'Rongai', { stationId: 2 }),
      stop(10, 1, 'Kencom', { stationId: 1, gtfsStopId: 'S-KEN' }),
      stop(12, 0, 'Kencom', { stationId: 1, gtfsStopId: 'S-KEN' }),
      stop(12, 0, 'Kitengela', { gtfsStopId: 'KIT' }),
    ],
    directions: [],
    services: [],
  };

  it('writes a feed the importer reads back with the same routes and stop order', () => {
    const { files, counts } = buildGtfsExport(network, options);
    expect(counts).toEqual({ agencies: 1, stations: 2, stops: 4, routes: 2, trips: 3 });
    const feed = parseGtfsFeed(files);

    expect(feed.agencies).toEqual([
      { id: 'FOLENI-4', name: 'Super Metro, Ltd', url: options.publisherUrl, phone: '0711000000' },
    ]);
    const names = (stopIds: string[]) => stopIds.map((id) => feed.stops.get(id)?.name);
    expect(
      feed.routes.map((route) => [
        route.id,
        route.agencyId,
        route.shortName,
        route.longName,
        route.trips.map((trip) => names(trip.stopIds)),
      ]),
    ).toEqual([
      [
        'FOLENI-10',
        'FOLENI-4',
        '125',
        'Kencom-Rongai',
        [
          ['Kencom', 'Nyayo Stadium', 'Rongai'],
          ['Rongai', 'Kencom'],
        ],
      ],
      ['R33', null, '33', 'Kencom-Kitengela', [['Kencom', 'Kitengela']]],
    ]);

    // Stations keep their ids; the stop that shared one gets its own, under the station.
    expect(feed.stops.get('S-KEN')).toMatchObject({ name: 'Kencom', isStation: true });
    expect(feed.stops.get('FOLENI-STATION-2')).toMatchObject({ name: 'Rongai', isStation: true });
    const [kencomStop] = feed.routes[0]?.trips[0]?.stopIds ?? [];
    expect(kencomStop).toMatch(/^FOLENI-STOP-/);
    expect(feed.stops.get(kencomStop ?? '')).toMatchObject({ parentStation: 'S-KEN' });
    expect(feed.stops.get('KIT')).toMatchObject({ name: 'Kitengela', isStation: false });
  });

  it('gives the same ids on every export, and valid times and dates', () => {
    const first = buildGtfsExport(network, options).files;
    expect(buildGtfsExport(network, options).files).toEqual(first);
    expect(first.get('stop_times.txt')).toContain('FOLENI-10-0,06:02:00,06:02:00,');
    expect(first.get('calendar.txt')).toBe(
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
        'DAILY,1,1,1,1,1,1,1,20261122,20271122\n',
    );
  });

  it('writes each direction’s own times and service, the route editor’s defaults where it has none', () => {
    const rongai = { latitude: -1.3962, longitude: 36.7597 };
    const timetabled: ExportNetwork = {
      ...network,
      routeStops: [
        stop(10, 0, 'Kencom', { stationId: 1, gtfsStopId: 'S-KEN' }),
        stop(10, 0, 'Nyayo Stadium', { latitude: -1.3046, longitude: 36.8252 }),
        stop(10, 0, 'Rongai', { stationId: 2, ...rongai }),
        stop(10, 1, 'Rongai', { stationId: 2, ...rongai }),
        stop(10, 1, 'Kencom', { stationId: 1, gtfsStopId: 'S-KEN' }),
        stop(12, 0, 'Kencom', {
          stationId: 1,
          gtfsStopId: 'S-KEN',
          arrivalOffsetS: 0,
          departureOffsetS: 30,
        }),
        stop(12, 0, 'Kitengela', {
          gtfsStopId: 'KIT',
          arrivalOffsetS: 1800,
          departureOffsetS: 1800,
        }),
        stop(12, 1, 'Kitengela', { gtfsStopId: 'KIT', arrivalOffsetS: 0, departureOffsetS: 0 }),
        stop(12, 1, 'Kencom', {
          stationId: 1,
          gtfsStopId: 'S-KEN',
          arrivalOffsetS: 2400,
          departureOffsetS: 2400,
        }),
      ],
      directions: [
        {
          routeId: 12,
          direction: 0,
          headsign: 'Kitengela via Mombasa Road',
          gtfsTripId: 'T33',
          gtfsShapeId: 'SH33',
          shape: [
            [-1.28, 36.82],
            [-1.47, 36.96],
          ],
        },
      ],
      services: [
        { routeId: 10, direction: 1, startS: 7 * 3600, endS: 7 * 3600 + 1, headwayS: null },
        { routeId: 10, direction: 1, startS: 8 * 3600, endS: 9 * 3600, headwayS: 1200 },
        { routeId: 12, direction: 0, startS: 6.5 * 3600, endS: 9 * 3600, headwayS: 600 },
        { routeId: 12, direction: 0, startS: 17 * 3600, endS: 19 * 3600, headwayS: 900 },
        {
          routeId: 12,
          direction: 1,
          startS: 25 * 3600 + 300,
          endS: 25 * 3600 + 301,
          headwayS: null,
        },
      ],
    };
    const { files } = buildGtfsExport(timetabled, options);
    const rows = (file: string, trip: string) =>
      (files.get(file) ?? '').split('\n').filter((line) => line.startsWith(`${trip},`));
    const times = (trip: string) =>
      rows('stop_times.txt', trip).map((line) => line.split(',').slice(1, 3).join(' '));

    // Its own times, from the first run's start; frequencies.txt repeats it; its shape.
    expect(times('T33')).toEqual(['06:30:00 06:30:30', '07:00:00 07:00:00']);
    expect(rows('frequencies.txt', 'T33')).toEqual([
      'T33,06:30:00,09:00:00,600',
      'T33,17:00:00,19:00:00,900',
    ]);
    expect(files.get('trips.txt')).toContain('R33,DAILY,T33,Kitengela via Mombasa Road,0,SH33\n');
    expect(files.get('shapes.txt')).toBe(
      'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\nSH33,-1.28,36.82,1\nSH33,-1.47,36.96,2\n',
    );
    // One run alone is the trip itself, past midnight: no frequencies.
    expect(times('R33-1')).toEqual(['25:05:00 25:05:00', '25:45:00 25:45:00']);
    expect(rows('frequencies.txt', 'R33-1')).toEqual([]);

    // No service and no times: the default bands, and the time to ride each leg at 20 km/h.
    const leg = (a: { latitude: number; longitude: number }, b: typeof a) =>
      estimateTravelSeconds(
        greatCircleMeters(
          { lat: a.latitude, lon: a.longitude },
          { lat: b.latitude, lon: b.longitude },
        ),
      );
    const kencom = { latitude: -1.28, longitude: 36.82 };
    const nyayo = { latitude: -1.3046, longitude: 36.8252 };
    const toNyayo = 6 * 3600 + leg(kencom, nyayo);
    const toRongai = toNyayo + leg(nyayo, rongai);
    expect(toRongai - 6 * 3600).toBeGreaterThan(30 * 60);
    const clock = (seconds: number) => formatGtfsTime(seconds);
    expect(times('FOLENI-10-0')).toEqual([
      '06:00:00 06:00:00',
      `${clock(toNyayo)} ${clock(toNyayo)}`,
      `${clock(toRongai)} ${clock(toRongai)}`,
    ]);
    expect(rows('frequencies.txt', 'FOLENI-10-0')).toEqual([
      'FOLENI-10-0,06:00:00,09:00:00,300',
      'FOLENI-10-0,09:00:00,15:00:00,900',
      'FOLENI-10-0,15:00:00,21:00:00,300',
    ]);
    // A single run next to others is a window that holds exactly one run.
    expect(times('FOLENI-10-1')[0]).toBe('07:00:00 07:00:00');
    expect(rows('frequencies.txt', 'FOLENI-10-1')).toEqual([
      'FOLENI-10-1,07:00:00,07:00:01,1',
      'FOLENI-10-1,08:00:00,09:00:00,1200',
    ]);

    // The importer reads back the same runs and times.
    const [route10, route33] = parseGtfsFeed(files).routes;
    expect(route33?.trips[0]).toMatchObject({
      headsign: 'Kitengela via Mombasa Road',
      shapeId: 'SH33',
      arrivals: [23_400, 25_200],
      departures: [23_430, 25_200],
      frequencies: [
        { startS: 23_400, endS: 32_400, headwayS: 600 },
        { startS: 61_200, endS: 68_400, headwayS: 900 },
      ],
    });
    expect(route10?.trips[1]?.frequencies).toEqual([
      { startS: 25_200, endS: 25_201, headwayS: 1 },
      { startS: 28_800, endS: 32_400, headwayS: 1200 },
    ]);
  });
});
