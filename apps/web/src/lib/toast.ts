import { SUCCESS_TOAST_MS } from '@foleni/contract/constants';
import { createStore, useStore } from './store';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export type Toast = {
  id: number;
  kind: ToastKind;
  /** Already translated. */
  text: string;
  durationMs: number;
};

/** Toasts waiting to be shown; the toast host (loaded on the first toast) takes them from here. */
const pending = createStore<readonly Toast[]>([]);
let nextId = 1;

function show(kind: ToastKind, text: string, durationMs: number): void {
  pending.set([...pending.get(), { id: nextId++, kind, text, durationMs }]);
}

/**
 * Short messages at the top of the page, from anywhere (a hook, a callback, the session code),
 * without antd's `message` in the first download. Success toasts stay up for spec §9's 2 s.
 */
export const toast = {
  success: (text: string) => show('success', text, SUCCESS_TOAST_MS),
  info: (text: string) => show('info', text, 3000),
  warning: (text: string) => show('warning', text, 4000),
  error: (text: string) => show('error', text, 4000),
};

export function usePendingToasts(): readonly Toast[] {
  return useStore(pending);
}

/** The host has shown these. */
export function takeToasts(ids: ReadonlySet<number>): void {
  pending.set(pending.get().filter((item) => !ids.has(item.id)));
}
