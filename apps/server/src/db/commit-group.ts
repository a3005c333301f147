import type { DatabaseEngine } from '@foleni/contract';
import { sql } from 'kysely';
import type { Db } from './database';

/** Runs a write's work in a transaction of its own, or in one it shares (below). */
export interface Transactions {
  run<T>(work: (trx: Db) => Promise<T>): Promise<T>;
}

/** Enough to spread one commit over a busy moment's changes, few enough to keep answers prompt. */
const DEFAULT_GROUP_SIZE = 32;

/**
 * Short write transactions. On SQLite every write waits for the one connection anyway, and a
 * commit (the WAL append and its checkpoints) costs more than a queue change's own statements:
 * the works that arrive in one turn of the event loop share a transaction, each under a savepoint
 * of its own, so that a refused work undoes only its own writes. A work's promise settles once
 * the shared transaction has committed, so nothing is announced that is not stored. On
 * PostgreSQL each work has its own transaction: the pool runs them side by side.
 */
export function createTransactions(
  db: Db,
  engine: DatabaseEngine,
  groupSize = DEFAULT_GROUP_SIZE,
): Transactions {
  if (engine === 'postgres') return { run: (work) => db.transaction().execute(work) };
  return groupedTransactions(db, groupSize);
}

interface Waiting {
  work: (trx: Db) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}
type Outcome = { waiting: Waiting } & (
  | { ok: true; value: unknown }
  | { ok: false; error: unknown }
);

function groupedTransactions(db: Db, groupSize: number): Transactions {
  const queue: Waiting[] = [];
  let scheduled = false;

  // better-sqlite3 answers at once, so a transaction runs to its end within one turn: the group
  // is what the turn's requests brought, gathered by starting only when that turn is over.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void drain());
  };

  async function drain() {
    const group = queue.splice(0, groupSize);
    const outcomes: Outcome[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const waiting of group) outcomes.push(await inSavepoint(trx, waiting));
      });
      for (const outcome of outcomes) {
        if (outcome.ok) outcome.waiting.resolve(outcome.value);
        else outcome.waiting.reject(outcome.error);
      }
    } catch (error) {
      // The commit failed: nothing of the group is stored.
      for (const waiting of group) waiting.reject(error);
    } finally {
      scheduled = false;
      if (queue.length > 0) schedule();
    }
  }

  return {
    run<T>(work: (trx: Db) => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}

async function inSavepoint(trx: Db, waiting: Waiting): Promise<Outcome> {
  await sql`savepoint work`.execute(trx);
  try {
    const value = await waiting.work(trx);
    await sql`release work`.execute(trx);
    return { waiting, ok: true, value };
  } catch (error) {
    await sql`rollback to work`.execute(trx);
    await sql`release work`.execute(trx);
    return { waiting, ok: false, error };
  }
}
