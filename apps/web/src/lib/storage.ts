/**
 * localStorage (and sessionStorage) that never throw: storage can be unavailable (private
 * browsing, blocked cookies) and a preference that cannot be saved must not break the page.
 */
function safeStorage(area: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        area().setItem(key, value);
      } catch {
        // Not persisted; the choice still applies to this visit.
      }
    },
    remove(key: string): void {
      try {
        area().removeItem(key);
      } catch {
        // Nothing stored, or storage is unavailable: either way the key is gone for us.
      }
    },
  };
}

export const storage = safeStorage(() => window.localStorage);

/** The same for sessionStorage (this tab only). */
export const sessionStore = safeStorage(() => window.sessionStorage);
