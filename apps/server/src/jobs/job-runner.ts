import type { DatabaseEngine } from '@foleni/contract';
import type { Db } from '../db/database';
import {
  claimDueJobs,
  failJob,
  finishJob,
  type JobRow,
  purgeFinishedJobs,
  rescheduleJob,
} from './jobs.repo';

export interface JobInfo {
  id: number;
  kind: string;
  /** Failed attempts before this one. */
  attempts: number;
  createdAt: string;
}

/**
 * Does one job. Returning nothing finishes it; `{ retryAt }` runs it again then without counting
 * a failure (polling); throwing counts a failure and retries with backoff. A job may run twice
 * (its runner died after the effect, before finishing it), so the effect must be safe to repeat.
 */
export type JobHandler = (
  payload: unknown,
  job: JobInfo,
) => Promise<{ retryAt: Date } | undefined> | Promise<void>;

interface Registered {
  run: JobHandler;
  maxAttempts: number;
}

export interface JobRunnerOptions {
  db: Db;
  engine: DatabaseEngine;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** How often to look for due jobs; 0 never looks by itself (tests call `runDue`). */
  pollMs?: number;
  /** How long a claimed job is this runner's before another may take it again. */
  leaseMs?: number;
}

const BATCH = 10;
const BACKOFF_FIRST_MS = 5_000;
const BACKOFF_MAX_MS = 10 * 60_000;
const KEEP_FINISHED_MS = 7 * 24 * 3600_000;
const PURGE_EVERY_MS = 3600_000;

/** 5 s, 10 s, 20 s … after the 1st, 2nd, 3rd failure, at most 10 minutes. */
export function backoffMs(failures: number): number {
  return Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1), BACKOFF_MAX_MS);
}

export function createJobRunner({
  db,
  engine,
  log,
  pollMs = 1000,
  leaseMs = 60_000,
}: JobRunnerOptions) {
  const handlers = new Map<string, Registered>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let stopped = true;
  let lastPurge = 0;

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    const info: JobInfo = {
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      createdAt: job.created_at,
    };
    try {
      const outcome = await handler.run(JSON.parse(job.payload), info);
      if (outcome?.retryAt) await rescheduleJob(db, job.id, outcome.retryAt, job.attempts, null);
      else await finishJob(db, job.id);
    } catch (error) {
      const failures = job.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      if (failures >= handler.maxAttempts) {
        log.error({ err: error, job: job.kind, id: job.id }, 'job failed for good');
        await failJob(db, job.id, failures, reason);
      } else {
        log.warn({ err: error, job: job.kind, id: job.id }, 'job failed; will retry');
        await rescheduleJob(
          db,
          job.id,
          new Date(Date.now() + backoffMs(failures)),
          failures,
          reason,
        );
      }
    }
  }

  async function runDueNow(): Promise<number> {
    let done = 0;
    for (;;) {
      const jobs = await claimDueJobs(db, engine, [...handlers.keys()], BATCH, leaseMs, new Date());
      if (jobs.length === 0) break;
      for (const job of jobs) await runOne(job);
      done += jobs.length;
    }
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await purgeFinishedJobs(db, new Date(Date.now() - KEEP_FINISHED_MS));
    }
    return done;
  }

  /** One run at a time: a test's `runDue` waits for the poll's run and the other way round. */
  function runAfterCurrent(): Promise<number> {
    running = running.then(runDueNow, runDueNow);
    return running;
  }

  function schedule(): void {
    if (stopped || pollMs <= 0) return;
    timer = setTimeout(() => {
      runAfterCurrent()
        .catch((error: unknown) => log.error({ err: error }, 'could not run due jobs'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    handle(kind: string, run: JobHandler, options: { maxAttempts?: number } = {}): void {
      handlers.set(kind, { run, maxAttempts: options.maxAttempts ?? 8 });
    },
    start(): void {
      stopped = false;
      schedule();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => 0);
    },
    /** Runs every job due now, one after another, after any run already under way. */
    runDue: runAfterCurrent,
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
