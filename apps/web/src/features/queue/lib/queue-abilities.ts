import type { Capabilities, StationDetail } from '@foleni/contract';

export type QueueAbilities = {
  /** Call, depart, mark as left and remove any vehicle in the station's lines. */
  run: boolean;
  /** Change a waiting vehicle's place (with a reason). */
  move: boolean;
  /** Take the vehicles they crew out of the line (the entries whose `can.leave` says so). */
  leaveOwn: boolean;
};

/**
 * What the queue page offers at a station: what the server said the account may do there
 * (the station's `can`) and anywhere (GET user/'s capabilities). Everyone else follows the queue.
 */
export function queueAbilities(
  station: Pick<StationDetail, 'can'> | undefined,
  capabilities: Pick<Capabilities, 'queue.leave'>,
): QueueAbilities {
  const run = station?.can?.runQueue ?? false;
  return {
    run,
    move: station?.can?.moveQueue ?? false,
    leaveOwn: !run && capabilities['queue.leave'],
  };
}
