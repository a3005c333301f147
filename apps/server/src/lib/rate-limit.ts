/**
 * Fixed windows per key, kept in memory. Each server instance counts on its own, so behind N
 * instances an attacker gets at most N times the limit: still far from a useful guess rate.
 */
export function createRateLimiter(limit: number, windowMs = 60_000) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = Date.now() + windowMs;

  function current(key: string, now: number) {
    if (now >= nextSweep) {
      for (const [stale, window] of windows) if (window.resetAt <= now) windows.delete(stale);
      nextSweep = now + windowMs;
    }
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  }
  const secondsLeft = (resetAt: number, now: number) =>
    Math.max(1, Math.ceil((resetAt - now) / 1000));

  const limiter = {
    limit,
    /** How often `key` was counted in its current window. */
    count: (key: string, now = Date.now()) => current(key, now)?.count ?? 0,
    /** Seconds until `key`'s window starts afresh (0 when it has none). */
    secondsLeft(key: string, now = Date.now()): number {
      const window = current(key, now);
      return window ? secondsLeft(window.resetAt, now) : 0;
    },
    /** Seconds until `key` is under the limit again; 0 when it is under it now. */
    waitFor(key: string, now = Date.now()): number {
      const window = current(key, now);
      return window && window.count >= limit ? secondsLeft(window.resetAt, now) : 0;
    },
    hit(keys: string[], now = Date.now()): void {
      for (const key of keys) {
        const window = current(key, now);
        if (window) window.count++;
        else windows.set(key, { count: 1, resetAt: now + windowMs });
      }
    },
    forget(key: string): void {
      windows.delete(key);
    },
    /**
     * Counts one attempt for every key, unless one of them is already at the limit: then nothing
     * is counted and the answer is the seconds to wait. 0 means go ahead.
     */
    attempt(keys: string[], now = Date.now()): number {
      const wait = Math.max(0, ...keys.map((key) => limiter.waitFor(key, now)));
      if (wait === 0) limiter.hit(keys, now);
      return wait;
    },
  };
  return limiter;
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
