import {
  bookingCreatedSchema,
  bookingInputSchema,
  bookingListQuerySchema,
  bookingSchema,
} from '../bookings';
import { paginatedSchema } from '../pagination';
import { idParams } from '../params';
import { operationGroup } from './operation';

const bookingReply = { 200: bookingSchema };

export const bookingOperations = operationGroup('bookings', {
  listBookings: {
    method: 'GET',
    url: '/bookings/',
    access: 'booking.list',
    summary: 'The bookings you may see: your own, or those of your routes, stations, vehicles',
    description:
      'The bookings the caller may see: a passenger their own, staff those of their routes, stations and vehicles.',
    answer: 'A page of bookings.',
    querystring: bookingListQuerySchema,
    response: { 200: paginatedSchema(bookingSchema) },
  },
  getBooking: {
    method: 'GET',
    url: '/bookings/:id/',
    access: 'booking.list',
    summary: 'One booking',
    description: 'One booking the caller may see.',
    answer: 'The booking.',
    params: idParams,
    response: bookingReply,
  },
  createBooking: {
    method: 'POST',
    url: '/bookings/',
    access: 'booking.create',
    summary: 'Book seats on a route for a day, between two of its stops',
    description:
      'Books seats on a route for a day between two of its stops; the booking starts pending. A sold-out day, or too many unpaid bookings for one day, answers 409.',
    answer: 'The new booking.',
    refusals: [409],
    body: bookingInputSchema,
    response: { 201: bookingCreatedSchema },
  },
  cancelBooking: {
    method: 'POST',
    url: '/bookings/:id/cancel/',
    access: 'booking.cancel',
    summary: 'The passenger cancels a pending or confirmed booking',
    description: 'The passenger cancels their own pending or confirmed booking.',
    answer: 'The booking as it is now.',
    refusals: [409],
    params: idParams,
    response: bookingReply,
  },
  confirmBooking: {
    method: 'POST',
    url: '/bookings/:id/confirm/',
    access: 'booking.manage',
    summary: 'Staff of the route confirm a pending booking',
    description: 'Staff of the route confirm a pending booking.',
    answer: 'The booking as it is now.',
    refusals: [409],
    params: idParams,
    response: bookingReply,
  },
  completeBooking: {
    method: 'POST',
    url: '/bookings/:id/complete/',
    access: 'booking.manage',
    summary: 'Staff of the route mark the trip made (cash is then collected)',
    description: 'Staff of the route mark the trip made; cash is then collected.',
    answer: 'The booking as it is now.',
    refusals: [409],
    params: idParams,
    response: bookingReply,
  },
});
