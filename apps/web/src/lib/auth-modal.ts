import { createStore, useStore } from './store';

export type AuthModalMode = 'login' | 'signup' | 'reset';

export type AuthModalState = { open: false } | { open: true; mode: AuthModalMode };

const state = createStore<AuthModalState>({ open: false });

/**
 * The header's Sign In modal (spec §2, §4): opened from anywhere, rendered by the app's root
 * layout, which downloads it on first use.
 */
export function openAuthModal(mode: AuthModalMode = 'login'): void {
  state.set({ open: true, mode });
}

export function closeAuthModal(): void {
  state.set({ open: false });
}

export function useAuthModal(): AuthModalState {
  return useStore(state);
}
