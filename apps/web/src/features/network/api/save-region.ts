import { type RegionInput, regionSchema } from '@foleni/contract';
import { type RecordToSave, saveRecord } from '@/lib/save-record';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { networkKeys } from './network-query-keys';

/** POST /regions/ when `id` is null, else PUT /regions/:id/. */
export function saveRegion(region: RecordToSave<RegionInput>) {
  return saveRecord(region, {
    create: '/regions/',
    update: (id) => `/regions/${id}/`,
    schema: regionSchema,
  });
}

export function useSaveRegion() {
  return useInvalidatingMutation(saveRegion, networkKeys.regions);
}
