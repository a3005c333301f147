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
  const statement = preparedStatement(build);
  return async (db, params) => (await db.executeQuery(statement(db, params))).rows;
}

/** As `preparedQuery`, but gives the statement with its values, to run later or within another. */
export function preparedStatement<Params extends Record<string, unknown>, Row>(
  build: (db: Db, slot: SlotOf<Params>) => Compilable<Row>,
): (db: Db, params: Params) => CompiledQuery<Row> {
  // A transaction has its database's adapter: one compiled query serves both.
  const compiled = new WeakMap<object, Compiled>();
  const slot = ((name: string) => new Slot(name)) as SlotOf<Params>;
  return (db, params) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      query = build(db, slot).compile();
      compiled.set(adapter, query);
    }
    const values = query.parameters.map((value) =>
      value instanceof Slot ? params[value.name] : value,
    );
    return CompiledQuery.raw(query.sql, values) as CompiledQuery<Row>;
  };
}

/**
 * On PostgreSQL: writes and then a query, as one statement (one round trip): each write becomes
 * a data-modifying `with` of the query. They all see the database as it was before the
 * statement, so the query must not read what the writes change. Parameters are renumbered.
 */
export function afterWrites<Row>(
  writes: readonly CompiledQuery[],
  query: CompiledQuery<Row>,
): CompiledQuery<Row> {
  if (writes.length === 0) return query;
  const parameters = [...writes, query].flatMap((statement) => statement.parameters);
  return CompiledQuery.raw(combinedSql(writes, query), parameters) as CompiledQuery<Row>;
}

/** The texts put together so far: a change's few shapes, on every change. */
const combined = new Map<string, string>();

function combinedSql(writes: readonly CompiledQuery[], query: CompiledQuery): string {
  const key = [...writes, query].map((statement) => statement.sql).join('\0');
  let text = combined.get(key);
  if (text === undefined) {
    let offset = 0;
    const shifted = (statement: CompiledQuery) => {
      const from = offset;
      offset += statement.parameters.length;
      return statement.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + from}`);
    };
    const withs = writes.map((write, index) => `write_${index + 1} as (${shifted(write)})`);
    text = `with ${withs.join(', ')} ${shifted(query)}`;
    combined.set(key, text);
  }
  return text;
}
