import '@/i18n/public-pages';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { PageBody, PageHeader } from '@/components/ui/page-header';
import { regionsQueryOptions } from '@/features/stations/api/get-regions';
import type { StationListParams } from '@/features/stations/api/get-stations';
import { stationsQueryOptions } from '@/features/stations/api/get-stations';
import {
  stationListParamsFromSearch,
  stationListParamsToSearch,
} from '@/features/stations/api/station-list-params';
import { StationList } from '@/features/stations/components/station-list';

/**
 * Loads the page of stations the URL asks for with the page's code. A failed request is not
 * thrown: the list shows its own error state ('Failed to fetch stations') with a retry.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const params = stationListParamsFromSearch(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(regionsQueryOptions());
    await queryClient.prefetchQuery(stationsQueryOptions(params));
    return null;
  };

/** `/stations`: every station, searchable by name and filterable by region. */
export default function StationsRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = stationListParamsFromSearch(searchParams);

  const changeParams = useCallback(
    (change: Partial<StationListParams>) => {
      setSearchParams(
        (current) =>
          stationListParamsToSearch({
            ...stationListParamsFromSearch(current),
            page: 1,
            ...change,
          }),
        // Typing in the search box should not fill the back button's history.
        { replace: change.search !== undefined, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return (
    <>
      <PageMeta title={t('stationList.pageTitle')} description={t('stationList.lead')} />
      <PageHeader title={t('stationList.title')} lead={t('stationList.lead')} />
      <PageBody>
        <StationList params={params} onChange={changeParams} />
      </PageBody>
    </>
  );
}
