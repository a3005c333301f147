/**
 * Runs items a batch at a time: an item that comes while nothing runs goes at once, alone; the
 * items that come while a batch runs wait and go together in the next one, in the order they
 * came. Each caller gets its own item's result (`run` answers in the order of its items).
 *
 * For round trips to PostgreSQL under load: one statement then serves many requests, and each
 * still runs after its request came, so nothing is answered from an older read. Idle, nothing
 * waits.
 */
export function batchWhileBusy<Item, Result>(
  run: (items: Item[]) => Promise<Result[]>,
  options: {
    /** The most items in one batch. */
    maxSize?: number;
    /** Items with the same key go in different batches. */
    distinctKey?: (item: Item) => string;
  } = {},
): (item: Item) => Promise<Result> {
  const { maxSize = 100, distinctKey } = options;
  const waiting: { item: Item; settle: (result: Result) => void; fail: (e: unknown) => void }[] =
    [];
  let running = false;

  const nextBatch = () => {
    const keys = new Set<string>();
    let size = 0;
    for (const { item } of waiting) {
      if (size === maxSize) break;
      if (distinctKey) {
        const key = distinctKey(item);
        if (keys.has(key)) break;
        keys.add(key);
      }
      size++;
    }
    return waiting.splice(0, size);
  };

  const runAll = async () => {
    running = true;
    while (waiting.length > 0) {
      const batch = nextBatch();
      try {
        const results = await run(batch.map(({ item }) => item));
        for (const [index, { settle }] of batch.entries()) settle(results[index] as Result);
      } catch (error) {
        for (const { fail } of batch) fail(error);
      }
    }
    running = false;
  };

  return (item) =>
    new Promise<Result>((settle, fail) => {
      waiting.push({ item, settle, fail });
      if (!running) void runAll();
    });
}
