import { describe, expect, it } from 'vitest';
import { parseCsv } from './gtfs.csv';
import { buildGtfsExport, type ExportNetwork, formatCsv, formatGtfsTime } from './gtfs.export';
import { parseGtfsFeed } from './gtfs.feed';

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
    expect(first.get('stop_times.txt')).toContain('FOLENI-10-0,06:04:00,06:04:00,');
    expect(first.get('calendar.txt')).toBe(
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
        'DAILY,1,1,1,1,1,1,1,20261122,20271122\n',
    );
  });
});
