/**
 * localStorage that never throws: storage can be unavailable (private browsing, blocked cookies)
 * and a preference that cannot be saved must not break the page.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not persisted; the choice still applies to this visit.
    }
  },
};
