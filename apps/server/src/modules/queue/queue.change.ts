import type { QueueAction, QueueChangeInput, QueueStatus } from '@foleni/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { nowIso } from '../../lib/time';
import type { Account } from '../auth/auth.guard';
import {
  type AnnouncedEvent,
  announce,
  type ChangeOutcome,
  holdLine,
  inStation,
  isUniqueViolation,
  type QueueChannel,
  type QueueContext,
  type RecordedChange,
  record,
  standingOf,
  stateOf,
} from './queue.events';
import { mayChangeEntry, queueRefusal } from './queue.policy';
import * as repo from './queue.repo';

/** An entry's change in status or place: call to load, depart, leave, remove or move. */
export async function changeEntry(
  context: QueueContext,
  account: Account,
  entryId: number,
  input: QueueChangeInput,
  channel: QueueChannel = 'web',
): Promise<AnnouncedEvent> {
  const place = await context.places.of(context.db, entryId);
  if (!place) throw AppError.notFound('queueEntry');
  try {
    const outcome = await inStation(context, place.station_id, async (trx) => {
      const standing = standingOf(trx, account, {
        stationId: place.station_id,
        vehicleId: place.vehicle_id,
      });
      if (!(await mayChangeEntry(account, input.action, standing)))
        throw AppError.forbidden(queueRefusal(account, 'queue.change'));
      // Read under the hold: the entry may have moved or left since.
      const { line } = await holdLine(context, trx, {
        stationId: place.station_id,
        routeId: place.route_id,
      });
      const entry = line.find((row) => row.id === entryId);
      if (!entry) throw AppError.conflict('queue.ended');
      const at = nowIso();
      const base = { actor: account, before: stateOf(entry), lineBefore: line, at, channel };
      return applyChange({ context, trx, entry, line, at, base }, input);
    });
    return await announce(context, outcome);
  } catch (error) {
    if (isUniqueViolation(error, 'queue_entries_one_loading_per_queue'))
      throw AppError.conflict('queue.alreadyLoading');
    throw error;
  }
}

/** One change under the station's lock: the entry, its line before the change, and the time. */
interface ChangeStep {
  context: QueueContext;
  trx: Db;
  entry: repo.LineRow & { position: number };
  line: repo.LineRow[];
  at: string;
  base: Pick<RecordedChange, 'actor' | 'before' | 'lineBefore' | 'at' | 'channel'>;
}
type ActionInput<A extends QueueAction> = Extract<QueueChangeInput, { action: A }>;

function applyChange(
  step: Omit<ChangeStep, 'entry'> & { entry: repo.LineRow },
  input: QueueChangeInput,
): Promise<ChangeOutcome> {
  // An active entry always has a place in its line.
  const inLine = { ...step, entry: { ...step.entry, position: step.entry.position as number } };
  switch (input.action) {
    case 'call':
      return callToLoading(inLine);
    case 'depart':
      return depart(inLine);
    case 'leave':
      return leave(inLine, input);
    case 'remove':
      return remove(inLine, input);
    case 'move':
      return move(inLine, input);
  }
}

/**
 * Takes the entry out of the line; the ones behind it close up. Returns the entry as it ended
 * and the line without it, as the statement left them.
 */
function leaveLine(
  { trx, entry, line, at }: ChangeStep,
  status: QueueStatus,
  extra: { departed_at?: string; end_reason?: string | null },
): Pick<RecordedChange, 'entry' | 'line' | 'writes'> {
  const ending = {
    status,
    ended_at: at,
    departed_at: extra.departed_at ?? entry.departed_at,
    end_reason: extra.end_reason === undefined ? entry.end_reason : extra.end_reason,
  };
  return {
    writes: repo.takeOutOfLine(trx, entry, ending),
    entry: { ...entry, ...ending, position: null, updated_at: at },
    line: line
      .filter((row) => row.id !== entry.id)
      .map((row) =>
        (row.position as number) > entry.position
          ? { ...row, position: (row.position as number) - 1, updated_at: at }
          : row,
      ),
  };
}

async function callToLoading(step: ChangeStep): Promise<ChangeOutcome> {
  const { context, trx, entry, line, at, base } = step;
  if (entry.status === 'loading') throw AppError.conflict('queue.alreadyCalled');
  if (line.some((row) => row.status === 'loading')) throw AppError.conflict('queue.alreadyLoading');
  if (entry.position !== 1) throw AppError.conflict('queue.notHead');
  const called = { ...entry, status: 'loading' as const, loading_at: at, updated_at: at };
  return record(context, trx, {
    ...base,
    writes: repo.callToLoading(trx, entry.id, at),
    type: 'called',
    reason: null,
    entry: called,
    line: line.map((row) => (row.id === entry.id ? called : row)),
  });
}

async function depart(step: ChangeStep): Promise<ChangeOutcome> {
  const { context, trx, entry, at, base } = step;
  if (entry.status !== 'loading') throw AppError.conflict('queue.notLoading');
  return record(context, trx, {
    ...base,
    type: 'departed',
    reason: null,
    ...leaveLine(step, 'departed', { departed_at: at }),
  });
}

async function leave(step: ChangeStep, input: ActionInput<'leave'>): Promise<ChangeOutcome> {
  const { context, trx, base } = step;
  const reason = input.reason || null;
  return record(context, trx, {
    ...base,
    type: 'left',
    reason,
    ...leaveLine(step, 'left', { end_reason: reason }),
  });
}

async function remove(step: ChangeStep, input: ActionInput<'remove'>): Promise<ChangeOutcome> {
  const { context, trx, base } = step;
  return record(context, trx, {
    ...base,
    type: 'removed',
    reason: input.reason,
    ...leaveLine(step, 'removed', { end_reason: input.reason }),
  });
}

async function move(step: ChangeStep, input: ActionInput<'move'>): Promise<ChangeOutcome> {
  const { context, trx, entry, line, at, base } = step;
  if (entry.status !== 'waiting') throw AppError.conflict('queue.moveLoading');
  const first = line.some((row) => row.status === 'loading') ? 2 : 1;
  if (input.position < first || input.position > line.length)
    throw AppError.field('position', 'queue.positionRange');
  // The line as the statement leaves it: the entry at its new place, the ones it passed shifted.
  const from = entry.position;
  const to = input.position;
  const shifted = line
    .map((row) => {
      const position = row.position as number;
      if (row.id === entry.id) return { ...row, position: to, updated_at: at };
      if (to < from && position >= to && position < from)
        return { ...row, position: position + 1, updated_at: at };
      if (to > from && position > from && position <= to)
        return { ...row, position: position - 1, updated_at: at };
      return row;
    })
    .sort((a, b) => (a.position as number) - (b.position as number));
  return record(context, trx, {
    ...base,
    writes: repo.moveInLine(trx, entry, input.position, at),
    type: 'moved',
    reason: input.reason,
    entry: shifted.find((row) => row.id === entry.id) as repo.LineRow,
    line: shifted,
  });
}
