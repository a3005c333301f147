import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegion } from '../test/factories';
import { createTestConfig, createTestDatabase, testEngine } from '../test/test-app';
import { type DatabaseHandle, openDatabase } from './database';
import { migrations } from './migrations';
import { migrateToLatest } from './migrator';

const TABLES = [
  'users',
  'saccos',
  'regions',
  'stations',
  'station_admins',
  'routes',
  'route_stops',
  'route_fares',
  'vehicles',
  'vehicle_people',
  'queue_entries',
  'queue_events',
  'bookings',
  'complaints',
  'complaint_attachments',
  'complaint_updates',
  'notifications',
  'refresh_tokens',
  'account_tokens',
  'audit_log',
];

describe(`migrations (${testEngine})`, () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    handle = openDatabase(
      createTestConfig(database.url ? { DATABASE_URL: database.url } : {}).database,
    );
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('creates every table on the first run', async () => {
    expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
    const tables = await handle.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(TABLES));
  });

  it('does nothing on later runs, including several at once', async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
    const concurrent = await Promise.all([migrateToLatest(handle.db), migrateToLatest(handle.db)]);
    expect(concurrent).toEqual([[], []]);
  });

  it('enforces the uniqueness the product relies on', async () => {
    await createRegion(handle.db, { name: 'Nairobi CBD' });
    await expect(createRegion(handle.db, { name: 'Nairobi CBD' })).rejects.toThrow();
    const count = await sql<{ n: number }>`select count(*) as n from regions`.execute(handle.db);
    expect(Number(count.rows[0]?.n)).toBe(1);
  });
});
