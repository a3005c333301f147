import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadInitialData } from './initial-route';

const at = (pathname: string) => ({ pathname, href: `http://localhost${pathname}?p=2` });

describe("the first render's wait for the page's data", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs the page's loaders with its address and waits for them", async () => {
    let done = false;
    const loader = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      done = true;
      return null;
    });
    const routes: RouteObject[] = [{ path: '/', children: [{ path: 'routes/:id', loader }] }];
    await loadInitialData(routes, at('/routes/7'));
    expect(done).toBe(true);
    const [args] = loader.mock.calls[0] as unknown as [{ params: unknown; request: Request }];
    expect(args.params).toEqual({ id: '7' });
    expect(args.request.url).toBe('http://localhost/routes/7?p=2');
  });

  it('waits 2.5 s at most for data that does not come, and a failed loader does not stop it', async () => {
    vi.useFakeTimers();
    const routes: RouteObject[] = [
      { path: '/a', loader: () => new Promise(() => {}) },
      { path: '/b', loader: () => Promise.reject(new Error('offline')) },
    ];
    let waited = false;
    const waiting = loadInitialData(routes, at('/a')).then(() => {
      waited = true;
    });
    await vi.advanceTimersByTimeAsync(2499);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(waited).toBe(true);
    await expect(loadInitialData(routes, at('/b'))).resolves.toBeUndefined();
  });

  it('leaves the dashboard alone: its routes load on its first navigation', async () => {
    const loader = vi.fn(() => null);
    await loadInitialData([{ path: '/dashboard', loader }], at('/dashboard'));
    expect(loader).not.toHaveBeenCalled();
  });
});
