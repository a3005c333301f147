import type { JoinQueueInput, QueueChangeInput, QueueListQuery } from '@foleni/contract';
import { createTransactions } from '../../db/commit-group';
import type { Account } from '../auth/auth.guard';
import { changeEntry } from './queue.change';
import {
  type QueueChannel,
  type QueueContext,
  type QueueDeps,
  stationChannel,
} from './queue.events';
import { joinQueue } from './queue.join';
import { createStationLanes } from './queue.lanes';
import { createQueueLines } from './queue.lines';
import { listEntries } from './queue.list';
import { createEntryPlaces } from './queue.places';
import { stationQueue } from './queue.station-queue';
import { queueStats } from './queue.stats';

/** The queue's actions, each in a module of its own, bound to the app's database and bus. */
export function createQueueService(deps: QueueDeps) {
  const { db, bus, engine } = deps;
  const context: QueueContext = {
    ...deps,
    lanes: createStationLanes(),
    places: createEntryPlaces(),
    lines: createQueueLines(),
    transactions: createTransactions(db, engine),
  };
  return {
    join: (account: Account, input: Required<JoinQueueInput>, channel?: QueueChannel) =>
      joinQueue(context, account, input, channel),
    change: (account: Account, entryId: number, input: QueueChangeInput, channel?: QueueChannel) =>
      changeEntry(context, account, entryId, input, channel),
    list: (account: Account, query: QueueListQuery) => listEntries(db, account, query),
    stationQueue: (stationId: number) => stationQueue(db, stationId),
    subscribe(stationId: number, listener: (message: string) => void) {
      return bus.subscribe(stationChannel(stationId), listener);
    },
    stats: (query: Parameters<typeof queueStats>[1]) => queueStats(db, query),
  };
}
export type QueueService = ReturnType<typeof createQueueService>;
