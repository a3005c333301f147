import { z } from 'zod';
import { canSchema } from './capabilities';
import { coded, messageCodeSchema, messageParamsSchema, messageSchema } from './errors';
import { paginationQuerySchema } from './pagination';
import { mpesaPhoneSchema } from './payments';
import { BOOKING_TYPES, todayInNairobi } from './search-rules';

// Seat bookings: a signed-in passenger books seats on a route for a day, between two of its stops.

const id = z.number().int().positive();

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** How a booking is paid: cash on boarding, or M-Pesa by a prompt on the passenger's phone. */
export const PAYMENT_METHODS = ['cash', 'mpesa'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Seats one booking may hold at most; the server's BOOKING_MAX_SEATS may set fewer. */
export const BOOKING_SEATS_MAX = 10;
/** A reference passengers read out to a conductor: FOL- and six letters or digits. */
export const BOOKING_REFERENCE_PATTERN = /^FOL-[A-Z0-9]{6}$/;

const stopName = z
  .string({ error: coded('bookings.stopRequired') })
  .trim()
  .min(1, { error: coded('bookings.stopRequired') })
  .max(120);

export const bookingInputSchema = z
  .object({
    route: z
      .number({ error: coded('bookings.routeRequired') })
      .int()
      .positive({ error: coded('bookings.routeRequired') }),
    boarding_stop: stopName,
    alighting_stop: stopName,
    travel_date: z.iso
      .date({ error: coded('search.dateRequired'), abort: true })
      // ISO dates compare correctly as strings.
      .refine((date) => date >= todayInNairobi(), { error: coded('search.datePast') }),
    seats: z
      .number({ error: coded('bookings.seatsRange') })
      .int({ error: coded('bookings.seatsRange') })
      .min(1, { error: coded('bookings.seatsRange') })
      .max(BOOKING_SEATS_MAX, { error: coded('bookings.seatsRange') }),
    booking_type: z.enum(BOOKING_TYPES, { error: coded('search.bookingTypeRequired') }),
    payment_method: z.enum(PAYMENT_METHODS).default('cash'),
    /** The M-Pesa number to prompt; only with `payment_method: 'mpesa'`. */
    phone: mpesaPhoneSchema.optional(),
  })
  .refine((booking) => booking.payment_method !== 'mpesa' || booking.phone !== undefined, {
    error: coded('payments.phoneRequired'),
    path: ['phone'],
  })
  .refine(
    (booking) => booking.boarding_stop.toLowerCase() !== booking.alighting_stop.toLowerCase(),
    { error: coded('bookings.sameStops'), path: ['alighting_stop'] },
  );
export type BookingInput = z.input<typeof bookingInputSchema>;

export const bookingPaymentSchema = z.object({
  method: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string().nullable(),
  /** What the passenger does to pay, in words. */
  instructions: z.string().nullable(),
  /** Their code and values, for the apps to show them in their language; null with them. */
  instructions_code: messageCodeSchema.nullable(),
  instructions_params: messageParamsSchema.nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** What the caller may do with a booking now: the passenger cancels, the route's staff confirm and complete. */
export const BOOKING_ACTIONS = ['cancel', 'confirm', 'complete'] as const;
export const bookingCanSchema = canSchema(BOOKING_ACTIONS);
export type BookingCan = z.infer<typeof bookingCanSchema>;

export const bookingSchema = z.object({
  id,
  reference: z.string(),
  user: z.number().int(),
  passenger_name: z.string(),
  route: z.number().int(),
  route_code: z.string(),
  route_name: z.string(),
  sacco: z.number().int().nullable(),
  boarding_stop: z.string(),
  boarding_station: z.number().int().nullable(),
  alighting_stop: z.string(),
  travel_date: z.string(),
  booking_type: z.enum(BOOKING_TYPES),
  seats: z.number().int(),
  /** Whole KES for every seat together; null when the route has no price for these stops. */
  fare_kes: z.number().int().nullable(),
  status: z.enum(BOOKING_STATUSES),
  vehicle: z.number().int().nullable(),
  vehicle_plate: z.string().nullable(),
  payment: bookingPaymentSchema.nullable(),
  /** Until when an unpaid booking holds its seats (ISO-8601); null once confirmed or paid. */
  expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can: bookingCanSchema.optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingCreatedSchema = messageSchema.extend({ booking: bookingSchema });

export const bookingListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(BOOKING_STATUSES).optional(),
  route: z.coerce.number().int().positive().optional(),
  travel_date: z.iso.date().optional(),
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;
