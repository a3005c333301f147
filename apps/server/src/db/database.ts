import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseEngine } from '@foleni/contract';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { DatabaseConfig } from '../config/config';
import { postgresDriver } from './postgres-driver';
import { kyselyPool } from './postgres-pool';
import type { Database } from './schema';
import { withStatementCache } from './sqlite-statement-cache';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.engine === 'postgres') {
    // Pipelined: a query goes out without waiting for the one before it to be answered.
    const pool = new (postgresDriver().Pool)({
      connectionString: config.url,
      max: 10,
      pipeline: true,
    });
    // An idle pooled connection that the server drops (restart, failover) must not crash the
    // process: the pool discards it and the next query opens a new one.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: kyselyPool(pool) }),
    });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }

  mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SqliteDatabase(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/** Whether `db` (or a transaction of it) is on PostgreSQL: for the statements that differ. */
export function onPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Round-trips a trivial query; used by the health check. */
export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await sql`select 1`.execute(db);
  return performance.now() - started;
}
