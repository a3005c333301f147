import {
  ACTIVE_QUEUE_STATUSES,
  type BookingStatus,
  type BookingType,
  type PaymentStatus,
} from '@foleni/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import { type Db, onPostgres } from '../../db/database';
import { listPage } from '../../db/list-page';
import { updateRecord } from '../../db/records';
import type { Database } from '../../db/schema';
import type { PageWindow } from '../../lib/pagination';
import { nowIso } from '../../lib/time';
import { ROUTE_CODE_AND_NAME } from '../routes/routes.repo';
import { stationsOfAdmin } from '../stations/stations.repo';
import { USER_NAME_COLUMNS } from '../users/users.repo';
import type { BookingListScope } from './bookings.policy';

type Eb = ExpressionBuilder<Database, 'bookings'>;

/** A pending booking nobody has paid for or confirmed, still within its hold. */
function unpaidAndHeld(eb: Eb, now: string) {
  return eb.and([
    eb('bookings.status', '=', 'pending'),
    eb.or([eb('bookings.payment_status', 'is', null), eb('bookings.payment_status', '!=', 'paid')]),
    eb.or([eb('bookings.expires_at', 'is', null), eb('bookings.expires_at', '>', now)]),
  ]);
}

/** Confirmed, paid, or unpaid and not yet expired. */
function holdsSeats(eb: Eb, now: string) {
  return eb.or([
    eb('bookings.status', '=', 'confirmed'),
    eb.and([eb('bookings.status', '=', 'pending'), eb('bookings.payment_status', '=', 'paid')]),
    unpaidAndHeld(eb, now),
  ]);
}

/**
 * Serializes every booking of one route: the caller holds the route until its transaction ends.
 * PostgreSQL locks the route row (`FOR UPDATE`). SQLite has one writer: starting the
 * transaction with a write takes the database's write lock at once (what BEGIN IMMEDIATE does,
 * since Kysely begins deferred), so no other booking can read the seats in between; within one
 * process Kysely's SQLite driver also runs one transaction at a time.
 */
export async function lockRoute(trx: Db, routeId: number): Promise<void> {
  if (onPostgres(trx)) {
    await trx.selectFrom('routes').select('id').where('id', '=', routeId).forUpdate().execute();
  } else {
    await trx
      .updateTable('routes')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', routeId)
      .execute();
  }
}

