import type { Role } from '@foleni/contract';
import { recordAudit } from '../audit/audit.repo';
import type { Db } from '../db/database';
import { nowIso } from '../lib/time';
import { VEHICLE_STATUS_ACTION } from '../modules/vehicles/vehicles.repo';

export async function countRoutes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('routes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findSaccoIdByName(db: Db, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('saccos')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findStationIdByName(db: Db, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('stations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function listUsersByEmailDomain(db: Db, domain: string) {
  return db
    .selectFrom('users')
    .select(['email', 'role'])
    .where('email', 'like', `%@${domain}`)
    .orderBy('id')
    .execute();
}

export async function insertActiveUserIfMissing(
  db: Db,
  user: {
    email: string;
    username: string;
    passwordHash: string;
    firstname: string;
    lastname: string;
    phone: string;
    role: Role;
    saccoId: number | null;
  },
): Promise<number | null> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      username: user.username,
      password_hash: user.passwordHash,
      firstname: user.firstname,
      lastname: user.lastname,
      phone_number: user.phone,
      role: user.role,
      status: 'active',
      sacco_id: user.saccoId,
      activated_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function attachStationAdmin(db: Db, stationId: number, userId: number): Promise<void> {
  await db
    .insertInto('station_admins')
    .values({ station_id: stationId, user_id: userId, created_at: nowIso() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** An approved vehicle with its owner and, optionally, its driver; its approval is recorded. */
export async function insertApprovedVehicle(
  db: Db,
  vehicle: {
    plate: string;
    make: string;
    model: string;
    year: number;
    seats: number;
    colour: string;
    saccoId: number;
    ownerId: number;
    driverId: number | null;
  },
): Promise<void> {
  const now = nowIso();
  const { id } = await db
    .insertInto('vehicles')
    .values({
      plate: vehicle.plate,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      seats: vehicle.seats,
      colour: vehicle.colour,
      sacco_id: vehicle.saccoId,
      status: 'active',
      wizard_step: 5,
      created_by: vehicle.ownerId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const people = [{ user_id: vehicle.ownerId, relation: 'owner' }];
  if (vehicle.driverId !== null) people.push({ user_id: vehicle.driverId, relation: 'driver' });
  await db
    .insertInto('vehicle_people')
    .values(people.map((person) => ({ vehicle_id: id, ...person, created_at: now })))
    .execute();
  await recordAudit(db, {
    actorId: null,
    action: VEHICLE_STATUS_ACTION,
    entity: 'vehicle',
    entityId: id,
    data: { from: null, to: 'active', reason: null },
  });
}
