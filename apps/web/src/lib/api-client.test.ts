import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, memoryStorage } from '@/test/fakes';

const okSchema = { parse: (data: unknown) => data as { ok: boolean } };

/** The server: valid access tokens are `access-N`; refresh-token/ swaps `refresh-N` for N+1. */
function fakeServer(options: { refuseRefresh?: boolean } = {}) {
  let generation = 1;
  const calls: { path: string; token: string | null }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? null;
    calls.push({ path, token });
    // Let every call of a batch reach the server before any answer comes back.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (path.endsWith('/refresh-token/')) {
      const { refresh_token } = JSON.parse(String(init?.body)) as { refresh_token: string };
      if (options.refuseRefresh || refresh_token !== `refresh-${generation}`) {
        return json(401, { error: 'Your session has expired. Please sign in again.' });
      }
      generation += 1;
      return json(200, {
        access_token: `access-${generation}`,
        refresh_token: `refresh-${generation}`,
      });
    }
    return token === `access-${generation}`
      ? json(200, { ok: true })
      : json(401, { error: 'Authentication credentials were not provided or are invalid.' });
  });
  return { fetch, calls };
}

describe('apiRequest and the expiring access token', () => {
  let local: Storage;
  let session: Storage;

  beforeEach(() => {
    vi.resetModules();
    local = memoryStorage();
    session = memoryStorage();
    vi.stubGlobal('window', {
      localStorage: local,
      sessionStorage: session,
      addEventListener() {},
    });
    for (const store of [local, session]) {
      store.setItem('access_token', 'expired');
      store.setItem('refresh_token', 'refresh-1');
    }
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renews once for three calls that fail together, and retries each once', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    const { apiRequest } = await import('./api-client');

    const answers = await Promise.all(
      ['a/', 'b/', 'c/'].map((path) => apiRequest(path, { schema: okSchema })),
    );

    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(server.calls.filter((call) => call.path.endsWith('/refresh-token/'))).toHaveLength(1);
    expect(server.calls.filter((call) => call.token === 'expired')).toHaveLength(3);
    expect(server.calls.filter((call) => call.token === 'access-2')).toHaveLength(3);
    for (const store of [local, session]) {
      expect(store.getItem('access_token')).toBe('access-2');
      expect(store.getItem('refresh_token')).toBe('refresh-2');
    }
  });

  it('uses a token renewed meanwhile instead of renewing again', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    const { apiRequest } = await import('./api-client');

    await apiRequest('first/', { schema: okSchema });
    // A call that was sent with the old token and fails after the renewal finished.
    for (const store of [local, session]) {
      store.setItem('access_token', 'access-2');
    }
    await apiRequest('second/', { schema: okSchema });

    expect(server.calls.filter((call) => call.path.endsWith('/refresh-token/'))).toHaveLength(1);
  });

  it('ends the session when the server refuses the renewal', async () => {
    const server = fakeServer({ refuseRefresh: true });
    vi.stubGlobal('fetch', server.fetch);
    const { apiRequest } = await import('./api-client');
    const { getSession } = await import('./session');

    const failures = await Promise.allSettled(
      ['a/', 'b/'].map((path) => apiRequest(path, { schema: okSchema })),
    );

    expect(failures.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(server.calls.filter((call) => call.path.endsWith('/refresh-token/'))).toHaveLength(1);
    expect(local.getItem('refresh_token')).toBeNull();
    expect(session.getItem('access_token')).toBeNull();
    expect(getSession().status).toBe('anonymous');
  });

  it('does not renew for calls made without the session (login/)', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    const { apiRequest } = await import('./api-client');

    await expect(apiRequest('login/', { schema: okSchema, auth: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(server.calls).toEqual([{ path: '/api/v1.0/login/', token: null }]);
  });
});
