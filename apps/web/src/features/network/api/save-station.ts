import { type StationInput, stationSchema } from '@foleni/contract';
import { type RecordToSave, saveRecord } from '@/lib/save-record';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { networkKeys } from './network-query-keys';

/** POST station/ when `id` is null, else PUT station/:id/. */
export function saveStation(station: RecordToSave<StationInput>) {
  return saveRecord(station, {
    create: 'station/',
    update: (id) => `station/${id}/`,
    schema: stationSchema,
  });
}

export function useSaveStation() {
  // A region's station count changes with its stations.
  return useInvalidatingMutation(saveStation, networkKeys.stations, networkKeys.regions);
}
