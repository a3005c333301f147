import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type RouteSearch, routeSearchSchema } from './search';
import {
  BOOKING_TYPES,
  type CheckedRouteSearch,
  isIsoDate,
  PLACE_QUERY_MAX,
  routeSearchOf,
  SEARCH_CITIES,
  todayInNairobi,
} from './search-rules';

function fieldErrors(input: unknown): [string, string][] {
  const result = routeSearchSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('SEARCH_CITIES', () => {
  it('holds the 14 cities of the spec in order', () => {
    expect(SEARCH_CITIES).toHaveLength(14);
    expect(SEARCH_CITIES).toStrictEqual([
      'Nairobi',
      'Westlands',
      'Eastleigh',
      'Kibera',
      'Karen',
      'Rongai',
      'Thika',
      'Kikuyu',
      'Embakasi',
      'Ruaka',
      'Mombasa',
      'Kisumu',
      'Nakuru',
      'Eldoret',
    ]);
  });
});

describe('BOOKING_TYPES', () => {
  it('holds the 33 booking types of the spec in order', () => {
    expect(BOOKING_TYPES).toHaveLength(33);
    expect(BOOKING_TYPES).toStrictEqual([
      'one way',
      'round trip',
      'parcel',
      'scheduled',
      'rental',
      'event',
      'daily commute',
      'express',
      'vip',
      'group',
      'shared',
      'long distance',
      'business',
      'leisure',
      'tour',
      'family',
      'friends',
      'wedding',
      'corporate',
      'conference',
      'sports',
      'religious',
      'educational',
      'medical',
      'government',
      'military',
      'emergency',
      'shuttle',
      'school',
      'tourism',
      'shopping',
      'weekly',
      'monthly',
    ]);
  });
});

describe('todayInNairobi', () => {
  it.each([
    ['2026-11-21T20:59:59Z', '2026-11-21'],
    ['2026-11-21T21:00:00Z', '2026-11-22'],
    ['2026-11-21T22:30:00Z', '2026-11-22'],
    ['2026-11-22T20:59:59Z', '2026-11-22'],
    ['2026-12-31T21:00:00Z', '2027-01-01'],
    ['2028-02-28T21:30:00Z', '2028-02-29'],
    ['2026-01-05T00:00:00Z', '2026-01-05'],
  ])('at %s is %s', (instant, date) => {
    expect(todayInNairobi(new Date(instant))).toBe(date);
  });

  it('defaults to now', () => {
    expect(todayInNairobi()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('routeSearchSchema and routeSearchOf', () => {
  // 22:30 UTC on the 21st is already 01:30 on the 22nd in Nairobi.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T22:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const valid = {
    origin: 'Nairobi',
    destination: 'Thika',
    booking_type: 'one way',
    travelDate: '2026-11-22',
  };

  it('accepts a search for today in Nairobi', () => {
    expect(routeSearchSchema.parse(valid)).toStrictEqual(valid);
  });

  it('accepts a later date and trims the places', () => {
    expect(
      routeSearchSchema.parse({
        ...valid,
        origin: ' Nairobi ',
        destination: 'Thika ',
        travelDate: '2027-01-15',
      }),
    ).toStrictEqual({ ...valid, travelDate: '2027-01-15' });
  });

  it('accepts places that are not in the city list', () => {
    expect(routeSearchSchema.safeParse({ ...valid, origin: 'Kencom' }).success).toBe(true);
  });

  it('reports every missing field with its message', () => {
    expect(fieldErrors({})).toStrictEqual([
      ['origin', 'Please select departure'],
      ['destination', 'Please select destination'],
      ['booking_type', 'Please select booking type'],
      ['travelDate', 'Please select a date'],
    ]);
    expect(
      fieldErrors({ origin: ' ', destination: '', booking_type: '', travelDate: '' }),
    ).toStrictEqual([
      ['origin', 'Please select departure'],
      ['destination', 'Please select destination'],
      ['booking_type', 'Please select booking type'],
      ['travelDate', 'Please select a date'],
    ]);
  });

  it.each(['flight', 'One Way', 'oneway'])('rejects the booking type %j', (bookingType) => {
    expect(fieldErrors({ ...valid, booking_type: bookingType })).toStrictEqual([
      ['booking_type', 'Please select booking type'],
    ]);
  });

  it.each(['22/11/2026', '2026-11-31', '2026-13-01', '2026-11-22T10:00'])(
    'rejects the malformed date %j',
    (travelDate) => {
      expect(fieldErrors({ ...valid, travelDate })).toStrictEqual([
        ['travelDate', 'Please select a date'],
      ]);
    },
  );

  it('rejects a date that is past in Nairobi even if it is still today in UTC', () => {
    expect(fieldErrors({ ...valid, travelDate: '2026-11-21' })).toStrictEqual([
      ['travelDate', 'Travel date cannot be in the past'],
    ]);
    expect(fieldErrors({ ...valid, travelDate: '2025-12-31' })).toStrictEqual([
      ['travelDate', 'Travel date cannot be in the past'],
    ]);
  });

  it.each([
    ['Nairobi', 'Nairobi'],
    ['Nairobi', 'nairobi'],
    [' Nairobi ', 'NAIROBI'],
    ['Nairobi  CBD', 'nairobi cbd'],
  ])('rejects %j to %j as the same place', (origin, destination) => {
    expect(fieldErrors({ ...valid, origin, destination })).toStrictEqual([
      ['destination', 'Departure and destination cannot be the same'],
    ]);
  });

  it('reports the same place even while other fields are missing', () => {
    expect(fieldErrors({ origin: 'Thika', destination: 'thika' })).toStrictEqual([
      ['booking_type', 'Please select booking type'],
      ['travelDate', 'Please select a date'],
      ['destination', 'Departure and destination cannot be the same'],
    ]);
  });

  // routeSearchOf: the same rules without zod (search-rules.ts).
  const long = 'K'.repeat(PLACE_QUERY_MAX);
  // Each differs from `valid` in one field: every rule of the schema, on both sides of its edge.
  const inputs: Record<string, unknown>[] = [
    valid,
    {},
    { ...valid, origin: ' Kencom ', destination: 'Karen  ' },
    { ...valid, origin: undefined },
    { ...valid, origin: '' },
    { ...valid, origin: '   ' },
    { ...valid, origin: 42 },
    { ...valid, origin: long },
    { ...valid, origin: `${long}K` },
    { ...valid, origin: ` ${long} ` },
    { ...valid, destination: '' },
    { ...valid, destination: `${long}K` },
    { ...valid, destination: 'nairobi' },
    { ...valid, origin: 'Nairobi  CBD', destination: 'nairobi cbd' },
    { ...valid, origin: '-1.2841,36.8233', destination: '-1.3,36.7' },
    ...BOOKING_TYPES.map((booking_type) => ({ ...valid, booking_type })),
    ...['One Way', 'flight', '', undefined].map((booking_type) => ({ ...valid, booking_type })),
    ...[
      undefined,
      '',
      '2026-11-21',
      '2025-12-31',
      '2027-01-15',
      '2028-02-29',
      '2027-02-29',
      '2026-11-31',
      '2026-13-01',
      '2026-00-10',
      '2026-12-00',
      '22/11/2026',
      '2026-11-22T10:00',
      ' 2026-11-22',
      20261122,
    ].map((travelDate) => ({ ...valid, travelDate })),
  ];

  it.each(inputs)('agrees with routeSearchSchema on %j', (input) => {
    const parsed = routeSearchSchema.safeParse(input);
    expect(routeSearchOf(input)).toStrictEqual(parsed.success ? parsed.data : null);
  });

  it('accepts some of the inputs and refuses others, so the agreement says something', () => {
    const accepted = inputs.filter((input) => routeSearchOf(input) !== null);
    expect(accepted.length).toBe(BOOKING_TYPES.length + 7);
    expect(routeSearchOf(valid)).toStrictEqual(valid);
  });

  it("gives the schema's type", () => {
    expectTypeOf<CheckedRouteSearch>().toEqualTypeOf<RouteSearch>();
  });

  it.each([
    ['2024-02-29', true],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['0000-01-01', true],
  ])('isIsoDate(%j) is %j', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});
