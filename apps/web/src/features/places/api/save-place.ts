import { type PlaceInput, placeSchema } from '@foleni/contract';
import { type RecordToSave, saveRecord } from '@/lib/save-record';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { placeKeys } from './place-query-keys';

/** POST /places/ when `id` is null, else PATCH /places/:id/ with every field of the form. */
export function savePlace(place: RecordToSave<PlaceInput>) {
  return saveRecord(place, {
    create: '/places/',
    update: (id) => `/places/${id}/`,
    updateMethod: 'PATCH',
    schema: placeSchema,
  });
}

export function useSavePlace() {
  return useInvalidatingMutation(savePlace, placeKeys.all);
}
