import type { RecordStatus } from '@foleni/contract';
import type { Db } from '../../db/database';
import { listPage } from '../../db/list-page';
import { findRecordIgnoringCase, insertRecord, updateRecord } from '../../db/records';
import { containsText } from '../../db/sql-helpers';
import type { PageWindow } from '../../lib/pagination';

function regionsWithCounts(db: Db) {
  return db
    .selectFrom('regions')
    .selectAll('regions')
    .select((eb) =>
      eb
        .selectFrom('stations')
        .whereRef('stations.region_id', '=', 'regions.id')
        .where('stations.status', '=', 'active')
        .select(eb.fn.countAll<number>().as('n'))
        .as('station_count'),
    );
}

export async function listRegions(
  db: Db,
  filters: { search?: string | undefined; status?: RecordStatus | undefined },
  page: PageWindow,
) {
  let query = db.selectFrom('regions');
  if (filters.search) query = query.where(containsText('name', filters.search));
  if (filters.status) query = query.where('status', '=', filters.status);
  const ids = query.select('id');
  return listPage(
    regionsWithCounts(db).where('regions.id', 'in', ids).orderBy('regions.name'),
    query,
    page,
  );
}

export function findRegion(db: Db, id: number) {
  return regionsWithCounts(db).where('regions.id', '=', id).executeTakeFirst();
}

export function findRegionByName(db: Db, name: string) {
  return findRecordIgnoringCase(db, 'regions', 'name', name);
}

export function insertRegion(db: Db, region: { name: string; description: string | null }) {
  return insertRecord(db, 'regions', { ...region, status: 'active' });
}

export function updateRegion(
  db: Db,
  id: number,
  changes: { name?: string; description?: string | null; status?: RecordStatus },
) {
  return updateRecord(db, 'regions', id, changes);
}
