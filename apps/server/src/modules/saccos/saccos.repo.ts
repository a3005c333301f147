import type { SaccoStatus } from '@foleni/contract';
import type { Db } from '../../db/database';
import { listPage } from '../../db/list-page';
import { findRecordIgnoringCase, insertRecord, updateRecord } from '../../db/records';
import { containsText } from '../../db/sql-helpers';
import type { PageWindow } from '../../lib/pagination';

function saccosWithCounts(db: Db) {
  return db
    .selectFrom('saccos')
    .selectAll('saccos')
    .select((eb) => [
      eb
        .selectFrom('routes')
        .whereRef('routes.sacco_id', '=', 'saccos.id')
        .where('routes.status', '=', 'active')
        .select(eb.fn.countAll<number>().as('n'))
        .as('route_count'),
      eb
        .selectFrom('users')
        .whereRef('users.sacco_id', '=', 'saccos.id')
        .where('users.status', '!=', 'suspended')
        .select(eb.fn.countAll<number>().as('n'))
        .as('member_count'),
    ]);
}
export type SaccoRow = Awaited<
  ReturnType<ReturnType<typeof saccosWithCounts>['executeTakeFirstOrThrow']>
>;

export function listActiveSaccoNames(db: Db) {
  return db
    .selectFrom('saccos')
    .select(['id', 'name', 'logo_url'])
    .where('status', '=', 'active')
    .orderBy('name')
    .execute();
}

export async function listSaccos(
  db: Db,
  filters: {
    search?: string | undefined;
    status?: SaccoStatus | undefined;
    onlyId?: number | undefined;
  },
  page: PageWindow,
) {
  let query = db.selectFrom('saccos');
  if (filters.search) query = query.where(containsText('name', filters.search));
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.onlyId !== undefined) query = query.where('id', '=', filters.onlyId);
  return listPage(
    saccosWithCounts(db).where('saccos.id', 'in', query.select('id')).orderBy('saccos.name'),
    query,
    page,
  );
}

export function findSacco(db: Db, id: number) {
  return saccosWithCounts(db).where('saccos.id', '=', id).executeTakeFirst();
}

export function findSaccoByName(db: Db, name: string) {
  return findRecordIgnoringCase(db, 'saccos', 'name', name);
}

export interface SaccoValues {
  name: string;
  registration_number: string | null;
  logo_url: string | null;
  email: string | null;
  phone_number: string | null;
}

export function insertSacco(db: Db, values: SaccoValues): Promise<number> {
  return insertRecord(db, 'saccos', { ...values, status: 'active' });
}

export async function updateSacco(
  db: Db,
  id: number,
  values: Partial<SaccoValues> & { status?: SaccoStatus },
): Promise<boolean> {
  return updateRecord(db, 'saccos', id, values);
}
