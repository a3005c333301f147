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
        'T1,6:00:00,6:00:20,C,3\r\nT1,6:01:00,6:01:20,A,1\r\nT1,6:02:00,6:02:20,B,2\r\n' +
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
