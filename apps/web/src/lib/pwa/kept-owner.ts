import { storage } from '../storage';

// Which account the data kept for offline use belongs to (kept-account.ts), apart from the rest:
// the session (lib/session.ts, on every page's first download) needs only this much.

/** The account whose data is kept: the one the stored tokens belong to. */
const ACCOUNT_KEY = 'foleni.kept.account';

/** Where an account's kept data is. */
export const keptEntryKey = (account: string) => `foleni.kept.${account}`;

export function keptOwner(): string | null {
  return storage.get(ACCOUNT_KEY);
}

/**
 * Signed in as `userId`: from now on data is kept for that account, and what was kept for
 * another one goes.
 */
export function claimKept(userId: number): void {
  const previous = keptOwner();
  if (previous === String(userId)) {
    return;
  }
  if (previous !== null) {
    storage.remove(keptEntryKey(previous));
  }
  storage.set(ACCOUNT_KEY, String(userId));
}

/** Signed out, or the session was refused: nothing of the account stays on the device. */
export function forgetKept(): void {
  const owner = keptOwner();
  if (owner !== null) {
    storage.remove(keptEntryKey(owner));
  }
  storage.remove(ACCOUNT_KEY);
}
