import { CompiledQuery, sql } from 'kysely';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestConfig, createTestDatabase, testEngine } from '../test/test-app';
import { openDatabase } from './database';
import { kyselyPool, thenCommit } from './postgres-pool';

/**
 * A pool of one client that records how each query reaches pg, and whether it was held back for
 * one write with others (the socket corked); `answer` answers each.
 */
function recordingPool(answer: (config: pg.QueryConfig) => Promise<unknown> = async () => ANSWER) {
  const sent: (pg.QueryConfig & { corked: boolean })[] = [];
  let corks = 0;
  const client = {
    query: (query: string | pg.QueryConfig) => {
      const config = typeof query === 'string' ? { text: query } : query;
      sent.push({ ...config, corked: corks > 0 });
      return answer(config);
    },
    release: () => undefined,
    connection: { stream: { cork: () => corks++, uncork: () => corks-- } },
  };
  const pool = { connect: async () => client, end: async () => undefined };
  return { pool: pool as unknown as pg.Pool, sent };
}

const ANSWER = { command: 'SELECT', rowCount: 0, rows: [] };

describe('kyselyPool', () => {
  it('sends each data statement under one name of its own, and anything else unnamed', async () => {
    const { pool, sent } = recordingPool();
    const client = await kyselyPool(pool).connect();
    await client.query('select * from users where id = $1', [1]);
    await client.query('select * from stations where id = $1', [2]);
    await client.query('select * from users where id = $1', [3]);
    await client.query('create table t (n integer)', []);

    expect(sent.map(({ name, values }) => ({ name, values }))).toEqual([
      { name: 'foleni_1', values: [1] },
      { name: 'foleni_2', values: [2] },
      { name: 'foleni_1', values: [3] },
      { name: undefined, values: [] },
    ]);
  });

  it("sends a transaction's begin with its first query, in one write, without waiting for it", async () => {
    let failBegin: (error: Error) => void = () => undefined;
    const { pool, sent } = recordingPool((config) =>
      config.text === 'begin'
        ? new Promise((_, reject) => {
            failBegin = reject;
          })
        : Promise.resolve(ANSWER),
    );
    const client = await kyselyPool(pool).connect();

    await client.query('begin', []);
    expect(sent).toEqual([]);
    const first = client.query('select 1 where $1', [true]);
    expect(sent.map(({ text, corked }) => ({ text, corked }))).toEqual([
      { text: 'begin', corked: true },
      { text: 'select 1 where $1', corked: true },
    ]);

    failBegin(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    // Kysely's rollback then goes to the server, as after any failed query.
    await client.query('rollback', []);
    expect(sent.map(({ text }) => text)).toEqual(['begin', 'select 1 where $1', 'rollback']);
  });

  it('sends nothing for a transaction that ran no query', async () => {
    const { pool, sent } = recordingPool();
    const client = await kyselyPool(pool).connect();
    await client.query('begin', []);
    await client.query('commit', []);
    expect(sent).toEqual([]);
  });

  it("sends a `thenCommit` statement with the commit, and answers Kysely's commit itself", async () => {
    const { pool, sent } = recordingPool();
    const client = await kyselyPool(pool).connect();
    const last = thenCommit(CompiledQuery.raw('insert into t values ($1)', [1]));

    await client.query('begin', []);
    await client.query('select 1 where $1', [true]);
    await client.query(last.sql, [...last.parameters]);
    await expect(client.query('select 2 where $1', [true])).rejects.toThrow(
      'A query after its transaction was committed',
    );
    await client.query('commit', []);
    await client.query('select 3 where $1', [true]);

    expect(sent.map(({ text, corked }) => ({ text, corked }))).toEqual([
      { text: 'begin', corked: true },
      { text: 'select 1 where $1', corked: true },
      { text: last.sql, corked: true },
      { text: 'commit', corked: true },
      { text: 'select 3 where $1', corked: false },
    ]);
  });

  it('on PostgreSQL, commits with a `thenCommit` statement, or rolls back when it fails', async () => {
    const database = await createTestDatabase();
    const handle = openDatabase(
      createTestConfig(database.url ? { DATABASE_URL: database.url } : {}).database,
    );
    try {
      await sql`create table pipelined (n integer primary key)`.execute(handle.db);
      const insert = (n: number) => sql`insert into pipelined values (${n})`.compile(handle.db);
      const stored = async () =>
        (await sql<{ n: number }>`select n from pipelined order by n`.execute(handle.db)).rows.map(
          (row) => row.n,
        );
      const inTransaction = (last: CompiledQuery) =>
        handle.db.transaction().execute(async (trx) => {
          await trx.executeQuery(insert(10 + Number(last.parameters[0])));
          await trx.executeQuery(handle.engine === 'postgres' ? thenCommit(last) : last);
        });

      await inTransaction(insert(1));
      await expect(inTransaction(insert(1))).rejects.toThrow();
      await inTransaction(insert(2));

      expect(await stored()).toEqual([1, 2, 11, 12]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it('names no more texts than its capacity; later ones go unnamed', async () => {
    const { pool, sent } = recordingPool();
    const client = await kyselyPool(pool, 1).connect();
    await client.query('select 1 where $1', [true]);
    await client.query('select 2 where $1', [true]);
    await client.query('select 1 where $1', [true]);

    expect(sent.map(({ name }) => name)).toEqual(['foleni_1', undefined, 'foleni_1']);
  });

  it('hands Kysely the same client for the same pooled connection', async () => {
    const { pool } = recordingPool();
    const named = kyselyPool(pool);
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
          // The same time twice: both queries ran in the one transaction its begin opened.
          const times = [
            await sql<{ at: string }>`select current_timestamp as at`.execute(trx),
            await sql<{ at: string }>`select current_timestamp as at`.execute(trx),
          ].map(({ rows }) => String(rows[0]?.at));
          const prepared =
            handle.engine === 'postgres'
              ? await sql<{
                  name: string;
                }>`select name from pg_prepared_statements where statement like 'select cast($1 as integer) + 1%'`.execute(
                  trx,
                )
              : null;
          return { n: row.rows[0]?.n, times, prepared: prepared?.rows.map((r) => r.name) };
        });
      const first = await value(1);
      const second = await value(41);

      expect([first.n, second.n]).toEqual([2, 42]);
      if (testEngine === 'postgres') {
        expect(first.times[0]).toBe(first.times[1]);
        expect(second.prepared).toEqual(['foleni_1']);
      }
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
