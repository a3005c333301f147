import { describe, expect, it } from 'vitest';
import { GtfsFormatError, parseCsv } from './gtfs.csv';
import { parseGtfsFeed } from './gtfs.feed';

const feedFiles = (overrides: Record<string, string> = {}) =>
  new Map(
    Object.entries({
      'agency.txt': 'agency_id,agency_name\nUON,Approved SACCOs\n',
      'stops.txt':
        'stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station\r\n' +
        'S1,Kencom/Ambassadeur,-1.2856,36.8259,1,\r\n' +
        'A,"ACK, Bidii Premier School",-1.30,36.80,,\r\n' +
        'B,Machakos  Country Bus,-1.29,36.83,,\r\n' +
        'C,Ruaka Stage,-1.20,36.78,,\r\n',
      'routes.txt':
        'route_id,agency_id,route_short_name,route_long_name,route_type\nR1,UON,107D,"Bypass Ruiru, City Cabanas",3\n',
      'trips.txt': 'route_id,service_id,trip_id,direction_id\nR1,DAILY,T2,0\nR1,DAILY,T1,0\n',
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence\r\n' +
        'T1,6:03:00,6:03:20,C,3\r\nT1,6:01:00,6:01:20,A,1\r\nT1,6:02:00,6:02:20,B,2\r\n' +
        'T2,6:00:00,6:00:20,A,1\r\nT2,6:01:00,6:01:20,C,2\r\n',
      ...overrides,
    }),
  );

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and CRLF or LF line ends', () => {
    const records = parseCsv('x.txt', 'a,b\r\n"one, two","say ""hi"""\nthree,\n');
    expect(records.map((record) => record.values)).toEqual([
      { a: 'one, two', b: 'say "hi"' },
      { a: 'three', b: '' },
    ]);
    expect(records.map((record) => record.line)).toEqual([2, 3]);
  });

  it('names the file and line of a malformed row', () => {
    expect(() => parseCsv('stop_times.txt', 'a,b\n1,2\n1,2,3\n')).toThrow(
      new GtfsFormatError('stop_times.txt', 3, 'expected 2 fields (a,b) but found 3'),
    );
    expect(() => parseCsv('stops.txt', 'a,b\n"open,2\n')).toThrow(
      /stops.txt, line 2: a quoted field is never closed/,
    );
  });
});

describe('parseGtfsFeed', () => {
  it('keeps names as published and orders each trip by stop_sequence', () => {
    const feed = parseGtfsFeed(feedFiles());
    expect(feed.stops.get('A')?.name).toBe('ACK, Bidii Premier School');
    expect(feed.stops.get('B')?.name).toBe('Machakos  Country Bus');
    expect(feed.stops.get('S1')?.isStation).toBe(true);
    const [route] = feed.routes;
    expect(route?.longName).toBe('Bypass Ruiru, City Cabanas');
    // Both trips claim direction 0: the first by id is outbound, the other the return.
    expect(route?.trips.map((trip) => [trip.id, trip.direction, trip.stopIds])).toEqual([
      ['T1', 0, ['A', 'B', 'C']],
      ['T2', 1, ['A', 'C']],
    ]);
  });

  it('refuses references to unknown stops and trips, naming file and line', () => {
    const unknownStop = feedFiles({
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,6:00:00,6:00:00,A,1\nT1,6:00:00,6:00:00,ZZ,2\n',
    });
    expect(() => parseGtfsFeed(unknownStop)).toThrow(
      'stop_times.txt, line 3: stop_id ZZ is not in stops.txt',
    );
    const badCoordinate = feedFiles({
      'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,X,north,36.8\n',
    });
    expect(() => parseGtfsFeed(badCoordinate)).toThrow(
      'stops.txt, line 2: stop_lat must be a number between -90 and 90',
    );
  });
});

