import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Enough for every query the app builds; `in (…)` lists of other lengths go unnamed. */
const DEFAULT_CAPACITY = 500;

/** Only single data statements can be prepared: not migrations' DDL, nor `begin` and `commit`. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * The pool Kysely's PostgreSQL dialect talks to, sending each query with the same SQL as the
 * same named statement: PostgreSQL parses and plans it once per connection instead of on every
 * call, which was most of its work per queue change. The names are the app's, not the text's,
 * so a name never stands for two texts. Past `capacity` distinct texts, queries go unnamed.
 */
export function withNamedStatements(pool: pg.Pool, capacity = DEFAULT_CAPACITY): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < capacity && PREPARABLE.test(text)) {
      name = `foleni_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  // Kysely keeps its connection object per client it is given: give it the same one each time.
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let named = clients.get(client);
      if (!named) {
        named = {
          // A cursor (Kysely's streaming, unused here) passes through as it is.
          query: ((text: string | pg.Submittable, values?: unknown[]) =>
            typeof text === 'string'
              ? client.query({ name: nameOf(text), text, ...(values ? { values } : {}) })
              : client.query(text)) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        clients.set(client, named);
      }
      return named;
    },
    end: () => pool.end(),
  };
}
