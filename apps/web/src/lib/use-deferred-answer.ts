import { useDeferredValue } from 'react';

/**
 * A query's answer, drawn as a transition: `undefined` until React has drawn it. react-query hands
 * an answer over through useSyncExternalStore, which React always renders synchronously, so a
 * page that draws a route, a station or a list when its answer arrives held a phone's main thread
 * for all of it (Lighthouse's Total Blocking Time). Deferred, the page keeps its loading state one
 * render longer and then draws the answer in slices, between the browser's own work.
 */
export function useDeferredAnswer<T>(query: { data: T | undefined }): T | undefined {
  return useDeferredValue(query.data);
}
