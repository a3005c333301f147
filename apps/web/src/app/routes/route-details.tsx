import { useParams } from 'react-router';
import { BookButton } from '@/features/bookings/components/book-button';
import { getRoute, routeQueryOptions } from '@/features/routes/api/get-route';
import { RouteDetails, RouteNotFound } from '@/features/routes/components/route-details';
import { parseId } from '@/lib/parse-id';
import { recordLoader } from '../record-loader';

export const clientLoader = recordLoader(routeQueryOptions);

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
