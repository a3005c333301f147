import { describe, expect, it } from 'vitest';
import { canAddToQueue, canReadQueueStats, queueAbilities } from './queue-abilities';

describe('queueAbilities', () => {
  it('lets a station admin run and reorder only their own stations', () => {
    expect(queueAbilities('STATION_ADMIN', true)).toEqual({
      run: true,
      move: true,
      leaveOwn: false,
    });
    expect(queueAbilities('STATION_ADMIN', false)).toEqual({
      run: false,
      move: false,
      leaveOwn: false,
    });
  });

  it('lets a system admin run every station without reordering, a driver only leave', () => {
    expect(queueAbilities('SYSTEM_ADMIN', false)).toEqual({
      run: true,
      move: false,
      leaveOwn: false,
    });
    expect(queueAbilities('DRIVER', false)).toEqual({ run: false, move: false, leaveOwn: true });
    expect(queueAbilities('SACCO', false)).toEqual({ run: false, move: false, leaveOwn: false });
  });

  it('says who adds vehicles and who reads the figures', () => {
    expect(
      ['SYSTEM_ADMIN', 'STATION_ADMIN', 'DRIVER', 'SACCO', 'OWNER'].map((role) =>
        canAddToQueue(role as never),
      ),
    ).toEqual([true, true, true, false, false]);
    expect(canReadQueueStats('CUSTOMER')).toBe(false);
    expect(canReadQueueStats('OWNER')).toBe(true);
  });
});