export function findActiveRoute(db: Db, id: number) {
  return db
    .selectFrom('routes')
    .select(['id', 'sacco_id', 'origin_station_id', 'destination_station_id'])
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export function listRouteStops(db: Db, routeId: number) {
  return db
    .selectFrom('route_stops')
    .select(['direction', 'sequence', 'name', 'station_id'])
    .where('route_id', '=', routeId)
    .orderBy('direction')
    .orderBy('sequence')
    .execute();
}

/** The route's price between two stops, set in either direction. */
export function findFare(db: Db, routeId: number, a: string, b: string) {
  return db
    .selectFrom('route_fares')
    .select('amount_kes')
    .where('route_id', '=', routeId)
    .where((eb) =>
      eb.or([
        eb.and([eb('from_stop', '=', a), eb('to_stop', '=', b)]),
        eb.and([eb('from_stop', '=', b), eb('to_stop', '=', a)]),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
}

/** The seats of the vehicles queued (waiting or loading) for the route at the station. */
export async function queuedSeats(db: Db, routeId: number, stationId: number) {
  const row = await db
    .selectFrom('queue_entries')
    .innerJoin('vehicles', 'vehicles.id', 'queue_entries.vehicle_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('vehicles'),
      eb.fn.sum<number | null>('vehicles.seats').as('seats'),
    ])
    .where('queue_entries.route_id', '=', routeId)
    .where('queue_entries.station_id', '=', stationId)
    .where('queue_entries.status', 'in', ACTIVE_QUEUE_STATUSES)
    .executeTakeFirstOrThrow();
  return { vehicles: Number(row.vehicles), seats: Number(row.seats ?? 0) };
}

export async function loadingVehicleId(db: Db, routeId: number, stationId: number) {
  const row = await db
    .selectFrom('queue_entries')
    .select('vehicle_id')
    .where('route_id', '=', routeId)
    .where('station_id', '=', stationId)
    .where('status', '=', 'loading')
    .orderBy('loading_at')
    .executeTakeFirst();
  return row?.vehicle_id ?? null;
}

export async function bookedSeats(
  db: Db,
  routeId: number,
  travelDate: string,
  now: string,
): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.sum<number | null>('seats').as('seats'))
    .where('route_id', '=', routeId)
    .where('travel_date', '=', travelDate)
    .where((eb) => holdsSeats(eb, now))
    .executeTakeFirstOrThrow();
  return Number(row.seats ?? 0);
}

/** The passenger's unpaid bookings for the day that still hold seats, on any route. */
export async function unpaidBookingCount(
  db: Db,
  userId: number,
  travelDate: string,
  now: string,
): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('travel_date', '=', travelDate)
    .where((eb) => unpaidAndHeld(eb, now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function referenceTaken(db: Db, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewBooking {
  reference: string;
  user_id: number;
  route_id: number;
  boarding_stop: string;
  boarding_station_id: number | null;
  alighting_stop: string;
  travel_date: string;
  booking_type: BookingType;
  seats: number;
  fare_kes: number | null;
  vehicle_id: number | null;
  payment_provider: string;
  payment_status: PaymentStatus;
  expires_at: string;
}

export async function insertBooking(db: Db, values: NewBooking): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('bookings')
    .values({
      ...values,
      status: 'pending',
      payment_reference: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves a booking on only if it is still in one of `from`: of two changes at once, one wins. */
export async function changeBookingStatus(
  db: Db,
  id: number,
  from: readonly BookingStatus[],
  to: BookingStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ status: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The payment's state from its provider's start, unless a callback has settled it meanwhile. */
export async function updatePendingPayment(
  db: Db,
  id: number,
  payment: { payment_status: PaymentStatus; payment_reference?: string | null },
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ ...payment, updated_at: nowIso() })
    .where('id', '=', id)
    .where('payment_status', '=', 'pending')
    .execute();
}

/** A booking's payment ended: its new status, only if nobody changed the booking since `from`. */
export async function settleBookingPayment(
  db: Db,
  id: number,
  from: BookingStatus,
  values: {
    status: BookingStatus;
    payment_status: PaymentStatus;
    payment_reference: string | null;
  },
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from)
    .execute();
}

export async function updatePayment(
  db: Db,
  id: number,
  payment: { payment_status: PaymentStatus; payment_reference?: string | null },
): Promise<void> {
  await updateRecord(db, 'bookings', id, payment);
}

function bookingsWithNames(db: Db) {
  return db
    .selectFrom('bookings')
    .innerJoin('routes', 'routes.id', 'bookings.route_id')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .leftJoin('vehicles', 'vehicles.id', 'bookings.vehicle_id')
    .selectAll('bookings')
    .select([
      ...ROUTE_CODE_AND_NAME,
      'routes.sacco_id as route_sacco_id',
      'routes.origin_station_id',
      'routes.destination_station_id',
      ...USER_NAME_COLUMNS,
      'vehicles.plate as vehicle_plate',
    ]);
}
export type BookingRow = Awaited<
  ReturnType<ReturnType<typeof bookingsWithNames>['executeTakeFirstOrThrow']>
>;

export function findBooking(db: Db, id: number) {
  return bookingsWithNames(db).where('bookings.id', '=', id).executeTakeFirst();
}

export async function listBookings(
  db: Db,
  scope: BookingListScope,
  filters: {
    status?: BookingStatus | undefined;
    route?: number | undefined;
    travel_date?: string;
  },
  page: PageWindow,
) {
  let query = db.selectFrom('bookings');
  switch (scope.kind) {
    case 'all':
      break;
    case 'sacco': {
      const { saccoId } = scope;
      query = query.where((eb) =>
        saccoId === null
          ? eb.lit(false)
          : eb.exists(
              eb
                .selectFrom('routes')
                .whereRef('routes.id', '=', 'bookings.route_id')
                .where('routes.sacco_id', '=', saccoId)
                .select(sql.lit(1).as('one')),
            ),
      );
      break;
    }
    case 'station': {
      const own = stationsOfAdmin(db, scope.userId);
      query = query.where((eb) =>
        eb.or([
          eb('bookings.boarding_station_id', 'in', own),
          eb.exists(
            eb
              .selectFrom('routes')
              .whereRef('routes.id', '=', 'bookings.route_id')
              .where((inner) =>
                inner.or([
                  inner('routes.origin_station_id', 'in', own),
                  inner('routes.destination_station_id', 'in', own),
                ]),
              )
              .select(sql.lit(1).as('one')),
          ),
        ]),
      );
      break;
    }
    case 'vehicle': {
      const { userId } = scope;
      query = query.where((eb) =>
        eb(
          'bookings.vehicle_id',
          'in',
          eb
            .selectFrom('vehicle_people')
            .select('vehicle_people.vehicle_id')
            .where('vehicle_people.user_id', '=', userId)
            .where('vehicle_people.relation', 'in', ['driver', 'conductor'])
            .where('vehicle_people.ended_at', 'is', null),
        ),
      );
      break;
    }
    case 'own':
      query = query.where('bookings.user_id', '=', scope.userId);
      break;
  }
  if (filters.status) query = query.where('bookings.status', '=', filters.status);
  if (filters.route) query = query.where('bookings.route_id', '=', filters.route);
  if (filters.travel_date) query = query.where('bookings.travel_date', '=', filters.travel_date);
  return listPage(
    bookingsWithNames(db)
      .where('bookings.id', 'in', query.select('bookings.id'))
      .orderBy('bookings.travel_date', 'desc')
      .orderBy('bookings.id', 'desc'),
    query,
    page,
  );
}

/** The current drivers and conductors of several vehicles at once (a page of bookings). */
export function vehicleManagersOf(db: Db, vehicleIds: readonly (number | null)[]) {
  const ids = vehicleIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vehicle_people')
    .select(['vehicle_id', 'user_id'])
    .where('vehicle_id', 'in', ids)
    .where('relation', 'in', ['driver', 'conductor'])
    .where('ended_at', 'is', null)
    .execute();
}
