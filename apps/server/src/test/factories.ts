import { randomBytes } from 'node:crypto';
import type { Role } from '@foleni/contract';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { nowIso } from '../lib/time';
import { hashPassword } from '../modules/auth/password';
import { stateOf } from '../modules/queue/queue.events';
import { insertEvent } from '../modules/queue/queue.repo';
import { attachAdmin } from '../modules/stations/stations.repo';
import { insertUser } from '../modules/users/users.repo';

export const TEST_PASSWORD = 'matatu-123';
// Hashing is deliberately slow; every factory user shares one hash of TEST_PASSWORD.
let passwordHash: Promise<string> | undefined;

export async function createUser(
  db: Db,
  overrides: {
    role?: Role;
    status?: 'pending' | 'active' | 'suspended';
    email?: string;
    username?: string;
  } = {},
): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const id = randomBytes(4).toString('hex');
  return insertUser(db, {
    email: overrides.email ?? `user-${id}@example.ke`,
    username: overrides.username ?? `user${id}`,
    password_hash: await passwordHash,
    firstname: 'Wanjiru',
    lastname: 'Kamau',
    national_id: '12345678',
    phone_number: '0712345678',
    role: overrides.role ?? 'CUSTOMER',
    status: overrides.status ?? 'active',
  });
}

export async function login(app: FastifyInstance, username: string, password = TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1.0/login/',
    payload: { username, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as { access_token: string; refresh_token: string; user: { id: number } };
}

/** A signed-in user of the given role, with a bearer header ready for inject. */
export async function signedIn(
  app: FastifyInstance,
  db: Db,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(db, overrides);
  const tokens = await login(app, user.email);
  return { ...tokens, user, headers: { authorization: `Bearer ${tokens.access_token}` } };
}

/** Makes a user one of a Sacco's people: its account, an owner or a driver of it. */
export async function joinSacco(db: Db, userId: number, saccoId: number): Promise<void> {
  await db.updateTable('users').set({ sacco_id: saccoId }).where('id', '=', userId).execute();
}

/** Makes a user one of a station's admins, as a system admin's assignment does. */
export function attachStationAdmin(db: Db, stationId: number, userId: number): Promise<void> {
  return attachAdmin(db, stationId, userId);
}

// Rows written straight to the database, for what a test needs in place but does not test: each
// takes only the columns the test cares about and fills the rest.

type Values<T extends keyof Database> = Partial<Insertable<Database[T]>>;

// Names and plates must be unique; a test file's database is fresh, so a counter suffices.
let sequence = 0;
const stamps = () => {
  const now = nowIso();
  return { created_at: now, updated_at: now };
};

export function createRegion(db: Db, values: Values<'regions'> = {}) {
  return db
    .insertInto('regions')
    .values({ name: `Region ${++sequence}`, status: 'active', ...stamps(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function createSacco(db: Db, values: Values<'saccos'> = {}) {
  return db
    .insertInto('saccos')
    .values({ name: `Sacco ${++sequence}`, status: 'active', ...stamps(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function createStation(db: Db, values: Values<'stations'> = {}) {
  return db
    .insertInto('stations')
    .values({ name: `Stage ${++sequence}`, status: 'active', ...stamps(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function createRoute(db: Db, values: Values<'routes'> = {}) {
  const code = values.route_id ?? `R${++sequence}`;
  return db
    .insertInto('routes')
    .values({
      route_id: code,
      route_name: `Route ${code}`,
      status: 'active',
      ...stamps(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A route's stops, one list per direction (0, then 1), in riding order. */
export async function createRouteStops(
  db: Db,
  routeId: number,
  directions: { name: string; station_id?: number | null }[][],
) {
  const rows = directions.flatMap((stops, direction) =>
    stops.map((stop, index) => ({
      route_id: routeId,
      direction,
      sequence: index + 1,
      name: stop.name,
      station_id: stop.station_id ?? null,
    })),
  );
  await db.insertInto('route_stops').values(rows).execute();
}

export function createRouteFare(
  db: Db,
  values: Values<'route_fares'> &
    Pick<Insertable<Database['route_fares']>, 'route_id' | 'from_stop' | 'to_stop' | 'amount_kes'>,
) {
  return db
    .insertInto('route_fares')
    .values({ peak_amount_kes: null, ...stamps(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An approved vehicle (active, its wizard done), with its owner and drivers if given. */
export async function createVehicle(
  db: Db,
  {
    owner,
    drivers = [],
    ...values
  }: Values<'vehicles'> & { owner?: number; drivers?: number[] } = {},
) {
  const vehicle = await db
    .insertInto('vehicles')
    .values({
      plate: `KDA ${100 + ++sequence}Q`,
      seats: 14,
      status: 'active',
      wizard_step: 5,
      ...stamps(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const people = [
    ...(owner === undefined ? [] : [{ user_id: owner, relation: 'owner' }]),
    ...drivers.map((user_id) => ({ user_id, relation: 'driver' })),
  ];
  if (people.length > 0)
    await db
      .insertInto('vehicle_people')
      .values(people.map((person) => ({ vehicle_id: vehicle.id, ...person, created_at: nowIso() })))
      .execute();
  return vehicle;
}

/**
 * A vehicle in a route's line at a station: waiting at the head unless told otherwise. Its
 * `joined` event is appended as a join appends it: every write to a line has its event (the
 * service's kept lines and the rebuild from events rely on it).
 */
export async function createQueueEntry(
  db: Db,
  values: Values<'queue_entries'> &
    Pick<Insertable<Database['queue_entries']>, 'station_id' | 'route_id' | 'vehicle_id'>,
) {
  const { created_at, updated_at } = stamps();
  const entry = await db
    .insertInto('queue_entries')
    .values({
      status: 'waiting',
      position: 1,
      joined_at: created_at,
      created_at,
      updated_at,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertEvent(db, {
    entryId: entry.id,
    stationId: entry.station_id,
    type: 'joined',
    actorId: null,
    before: null,
    after: stateOf(entry),
    reason: null,
    channel: 'web',
    at: created_at,
  });
  return entry;
}

/** Takes the last vehicle of its line out (it leaves), with the event of it. */
export async function endQueueEntry(db: Db, entryId: number) {
  const at = nowIso();
  const before = await db
    .selectFrom('queue_entries')
    .selectAll()
    .where('id', '=', entryId)
    .executeTakeFirstOrThrow();
  const ended = await db
    .updateTable('queue_entries')
    .set({ status: 'left', position: null, ended_at: at, updated_at: at })
    .where('id', '=', entryId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertEvent(db, {
    entryId,
    stationId: ended.station_id,
    type: 'left',
    actorId: null,
    before: stateOf(before),
    after: stateOf(ended),
    reason: null,
    channel: 'web',
    at,
  });
}

/** An open complaint from a passenger with no account and no phone, unless told otherwise. */
export function createComplaint(db: Db, values: Values<'complaints'> = {}) {
  return db
    .insertInto('complaints')
    .values({
      complainant_name: 'Achieng',
      complainant_email: 'achieng@example.ke',
      complaint_type: 'overcharging',
      message: 'Charged 200 for a 100 ride.',
      status: 'open',
      ...stamps(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An unread notification with no code: the shape of rows stored before codes, unless told. */
export function createNotification(
  db: Db,
  values: Values<'notifications'> & Pick<Insertable<Database['notifications']>, 'user_id'>,
) {
  return db
    .insertInto('notifications')
    .values({
      kind: 'queue.called',
      title: 'Time to load',
      body: 'KBZ 9A is called to load at Odeon.',
      created_at: nowIso(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
