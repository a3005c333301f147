import {
  paginatedSchema,
  vehicleListItemSchema,
  type vehicleListQuerySchema,
} from '@foleni/contract';
import { type PagedListFilter, usePagedList } from '@/lib/paged-list';

export type VehiclesFilter = PagedListFilter<typeof vehicleListQuerySchema>;

/** Every vehicle query (lists and details) starts with this key; each change invalidates it. */
export const vehiclesQueryKey = ['vehicles'] as const;

/** GET /vehicles/: one page of the vehicles the account may see, filtered. */
const vehicleList = {
  path: 'vehicles/',
  schema: paginatedSchema(vehicleListItemSchema),
  key: [...vehiclesQueryKey, 'list'],
};

export function useVehicles(filter: VehiclesFilter) {
  return usePagedList(vehicleList, filter);
}
