import {
  bookingCreatedSchema,
  bookingInputSchema,
  bookingListQuerySchema,
  bookingSchema,
  paginatedSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/auth.guard';
import type { BookingsService } from './bookings.service';

const tags = ['bookings'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
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
      schema: { tags, summary: 'One booking', params: idParams, response: bookingReply },
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
        params: idParams,
        response: bookingReply,
      },
    },
    (request) => bookings.complete(requireAccount(request), request.params.id),
  );
};
