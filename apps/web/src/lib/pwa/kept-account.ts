import { isApiError } from '../api-error';
import { storage } from '../storage';
import { keptOwner as account, claimKept, keptEntryKey as entryKey } from './kept-owner';

export { claimKept, forgetKept } from './kept-owner';

/**
 * What the app keeps of the signed-in account so that a page opened with no network (the
 * marshal's queue page, reopened at the stage) starts as it was last seen: the account's last
 * `GET user/` answer and the last data some pages showed. It is read only when the network cannot
 * be reached; a server that answers, even with a refusal, always wins. Never the tokens: those
 * stay where lib/session.ts keeps them.
 *
 * localStorage, one entry per account: kept-owner.ts names the account the stored tokens belong
 * to, and only that account's entry is read. Signing in as another account, signing out, or a
 * session the server refuses removes what was kept (a phone shared by several marshals).
 */

/** At most this many pieces of data per account: the oldest kept goes first. */
export const MAX_KEPT = 20;

type Kept = { value: unknown; at: number };
type Entry = { user: unknown; data: Record<string, Kept> };

/** Checks kept data as the call that made it would check its answer. */
export type KeptParser<T> = { parse: (data: unknown) => T };

function readEntry(id: string): Entry {
  try {
    const entry = JSON.parse(storage.get(entryKey(id)) ?? 'null') as Partial<Entry> | null;
    return { user: entry?.user ?? null, data: entry?.data ?? {} };
  } catch {
    return { user: null, data: {} }; // unreadable (written by another release): start afresh
  }
}

function writeEntry(id: string, entry: Entry): void {
  storage.set(entryKey(id), JSON.stringify(entry));
}

/** Keeps the account's `GET user/` answer, for a start without a network. */
export function keepAccount(user: { id: number }): void {
  claimKept(user.id);
  const id = String(user.id);
  writeEntry(id, { ...readEntry(id), user });
}

/** The kept `GET user/` answer of the account the stored tokens belong to, if any. */
export function keptAccount<T>(parser: KeptParser<T>): T | null {
  const id = account();
  const user = id === null ? null : readEntry(id).user;
  return user === null ? null : parseOrNull(parser, user);
}

/** Keeps data a page showed under `name` for the signed-in account (none signed in: nothing). */
export function keepData(name: string, value: unknown, at = Date.now()): void {
  const id = account();
  if (id === null) {
    return;
  }
  const entry = readEntry(id);
  const data = { ...entry.data, [name]: { value, at } };
  const newestFirst = Object.entries(data).sort(([, a], [, b]) => b.at - a.at);
  writeEntry(id, { ...entry, data: Object.fromEntries(newestFirst.slice(0, MAX_KEPT)) });
}

/** The data kept under `name` for the signed-in account and when it was kept (ms), if any. */
export function keptData<T>(name: string, parser: KeptParser<T>): { value: T; at: number } | null {
  const id = account();
  const kept = id === null ? undefined : readEntry(id).data[name];
  const value = kept === undefined ? null : parseOrNull(parser, kept.value);
  return kept && value !== null ? { value, at: kept.at } : null;
}

/** The call got no answer at all (offline, no route to the server), as opposed to a refusal. */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) ? error.status === 0 : error instanceof TypeError;
}

/**
 * `load()`'s answer, kept under `name`; when the network cannot be reached, what was kept last
 * time instead (if anything was). Any answer from the server, a refusal too, is passed on as is.
 */
export async function orKept<T>(
  name: string,
  parser: KeptParser<T>,
  load: () => Promise<T>,
): Promise<T> {
  try {
    const value = await load();
    keepData(name, value);
    return value;
  } catch (error) {
    const kept = isUnreachable(error) ? keptData(name, parser) : null;
    if (kept === null) {
      throw error;
    }
    return kept.value;
  }
}

function parseOrNull<T>(parser: KeptParser<T>, data: unknown): T | null {
  try {
    return parser.parse(data);
  } catch {
    return null; // kept by an older release in another shape
  }
}
