import type { Generated, Insertable, Kysely, Updateable } from 'kysely';
import { nowIso } from '../lib/time';
import type { Db } from './database';
import type { Database } from './schema';
import { equalsIgnoringCase } from './sql-helpers';

/** What a record's table has besides its own columns: an id and when it was made and changed. */
interface RecordColumns {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The tables of records: rows with an id that remember when they were made and last changed. */
type RecordTable = {
  [T in keyof Database]: Database[T] extends RecordColumns ? T : never;
}[keyof Database];

// Kysely cannot type a query on a table chosen by the caller; the helpers take values typed by
// the table's own columns and build the query as if on any table of records.
const asRecords = (db: Db) => db as unknown as Kysely<Record<string, RecordColumns>>;

/** Inserts a record made now and answers its id. */
export async function insertRecord<T extends RecordTable>(
  db: Db,
  table: T,
  values: Omit<Insertable<Database[T]>, keyof RecordColumns>,
): Promise<number> {
  const now = nowIso();
  const row = await asRecords(db)
    .insertInto(table)
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a record, noting when; answers whether there was one with this id. */
export async function updateRecord<T extends RecordTable>(
  db: Db,
  table: T,
  id: number,
  changes: Omit<Updateable<Database[T]>, keyof RecordColumns>,
): Promise<boolean> {
  const result = await asRecords(db)
    .updateTable(table as string)
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The record whose `column` is `text` in any case: names and route numbers are unique so. */
export function findRecordIgnoringCase<T extends RecordTable>(
  db: Db,
  table: T,
  column: keyof Database[T] & string,
  text: string,
): Promise<{ id: number } | undefined> {
  return asRecords(db)
    .selectFrom(table as string)
    .select('id')
    .where(equalsIgnoringCase(column, text))
    .executeTakeFirst();
}
