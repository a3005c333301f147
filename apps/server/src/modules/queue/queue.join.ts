import type { JoinQueueInput, QueueEvent } from '@foleni/contract';
import { AppError } from '../../errors/app-error';
import type { Account } from '../auth/auth.guard';
import {
  announce,
  inStation,
  isUniqueViolation,
  type QueueChannel,
  type QueueDeps,
  record,
  runsStation,
} from './queue.events';
import { canJoin, queueRefusal } from './queue.policy';
import * as repo from './queue.repo';

/** A vehicle joins the end of a route's line at a station. */
export async function joinQueue(
  deps: QueueDeps,
  account: Account,
  input: Required<JoinQueueInput>,
  channel: QueueChannel = 'web',
): Promise<QueueEvent> {
  const { db } = deps;
  const crew = await repo.vehicleCrew(db, input.vehicle);
  if (
    !canJoin(account, await runsStation(deps, account, input.station), crew.includes(account.id))
  ) {
    throw AppError.forbidden(queueRefusal(account, 'queue.join'));
  }
  const vehicle = await repo.findVehicle(db, input.vehicle);
  if (!vehicle) throw AppError.field('vehicle', 'queue.vehicleRequired');
  if (vehicle.status !== 'active') throw AppError.field('vehicle', 'queue.vehicleNotApproved');
  const route = await repo.routeAtStation(db, input.route, input.station);
  if (!route) throw AppError.field('route', 'queue.routeNotAtStation');
  if (route.sacco_id === null || route.sacco_id !== vehicle.sacco_id)
    throw AppError.field('route', 'queue.routeOfOtherSacco');
  try {
    const outcome = await inStation(deps, input.station, async (trx) => {
      const line = await repo.lineSlots(trx, input.station, input.route);
      const entryId = await repo.insertEntry(trx, {
        stationId: input.station,
        routeId: input.route,
        vehicleId: input.vehicle,
        position: line.length + 1,
      });
      return record(deps, trx, {
        entryId,
        stationId: input.station,
        routeId: input.route,
        type: 'joined',
        actor: account,
        reason: null,
        before: null,
        lineBefore: line,
        channel,
      });
    });
    return await announce(deps, outcome);
  } catch (error) {
    if (isUniqueViolation(error, 'queue_entries_one_active_per_vehicle'))
      throw AppError.conflict('queue.alreadyQueued');
    throw error;
  }
}
