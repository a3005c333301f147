import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/fakes';
import { ApiError } from '../api-error';
import {
  claimKept,
  forgetKept,
  keepAccount,
  keepData,
  keptAccount,
  keptData,
  MAX_KEPT,
  orKept,
} from './kept-account';

type Account = { id: number; name: string };
const asAccount = {
  parse(data: unknown): Account {
    const { id, name } = data as Partial<Account>;
    if (typeof id !== 'number' || typeof name !== 'string') throw new Error('not an account');
    return { id, name };
  },
};
const asNumber = {
  parse(data: unknown): number {
    if (typeof data !== 'number') throw new Error('not a number');
    return data;
  },
};

const offline = () => new ApiError(0, { code: 'api.requestRefused', message: 'network error' });
const refused = (status: number) =>
  new ApiError(status, { code: 'api.notLoggedIn', message: 'refused' });

const amina = { id: 7, name: 'Amina' };
const baraka = { id: 8, name: 'Baraka' };

describe('what the device keeps of the signed-in account', () => {
  let local: Storage;

  beforeEach(() => {
    local = memoryStorage();
    vi.stubGlobal('window', { localStorage: local });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the last GET user/ answer and gives it back, checked', () => {
    expect(keptAccount(asAccount)).toBeNull();
    keepAccount(amina);
    const renamed = { ...amina, name: 'Amina W.' };
    keepAccount(renamed);
    expect(keptAccount(asAccount)).toEqual({ id: 7, name: 'Amina W.' });
  });

  it('gives nothing back that no longer has the shape its call checks', () => {
    keepAccount({ id: 7 });
    expect(keptAccount(asAccount)).toBeNull();
    local.setItem('foleni.kept.7', '{not json');
    expect(keptAccount(asAccount)).toBeNull();
    expect(keptData('queue', asNumber)).toBeNull();
  });

  it("keeps data per account: signing in as another drops the first one's", () => {
    keepAccount(amina);
    keepData('station/4/', 1, 1000);
    expect(keptData('station/4/', asNumber)).toEqual({ value: 1, at: 1000 });

    claimKept(baraka.id);
    expect(keptAccount(asAccount)).toBeNull();
    expect(keptData('station/4/', asNumber)).toBeNull();
    expect(local.getItem('foleni.kept.7')).toBeNull();

    // Signing in again as the same account keeps what it has.
    keepData('station/4/', 2, 2000);
    claimKept(baraka.id);
    expect(keptData('station/4/', asNumber)).toEqual({ value: 2, at: 2000 });
  });

  it('keeps nothing while no account is signed in', () => {
    keepData('station/4/', 1);
    expect(local.length).toBe(0);
  });

  it(`keeps the newest ${MAX_KEPT} pieces of data of an account`, () => {
    keepAccount(amina);
    for (let index = 0; index <= MAX_KEPT; index += 1) {
      keepData(`station/${index}/`, index, 1000 + index);
    }
    expect(keptData('station/0/', asNumber)).toBeNull();
    expect(keptData('station/1/', asNumber)).toEqual({ value: 1, at: 1001 });
    expect(keptData(`station/${MAX_KEPT}/`, asNumber)?.value).toBe(MAX_KEPT);
    expect(keptAccount(asAccount)).toEqual(amina);
  });

  it('forgets the account and its data on signing out, and nothing else', () => {
    local.setItem('foleni.theme', 'dark');
    keepAccount(amina);
    keepData('station/4/', 1);
    forgetKept();
    expect(keptAccount(asAccount)).toBeNull();
    expect(keptData('station/4/', asNumber)).toBeNull();
    expect(local.length).toBe(1);
    expect(local.getItem('foleni.theme')).toBe('dark');
  });

  describe('orKept', () => {
    beforeEach(() => keepAccount(amina));

    it('keeps each answer and passes it on', async () => {
      expect(await orKept('count', asNumber, async () => 3)).toBe(3);
      expect(keptData('count', asNumber)?.value).toBe(3);
    });

    it('stands in with the last answer when the network cannot be reached', async () => {
      await orKept('count', asNumber, async () => 3);
      expect(await orKept('count', asNumber, () => Promise.reject(offline()))).toBe(3);
      const fetchFailed = new TypeError('Failed to fetch');
      expect(await orKept('count', asNumber, () => Promise.reject(fetchFailed))).toBe(3);
    });

    it('never stands in for an answer of the server, a refusal included', async () => {
      await orKept('count', asNumber, async () => 3);
      for (const status of [401, 403, 404, 500]) {
        const error = refused(status);
        await expect(orKept('count', asNumber, () => Promise.reject(error))).rejects.toBe(error);
      }
    });

    it('passes the network error on when nothing was kept', async () => {
      const error = offline();
      await expect(orKept('count', asNumber, () => Promise.reject(error))).rejects.toBe(error);
    });
  });
});
