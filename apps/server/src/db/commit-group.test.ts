import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestConfig, createTestDatabase } from '../test/test-app';
import { createTransactions } from './commit-group';
import { type DatabaseHandle, openDatabase } from './database';

describe('createTransactions', () => {
  let handle: DatabaseHandle;
  let other: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const config = createTestConfig(database.url ? { DATABASE_URL: database.url } : {});
    handle = openDatabase(config.database);
    // A second connection of its own, to see only what is committed.
    other = openDatabase(config.database);
    await sql`create table notes (id integer primary key, body text not null unique)`.execute(
      handle.db,
    );
  });
  afterEach(async () => {
    await other.close();
    await handle.close();
    await drop();
  });

  const bodies = async () =>
    (await sql<{ body: string }>`select body from notes order by id`.execute(handle.db)).rows.map(
      (row) => row.body,
    );

  const committedCount = async () =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from notes`.execute(other.db)).rows[0]?.n,
    );

  it('keeps every work that succeeds, undoes only the writes of one that fails, and answers each', async () => {
    await sql`insert into notes (id, body) values (${10}, ${'taken'})`.execute(handle.db);
    const transactions = createTransactions(handle.db, handle.engine);
    const write = (id: number, body: string) =>
      transactions.run(async (trx) => {
        await sql`insert into notes (id, body) values (${id}, ${body})`.execute(trx);
        return id;
      });
    const refused = transactions.run(async (trx) => {
      await sql`insert into notes (id, body) values (${3}, ${'written, then refused'})`.execute(
        trx,
      );
      throw new Error('refused');
    });
    // A body already stored breaks the unique index: only that work is refused. (On PostgreSQL
    // the works run side by side, so the clash is with a row stored before, not with a neighbour.)
    const results = await Promise.allSettled([
      write(1, 'first'),
      refused,
      write(2, 'second'),
      write(4, 'taken'),
      write(5, 'third'),
    ]);

    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(await bodies()).toEqual(['first', 'second', 'third', 'taken']);
  });

  it('answers a work only once what it wrote is committed, where others can read it', async () => {
    const transactions = createTransactions(handle.db, handle.engine);
    const stored = await Promise.all(
      ['a', 'b', 'c'].map((body, index) =>
        transactions.run(async (trx) => {
          await sql`insert into notes (id, body) values (${index + 1}, ${body})`.execute(trx);
          return body;
        }),
      ),
    );
    // A connection of its own sees the rows: they are committed, not merely written.
    expect(await committedCount()).toBe(stored.length);
  });

  // Grouping is SQLite's: this one runs on SQLite whichever engine the suite is on.
  it('on SQLite, the works of one turn of the event loop share a transaction; past the limit, the next one', async () => {
    const config = createTestConfig();
    const sqlite = openDatabase(config.database);
    const reader = openDatabase(config.database);
    try {
      await sql`create table notes (id integer primary key, body text not null)`.execute(sqlite.db);
      const committed = async () =>
        Number(
          (await sql<{ n: number }>`select count(*) as n from notes`.execute(reader.db)).rows[0]?.n,
        );
      const transactions = createTransactions(sqlite.db, sqlite.engine, 3);
      const seen = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          transactions.run(async (trx) => {
            await sql`insert into notes (id, body) values (${index + 1}, ${`n${index}`})`.execute(
              trx,
            );
            const own = await sql<{ n: number }>`select count(*) as n from notes`.execute(trx);
            return { written: Number(own.rows[0]?.n), committed: await committed() };
          }),
        ),
      );
      // Each work sees what earlier works of its group wrote; others see it once the group commits.
      expect(seen).toEqual([
        { written: 1, committed: 0 },
        { written: 2, committed: 0 },
        { written: 3, committed: 0 },
        { written: 4, committed: 3 },
        { written: 5, committed: 3 },
      ]);
      expect(await committed()).toBe(5);
    } finally {
      await reader.close();
      await sqlite.close();
    }
  });
});
