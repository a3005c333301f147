import { describe, expect, it } from 'vitest';
import { createStationLanes } from './queue.lanes';

/** A piece of work that runs until `finish` is called, noting when it starts and ends. */
function held(log: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      log.push(`${name} starts`);
      await done;
      log.push(`${name} ends`);
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('station lanes', () => {
  it("runs a station's changes one after the other, and never makes another station wait", async () => {
    const lanes = createStationLanes();
    const log: string[] = [];
    const first = held(log, 'a1');
    const second = held(log, 'a2');
    const other = held(log, 'b1');
    const results = [lanes.run(1, first.work), lanes.run(1, second.work), lanes.run(2, other.work)];
    await settle();
    expect(log).toEqual(['a1 starts', 'b1 starts']);
    other.finish();
    await settle();
    expect(log).toEqual(['a1 starts', 'b1 starts', 'b1 ends']);
    first.finish();
    await settle();
    expect(log).toEqual(['a1 starts', 'b1 starts', 'b1 ends', 'a1 ends', 'a2 starts']);
    second.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
  });

  it('goes on with the next change when one fails, and hands each its own outcome', async () => {
    const lanes = createStationLanes();
    const failing = lanes.run(1, async () => {
      throw new Error('refused');
    });
    const next = lanes.run(1, async () => 'applied');
    await expect(failing).rejects.toThrow('refused');
    expect(await next).toBe('applied');
    // An idle lane starts at once.
    const log: string[] = [];
    const later = held(log, 'later');
    const result = lanes.run(1, later.work);
    await settle();
    expect(log).toEqual(['later starts']);
    later.finish();
    expect(await result).toBe('later');
  });
});
