import { describe, expect, it } from 'vitest';
import { batchWhileBusy } from './batch-while-busy';

/** A batch runner whose batches finish when the test says, recording what each held. */
function recorded(options?: Parameters<typeof batchWhileBusy<number, string>>[1]) {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const run = batchWhileBusy<number, string>(async (items) => {
    batches.push(items);
    await new Promise<void>((resolve) => finish.push(resolve));
    if (items.includes(13)) throw new Error('unlucky');
    return items.map((item) => `result ${item}`);
  }, options);
  const finishNext = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    finish.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { run, batches, finishNext };
}

describe('batchWhileBusy', () => {
  it('runs the first item at once and the ones that came meanwhile together, in order', async () => {
    const { run, batches, finishNext } = recorded();
    const answers = [run(1), run(2), run(3), run(4)];
    expect(batches).toEqual([[1]]);
    await finishNext();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await finishNext();
    expect(await Promise.all(answers)).toEqual(['result 1', 'result 2', 'result 3', 'result 4']);
    const later = run(5);
    expect(batches.at(-1)).toEqual([5]);
    await finishNext();
    expect(await later).toBe('result 5');
  });

  it('keeps batches to their size and their items distinct', async () => {
    const { run, batches, finishNext } = recorded({ maxSize: 2, distinctKey: String });
    const answers = [run(1), run(2), run(3), run(4), run(4), run(5)];
    for (let i = 0; i < 5; i++) await finishNext();
    expect(batches).toEqual([[1], [2, 3], [4], [4, 5]]);
    expect(await Promise.all(answers)).toHaveLength(6);
  });

  it("fails only the failed batch's callers, and goes on with the next", async () => {
    const { run, finishNext } = recorded();
    const first = run(1);
    const failed = Promise.allSettled([run(12), run(13)]);
    await finishNext();
    const after = run(14);
    await finishNext();
    await finishNext();
    expect(await first).toBe('result 1');
    expect((await failed).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await after).toBe('result 14');
  });
});
