import { type CapabilityName, QUEUE_ACTIONS, type QueueAction, scopeOf } from '@foleni/contract';
import type { Account } from '../auth/auth.guard';
import { reachesInScope } from '../auth/capability-scope';

/** How the caller stands to a line or an entry: do they run its station, crew its vehicle. */
interface Standing {
  ownStation: boolean;
  ownVehicle: boolean;
}

/** Whether `account` reaches a line or entry with a queue capability of the contract's table. */
function reaches(capability: CapabilityName, account: Account, standing: Standing): boolean {
  return reachesInScope(account, capability, {
    station: () => standing.ownStation,
    vehicle: () => standing.ownVehicle,
  });
}

/** A station admin runs the queues of their own stations; a system admin runs all of them. */
export function canRunStation(
  account: Account,
  stationId: number,
  adminStationIds: readonly number[],
): boolean {
  const ownStation = adminStationIds.includes(stationId);
  return reaches('queue.run', account, { ownStation, ownVehicle: false });
}

const CAPABILITY_OF: Record<QueueAction, CapabilityName> = {
  call: 'queue.run',
  depart: 'queue.run',
  remove: 'queue.run',
  move: 'queue.move',
  leave: 'queue.leave',
};

/**
 * Who may do what to an entry: the station's runner anything; a driver (or conductor) of the
 * vehicle may only take it out of the line (leave). Joining follows the same split.
 */
export function canChangeEntry(
  account: Account,
  action: QueueAction,
  runsStation: boolean,
  drivesVehicle: boolean,
): boolean {
  return reaches(CAPABILITY_OF[action], account, {
    ownStation: runsStation,
    ownVehicle: drivesVehicle,
  });
}

/**
 * Why a join or change is refused: a caller who acts for their own vehicles is told it is not
 * theirs, a station's runner that the station is not.
 */
export function queueRefusal(
  account: Account,
  capability: 'queue.join' | 'queue.change',
): 'queue.notYourVehicle' | 'queue.notYourStation' {
  return scopeOf(account.role, capability) === 'vehicle'
    ? 'queue.notYourVehicle'
    : 'queue.notYourStation';
}

/**
 * How the caller stands to a line or an entry, asked only when the role's scope depends on it:
 * each answer is a query, and a system admin needs neither.
 */
export interface StandingQuestions {
  ownStation(): Promise<boolean>;
  ownVehicle(): Promise<boolean>;
}

/** As `reaches`, with the standing asked for rather than known beforehand. */
function reachesAsking(
  capability: CapabilityName,
  account: Account,
  ask: StandingQuestions,
): Promise<boolean> {
  switch (scopeOf(account.role, capability)) {
    case 'all':
      return Promise.resolve(true);
    case 'station':
      return ask.ownStation();
    case 'vehicle':
      return ask.ownVehicle();
    default:
      return Promise.resolve(false);
  }
}

/** `canChangeEntry` for a change being made: the same split, asking only what decides. */
export function mayChangeEntry(
  account: Account,
  action: QueueAction,
  ask: StandingQuestions,
): Promise<boolean> {
  return reachesAsking(CAPABILITY_OF[action], account, ask);
}

export function mayJoin(account: Account, ask: StandingQuestions): Promise<boolean> {
  return reachesAsking('queue.join', account, ask);
}

/** What the caller may do with an entry, as the API says it (`can`); nothing once it has left. */
export function entryCan(
  account: Account,
  runsStation: boolean,
  drivesVehicle: boolean,
  inLine: boolean,
): Record<QueueAction, boolean> {
  return Object.fromEntries(
    QUEUE_ACTIONS.map((action) => [
      action,
      inLine && canChangeEntry(account, action, runsStation, drivesVehicle),
    ]),
  ) as Record<QueueAction, boolean>;
}

export type QueueListScope =
  | { kind: 'all' }
  | { kind: 'stations' }
  | { kind: 'sacco'; saccoId: number | null }
  | { kind: 'vehicles'; relations: string[] };

/** Which entries a role sees in lists: a Sacco and an owner their vehicles', a driver theirs. */
export function queueListScope(account: Account): QueueListScope {
  switch (account.role) {
    case 'SYSTEM_ADMIN':
      return { kind: 'all' };
    case 'STATION_ADMIN':
      return { kind: 'stations' };
    case 'SACCO':
      return { kind: 'sacco', saccoId: account.saccoId };
    case 'OWNER':
      return { kind: 'vehicles', relations: ['owner'] };
    default:
      return { kind: 'vehicles', relations: ['driver', 'conductor'] };
  }
}
