import { readFileSync } from 'node:fs';
import path from 'node:path';
import { greatCircleMeters, placeInputSchema, SEARCH_CITIES } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute } from '../test/factories';
import { createTestApp, type TestContext, testEngine } from '../test/test-app';
import { GAZETTEER, OUTSIDE_NETWORK_TOWNS, seedPlacesIfEmpty } from './places';
import { seedIfEmpty } from './seed';

const FEED = path.join(import.meta.dirname, '../../seed-data/nairobi-gtfs');

/** stops.txt read on its own (a name may be quoted, with commas inside). */
function readFeedStops() {
  const [header, ...lines] = readFileSync(path.join(FEED, 'stops.txt'), 'utf8')
    .split(/\r?\n/)
    .filter(Boolean);
  const columns = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map(
      (match) => match[1]?.replaceAll('""', '"') ?? match[2] ?? '',
    );
    const cell = (name: string) => cells[columns.indexOf(name)] ?? '';
    return {
      name: cell('stop_name'),
      lat: Number(cell('stop_lat')),
      lon: Number(cell('stop_lon')),
    };
  });
}

const stops = readFeedStops();
const at = (place: { latitude: number; longitude: number }) => ({
  lat: place.latitude,
  lon: place.longitude,
});
const stopsWithin = (place: (typeof GAZETTEER)[number], metres: number) =>
  stops.filter((stop) => greatCircleMeters(at(place), stop) <= metres);
const outside = new Set<string>(OUTSIDE_NETWORK_TOWNS);
const networkPlaces = GAZETTEER.filter((place) => !outside.has(place.name));

describe('the gazetteer', () => {
  it('reads the whole feed', () => {
    expect(stops).toHaveLength(4284);
    for (const stop of stops) expect(Number.isFinite(stop.lat + stop.lon), stop.name).toBe(true);
  });

  it('holds about a hundred valid places, each name once regardless of case', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(100);
    const names = GAZETTEER.map((place) => place.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const place of GAZETTEER) {
      expect(placeInputSchema.parse(place), place.name).toEqual(place);
      // A Kiswahili name is given only where it differs.
      expect(place.name_sw?.toLowerCase(), place.name).not.toBe(place.name.toLowerCase());
    }
  });

  it('has the spec’s search cities, and "Nairobi" is the CBD', () => {
    expect(SEARCH_CITIES.filter((name) => !GAZETTEER.some((p) => p.name === name))).toEqual([]);
    const nairobi = GAZETTEER.find((place) => place.name === 'Nairobi');
    expect(nairobi).toMatchObject({ name_sw: 'Katikati ya Jiji', kind: 'city' });
    if (!nairobi) return;
    expect(greatCircleMeters(at(nairobi), { lat: -1.2841, lon: 36.8233 })).toBeLessThan(200);
    expect(nairobi.radius_m).toBeGreaterThanOrEqual(1000);
    expect(nairobi.radius_m).toBeLessThanOrEqual(1500);
    // The CBD's termini are inside it.
    const names = new Set(stopsWithin(nairobi, nairobi.radius_m).map((stop) => stop.name));
    for (const stage of ['Railways', 'Kencom/Ambassadeur', 'Odeon', 'Koja'])
      expect(names, stage).toContain(stage);
  });

  it.each(networkPlaces.map((place) => [place.name, place] as const))(
    '%s has feed stops within its radius',
    (_name, place) => {
      expect(stopsWithin(place, place.radius_m).length).toBeGreaterThan(0);
    },
  );

  it('puts each place over the feed’s stops of its name, where the feed has any', () => {
    // The feed's one "Kibera" stop is on Kibera Station Road, in Jamhuri, west of Kibera itself.
    const namedElsewhere = new Set(['Kibera']);
    const misplaced = networkPlaces.flatMap((place) => {
      const word = place.name.replace(/'/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pattern = new RegExp(`\\b${word}\\b`, 'i');
      const named = stops.filter((stop) => pattern.test(stop.name.replace(/'/g, '')));
      if (named.length === 0 || namedElsewhere.has(place.name)) return [];
      const inside = named.some((stop) => greatCircleMeters(at(place), stop) <= place.radius_m);
      return inside ? [] : [place.name];
    });
    expect(misplaced).toEqual([]);
  });

  it.each([...OUTSIDE_NETWORK_TOWNS])('%s is outside the network: no stop within 20 km', (name) => {
    const town = GAZETTEER.find((place) => place.name === name);
    expect(town).toBeDefined();
    if (town) expect(stopsWithin(town, 20_000)).toEqual([]);
  });
});

describe(`seeding the gazetteer (${testEngine})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const places = () => ctx.db.selectFrom('places').selectAll().orderBy('id').execute();

  it('fills an empty table once, and leaves it to the admin afterwards', async () => {
    expect(await seedPlacesIfEmpty(ctx.db)).toBe(GAZETTEER.length);
    const rows = await places();
    expect(rows).toHaveLength(GAZETTEER.length);
    expect(rows.every((row) => row.status === 'active')).toBe(true);
    const westlands = rows.find((row) => row.name === 'Westlands');
    expect(westlands).toMatchObject({ name_sw: null, kind: 'neighbourhood', radius_m: 1500 });

    await ctx.db.deleteFrom('places').where('name', '=', 'Westlands').execute();
    expect(await seedPlacesIfEmpty(ctx.db)).toBe(0);
    expect(await places()).toHaveLength(GAZETTEER.length - 1);
  });

  it('fills a database that already had its network when it gains the table', async () => {
    await ctx.db.deleteFrom('places').execute();
    await createRoute(ctx.db, { route_id: '999X', route_name: 'Somewhere - Elsewhere' });
    const report = await seedIfEmpty(ctx.db, ctx.config);
    expect(report.seeded).toBe(false);
    expect(await places()).toHaveLength(GAZETTEER.length);
  });
});
