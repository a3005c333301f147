import { ACTIVE_QUEUE_STATUSES, type Role, type UssdLanguage } from '@foleni/contract';
import type { Db } from '../../db/database';
import { containsText } from '../../db/sql-helpers';
import { nowIso } from '../../lib/time';

/** Active accounts that gave this phone number (07… as stored), oldest first. */
export function accountsByPhone(db: Db, phone: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'sacco_id', 'email'])
    .where('phone_number', '=', phone)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
}
export type PhoneAccount = Awaited<ReturnType<typeof accountsByPhone>>[number] & { role: Role };

export async function phoneLanguage(db: Db, phone: string): Promise<UssdLanguage | null> {
  const row = await db
    .selectFrom('ussd_phones')
    .select('language')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return (row?.language as UssdLanguage | undefined) ?? null;
}

export async function rememberLanguage(db: Db, phone: string, language: UssdLanguage) {
  const updated_at = nowIso();
  await db
    .insertInto('ussd_phones')
    .values({ phone, language, updated_at })
    .onConflict((conflict) => conflict.column('phone').doUpdateSet({ language, updated_at }))
    .execute();
}

/**
 * The language an account says it reads: Kiswahili when its texts are set to Kiswahili (the
 * profile's SMS card), else the web's language when it set its PIN, if it did.
 */
export async function accountLanguage(db: Db, userIds: number[]): Promise<string | null> {
  if (userIds.length === 0) return null;
  const texts = await db
    .selectFrom('users')
    .select('language')
    .where('id', 'in', userIds)
    .where('language', '=', 'sw')
    .executeTakeFirst();
  if (texts) return texts.language;
  const row = await db
    .selectFrom('ussd_accounts')
    .select('language')
    .where('user_id', 'in', userIds)
    .where('language', 'is not', null)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  return row?.language ?? null;
}

export function findStationByCode(db: Db, code: string) {
  return db
    .selectFrom('stations')
    .select(['id', 'name', 'short_code'])
    .where('short_code', '=', code)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export function searchStations(db: Db, text: string, limit: number) {
  return db
    .selectFrom('stations')
    .select(['id', 'name', 'short_code'])
    .where(containsText('stations.name', text))
    .where('status', '=', 'active')
    .orderBy('name')
    .limit(limit)
    .execute();
}

export function stationsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stations')
    .select(['id', 'name', 'short_code'])
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();
}

/** The approved vehicles an account drives or conducts now, with their place in a line if any. */
export function crewVehicles(db: Db, userId: number) {
  return db
    .selectFrom('vehicle_people')
    .innerJoin('vehicles', 'vehicles.id', 'vehicle_people.vehicle_id')
    .leftJoin('queue_entries', (join) =>
      join
        .onRef('queue_entries.vehicle_id', '=', 'vehicles.id')
        .on('queue_entries.status', 'in', ACTIVE_QUEUE_STATUSES),
    )
    .leftJoin('stations', 'stations.id', 'queue_entries.station_id')
    .leftJoin('routes', 'routes.id', 'queue_entries.route_id')
    .select([
      'vehicles.id',
      'vehicles.plate',
      'vehicles.sacco_id',
      'queue_entries.id as entry_id',
      'queue_entries.status as entry_status',
      'queue_entries.position',
      'stations.name as station_name',
      'routes.route_id as route_code',
    ])
    .where('vehicle_people.user_id', '=', userId)
    .where('vehicle_people.relation', 'in', ['driver', 'conductor'])
    .where('vehicle_people.ended_at', 'is', null)
    .orderBy('vehicles.plate')
    .execute();
}
export type CrewVehicle = Awaited<ReturnType<typeof crewVehicles>>[number];

/** A route's line at a station: the loading vehicle and the waiting ones, head first. */
export function routeLine(db: Db, stationId: number, routeId: number) {
  return db
    .selectFrom('queue_entries')
    .innerJoin('vehicles', 'vehicles.id', 'queue_entries.vehicle_id')
    .select([
      'queue_entries.id',
      'queue_entries.status',
      'queue_entries.position',
      'vehicles.plate',
    ])
    .where('queue_entries.station_id', '=', stationId)
    .where('queue_entries.route_id', '=', routeId)
    .where('queue_entries.status', 'in', ACTIVE_QUEUE_STATUSES)
    .orderBy('queue_entries.position')
    .execute();
}

/** Each route's loading vehicle at a station (at most one per route). */
export function loadingAtStation(db: Db, stationId: number) {
  return db
    .selectFrom('queue_entries')
    .innerJoin('vehicles', 'vehicles.id', 'queue_entries.vehicle_id')
    .select(['queue_entries.route_id', 'vehicles.plate'])
    .where('queue_entries.station_id', '=', stationId)
    .where('queue_entries.status', '=', 'loading')
    .execute();
}
