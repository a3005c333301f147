import type { Writable } from 'node:stream';
import { CompiledQuery, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Enough for every query the app builds; `in (…)` lists of other lengths go unnamed. */
const DEFAULT_CAPACITY = 500;

/** Only single data statements can be prepared: not migrations' DDL, nor `begin` and `commit`. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** Kysely's own texts for a transaction with no settings. */
const BEGIN = 'begin';
const ENDS = new Set(['commit', 'rollback']);

/** Ends a statement that commits its transaction once it has run (`thenCommit`). */
const THEN_COMMIT = '\n-- then commit';

/** What Kysely is answered for a transaction's step that was, or will be, sent with a query. */
const done = (command: string) => ({ command: command.toUpperCase(), rowCount: null, rows: [] });

/**
 * The query, then the commit of its transaction, sent together: the commit's round trip is
 * saved. The query must be the transaction's last: Kysely's own commit that follows is answered
 * without going to the server, and any other query there fails. If the query fails, the
 * transaction is rolled back instead, as Kysely would. PostgreSQL only.
 */
export function thenCommit<Row>(query: CompiledQuery<Row>): CompiledQuery<Row> {
  return CompiledQuery.raw(query.sql + THEN_COMMIT, [...query.parameters]) as CompiledQuery<Row>;
}

/**
 * The pool Kysely's PostgreSQL dialect talks to. Two things make each query cheaper:
 *
 * - Each query with the same SQL goes as the same named statement: PostgreSQL parses and plans
 *   it once per connection instead of on every call, which was most of its work per queue
 *   change. The names are the app's, not the text's, so a name never stands for two texts. Past
 *   `capacity` distinct texts, queries go unnamed.
 * - A transaction's `begin` waits for its first query and goes in the same write, and on a
 *   pipelined client (`pipeline: true`) the query does not wait for its answer: the two share one
 *   round trip. The query answers for the `begin` too: if that failed, so does the query, and
 *   Kysely rolls back as for any failed query. A commit can go with the last query the same way
 *   (`thenCommit`).
 */
export function kyselyPool(pool: pg.Pool, capacity = DEFAULT_CAPACITY): PostgresPool {
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
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client, nameOf);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

function wrap(client: pg.PoolClient, nameOf: (text: string) => string | undefined) {
  // Kysely began a transaction: the `begin` goes out with the first query.
  let beginning = false;
  // A `thenCommit` statement ended the transaction: Kysely's commit (or rollback) is done already.
  let ended = false;
  const send = (text: string, values?: unknown[]) =>
    client.query({ name: nameOf(text), text, ...(values ? { values } : {}) });
  const stream = (client as unknown as { connection: { stream: Writable } }).connection.stream;

  const query = async (text: string | pg.Submittable, values?: unknown[]): Promise<unknown> => {
    // A cursor (Kysely's streaming, unused here) passes through as it is.
    if (typeof text !== 'string') return client.query(text);
    if (text === BEGIN && !values?.length) {
      beginning = true;
      return done(text);
    }
    if (ENDS.has(text) && (beginning || ended)) {
      beginning = ended = false;
      return done(text);
    }
    if (ended) throw new Error('A query after its transaction was committed by `thenCommit`');
    const commits = text.endsWith(THEN_COMMIT);
    if (!beginning && !commits) return send(text, values);
    // One write: every message waits in the stream until the last one is in.
    stream.cork();
    const sent = [
      beginning ? client.query(BEGIN) : null,
      send(text, values),
      commits ? client.query('commit') : null,
    ];
    stream.uncork();
    beginning = false;
    ended = commits;
    return (await Promise.all(sent))[1];
  };
  return {
    query: query as unknown as PostgresPoolClient['query'],
    release: () => {
      beginning = ended = false;
      client.release();
    },
  };
}
