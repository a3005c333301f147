import type { QueueAction, QueueChangeInput, QueueEvent, QueueStatus } from '@foleni/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { nowIso } from '../../lib/time';
import type { Account } from '../auth/auth.guard';
import {
  announce,
  type ChangeOutcome,
  inStation,
  isUniqueViolation,
  type QueueChannel,
  type QueueDeps,
  type RecordedChange,
  record,
  runsStation,
  stateOf,
} from './queue.events';
import { canChangeEntry, queueRefusal } from './queue.policy';
import * as repo from './queue.repo';

/** An entry's change in status or place: call to load, depart, leave, remove or move. */
export async function changeEntry(
  deps: QueueDeps,
  account: Account,
  entryId: number,
  input: QueueChangeInput,
  channel: QueueChannel = 'web',
): Promise<QueueEvent> {
  const found = await allowedPlace(deps, account, entryId, input.action);
  try {
    const outcome = await inStation(deps, found.station_id, async (trx) => {
      const entry = await entryInLine(trx, entryId);
      const line = await repo.lineSlots(trx, entry.station_id, entry.route_id);
      const base = {
        entryId,
        stationId: entry.station_id,
        routeId: entry.route_id,
        actor: account,
        before: stateOf(entry),
        lineBefore: line,
        channel,
      };
      return applyChange({ deps, trx, entry, line, now: nowIso(), base }, input);
    });
    return await announce(deps, outcome);
  } catch (error) {
    if (isUniqueViolation(error, 'queue_entries_one_loading_per_queue'))
      throw AppError.conflict('queue.alreadyLoading');
    throw error;
  }
}

/** Where the entry is, once the account is known to be allowed the action on it. */
async function allowedPlace(
  deps: QueueDeps,
  account: Account,
  entryId: number,
  action: QueueAction,
) {
  const { db } = deps;
  const found = await repo.findEntryPlace(db, entryId);
  if (!found) throw AppError.notFound('queueEntry');
  const runner = await runsStation(deps, account, found.station_id);
  const crew = await repo.vehicleCrew(db, found.vehicle_id);
  if (!canChangeEntry(account, action, runner, crew.includes(account.id))) {
    throw AppError.forbidden(queueRefusal(account, 'queue.change'));
  }
  return found;
}

/** Read again under the lock: the entry may have moved since. */
async function entryInLine(trx: Db, entryId: number): Promise<repo.EntryRow> {
  const entry = await repo.findEntry(trx, entryId);
  if (
    !entry ||
    entry.position === null ||
    (entry.status !== 'waiting' && entry.status !== 'loading')
  ) {
    throw AppError.conflict('queue.ended');
  }
  return entry;
}

/** One change under the station's lock: the entry, its line before the change, and the time. */
interface ChangeStep {
  deps: QueueDeps;
  trx: Db;
  entry: repo.EntryRow;
  line: repo.LineSlot[];
  now: string;
  base: Omit<RecordedChange, 'type' | 'reason' | 'ended'>;
}
type ActionInput<A extends QueueAction> = Extract<QueueChangeInput, { action: A }>;

function applyChange(step: ChangeStep, input: QueueChangeInput): Promise<ChangeOutcome> {
  switch (input.action) {
    case 'call':
      return callToLoading(step);
    case 'depart':
      return depart(step);
    case 'leave':
      return leave(step, input);
    case 'remove':
      return remove(step, input);
    case 'move':
      return move(step, input);
  }
}

/** Takes the entry out of the line; the ones behind it close up. */
async function leaveLine(
  { trx, entry, line, now }: ChangeStep,
  status: QueueStatus,
  extra: { departed_at?: string; end_reason?: string | null },
): Promise<repo.EntryRow> {
  const changes = { status, position: null, ended_at: now, ...extra };
  await repo.updateEntry(trx, entry.id, changes);
  await repo.shiftPositions(
    trx,
    entry.station_id,
    entry.route_id,
    (entry.position as number) + 1,
    line.length,
    -1,
  );
  return { ...entry, ...changes, updated_at: now };
}

async function callToLoading(step: ChangeStep): Promise<ChangeOutcome> {
  const { deps, trx, entry, line, now, base } = step;
  if (entry.status === 'loading' || line.some((row) => row.status === 'loading'))
    throw AppError.conflict('queue.alreadyLoading');
  if (entry.position !== 1) throw AppError.conflict('queue.notHead');
  await repo.updateEntry(trx, entry.id, { status: 'loading', loading_at: now });
  return record(deps, trx, { ...base, type: 'called', reason: null });
}

async function depart(step: ChangeStep): Promise<ChangeOutcome> {
  const { deps, trx, entry, now, base } = step;
  if (entry.status !== 'loading') throw AppError.conflict('queue.notLoading');
  return record(deps, trx, {
    ...base,
    type: 'departed',
    reason: null,
    ended: await leaveLine(step, 'departed', { departed_at: now }),
  });
}

async function leave(step: ChangeStep, input: ActionInput<'leave'>): Promise<ChangeOutcome> {
  const { deps, trx, base } = step;
  return record(deps, trx, {
    ...base,
    type: 'left',
    reason: input.reason || null,
    ended: await leaveLine(step, 'left', { end_reason: input.reason || null }),
  });
}

async function remove(step: ChangeStep, input: ActionInput<'remove'>): Promise<ChangeOutcome> {
  const { deps, trx, base } = step;
  return record(deps, trx, {
    ...base,
    type: 'removed',
    reason: input.reason,
    ended: await leaveLine(step, 'removed', { end_reason: input.reason }),
  });
}

async function move(step: ChangeStep, input: ActionInput<'move'>): Promise<ChangeOutcome> {
  const { deps, trx, entry, line, base } = step;
  if (entry.status !== 'waiting') throw AppError.conflict('queue.moveLoading');
  const first = line.some((row) => row.status === 'loading') ? 2 : 1;
  if (input.position < first || input.position > line.length)
    throw AppError.field('position', 'queue.positionRange');
  const from = entry.position as number;
  if (input.position < from)
    await repo.shiftPositions(trx, entry.station_id, entry.route_id, input.position, from - 1, 1);
  else
    await repo.shiftPositions(trx, entry.station_id, entry.route_id, from + 1, input.position, -1);
  await repo.updateEntry(trx, entry.id, { position: input.position });
  return record(deps, trx, { ...base, type: 'moved', reason: input.reason });
}
