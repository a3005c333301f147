import '@/i18n/passengers';
import type { TFunction } from 'i18next';
import { translatePassengerMessage } from '@/i18n/passengers';
import { isApiError } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { complaintsQueryKey } from './api/get-complaints';
import { submitComplaint } from './api/submit-complaint';
import { parsePendingComplaint, takePendingComplaint } from './lib/pending-complaint';
import { submitErrorText } from './lib/submit-error-text';

/** Tabs of one browser share localStorage: the lock lets one tab at a time take the complaint. */
async function withPendingLock(send: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) await locks.request('foleni.pending-complaint', send);
  else await send();
}

/**
 * The server refused the complaint as it is (bad fields, files too large or of the wrong kind):
 * sending it again after every page load would only repeat the refusal.
 */
function refusedForGood(error: unknown): boolean {
  return isApiError(error) && [400, 413, 415].includes(error.status);
}

/**
 * Spec §4: after a login, the complaint written while signed out is sent, once. It leaves
 * localStorage before the request and goes back when a later try may succeed (no answer, a
 * server error).
 */
export function submitPendingComplaint(t: TFunction): Promise<void> {
  return withPendingLock(async () => {
    const taken = takePendingComplaint();
    if (!taken) return;
    const pending = parsePendingComplaint(taken.raw);
    if (!pending) return;
    try {
      const reply = await submitComplaint(pending);
      toast.success(translatePassengerMessage(t, reply.message));
      await queryClient.invalidateQueries({ queryKey: complaintsQueryKey });
    } catch (error) {
      if (!refusedForGood(error)) taken.restore();
      toast.error(submitErrorText(t, error));
    }
  });
}
