import { CAPABILITY_NAMES } from '@foleni/contract';
import type { TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, memoryStorage } from '@/test/fakes';

const marshal = (name: string) => ({
  id: 7,
  firstname: 'Amina',
  lastname: 'Wanjiru',
  username: 'station@demo.foleni.ke',
  email: 'station@demo.foleni.ke',
  role: 'STATION_ADMIN',
  status: 'active',
  national_id: '12345678',
  contact_number: '0712345678',
  phone_number: '0712345678',
  profile_image: null,
  name,
  capabilities: Object.fromEntries(CAPABILITY_NAMES.map((capability) => [capability, true])),
});

const t = ((key: string) => key) as unknown as TFunction;
const noNetwork = async () => {
  throw new TypeError('Failed to fetch');
};
const refusing = async () => json(401, { code: 'api.notLoggedIn', message: 'Sign in again.' });

describe('restoring the session on a new visit', () => {
  let local: Storage;
  let listeners: Map<string, () => void>;

  beforeEach(() => {
    vi.resetModules();
    local = memoryStorage();
    listeners = new Map();
    vi.stubGlobal('window', {
      localStorage: local,
      sessionStorage: memoryStorage(),
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    });
    local.setItem('access_token', 'access-1');
    local.setItem('refresh_token', 'refresh-1');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The modules as a fresh page loads them, with the tokens already stored. */
  async function freshPage() {
    const { restoreSession } = await import('./restore-session');
    const { getSession } = await import('@/lib/session');
    return { restoreSession, getSession };
  }

  /** A visit that had the network: signed in, its GET user/ answer kept. */
  async function visitedOnline(name = 'Amina') {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, marshal(name))),
    );
    const page = await freshPage();
    await page.restoreSession(t);
    vi.resetModules();
  }

  it('signs in with the server’s answer and keeps it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, marshal('Amina'))),
    );
    const { restoreSession, getSession } = await freshPage();
    await restoreSession(t);
    expect(getSession()).toMatchObject({ status: 'authenticated', user: { name: 'Amina' } });
    expect(local.getItem('foleni.kept.account')).toBe('7');
  });

  it('answers the dashboard’s capabilities from the same GET user/, without asking again', async () => {
    const fetch = vi.fn(async () => json(200, marshal('Amina')));
    vi.stubGlobal('fetch', fetch);
    const { restoreSession } = await freshPage();
    await restoreSession(t);
    const { queryClient } = await import('@/lib/query-client');
    const { capabilitiesQueryOptions } = await import('./api/get-current-user');
    const user = await queryClient.fetchQuery(capabilitiesQueryOptions(7));
    expect(user).toMatchObject({ id: 7, capabilities: { 'network.browse': true } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('with no network, starts with the account as last seen and asks again once online', async () => {
    await visitedOnline('Amina');
    vi.stubGlobal('fetch', vi.fn(noNetwork));
    const { restoreSession, getSession } = await freshPage();
    await restoreSession(t);
    expect(getSession()).toMatchObject({ status: 'authenticated', user: { name: 'Amina' } });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, marshal('Amina W.'))),
    );
    listeners.get('online')?.();
    await vi.waitFor(() => expect(getSession().user?.name).toBe('Amina W.'));
  });

  it('signed out while offline, asks nothing once online', async () => {
    await visitedOnline();
    vi.stubGlobal('fetch', vi.fn(noNetwork));
    const { restoreSession, getSession } = await freshPage();
    await restoreSession(t);
    const { endSession } = await import('@/lib/session');
    endSession();
    expect(local.getItem('foleni.kept.7')).toBeNull();

    const server = vi.fn(async () => json(200, marshal('Amina')));
    vi.stubGlobal('fetch', server);
    listeners.get('online')?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server).not.toHaveBeenCalled();
    expect(getSession().status).toBe('anonymous');
  });

  it('with no network and nothing kept, stays signed out and keeps the tokens', async () => {
    vi.stubGlobal('fetch', vi.fn(noNetwork));
    const { restoreSession, getSession } = await freshPage();
    await restoreSession(t);
    expect(getSession().status).toBe('anonymous');
    expect(local.getItem('refresh_token')).toBe('refresh-1');
  });

  it('ends a session the server refuses, kept account or not, and forgets what was kept', async () => {
    await visitedOnline();
    vi.stubGlobal('fetch', vi.fn(refusing));
    const { restoreSession, getSession } = await freshPage();
    await restoreSession(t);
    expect(getSession().status).toBe('anonymous');
    expect(local.getItem('refresh_token')).toBeNull();
    expect(local.getItem('foleni.kept.account')).toBeNull();
    expect(local.getItem('foleni.kept.7')).toBeNull();
  });

  it('back online, a session the server now refuses ends', async () => {
    await visitedOnline();
    vi.stubGlobal('fetch', vi.fn(noNetwork));
    const { restoreSession, getSession } = await freshPage();
    await restoreSession(t);
    expect(getSession().status).toBe('authenticated');

    vi.stubGlobal('fetch', vi.fn(refusing));
    listeners.get('online')?.();
    await vi.waitFor(() => expect(getSession().status).toBe('anonymous'));
    expect(local.getItem('foleni.kept.7')).toBeNull();
  });
});
