import type { Role } from '@foleni/contract';

export type QueueAbilities = {
  /** Call, depart, mark as left and remove any vehicle in the station's lines. */
  run: boolean;
  /** Change a waiting vehicle's place (with a reason). */
  move: boolean;
  /** Take the vehicles they drive out of the line. */
  leaveOwn: boolean;
};

/**
 * What the queue page offers (the server's queue policy, mirrored): a station admin runs their
 * own stations and alone moves vehicles; a system admin runs every station; a driver may only
 * take their own vehicle out. Everyone else follows the queue.
 */
export function queueAbilities(role: Role, runsStation: boolean): QueueAbilities {
  const run = role === 'SYSTEM_ADMIN' || (role === 'STATION_ADMIN' && runsStation);
  return { run, move: run && role === 'STATION_ADMIN', leaveOwn: role === 'DRIVER' };
}

/** Who may add a vehicle to a line: station admins, system admins and drivers (their own). */
export function canAddToQueue(role: Role): boolean {
  return role === 'SYSTEM_ADMIN' || role === 'STATION_ADMIN' || role === 'DRIVER';
}

/** Who may read the day's figures (`GET queue/stats/`). */
export function canReadQueueStats(role: Role): boolean {
  return role !== 'CUSTOMER';
}
