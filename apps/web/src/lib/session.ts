import type { TokenPair, User } from '@foleni/contract';
import { STORAGE_KEYS } from '@foleni/contract/constants';
import { claimKept, forgetKept } from './pwa/kept-owner';
import { sessionStore, storage } from './storage';
import { createStore, useStore } from './store';

/**
 * The signed-in session (spec §4), kept free of zod and antd: the header of every page reads it.
 *
 * Tokens live in localStorage and sessionStorage under the spec's keys (`access_token`,
 * `refresh_token`) and are read from there on every request, so a token refreshed by another tab
 * is picked up at once. The user is held in memory: on a new visit with stored tokens the app
 * fetches it again (`restoring` until then), and only when the server cannot be reached starts
 * with the account as last seen (lib/pwa/kept-account.ts).
 */
export type Session =
  | { status: 'anonymous'; user: null }
  | { status: 'restoring'; user: null }
  | { status: 'authenticated'; user: User };

const ANONYMOUS: Session = { status: 'anonymous', user: null };

function readToken(key: string): string | null {
  return storage.get(key) || sessionStore.get(key) || null;
}

export function getAccessToken(): string | null {
  return readToken(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readToken(STORAGE_KEYS.refreshToken);
}

export function storeTokens(tokens: TokenPair): void {
  for (const area of [storage, sessionStore]) {
    area.set(STORAGE_KEYS.accessToken, tokens.access_token);
    area.set(STORAGE_KEYS.refreshToken, tokens.refresh_token);
  }
}

function clearTokens(): void {
  for (const area of [storage, sessionStore]) {
    area.remove(STORAGE_KEYS.accessToken);
    area.remove(STORAGE_KEYS.refreshToken);
  }
}

const current = createStore<Session>(
  getAccessToken() || getRefreshToken() ? { status: 'restoring', user: null } : ANONYMOUS,
);

export function getSession(): Session {
  return current.get();
}

export function useSession(): Session {
  return useStore(current);
}

/** Signed in: remember the tokens and the user. */
export function startSession(user: User, tokens: TokenPair): void {
  claimKept(user.id);
  storeTokens(tokens);
  current.set({ status: 'authenticated', user });
}

/** The user changed (restored on load, profile saved): keep the tokens, show the new details. */
export function setSessionUser(user: User): void {
  current.set({ status: 'authenticated', user });
}

/**
 * Signed out, or the session could not be renewed: forget the tokens, the user and what was kept
 * of the account for offline use.
 */
export function endSession(): void {
  clearTokens();
  forgetKept();
  current.set(ANONYMOUS);
}

/** A restore that could not reach the server: stay signed out but keep the tokens for a reload. */
export function abandonRestore(): void {
  if (current.get().status === 'restoring') {
    current.set(ANONYMOUS);
  }
}

// Signing out in another tab removes the shared tokens: sign this tab out too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.storageArea === window.localStorage &&
      (event.key === STORAGE_KEYS.refreshToken || event.key === null) &&
      !event.newValue &&
      current.get().status !== 'anonymous'
    ) {
      current.set(ANONYMOUS);
      sessionStore.remove(STORAGE_KEYS.accessToken);
      sessionStore.remove(STORAGE_KEYS.refreshToken);
    }
  });
}
