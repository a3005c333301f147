import { paginatedSchema, type regionListQuerySchema, regionSchema } from '@foleni/contract';
import { type PagedListFilter, usePagedList, usePickerOptions } from '@/lib/paged-list';
import { networkKeys } from './network-query-keys';

export type RegionListFilter = PagedListFilter<typeof regionListQuerySchema>;

/** GET /regions/?p=&p_size= (spec §7), with the dashboard's search and status filters. */
const regionList = {
  path: '/regions/',
  schema: paginatedSchema(regionSchema),
  key: [...networkKeys.regions, 'dashboard'],
};

export function useRegionList(filter: RegionListFilter) {
  return usePagedList(regionList, filter);
}

/** Active regions for a picker (the station form's region select), by name. */
export function useRegionOptions(search: string) {
  return usePickerOptions(regionList, search, 50);
}
