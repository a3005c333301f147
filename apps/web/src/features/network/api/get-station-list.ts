import { paginatedSchema, type stationListQuerySchema, stationSchema } from '@foleni/contract';
import { type PagedListFilter, usePagedList, usePickerOptions } from '@/lib/paged-list';
import { networkKeys } from './network-query-keys';

export type StationListFilter = PagedListFilter<typeof stationListQuerySchema>;

/** GET station/ for the dashboard, by name: archived stations too unless a status is chosen. */
const stationList = {
  path: 'station/',
  schema: paginatedSchema(stationSchema),
  key: [...networkKeys.stations, 'dashboard'],
  query: { ordering: 'name' },
};

export function useStationList(filter: StationListFilter) {
  return usePagedList(stationList, filter);
}

/** Active stations whose name matches, for the pickers of the route form and stop editor. */
export function useStationOptions(search: string) {
  return usePickerOptions(stationList, search, 20);
}
