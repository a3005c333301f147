import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { BookButton } from '@/features/bookings/components/book-button';
import { getRoute, routeQueryOptions } from '@/features/routes/api/get-route';
import { RouteDetails, RouteNotFound } from '@/features/routes/components/route-details';
import { parseId } from '@/lib/parse-id';

/** Loads the route with the page's code; the page shows its own 404 and error states. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const id = parseId(params.id);
    if (id !== null) {
      await queryClient.prefetchQuery(routeQueryOptions(id));
    }
    return null;
  };

/** `/routes/:id`: a route's stops in both directions, its line, its fares, and Book. */
export default function RouteDetailsRoute() {
  const id = parseId(useParams().id);
  return id === null ? (
    <RouteNotFound />
  ) : (
    <RouteDetails
      key={id}
      id={id}
      action={(route) => <BookButton routeId={route.id} loadRoute={getRoute} />}
    />
  );
}
