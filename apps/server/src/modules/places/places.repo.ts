import type { PlaceStatus } from '@foleni/contract';
import type { Insertable } from 'kysely';
import { batchesOf } from '../../db/batches';
import type { Db } from '../../db/database';
import { listPage } from '../../db/list-page';
import { findRecordIgnoringCase, insertRecord, updateRecord } from '../../db/records';
import type { PlaceTable } from '../../db/schema';
import { containsText } from '../../db/sql-helpers';
import type { PageWindow } from '../../lib/pagination';
import { nowIso } from '../../lib/time';

type PlaceFields = Omit<Insertable<PlaceTable>, 'id' | 'status' | 'created_at' | 'updated_at'>;

export async function listPlaces(
  db: Db,
  filters: { search?: string | undefined; status?: PlaceStatus | undefined },
  page: PageWindow,
) {
  let query = db.selectFrom('places');
  if (filters.search) {
    const search = filters.search;
    query = query.where((eb) =>
      eb.or([containsText('name', search), containsText('name_sw', search)]),
    );
  }
  if (filters.status) query = query.where('status', '=', filters.status);
  return listPage(query.selectAll().orderBy('name').orderBy('id'), query, page);
}

export function findPlace(db: Db, id: number) {
  return db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The place of this name, in any case (the names are unique regardless of case). */
export function findPlaceByName(db: Db, name: string) {
  return findRecordIgnoringCase(db, 'places', 'name', name);
}

export async function countPlaces(db: Db): Promise<number> {
  const row = await db
    .selectFrom('places')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertPlace(
  db: Db,
  place: PlaceFields & { status?: PlaceStatus | undefined },
): Promise<number> {
  return insertRecord(db, 'places', { ...place, status: place.status ?? 'active' });
}

/**
 * Adds places in a few statements; a name that is already there (in any case) is skipped, so two
 * instances seeding the same new database at once do not fail.
 */
export async function insertPlacesIfMissing(db: Db, places: readonly PlaceFields[]) {
  const now = nowIso();
  // 50 rows (350 values) per statement stays far below SQLite's and PostgreSQL's limits.
  for (const batch of batchesOf(places, 50)) {
    await db
      .insertInto('places')
      .values(
        batch.map((place) => ({ ...place, status: 'active', created_at: now, updated_at: now })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

export async function updatePlace(
  db: Db,
  id: number,
  changes: Partial<PlaceFields> & { status?: PlaceStatus },
): Promise<boolean> {
  return updateRecord(db, 'places', id, changes);
}
