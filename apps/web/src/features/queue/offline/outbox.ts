import type { QueueEvent } from '@foleni/contract';
import { isApiError } from '@/lib/api-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { ProblemBody } from '@/lib/problem-text';
import { getSession } from '@/lib/session';
import { createStore, useStore } from '@/lib/store';
import { changeQueueEntry } from '../api/change-queue-entry';
import { joinQueue } from '../api/join-queue';
import {
  addPending,
  listPending,
  type PendingAction,
  type QueueActionRequest,
  removePending,
} from './pending-store';

/**
 * The marshal's queue actions, whether or not there is a network. Each gets an Idempotency-Key
 * when it is made. Online, it is sent at once; offline (or when the answer is lost on the way) it
 * waits on the device, in IndexedDB, and is sent in the order made when the connection comes back
 * (the `online` event, opening the queue page, or the service worker's Background Sync). A repeat
 * of an action the server did apply before its answer was lost gets the first answer: nothing is
 * applied twice. An action the server refuses meanwhile (the vehicle left) is dropped from the
 * pending ones and kept, with the server's reason, until the marshal has read it.
 */

/** An action the server refused when it was sent from the device's queue, and why. */
export type Refusal = { action: PendingAction; problem: ProblemBody };

type Outbox = { pending: readonly PendingAction[]; refusals: readonly Refusal[] };

type QueueReply = QueueEvent & ProblemBody;

/** The about-to-be-shown parts of an action: where it belongs in the line and its plate. */
export type ActionPlace = Pick<PendingAction, 'station' | 'route' | 'plate'>;

/** What submitting an action came to: the server's answer, or kept to be sent later. */
export type Submitted = { queued: false; reply: QueueReply } | { queued: true };

/** The worker's message types and Background Sync's tag, as public/sw.js names them. */
const FLUSH_OUTBOX = 'foleni:flush-outbox';
const SYNC_TAG = 'foleni-queue-outbox';

const outbox = createStore<Outbox>({ pending: [], refusals: [] });
const appliedListeners = new Set<(reply: QueueReply) => void>();
let loaded: Promise<void> | null = null;

async function reload(): Promise<void> {
  const pending = await listPending();
  outbox.set({ ...outbox.get(), pending });
}

function ready(): Promise<void> {
  loaded ??= reload();
  return loaded;
}

function send(action: PendingAction): Promise<QueueReply> {
  return action.kind === 'join'
    ? joinQueue(action.input, action.key)
    : changeQueueEntry(action.entry, action.change, action.key);
}

/**
 * Whether an action should wait and be sent again: no answer at all (offline, a dropped
 * connection), a server that could not answer now, a session to renew, or the first try still
 * running. Any other refusal is the server's final word on it.
 */
function worthRetrying(error: unknown): boolean {
  if (!isApiError(error)) {
    return true;
  }
  return (
    error.status === 0 ||
    error.status >= 500 ||
    error.status === 401 ||
    error.status === 429 ||
    error.body.code === 'api.idempotencyKeyInProgress'
  );
}

/**
 * Makes a queue action: sent at once when online and nothing made earlier is still waiting,
 * else (or when no answer comes back) kept to be sent later. A refusal of an action sent at once
 * is thrown, as the API said it.
 */
export async function submitQueueAction(
  request: QueueActionRequest,
  place: ActionPlace,
): Promise<Submitted> {
  const user = getSession().user;
  if (!user) {
    throw new Error('a queue action needs a signed-in account');
  }
  const action: PendingAction = {
    ...request,
    ...place,
    key: newIdempotencyKey(),
    userId: user.id,
    madeAt: Date.now(),
  };
  await ready();
  const waiting = outbox.get().pending.some((item) => item.userId === user.id);
  if (navigator.onLine && !waiting) {
    try {
      return { queued: false, reply: await send(action) };
    } catch (error) {
      if (!isApiError(error) || error.status !== 0) {
        throw error;
      }
    }
  }
  await addPending(action);
  await reload();
  void askForBackgroundSync();
  void flushOutbox();
  return { queued: true };
}

let flushing: Promise<void> | null = null;
let flushAgain = false;

/**
 * Sends the signed-in account's waiting actions, one at a time in the order made, until none is
 * left or the network fails again. One flush at a time per page, and across tabs (Web Locks);
 * a call during a flush makes another run after it, for actions added meanwhile.
 */
export function flushOutbox(): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run = locks ? locks.request('foleni.queue-outbox', drain).then(() => undefined) : drain();
  const current = run.finally(() => {
    flushing = null;
    if (flushAgain) {
      flushAgain = false;
      void flushOutbox();
    }
  });
  flushing = current;
  return current;
}

async function drain(): Promise<void> {
  const userId = getSession().user?.id;
  if (userId === undefined) {
    return;
  }
  while (navigator.onLine) {
    const next = (await listPending()).find((action) => action.userId === userId);
    if (next?.seq === undefined) {
      break;
    }
    try {
      const reply = await send(next);
      await removePending(next.seq);
      for (const listener of appliedListeners) listener(reply);
    } catch (error) {
      if (!isApiError(error) || worthRetrying(error)) {
        break;
      }
      await removePending(next.seq);
      const { code, message, params } = error.body;
      outbox.set({
        ...outbox.get(),
        refusals: [...outbox.get().refusals, { action: next, problem: { code, message, params } }],
      });
    } finally {
      await reload();
    }
  }
}

/** The marshal has read why an action was refused. */
export function dismissRefusal(key: string): void {
  const { refusals } = outbox.get();
  outbox.set({ ...outbox.get(), refusals: refusals.filter((item) => item.action.key !== key) });
}

/** Follows the answers to actions sent from the device's queue (a page applies them at once). */
export function onQueuedActionApplied(listener: (reply: QueueReply) => void): () => void {
  appliedListeners.add(listener);
  return () => appliedListeners.delete(listener);
}

/** The signed-in account's waiting actions and refusals at a station. */
export function useOutbox(station: number | null): Outbox {
  const { pending, refusals } = useStore(outbox);
  const userId = getSession().user?.id;
  const here = (action: PendingAction) => action.station === station && action.userId === userId;
  return {
    pending: pending.filter(here),
    refusals: refusals.filter((refusal) => here(refusal.action)),
  };
}

/**
 * Asks the browser to wake the service worker when the connection is back (Background Sync,
 * Chromium only); the worker then tells the open pages to flush. Elsewhere the `online` event
 * and opening the page do it.
 */
async function askForBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
    ?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void flushOutbox());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (event.data?.type === FLUSH_OUTBOX) {
      void flushOutbox();
    }
  });
}
