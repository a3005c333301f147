import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStation } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { afterWrites, preparedQuery, type SlotOf } from './prepared-query';

describe('preparedQuery', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('builds its query once and answers each call with that call’s values, in or out of a transaction', async () => {
    const [kencom, odeon] = [
      await createStation(ctx.db, { name: 'Kencom' }),
      await createStation(ctx.db, { name: 'Odeon' }),
    ];
    const build = vi.fn((db: TestContext['db'], slot: SlotOf<{ id: number; name: string }>) =>
      db
        .selectFrom('stations')
        .select(['id', 'name'])
        // The same value in two places, and a constant of the query's own between them.
        .where((eb) =>
          eb.or([eb('id', '=', slot('id')), eb.and([eb('name', '=', slot('name')), eb.lit(true)])]),
        )
        .where('id', '>', 0)
        .orderBy('id'),
    );
    const stations = preparedQuery(build);

    expect(await stations(ctx.db, { id: kencom.id, name: 'none' })).toEqual([
      { id: kencom.id, name: 'Kencom' },
    ]);
    expect(await stations(ctx.db, { id: 0, name: 'Odeon' })).toEqual([
      { id: odeon.id, name: 'Odeon' },
    ]);
    const inTransaction = await ctx.db
      .transaction()
      .execute((trx) => stations(trx, { id: kencom.id, name: 'Odeon' }));
    expect(inTransaction.map((row) => row.name)).toEqual(['Kencom', 'Odeon']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('puts writes before a query as data-modifying withs, each value renumbered in its place', () => {
    const writes = [
      CompiledQuery.raw('update a set x = $1 where id = $2', [7, 1]),
      CompiledQuery.raw('delete from b where id = $1', [2]),
    ];
    const query = CompiledQuery.raw('insert into c (y, z) values ($1, $2) returning id', ['y', 12]);
    const combined = afterWrites(writes, query);
    expect(combined.sql).toBe(
      'with write_1 as (update a set x = $1 where id = $2), write_2 as (delete from b where id = $3) ' +
        'insert into c (y, z) values ($4, $5) returning id',
    );
    expect(combined.parameters).toEqual([7, 1, 2, 'y', 12]);
    expect(afterWrites([], query)).toBe(query);
  });
});