describe('parseGtfsFeed: times, frequencies and shapes', () => {
  // Stops along one meridian, so distances are in proportion to the latitudes: A→X 1 km,
  // X→Y 3 km, Y→B 6 km (0.009° of latitude ≈ 1 km).
  const timedFeed = (stopTimes: string, extra: Record<string, string> = {}) =>
    feedFiles({
      'stops.txt':
        'stop_id,stop_name,stop_lat,stop_lon\n' +
        'A,Kencom,-1.200,36.82\nX,Nyayo,-1.209,36.82\nY,Langata,-1.236,36.82\nB,Rongai,-1.290,36.82\n',
      'routes.txt': 'route_id,route_short_name,route_long_name\nR1,125,Kencom-Rongai\n',
      'trips.txt':
        'route_id,service_id,trip_id,trip_headsign,direction_id,shape_id\nR1,DAILY,T1,Rongai,0,SH1\n',
      'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence,timepoint\n${stopTimes}`,
      ...extra,
    });
  const trip = (files: Map<string, string>) => parseGtfsFeed(files).routes[0]?.trips[0];

  it('reads H:MM:SS and HH:MM:SS, hours past 24 included, a missing departure being the arrival', () => {
    const feed = timedFeed(
      'T1,23:59:00,23:59:30,A,1,1\nT1,24:01:00,,X,2,1\nT1,24:10:00,24:10:20,Y,3,1\nT1,25:00:05,25:00:05,B,4,1\n',
    );
    expect(trip(feed)).toMatchObject({
      headsign: 'Rongai',
      shapeId: null,
      shape: null,
      frequencies: [],
      arrivals: [86_340, 86_460, 87_000, 90_005],
      departures: [86_370, 86_460, 87_020, 90_005],
    });
  });

  it('places stops without times between the timed stops around them, by distance ridden', () => {
    const feed = timedFeed(
      'T1,6:00:00,6:00:00,A,1,1\nT1,,,X,2,0\nT1,,,Y,3,0\nT1,6:10:00,6:10:30,B,4,1\n',
    );
    expect(trip(feed)).toMatchObject({
      arrivals: [21_600, 21_660, 21_840, 22_200],
      departures: [21_600, 21_660, 21_840, 22_230],
    });
    // Without positions, the stops share the time evenly.
    const unplaced = timedFeed(
      'T1,6:00:00,6:00:00,A,1,1\nT1,,,X,2,0\nT1,,,Y,3,0\nT1,6:09:00,6:09:00,B,4,1\n',
      {
        'stops.txt':
          'stop_id,stop_name,stop_lat,stop_lon\nA,Kencom,,\nX,Nyayo,,\nY,Langata,,\nB,Rongai,,\n',
      },
    );
    expect(trip(unplaced)?.arrivals).toEqual([21_600, 21_780, 21_960, 22_140]);
  });

  it('refuses a bad time, an untimed first or last stop and times going backwards, naming file and line', () => {
    for (const bad of ['6:60:00', '6:00', 'noon', '-1:00:00', '123:00:00']) {
      expect(() => trip(timedFeed(`T1,${bad},6:00:00,A,1,\nT1,6:10:00,6:10:00,B,2,\n`))).toThrow(
        new GtfsFormatError(
          'stop_times.txt',
          2,
          `arrival_time must be a time as H:MM:SS or HH:MM:SS, not "${bad}"`,
        ),
      );
    }
    expect(() => trip(timedFeed('T1,6:00:00,6:00:00,A,1,\nT1,,,B,2,\n'))).toThrow(
      'stop_times.txt, line 3: the last stop of trip T1 needs an arrival_time and a departure_time',
    );
    expect(() => trip(timedFeed('T1,,,A,1,\nT1,6:00:00,6:00:00,B,2,\n'))).toThrow(
      'stop_times.txt, line 2: the first stop of trip T1 needs an arrival_time and a departure_time',
    );
    expect(() =>
      trip(timedFeed('T1,6:00:00,6:00:00,A,1,\nT1,,,X,2,1\nT1,6:10:00,6:10:00,B,3,\n')),
    ).toThrow(
      'stop_times.txt, line 3: a timepoint (timepoint 1) needs an arrival_time or a departure_time',
    );
    expect(() => trip(timedFeed('T1,6:10:00,6:10:00,A,1,\nT1,6:00:00,6:00:00,B,2,\n'))).toThrow(
      'stop_times.txt, line 3: arrival_time 06:00:00 is earlier than the departure from the stop before (06:10:00)',
    );
    expect(() => trip(timedFeed('T1,6:00:00,5:59:00,A,1,\nT1,6:10:00,6:10:00,B,2,\n'))).toThrow(
      'stop_times.txt, line 2: departure_time must not be earlier than arrival_time',
    );
  });

  it('reads frequencies.txt and shapes.txt, and refuses rows that do not fit', () => {
    const stopTimes = 'T1,6:00:00,6:00:00,A,1,\nT1,6:10:00,6:10:00,B,2,\n';
    const feed = timedFeed(stopTimes, {
      'frequencies.txt':
        'trip_id,start_time,end_time,headway_secs,exact_times\n' +
        'T1,15:00:00,21:00:00,300,0\nT1,06:00:00,09:00:00,300,1\n',
      'shapes.txt':
        'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\n' +
        'SH1,-1.29,36.82,20\nSH1,-1.20,36.82,1\nSH1,-1.25,36.821,7\n',
    });
    expect(trip(feed)).toMatchObject({
      shapeId: 'SH1',
      shape: [
        [-1.2, 36.82],
        [-1.25, 36.821],
        [-1.29, 36.82],
      ],
      frequencies: [
        { startS: 21_600, endS: 32_400, headwayS: 300 },
        { startS: 54_000, endS: 75_600, headwayS: 300 },
      ],
    });

    const frequencies = (rows: string) =>
      timedFeed(stopTimes, {
        'frequencies.txt': `trip_id,start_time,end_time,headway_secs\n${rows}`,
      });
    expect(() => trip(frequencies('T9,06:00:00,09:00:00,300\n'))).toThrow(
      'frequencies.txt, line 2: trip_id T9 is not in trips.txt',
    );
    expect(() => trip(frequencies('T1,06:00:00,09:00:00,0\n'))).toThrow(
      'frequencies.txt, line 2: headway_secs must be a whole number of seconds above 0',
    );
    expect(() => trip(frequencies('T1,09:00:00,06:00:00,300\n'))).toThrow(
      'frequencies.txt, line 2: end_time must be later than start_time',
    );
    expect(() => trip(frequencies('T1,6 am,09:00:00,300\n'))).toThrow(
      'frequencies.txt, line 2: start_time must be a time as H:MM:SS or HH:MM:SS, not "6 am"',
    );
    expect(() =>
      trip(
        timedFeed(stopTimes, {
          'shapes.txt': 'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\nSH2,-1.2,36.8,1\n',
        }),
      ),
    ).toThrow('trips.txt, line 2: shape_id SH1 is not in shapes.txt');
  });
});
