import {
  bookingCreatedSchema,
  bookingInputSchema,
  bookingListQuerySchema,
  bookingSchema,
  idParams,
  paginatedSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth/auth.guard';
import type { BookingsService } from './bookings.service';

const tags = ['bookings'];
const bookingReply = { 200: bookingSchema };

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (
  app,
  { bookings },
) => {
  app.get(
    '/bookings/',
    {
      config: { access: 'booking.list' },
      schema: {
        tags,
        summary: 'The bookings you may see: your own, or those of your routes, stations, vehicles',
        operationId: 'listBookings',
        description:
          'The bookings the caller may see: a passenger their own, staff those of their routes, stations and vehicles.',
        answer: 'A page of bookings.',
        querystring: bookingListQuerySchema,
        response: { 200: paginatedSchema(bookingSchema) },
      },
    },
    (request) => bookings.list(requireAccount(request), request.query),
  );
  app.get(
    '/bookings/:id/',
    {
      config: { access: 'booking.list' },
      schema: {
        tags,
        summary: 'One booking',
        operationId: 'getBooking',
        description: 'One booking the caller may see.',
        answer: 'The booking.',
        params: idParams,
        response: bookingReply,
      },
    },
    (request) => bookings.detail(requireAccount(request), request.params.id),
  );
  app.post(
    '/bookings/',
    {
      config: { access: 'booking.create' },
      schema: {
        tags,
        summary: 'Book seats on a route for a day, between two of its stops',
        operationId: 'createBooking',
        description:
          'Books seats on a route for a day between two of its stops; the booking starts pending. A sold-out day, or too many unpaid bookings for one day, answers 409.',
        answer: 'The new booking.',
        refusals: [409],
        body: bookingInputSchema,
        response: { 201: bookingCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await bookings.create(requireAccount(request), request.body)),
  );
  app.post(
    '/bookings/:id/cancel/',
    {
      config: { access: 'booking.cancel' },
      schema: {
        tags,
        summary: 'The passenger cancels a pending or confirmed booking',
        operationId: 'cancelBooking',
        description: 'The passenger cancels their own pending or confirmed booking.',
        answer: 'The booking as it is now.',
        refusals: [409],
        params: idParams,
        response: bookingReply,
      },
    },
    (request) => bookings.cancel(requireAccount(request), request.params.id),
  );
  app.post(
    '/bookings/:id/confirm/',
    {
      config: { access: 'booking.manage' },
      schema: {
        tags,
        summary: 'Staff of the route confirm a pending booking',
        operationId: 'confirmBooking',
        description: 'Staff of the route confirm a pending booking.',
        answer: 'The booking as it is now.',
        refusals: [409],
        params: idParams,
        response: bookingReply,
      },
    },
    (request) => bookings.confirm(requireAccount(request), request.params.id),
  );
  app.post(
    '/bookings/:id/complete/',
    {
      config: { access: 'booking.manage' },
      schema: {
        tags,
        summary: 'Staff of the route mark the trip made (cash is then collected)',
        operationId: 'completeBooking',
        description: 'Staff of the route mark the trip made; cash is then collected.',
        answer: 'The booking as it is now.',
        refusals: [409],
        params: idParams,
        response: bookingReply,
      },
    },
    (request) => bookings.complete(requireAccount(request), request.params.id),
  );
};
