import { type Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database';

/** Where a call's value goes in a query built once. */
class Slot {
  constructor(readonly name: string) {}
}

/** Stands for the call's value of `name` while the query is built. */
export type SlotOf<Params> = <K extends keyof Params & string>(name: K) => Params[K];

interface Compiled {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * A query whose shape never changes, built and compiled once per dialect; each call only puts its
 * values in their places. Building and compiling with Kysely cost more than running such a
 * short statement on SQLite, many times per queue change: the write path's queries use this.
 * The shape must not depend on the values (no `in` lists of varying length).
 */
export function preparedQuery<Params extends Record<string, unknown>, Row>(
  build: (db: Db, slot: SlotOf<Params>) => Compilable<Row>,
): (db: Db, params: Params) => Promise<Row[]> {
  // A transaction has its database's adapter: one compiled query serves both.
  const compiled = new WeakMap<object, Compiled>();
  const slot = ((name: string) => new Slot(name)) as SlotOf<Params>;
  return async (db, params) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      query = build(db, slot).compile();
      compiled.set(adapter, query);
    }
    const values = query.parameters.map((value) =>
      value instanceof Slot ? params[value.name] : value,
    );
    return (await db.executeQuery<Row>(CompiledQuery.raw(query.sql, values))).rows;
  };
}
