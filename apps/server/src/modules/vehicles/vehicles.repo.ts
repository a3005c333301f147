import type { VehicleStatus } from '@foleni/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { listPage } from '../../db/list-page';
import { insertRecord, updateRecord } from '../../db/records';
import type { Database } from '../../db/schema';
import type { PageWindow } from '../../lib/pagination';
import { nowIso } from '../../lib/time';
import { USER_NAME_COLUMNS } from '../users/users.repo';
import type { VehicleListScope } from './vehicles.policy';

export const VEHICLE_STATUS_ACTION = 'vehicle.status';

function vehiclesWithSacco(db: Db) {
  return db
    .selectFrom('vehicles')
    .leftJoin('saccos', 'saccos.id', 'vehicles.sacco_id')
    .selectAll('vehicles')
    .select('saccos.name as sacco_name');
}
export type VehicleRow = Awaited<
  ReturnType<ReturnType<typeof vehiclesWithSacco>['executeTakeFirstOrThrow']>
>;

export interface VehicleFilters {
  sacco?: number | undefined;
  owner?: number | undefined;
  status?: VehicleStatus | undefined;
  search?: string | undefined;
}

const personOf =
  (userId: number, relations: string[]) => (eb: ExpressionBuilder<Database, 'vehicles'>) =>
    eb.exists(
      eb
        .selectFrom('vehicle_people')
        .whereRef('vehicle_people.vehicle_id', '=', 'vehicles.id')
        .where('vehicle_people.user_id', '=', userId)
        .where('vehicle_people.relation', 'in', relations)
        .where('vehicle_people.ended_at', 'is', null)
        .select(sql.lit(1).as('one')),
    );

/** The vehicles a list scope shows: the same rules as the policy's `canSeeVehicle`. */
const shownIn = (scope: VehicleListScope) => (eb: ExpressionBuilder<Database, 'vehicles'>) => {
  switch (scope.kind) {
    case 'all':
      return eb.lit(true);
    case 'sacco': {
      const { saccoId, userId } = scope;
      return eb.or([
        saccoId === null ? eb.lit(false) : eb('vehicles.sacco_id', '=', saccoId),
        eb('vehicles.created_by', '=', userId),
      ]);
    }
    case 'owner':
      return eb.or([
        eb('vehicles.created_by', '=', scope.userId),
        personOf(scope.userId, ['owner'])(eb),
      ]);
    case 'manager':
      return personOf(scope.userId, ['driver', 'conductor'])(eb);
    case 'none':
      return eb.lit(false);
  }
};

export async function listVehicles(
  db: Db,
  scope: VehicleListScope,
  filters: VehicleFilters,
  page: PageWindow,
) {
  let query = db.selectFrom('vehicles').where(shownIn(scope));
  if (filters.sacco) query = query.where('vehicles.sacco_id', '=', filters.sacco);
  if (filters.status) query = query.where('vehicles.status', '=', filters.status);
  if (filters.owner) query = query.where(personOf(filters.owner, ['owner']));
  if (filters.search) {
    // Plates are stored 'KDA 123A': compare without the space, so 'kda123' and 'DA 12' both match.
    const compact = filters.search.replace(/[\s-]+/g, '').toUpperCase();
    const pattern = `%${compact.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(sql<boolean>`replace(vehicles.plate, ' ', '') like ${pattern} escape '\\'`);
  }
  return listPage(
    vehiclesWithSacco(db)
      .where('vehicles.id', 'in', query.select('vehicles.id'))
      .orderBy('vehicles.plate'),
    query,
    page,
  );
}

export function findVehicle(db: Db, id: number) {
  return vehiclesWithSacco(db).where('vehicles.id', '=', id).executeTakeFirst();
}

export function findVehicleIdByPlate(db: Db, plate: string) {
  return db.selectFrom('vehicles').select('id').where('plate', '=', plate).executeTakeFirst();
}

export interface VehicleValues {
  plate: string;
  make: string;
  model: string;
  year: number;
  seats: number;
  colour: string | null;
}

export function insertVehicle(
  db: Db,
  values: VehicleValues & { created_by: number; wizard_step: number },
): Promise<number> {
  return insertRecord(db, 'vehicles', { ...values, status: 'draft' });
}

export async function updateVehicle(
  db: Db,
  id: number,
  values: Partial<
    VehicleValues & {
      sacco_id: number;
      status: VehicleStatus;
      status_reason: string | null;
      wizard_step: number;
    }
  >,
): Promise<void> {
  await updateRecord(db, 'vehicles', id, values);
}

/** The people of vehicles now (owners, drivers and conductors), in the order they joined. */
function currentPeople(db: Db) {
  return db
    .selectFrom('vehicle_people')
    .innerJoin('users', 'users.id', 'vehicle_people.user_id')
    .select([
      'vehicle_people.vehicle_id',
      'vehicle_people.relation',
      'users.id',
      'users.username',
      'users.firstname',
      'users.lastname',
    ])
    .where('vehicle_people.ended_at', 'is', null)
    .orderBy('vehicle_people.created_at')
    .orderBy('users.id');
}

/** The people of a vehicle now, with their accounts. */
export function listVehiclePeople(db: Db, vehicleId: number) {
  return currentPeople(db)
    .select([
      'users.email',
      'users.phone_number',
      'users.role',
      'users.status',
      'users.driver_licence_number',
    ])
    .where('vehicle_people.vehicle_id', '=', vehicleId)
    .execute();
}
export type VehiclePersonRow = Awaited<ReturnType<typeof listVehiclePeople>>[number];

/** The people of several vehicles at once (a page of the list). */
export function listPeopleOf(db: Db, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return Promise.resolve([]);
  return currentPeople(db).where('vehicle_people.vehicle_id', 'in', vehicleIds).execute();
}

/**
 * Makes `people` the vehicle's current holders of `relations`: the others' links end (kept as
 * history), new ones start, and someone who comes back gets their old link reopened.
 */
export async function replaceVehiclePeople(
  db: Db,
  vehicleId: number,
  relations: string[],
  people: { user_id: number; relation: string }[],
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('vehicle_people')
    .set({ ended_at: now })
    .where('vehicle_id', '=', vehicleId)
    .where('relation', 'in', relations)
    .where('ended_at', 'is', null)
    .execute();
  for (const person of people) {
    await db
      .insertInto('vehicle_people')
      .values({ vehicle_id: vehicleId, ...person, created_at: now, ended_at: null })
      .onConflict((conflict) =>
        conflict
          .columns(['vehicle_id', 'user_id', 'relation'])
          .doUpdateSet({ ended_at: null, created_at: now }),
      )
      .execute();
  }
}

/** Every change of state of a vehicle, oldest first, from the audit log. */
export function listVehicleHistory(db: Db, vehicleId: number) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select(['audit_log.actor_id', 'audit_log.data', 'audit_log.created_at', ...USER_NAME_COLUMNS])
    .where('audit_log.entity', '=', 'vehicle')
    .where('audit_log.entity_id', '=', String(vehicleId))
    .where('audit_log.action', '=', VEHICLE_STATUS_ACTION)
    .orderBy('audit_log.id')
    .execute();
}

export async function activeSaccoExists(db: Db, saccoId: number): Promise<boolean> {
  const row = await db
    .selectFrom('saccos')
    .select('id')
    .where('id', '=', saccoId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}
