import { type SaccoInput, saccoSchema } from '@foleni/contract';
import { type RecordToSave, saveRecord } from '@/lib/save-record';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { networkKeys } from './network-query-keys';

/** POST /saccos/ (system admins) when `id` is null, else PUT /saccos/:id/. */
export function saveSacco(sacco: RecordToSave<SaccoInput>) {
  return saveRecord(sacco, {
    create: '/saccos/',
    update: (id) => `/saccos/${id}/`,
    schema: saccoSchema,
  });
}

export function useSaveSacco() {
  return useInvalidatingMutation(saveSacco, networkKeys.saccos);
}
