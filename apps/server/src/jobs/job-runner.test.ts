import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testEngine } from '../test/test-app';
import { backoffMs, createJobRunner, type JobRunner } from './job-runner';
import { enqueueJob } from './jobs.repo';

const silentLog = { error: () => undefined, warn: () => undefined };

describe(`durable jobs (${testEngine})`, () => {
  let ctx: TestContext;
  let runner: JobRunner;
  const newRunner = () =>
    createJobRunner({ db: ctx.db, engine: ctx.app.dbEngine, log: silentLog, pollMs: 0 });
  const jobRow = (kind: string) =>
    ctx.db.selectFrom('jobs').selectAll().where('kind', '=', kind).executeTakeFirstOrThrow();

  beforeEach(async () => {
    ctx = await createTestApp();
    runner = newRunner();
  });
  afterEach(async () => {
    await runner.stop();
    await ctx.close();
  });

  it('exists only when the transaction that made it commits, and runs once', async () => {
    const seen: unknown[] = [];
    runner.handle('test.echo', async (payload) => {
      seen.push(payload);
    });
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await enqueueJob(trx, { kind: 'test.echo', payload: { n: 1 } });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await ctx.db
      .transaction()
      .execute((trx) => enqueueJob(trx, { kind: 'test.echo', payload: { n: 2 } }));

    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 2 }]);
    expect((await jobRow('test.echo')).status).toBe('done');
  });

  it('makes one job per key', async () => {
    let runs = 0;
    runner.handle('test.keyed', async () => {
      runs++;
    });
    for (let i = 0; i < 3; i++) {
      await enqueueJob(ctx.db, { kind: 'test.keyed', payload: i, key: 'event-7' });
    }
    await runner.runDue();
    await enqueueJob(ctx.db, { kind: 'test.keyed', payload: 9, key: 'event-7' });
    await runner.runDue();
    expect(runs).toBe(1);
  });

  it('waits until a job is due', async () => {
    let runs = 0;
    runner.handle('test.later', async () => {
      runs++;
    });
    await enqueueJob(ctx.db, {
      kind: 'test.later',
      payload: null,
      runAt: new Date(Date.now() + 60_000),
    });
    expect(await runner.runDue()).toBe(0);
    expect(runs).toBe(0);
  });

  it('retries a failed job with backoff, then gives up after its attempts', async () => {
    runner.handle(
      'test.flaky',
      async () => {
        throw new Error('gateway said 500');
      },
      { maxAttempts: 2 },
    );
    await enqueueJob(ctx.db, { kind: 'test.flaky', payload: null });
    const before = Date.now();
    await runner.runDue();
    const retry = await jobRow('test.flaky');
    expect(retry).toMatchObject({ status: 'pending', attempts: 1, last_error: 'gateway said 500' });
    expect(Date.parse(retry.run_at) - before).toBeGreaterThanOrEqual(backoffMs(1) - 50);

    await ctx.db
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .execute();
    await runner.runDue();
    expect(await jobRow('test.flaky')).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await runner.runDue()).toBe(0);
  });

  it('backs off 5 s, 10 s, 20 s … up to 10 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(30)).toBe(600_000);
  });

  it('runs a polling job again when it asks, without counting a failure', async () => {
    let runs = 0;
    runner.handle('test.poll', async () => {
      runs++;
      return runs < 2 ? { retryAt: new Date(Date.now() - 1) } : undefined;
    });
    await enqueueJob(ctx.db, { kind: 'test.poll', payload: null });
    await runner.runDue();
    expect(runs).toBe(2);
    expect(await jobRow('test.poll')).toMatchObject({ status: 'done', attempts: 0 });
  });

  it('takes again a job whose runner died, once its lease has passed', async () => {
    let runs = 0;
    runner.handle('test.orphan', async () => {
      runs++;
    });
    await enqueueJob(ctx.db, { kind: 'test.orphan', payload: null });
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    await ctx.db.updateTable('jobs').set({ status: 'running', locked_until: future }).execute();
    expect(await runner.runDue()).toBe(0);
    await ctx.db.updateTable('jobs').set({ locked_until: past }).execute();
    expect(await runner.runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('leaves alone the kinds it has no handler for', async () => {
    await enqueueJob(ctx.db, { kind: 'test.elsewhere', payload: null });
    expect(await runner.runDue()).toBe(0);
    expect((await jobRow('test.elsewhere')).status).toBe('pending');
  });

  it('runs each job once when two instances share the table', async () => {
    const other = newRunner();
    const runs = new Map<number, number>();
    const count = async (payload: unknown) => {
      const n = payload as number;
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    runner.handle('test.shared', count);
    other.handle('test.shared', count);
    for (let n = 0; n < 40; n++) await enqueueJob(ctx.db, { kind: 'test.shared', payload: n });

    const [a, b] = await Promise.all([runner.runDue(), other.runDue()]);
    expect(a + b).toBe(40);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    expect(runs.size).toBe(40);
  });

  it('finds due jobs by itself when polling', async () => {
    const polling = createJobRunner({
      db: ctx.db,
      engine: ctx.app.dbEngine,
      log: silentLog,
      pollMs: 20,
    });
    const ran = new Promise<unknown>((resolve) =>
      polling.handle('test.polled', async (p) => resolve(p)),
    );
    polling.start();
    await enqueueJob(ctx.db, { kind: 'test.polled', payload: 'hello' });
    expect(await ran).toBe('hello');
    await polling.stop();
  });
});
