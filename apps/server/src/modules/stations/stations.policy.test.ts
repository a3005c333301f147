import { ROLES } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { testAccount } from '../../test/accounts';
import {
  canChangeStationStatus,
  canViewStationAdmins,
  mayRunStations,
  stationCan,
} from './stations.policy';

const OWN = 3;
const FOREIGN = 4;

describe('stations policy', () => {
  it('gives a system admin every station, whole', () => {
    expect(stationCan(testAccount('SYSTEM_ADMIN'), FOREIGN, [])).toEqual({
      edit: true,
      archive: true,
      manageAdmins: true,
      runQueue: true,
      moveQueue: true,
      viewAdmins: true,
    });
  });

  it('gives a station admin the details, queue and admins of their own stations only', () => {
    const marshal = testAccount('STATION_ADMIN');
    expect(stationCan(marshal, OWN, [OWN])).toEqual({
      edit: true,
      archive: false,
      manageAdmins: false,
      runQueue: true,
      moveQueue: true,
      viewAdmins: true,
    });
    expect(Object.values(stationCan(marshal, FOREIGN, [OWN]))).not.toContain(true);
    expect(canViewStationAdmins(marshal, FOREIGN, [OWN])).toBe(false);
  });

  it('gives every other role nothing at a station, even one listed as theirs', () => {
    for (const role of ['SACCO', 'OWNER', 'DRIVER', 'CUSTOMER'] as const)
      expect(Object.values(stationCan(testAccount(role), OWN, [OWN])), role).not.toContain(true);
  });

  it('lets only a system admin open or close a stage, and only station admins be attached', () => {
    for (const role of ROLES) {
      expect(canChangeStationStatus(testAccount(role)), role).toBe(role === 'SYSTEM_ADMIN');
      expect(mayRunStations(role), role).toBe(role === 'STATION_ADMIN');
    }
  });
});
