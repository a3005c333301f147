import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache';

describe('withStatementCache', () => {
  let database: SqliteDatabase.Database;
  afterEach(() => {
    if (database.open) database.close();
  });

  it('prepares a statement once and reuses it for the same SQL', async () => {
    database = new SqliteDatabase(':memory:');
    const prepare = vi.spyOn(database, 'prepare');
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    });
    await sql`create table t (n integer)`.execute(db);
    for (const n of [1, 2, 3]) await db.insertInto('t').values({ n }).execute();
    const rows = await db.selectFrom('t').select('n').where('n', '>', 1).execute();

    expect(rows).toEqual([{ n: 2 }, { n: 3 }]);
    // create + one insert + one select, though the insert ran three times.
    expect(prepare).toHaveBeenCalledTimes(3);
    await db.destroy();
    expect(database.open).toBe(false);
  });

  it('drops the least recently used statement when full', () => {
    database = new SqliteDatabase(':memory:');
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1');
    cached.prepare('select 3'); // evicts "select 2", the least recently used
    cached.prepare('select 1');
    cached.prepare('select 2');

    expect(prepare.mock.calls.map(([text]) => text)).toEqual([
      'select 1',
      'select 2',
      'select 3',
      'select 2',
    ]);
  });
});
