import type { DatabaseEngine } from '@foleni/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, JobTable } from '../db/schema';

export type JobRow = Selectable<JobTable>;

export interface NewJob {
  kind: string;
  /** Stored as JSON; the handler validates what it reads back. */
  payload: unknown;
  /** One job per key, ever (until finished jobs are purged): a second enqueue is a no-op. */
  key?: string;
  /** Not before; now when left out. */
  runAt?: Date;
}

/**
 * Stores a job. Called inside the transaction of the change that causes it, the job exists if and
 * only if the change was committed.
 */
export async function enqueueJob(db: Db | Transaction<Database>, job: NewJob): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? null),
      key: job.key ?? null,
      status: 'pending',
      run_at: (job.runAt ?? new Date()).toISOString(),
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

/**
 * Takes up to `limit` due jobs of the given kinds for `leaseMs`, in one statement, so two runners
 * never take the same job while its lease lasts. A job whose runner died is due again once its
 * lease has passed. PostgreSQL skips rows another instance is claiming instead of waiting.
 */
export async function claimDueJobs(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  kinds: string[],
  limit: number,
  leaseMs: number,
  now: Date,
): Promise<JobRow[]> {
  if (kinds.length === 0) return [];
  const at = now.toISOString();
  let due = db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', at)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', at)]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit);
  if (engine === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set({
      status: 'running',
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      updated_at: at,
    })
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

export async function finishJob(db: Db, id: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', locked_until: null, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Due again at `runAt`; `attempts` counts the failures so far. */
export async function rescheduleJob(
  db: Db,
  id: number,
  runAt: Date,
  attempts: number,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: 'pending',
      run_at: runAt.toISOString(),
      attempts,
      locked_until: null,
      last_error: error,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export async function failJob(db: Db, id: number, attempts: number, error: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: 'failed',
      attempts,
      locked_until: null,
      last_error: error,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** Finished jobs older than `before`; their keys may then be used again. */
export async function purgeFinishedJobs(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('status', 'in', ['done', 'failed'])
    .where('updated_at', '<', before.toISOString())
    .execute();
}
