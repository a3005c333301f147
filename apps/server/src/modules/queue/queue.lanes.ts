/**
 * One lane per station: a station's changes run one after the other in this process, while other
 * stations' go on beside them. On PostgreSQL a change then never holds a pooled connection while
 * it waits for another change's lock on the same station row (the row lock still orders changes
 * made by other instances).
 */
export interface StationLanes {
  run<T>(stationId: number, work: () => Promise<T>): Promise<T>;
}

export function createStationLanes(): StationLanes {
  const tails = new Map<number, Promise<unknown>>();
  return {
    run(stationId, work) {
      const before = tails.get(stationId);
      // A failed change does not stop the next one: it waits only for the earlier to settle.
      const result = before ? before.then(work, work) : work();
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(stationId, tail);
      void tail.then(() => {
        if (tails.get(stationId) === tail) tails.delete(stationId);
      });
      return result;
    },
  };
}
