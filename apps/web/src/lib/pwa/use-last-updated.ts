import { apiUrl } from '@/lib/api-client';
import { useApiAnswer } from './api-answers';
import { useOnline } from './use-online';

export type LastUpdated = {
  /** The data may be out of date: the browser is offline, or the answer came from the cache. */
  stale: boolean;
  /** The newest time known for the data (ms), or null when none is known. */
  at: number | null;
};

/**
 * How fresh a page's data is, for its offline notice. `apiPath` is the call the data came from
 * (as given to `apiRequest`; null while there is none): the service worker says whether it
 * answered from its cache, and the answer's time. `liveAt` is when the page last had the data live
 * by other means (a stream), if it has; the newer of the two times wins.
 */
export function useLastUpdated(apiPath: string | null, liveAt: number | null = null): LastUpdated {
  const online = useOnline();
  const answer = useApiAnswer(apiPath === null ? null : apiUrl(apiPath));
  const at = Math.max(answer?.at ?? 0, liveAt ?? 0);
  return { stale: !online || answer?.fromCache === true, at: at > 0 ? at : null };
}
