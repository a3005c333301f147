import type { JoinQueueInput } from '@foleni/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { nowIso } from '../../lib/time';
import type { Account } from '../auth/auth.guard';
import {
  type AnnouncedEvent,
  announce,
  holdLine,
  inStation,
  isUniqueViolation,
  type QueueChannel,
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
  channel: QueueChannel = 'web',
): Promise<AnnouncedEvent> {
  try {
    const outcome = await inStation(context, input.station, async (trx) => {
      const facts = await joinable(trx, account, input);
      const { line, newEntryId } = await holdLine(context, trx, {
        stationId: input.station,
        routeId: input.route,
        forJoin: true,
      });
      const at = nowIso();
      const place = { station_id: input.station, route_id: input.route, vehicle_id: facts.id };
      const values = {
        stationId: input.station,
        routeId: input.route,
        vehicleId: facts.id,
        position: line.length + 1,
        at,
      };
      // With its id taken already (PostgreSQL), the entry is written with its event; SQLite has
      // no round trips to save, and gives the id when the entry is written.
      const [id, writes] =
        newEntryId === undefined
          ? [await repo.insertEntry(trx, values), []]
          : [newEntryId, repo.insertEntryWithId(trx, { ...values, id: newEntryId })];
      const entry: repo.LineRow = {
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
        station_name: facts.station_name as string,
        route_code: facts.route_code as string,
        route_name: facts.route_name as string,
        plate: facts.plate,
        seats: facts.seats,
        has_crew: facts.has_crew,
      };
      const outcome = await record(context, trx, {
        type: 'joined',
        writes,
        actor: account,
        reason: null,
        before: null,
        lineBefore: line,
        line: [...line, entry],
        entry,
        at,
        channel,
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

/**
 * The vehicle, its route and the station's name, once the caller may queue the vehicle and it
 * may queue for the route here (a route that serves the station implies the station is there).
 */
async function joinable(trx: Db, account: Account, input: Required<JoinQueueInput>) {
  const standing = standingOf(trx, account, {
    stationId: input.station,
    vehicleId: input.vehicle,
  });
  if (!(await mayJoin(account, standing)))
    throw AppError.forbidden(queueRefusal(account, 'queue.join'));
  const facts = await repo.joinFacts(trx, input);
  if (!facts) throw AppError.field('vehicle', 'queue.vehicleRequired');
  if (facts.status !== 'active') throw AppError.field('vehicle', 'queue.vehicleNotApproved');
  if (facts.route_id === null) throw AppError.field('route', 'queue.routeNotAtStation');
  if (facts.route_sacco_id === null || facts.route_sacco_id !== facts.sacco_id)
    throw AppError.field('route', 'queue.routeOfOtherSacco');
  return facts;
}
