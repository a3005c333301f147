import { useSyncExternalStore } from 'react';

/** How the service worker answered one of this page's API calls (public/sw.js, `tellPage`). */
export type ApiAnswer = {
  /** From its cache, because the network failed; else fresh from the network. */
  fromCache: boolean;
  /** When the server made the answer (its Date header), in ms. */
  at: number;
};

declare global {
  interface Window {
    /** The worker's messages from before the app started, kept by public/theme-init.js. */
    foleniWorkerMessagesBeforeApp?: () => unknown[];
  }
}

/** The worker's message type, as public/sw.js names it. */
const API_ANSWER = 'foleni:api-answer';

/** The latest answer per absolute URL. */
const answers = new Map<string, ApiAnswer>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts recording what the service worker says about API answers. Called at startup; what it
 * said before (to a prerendered page, whose data is preloaded) public/theme-init.js kept.
 */
export function listenForApiAnswers(container: ServiceWorkerContainer): void {
  const hear = (data: unknown) => {
    const { type, url, fromCache, at } = (data ?? {}) as Record<string, unknown>;
    if (type === API_ANSWER && typeof url === 'string' && typeof at === 'number') {
      answers.set(url, { fromCache: fromCache === true, at });
      changed();
    }
  };
  container.addEventListener('message', (event: MessageEvent) => hear(event.data));
  // A prerendered page's answers can come before the app has started (public/theme-init.js).
  for (const data of window.foleniWorkerMessagesBeforeApp?.() ?? []) hear(data);
  // Back online, the pages fetch again (queries refetch, a board's stream resumes): an answer
  // that came from the cache no longer means the page is offline.
  window.addEventListener('online', () => {
    for (const [url, answer] of answers) {
      if (answer.fromCache) answers.delete(url);
    }
    changed();
  });
}

/** The service worker's latest answer to `url` (a path or an absolute URL), if it gave one. */
export function useApiAnswer(url: string | null): ApiAnswer | undefined {
  const href = url === null ? null : new URL(url, window.location.href).href;
  return useSyncExternalStore(
    subscribe,
    () => (href === null ? undefined : answers.get(href)),
    () => undefined, // prerendered markup: no worker has answered yet
  );
}
