import type { JoinQueueInput, QueueEvent } from '@foleni/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { nowIso } from '../../lib/time';
import type { Account } from '../auth/auth.guard';
import {
  announce,
  holdStation,
  inStation,
  isUniqueViolation,
  type QueueContext,
  record,
  standingOf,
} from './queue.events';
import { mayJoin, queueRefusal } from './queue.policy';
import * as repo from './queue.repo';

/** A vehicle joins the end of a route's line at a station. */
export async function joinQueue(
  context: QueueContext,
  account: Account,
  input: Required<JoinQueueInput>,
): Promise<QueueEvent> {
  try {
    const outcome = await inStation(context, input.station, async (trx) => {
      const { vehicle, route } = await joinable(trx, account, input);
      const stationName = await holdStation(context, trx, input.station);
      const line = await repo.activeQueue(trx, input.station, input.route);
      const at = nowIso();
      const place = { station_id: input.station, route_id: input.route, vehicle_id: vehicle.id };
      const id = await repo.insertEntry(trx, {
        stationId: input.station,
        routeId: input.route,
        vehicleId: vehicle.id,
        position: line.length + 1,
        at,
      });
      const entry: repo.EntryRow = {
        id,
        ...place,
        status: 'waiting',
        position: line.length + 1,
        joined_at: at,
        loading_at: null,
        departed_at: null,
        ended_at: null,
        end_reason: null,
        created_at: at,
        updated_at: at,
        station_name: stationName,
        route_code: route.route_code,
        route_name: route.route_name,
        plate: vehicle.plate,
        seats: vehicle.seats,
      };
      const outcome = await record(context, trx, {
        type: 'joined',
        actor: account,
        reason: null,
        before: null,
        lineBefore: line,
        line: [...line, entry],
        entry,
        at,
      });
      return { outcome, place };
    });
    // Only once committed: a rolled-back insert's id may be given to another entry on SQLite.
    context.places.add(outcome.outcome.event.entry.id, outcome.place);
    return await announce(context, outcome.outcome);
  } catch (error) {
    if (isUniqueViolation(error, 'queue_entries_one_active_per_vehicle'))
      throw AppError.conflict('queue.alreadyQueued');
    throw error;
  }
}

/** The vehicle and the route, once the caller may queue it and it may queue for the route here. */
async function joinable(trx: Db, account: Account, input: Required<JoinQueueInput>) {
  const standing = standingOf(trx, account, {
    stationId: input.station,
    vehicleId: input.vehicle,
  });
  if (!(await mayJoin(account, standing)))
    throw AppError.forbidden(queueRefusal(account, 'queue.join'));
  const vehicle = await repo.findVehicle(trx, input.vehicle);
  if (!vehicle) throw AppError.field('vehicle', 'queue.vehicleRequired');
  if (vehicle.status !== 'active') throw AppError.field('vehicle', 'queue.vehicleNotApproved');
  const route = await repo.routeAtStation(trx, input.route, input.station);
  if (!route) throw AppError.field('route', 'queue.routeNotAtStation');
  if (route.sacco_id === null || route.sacco_id !== vehicle.sacco_id)
    throw AppError.field('route', 'queue.routeOfOtherSacco');
  return { vehicle, route };
}
