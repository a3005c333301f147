import { describe, expect, it } from 'vitest';
import { queueAbilities } from './queue-abilities';

const can = (runQueue: boolean, moveQueue: boolean) => ({
  can: { edit: false, archive: false, manageAdmins: false, runQueue, moveQueue, viewAdmins: false },
});

describe('queueAbilities', () => {
  it("offers running and moving exactly as the station's can says", () => {
    expect(queueAbilities(can(true, true), { 'queue.leave': true })).toEqual({
      run: true,
      move: true,
      leaveOwn: false,
    });
    expect(queueAbilities(can(true, false), { 'queue.leave': true }).move).toBe(false);
  });

  it('lets someone who does not run the station take out only their own vehicles', () => {
    expect(queueAbilities(can(false, false), { 'queue.leave': true })).toEqual({
      run: false,
      move: false,
      leaveOwn: true,
    });
    expect(queueAbilities(undefined, { 'queue.leave': false })).toEqual({
      run: false,
      move: false,
      leaveOwn: false,
    });
  });
});
