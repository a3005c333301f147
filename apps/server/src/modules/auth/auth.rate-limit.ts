/**
 * A fixed one-minute window per key, kept in memory. Each server instance counts on its own, so
 * behind N instances an attacker gets at most N times the limit: still far from a useful guess rate.
 */
export function createRateLimiter(limit: number, windowMs = 60_000) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = Date.now() + windowMs;

  return {
    /** Counts one attempt for every key; false when any of them is over the limit. */
    attempt(keys: string[], now = Date.now()): boolean {
      if (now >= nextSweep) {
        for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
        nextSweep = now + windowMs;
      }
      let allowed = true;
      for (const key of keys) {
        let window = windows.get(key);
        if (!window || window.resetAt <= now) {
          window = { count: 0, resetAt: now + windowMs };
          windows.set(key, window);
        }
        window.count++;
        if (window.count > limit) allowed = false;
      }
      return allowed;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
