import { COMPLAINT_ATTACHMENTS_FIELD } from '@foleni/contract/complaint-rules';
import { answerParser } from '@/lib/answers/answer-parser';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import type { ComplaintDraft } from '../lib/complaint-draft';
import { complaintsQueryKey } from './complaints-query-key';

/** The multipart body of spec §3: every text field, then each file under `attachments`. */
export function complaintFormData(draft: ComplaintDraft, files: readonly File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(draft)) {
    if (value !== undefined && value !== null && value !== '') body.append(name, String(value));
  }
  for (const file of files) body.append(COMPLAINT_ATTACHMENTS_FIELD, file, file.name);
  return body;
}

/** POST /complaints/ (multipart, 201): signed in, the complaint is recorded under the account. */
export function submitComplaint({ draft, files }: { draft: ComplaintDraft; files: File[] }) {
  return apiRequest('complaints/', {
    method: 'POST',
    body: complaintFormData(draft, files),
    schema: answerParser('POST complaints/'),
  });
}

export function useSubmitComplaint() {
  return useInvalidatingMutation(submitComplaint, complaintsQueryKey);
}
