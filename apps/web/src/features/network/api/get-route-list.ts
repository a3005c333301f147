import { paginatedSchema, type routeListQuerySchema, routeSchema } from '@foleni/contract';
import { type PagedListFilter, usePagedList } from '@/lib/paged-list';
import { networkKeys } from './network-query-keys';

export type RouteListFilter = PagedListFilter<typeof routeListQuerySchema>;

/** GET route/ (spec §7), by Sacco, station, name or number. */
const routeList = {
  path: 'route/',
  schema: paginatedSchema(routeSchema),
  key: [...networkKeys.routes, 'dashboard'],
};

export function useRouteList(filter: RouteListFilter, enabled = true) {
  return usePagedList(routeList, filter, enabled);
}
