import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, onCleanup, removeOnCleanup, stopOnCleanup, stopProcess } from './processes';

const started: ChildProcess[] = [];

/** A node child running `script`, resolved once it has printed "ready". */
async function startChild(script: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child);
  const [chunk] = (await once(child.stdout as NonNullable<typeof child.stdout>, 'data')) as [
    Buffer,
  ];
  expect(chunk.toString()).toContain('ready');
  return child;
}

const IDLE = "setInterval(() => {}, 1000); console.log('ready');";
const DEAF_TO_SIGTERM = `process.on('SIGTERM', () => {}); ${IDLE}`;

/** Whether `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const result = await Promise.race([promise.then(() => true), late]);
  clearTimeout(timer);
  return result;
}

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

describe('stopProcess', () => {
  it('resolves at once for a child that already died by SIGKILL', async () => {
    const child = await startChild(IDLE);
    child.kill('SIGKILL');
    await once(child, 'exit');
    // Such a child has no exit code, only a signal: waiting for its 'exit' again hung for ever.
    expect(child.exitCode).toBeNull();
    expect(child.signalCode).toBe('SIGKILL');

    expect(await settlesWithin(stopProcess(child), 1000)).toBe(true);
  });

  it('resolves at once for a child that already exited by itself', async () => {
    const child = await startChild("console.log('ready'); process.exit(3);");
    await once(child, 'exit');

    expect(await settlesWithin(stopProcess(child), 1000)).toBe(true);
    expect(child.exitCode).toBe(3);
  });

  it('stops a running child with SIGTERM', async () => {
    const child = await startChild(IDLE);

    expect(await settlesWithin(stopProcess(child), 5000)).toBe(true);
    expect(child.signalCode).toBe('SIGTERM');
  });

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const child = await startChild(DEAF_TO_SIGTERM);
    const began = performance.now();

    expect(await settlesWithin(stopProcess(child, { graceMs: 300 }), 5000)).toBe(true);
    expect(child.signalCode).toBe('SIGKILL');
    expect(performance.now() - began).toBeGreaterThanOrEqual(290);
  });
});

describe('cleanUp', () => {
  it('stops the children still running and undoes every step, newest first, even after a failing one', async () => {
    const running = stopOnCleanup(await startChild(IDLE));
    const dead = stopOnCleanup(await startChild(IDLE));
    dead.kill('SIGKILL');
    await once(dead, 'exit');
    const dir = removeOnCleanup(mkdtempSync(path.join(tmpdir(), 'foleni-cleanup-test-')));
    const order: string[] = [];
    onCleanup(() => order.push('first'));
    onCleanup(() => {
      throw new Error('this step fails');
    });
    onCleanup(async () => {
      order.push('last');
    });
    const reported: unknown[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => reported.push(args);
    try {
      expect(await settlesWithin(cleanUp(), 5000)).toBe(true);
    } finally {
      console.error = consoleError;
    }

    expect(running.signalCode).toBe('SIGTERM');
    expect(existsSync(dir)).toBe(false);
    expect(order).toEqual(['last', 'first']);
    expect(reported).toHaveLength(1);
    // Nothing is left to undo a second time.
    await cleanUp();
    expect(order).toEqual(['last', 'first']);
  });

  it('makes a second caller wait until the clean-up under way has finished', async () => {
    let finished = false;
    onCleanup(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
    });
    const first = cleanUp();
    await cleanUp();
    expect(finished).toBe(true);
    await first;
  });
});
