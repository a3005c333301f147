import type { AccountStatus, Role } from '@foleni/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { listPage } from '../../db/list-page';
import { preparedQuery, type SlotOf } from '../../db/prepared-query';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema';
import { containsText } from '../../db/sql-helpers';
import type { PageWindow } from '../../lib/pagination';
import { nowIso } from '../../lib/time';

/** Asked on every signed-in request (the row, not the token, is the truth), so prepared once. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return (await userById(db, { id }))[0];
}
const userById = preparedQuery((db, slot: SlotOf<{ id: number }>) =>
  db.selectFrom('users').selectAll().where('id', '=', slot('id')),
);

/**
 * Several users' rows in one statement, on PostgreSQL (`= any` of an array keeps its text the
 * same for any number of ids, so it stays one prepared statement).
 */
export function findUsersByIdsOnPostgres(db: Db, ids: number[]): Promise<UserRow[]> {
  return usersByIds(db, { ids });
}
const usersByIds = preparedQuery((db, slot: SlotOf<{ ids: number[] }>) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql<boolean>`id = any(${slot('ids')}::int[])`),
);

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Sign-in takes an e-mail address or a username, both compared without case. */
export function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('email', '=', value), eb('username', '=', value)]))
    .executeTakeFirst();
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  db: Db,
  user: Omit<NewUser, 'created_at' | 'updated_at'>,
): Promise<UserRow> {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({ ...user, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Omit<UserUpdate, 'id' | 'updated_at'>,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** How a row names the person it refers to (with `users` joined). */
export const USER_NAME_COLUMNS = ['users.firstname', 'users.lastname', 'users.username'] as const;

const SEARCHABLE = ['email', 'username', 'firstname', 'lastname', 'phone_number', 'national_id'];

export interface UserFilters {
  role?: Role | undefined;
  status?: AccountStatus | undefined;
  search?: string | undefined;
}

export async function listUsers(db: Db, filters: UserFilters, page: PageWindow) {
  let query = db.selectFrom('users');
  if (filters.role) query = query.where('role', '=', filters.role);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.search) {
    const search = filters.search;
    query = query.where((eb) => eb.or(SEARCHABLE.map((column) => containsText(column, search))));
  }
  return listPage(query.selectAll().orderBy('id', 'desc'), query, page);
}
