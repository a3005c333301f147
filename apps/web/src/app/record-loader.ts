import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { parseId } from '@/lib/parse-id';

/**
 * The `clientLoader` of a record's page (`…/:id`): loads the record with the page's code; the page
 * shows its own 404 and error states.
 */
export function recordLoader<T, Key extends QueryKey>(
  queryOptionsOf: (id: number) => FetchQueryOptions<T, Error, T, Key>,
) {
  return (queryClient: QueryClient) =>
    async ({ params }: LoaderFunctionArgs) => {
      const id = parseId(params.id);
      if (id !== null) {
        await queryClient.prefetchQuery(queryOptionsOf(id));
      }
      return null;
    };
}
