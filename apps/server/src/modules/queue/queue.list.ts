import type { QueueListQuery } from '@foleni/contract';
import type { Db } from '../../db/database';
import { pageWindow, paginated } from '../../lib/pagination';
import { NAIROBI_OFFSET_MS } from '../../lib/time';
import type { Account } from '../auth/auth.guard';
import { stationIdsOfAdmin } from '../stations/stations.repo';
import { toQueueEntry } from './queue.events';
import { canRunStation, entryCan, queueListScope } from './queue.policy';
import * as repo from './queue.repo';

/** The entries an account may see, filtered and paginated. */
export async function listEntries(db: Db, account: Account, query: QueueListQuery) {
  const scope = queueListScope(account);
  const filters: repo.EntryFilters = {
    station: query.station,
    route: query.route,
    status: query.status,
  };
  if (query.date) {
    const start = Date.parse(`${query.date}T00:00:00Z`) - NAIROBI_OFFSET_MS;
    filters.joinedFrom = new Date(start).toISOString();
    filters.joinedTo = new Date(start + 86_400_000).toISOString();
  }
  if (scope.kind === 'stations') filters.stationIds = await stationIdsOfAdmin(db, account.id);
  if (scope.kind === 'sacco') filters.saccoId = scope.saccoId ?? -1;
  if (scope.kind === 'vehicles')
    filters.vehicleIdsOf = { userId: account.id, relations: scope.relations };
  const { rows, count } = await repo.listEntries(db, filters, pageWindow(query));
  // The list holds the caller's stations' entries or their own vehicles' ones.
  const own = filters.stationIds ?? [];
  const entries = rows.map((row) => {
    const runner = canRunStation(account, row.station_id, own);
    const inLine = row.position !== null;
    return {
      ...toQueueEntry(row),
      can: entryCan(account, runner, scope.kind === 'vehicles', inLine),
    };
  });
  return paginated(entries, count, query);
}
