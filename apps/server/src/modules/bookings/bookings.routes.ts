import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { serveOwnRecords } from '../../http/serve-records';
import { requireAccount } from '../auth/auth.guard';
import type { BookingsService } from './bookings.service';

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (
  app,
  { bookings },
) => {
  serveOwnRecords(app, bookings, {
    list: operations.listBookings,
    get: operations.getBooking,
    create: operations.createBooking,
  });
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
