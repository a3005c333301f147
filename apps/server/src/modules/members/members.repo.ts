import { MEMBER_ROLES } from '@foleni/contract';
import type { Db } from '../../db/database';
import { listPage } from '../../db/list-page';
import { containsText } from '../../db/sql-helpers';
import type { PageWindow } from '../../lib/pagination';
import { nowIso } from '../../lib/time';

const SEARCHABLE = ['users.email', 'users.firstname', 'users.lastname', 'users.phone_number'];

function membersWithSacco(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('saccos', 'saccos.id', 'users.sacco_id')
    .selectAll('users')
    .select('saccos.name as sacco_name');
}
export type MemberRow = Awaited<
  ReturnType<ReturnType<typeof membersWithSacco>['executeTakeFirstOrThrow']>
>;

export interface MemberFilters {
  /** The Sacco whose members are listed, or every Sacco's. */
  saccoId: number | 'all';
  role?: (typeof MEMBER_ROLES)[number] | undefined;
  search?: string | undefined;
}

export async function listMembers(db: Db, filters: MemberFilters, page: PageWindow) {
  let query = db
    .selectFrom('users')
    .where('users.role', 'in', filters.role ? [filters.role] : [...MEMBER_ROLES]);
  query =
    filters.saccoId === 'all'
      ? query.where('users.sacco_id', 'is not', null)
      : query.where('users.sacco_id', '=', filters.saccoId);
  if (filters.search) {
    const search = filters.search;
    query = query.where((eb) => eb.or(SEARCHABLE.map((column) => containsText(column, search))));
  }
  return listPage(
    membersWithSacco(db)
      .where('users.id', 'in', query.select('users.id'))
      .orderBy('users.id', 'desc'),
    query,
    page,
  );
}

/** An account attached to a Sacco as one of the member roles. */
export function findMember(db: Db, id: number, saccoId: number | 'all') {
  let query = membersWithSacco(db)
    .where('users.id', '=', id)
    .where('users.role', 'in', [...MEMBER_ROLES]);
  query =
    saccoId === 'all'
      ? query.where('users.sacco_id', 'is not', null)
      : query.where('users.sacco_id', '=', saccoId);
  return query.executeTakeFirst();
}

/** The vehicles each person owns, drives or conducts now. */
export function currentVehiclesOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vehicle_people')
    .innerJoin('vehicles', 'vehicles.id', 'vehicle_people.vehicle_id')
    .select(['vehicle_people.user_id', 'vehicles.id', 'vehicles.plate', 'vehicle_people.relation'])
    .where('vehicle_people.user_id', 'in', userIds)
    .where('vehicle_people.ended_at', 'is', null)
    .orderBy('vehicles.plate')
    .execute();
}

export async function setSacco(db: Db, userId: number, saccoId: number | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ sacco_id: saccoId, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

/** People without a Sacco join the given one (when a vehicle of theirs is assigned to it). */
export async function attachToSaccoIfNone(
  db: Db,
  userIds: number[],
  saccoId: number,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('users')
    .set({ sacco_id: saccoId, updated_at: nowIso() })
    .where('id', 'in', userIds)
    .where('sacco_id', 'is', null)
    .where('role', 'in', [...MEMBER_ROLES])
    .execute();
}

/** A driver or conductor who leaves a Sacco stops managing its vehicles. */
export async function endManagementInSacco(
  db: Db,
  userId: number,
  saccoId: number,
): Promise<number> {
  const result = await db
    .updateTable('vehicle_people')
    .set({ ended_at: nowIso() })
    .where('user_id', '=', userId)
    .where('relation', '!=', 'owner')
    .where('ended_at', 'is', null)
    .where('vehicle_id', 'in', (eb) =>
      eb.selectFrom('vehicles').select('id').where('sacco_id', '=', saccoId),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findSacco(db: Db, id: number) {
  return db
    .selectFrom('saccos')
    .select(['id', 'name', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}
