import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { requireAccount } from '../auth/auth.guard';
import type { BookingsService } from './bookings.service';

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (
  app,
  { bookings },
) => {
  serve(app, operations.listBookings, (request) =>
    bookings.list(requireAccount(request), request.query),
  );
  serve(app, operations.getBooking, (request) =>
    bookings.detail(requireAccount(request), request.params.id),
  );
  serve(app, operations.createBooking, (request) =>
    bookings.create(requireAccount(request), request.body),
  );
  serve(app, operations.cancelBooking, (request) =>
    bookings.cancel(requireAccount(request), request.params.id),
  );
  serve(app, operations.confirmBooking, (request) =>
    bookings.confirm(requireAccount(request), request.params.id),
  );
  serve(app, operations.completeBooking, (request) =>
    bookings.complete(requireAccount(request), request.params.id),
  );
};
