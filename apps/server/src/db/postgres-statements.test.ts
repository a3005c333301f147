import { sql } from 'kysely';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestConfig, createTestDatabase, testEngine } from '../test/test-app';
import { openDatabase } from './database';
import { withNamedStatements } from './postgres-statements';

/** A pool of one client that records how each query reaches pg. */
function recordingPool() {
  const sent: pg.QueryConfig[] = [];
  const client = {
    query: async (config: pg.QueryConfig) => {
      sent.push(config);
      return { command: 'SELECT', rowCount: 0, rows: [] };
    },
    release: () => undefined,
  };
  const pool = { connect: async () => client, end: async () => undefined };
  return { pool: pool as unknown as pg.Pool, sent };
}

describe('withNamedStatements', () => {
  it('sends each data statement under one name of its own, and anything else unnamed', async () => {
    const { pool, sent } = recordingPool();
    const client = await withNamedStatements(pool).connect();
    await client.query('select * from users where id = $1', [1]);
    await client.query('select * from stations where id = $1', [2]);
    await client.query('select * from users where id = $1', [3]);
    await client.query('begin', []);
    await client.query('create table t (n integer)', []);

    expect(sent.map(({ name, values }) => ({ name, values }))).toEqual([
      { name: 'foleni_1', values: [1] },
      { name: 'foleni_2', values: [2] },
      { name: 'foleni_1', values: [3] },
      { name: undefined, values: [] },
      { name: undefined, values: [] },
    ]);
  });

  it('names no more texts than its capacity; later ones go unnamed', async () => {
    const { pool, sent } = recordingPool();
    const client = await withNamedStatements(pool, 1).connect();
    await client.query('select 1 where $1', [true]);
    await client.query('select 2 where $1', [true]);
    await client.query('select 1 where $1', [true]);

    expect(sent.map(({ name }) => name)).toEqual(['foleni_1', undefined, 'foleni_1']);
  });

  it('hands Kysely the same client for the same pooled connection', async () => {
    const { pool } = recordingPool();
    const named = withNamedStatements(pool);
    expect(await named.connect()).toBe(await named.connect());
  });

  it('answers a repeated query of the app right, and on PostgreSQL prepares it once', async () => {
    const database = await createTestDatabase();
    const handle = openDatabase(
      createTestConfig(database.url ? { DATABASE_URL: database.url } : {}).database,
    );
    try {
      const value = (n: number) =>
        handle.db.transaction().execute(async (trx) => {
          const row = await sql<{ n: number }>`select cast(${n} as integer) + 1 as n`.execute(trx);
          const prepared =
            handle.engine === 'postgres'
              ? await sql<{
                  name: string;
                }>`select name from pg_prepared_statements where statement like 'select cast($1 as integer) + 1%'`.execute(
                  trx,
                )
              : null;
          return { n: row.rows[0]?.n, prepared: prepared?.rows.map((r) => r.name) };
        });
      const first = await value(1);
      const second = await value(41);

      expect([first.n, second.n]).toEqual([2, 42]);
      if (testEngine === 'postgres') expect(second.prepared).toEqual(['foleni_1']);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
