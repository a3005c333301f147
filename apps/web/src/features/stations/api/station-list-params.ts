import { STATION_ORDERINGS, type StationListParams, type StationOrdering } from './get-stations';

function isOrdering(value: string | null): value is StationOrdering {
  return STATION_ORDERINGS.includes(value as StationOrdering);
}

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * The list's page, search, region and order from the URL (`?search=&region=&sort=&page=`). Not
 * `q`: the header's route search box fills itself from `q`.
 */
export function stationListParamsFromSearch(search: URLSearchParams): StationListParams {
  const sort = search.get('sort');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    search: search.get('search')?.trim() ?? '',
    regionId: positiveInt(search.get('region')),
    ordering: isOrdering(sort) ? sort : 'name',
  };
}

/** The URL query for `params`; defaults are left out so the plain list is just `/stations`. */
export function stationListParamsToSearch(params: StationListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search) search.set('search', params.search);
  if (params.regionId) search.set('region', String(params.regionId));
  if (params.ordering !== 'name') search.set('sort', params.ordering);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
