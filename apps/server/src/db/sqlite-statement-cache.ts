import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query the app builds; `in (…)` lists of other lengths come and go. */
const DEFAULT_CAPACITY = 500;

/**
 * The database Kysely's SQLite dialect talks to, keeping each prepared statement for the next
 * query with the same SQL. Kysely prepares every query anew, and preparing cost a fifth of the
 * server's time under the queue benchmark. Reusing a statement is safe here: Kysely runs one
 * query at a time on its single connection. Least recently used statements go first when full.
 */
export function withStatementCache(
  database: SqliteDatabase.Database,
  capacity = DEFAULT_CAPACITY,
): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement) {
        // Re-inserting moves it to the end of the Map's order: the most recently used.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= capacity) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
