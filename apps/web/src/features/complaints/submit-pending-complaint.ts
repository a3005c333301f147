import '@/i18n/passengers';
import type { TFunction } from 'i18next';
import { type ApiError, isApiError } from '@/lib/api-error';
import { problemText } from '@/lib/problem-text';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { complaintsQueryKey } from './api/complaints-query-key';
import { submitComplaint } from './api/submit-complaint';
import {
  keepRefusedComplaint,
  parsePendingComplaint,
  readPendingComplaint,
  takePendingComplaint,
} from './lib/pending-complaint';
import { submitErrorText } from './lib/submit-error-text';

/** Tabs of one browser share localStorage: the lock lets one tab at a time take the complaint. */
async function withPendingLock(send: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) await locks.request('foleni.pending-complaint', send);
  else await send();
}

/**
 * The server refused the complaint as it is (bad fields, files too large or of the wrong kind):
 * sending it again after every page load would only repeat the refusal; the person corrects it.
 */
function refusedForGood(error: unknown): error is ApiError {
  return isApiError(error) && [400, 413, 415].includes(error.status);
}

/**
 * Spec §4: after a login, the complaint written while signed out is sent, once. It leaves
 * localStorage before the request and goes back when a later try may succeed (no answer, a
 * server error). A refused one goes back with the refusal: the complaint form shows it, with the
 * person's text, to be corrected and sent from there.
 */
export function submitPendingComplaint(t: TFunction): Promise<void> {
  return withPendingLock(async () => {
    // Refused before: it waits for the person, in the complaint form.
    if (readPendingComplaint()?.refusal) return;
    const taken = takePendingComplaint();
    if (!taken) return;
    const pending = parsePendingComplaint(taken.raw);
    if (!pending) return;
    try {
      const reply = await submitComplaint(pending);
      toast.success(problemText(t, reply));
      await queryClient.invalidateQueries({ queryKey: complaintsQueryKey });
    } catch (error) {
      if (refusedForGood(error)) keepRefusedComplaint(taken.raw, error);
      else taken.restore();
      toast.error(submitErrorText(t, error));
    }
  });
}
