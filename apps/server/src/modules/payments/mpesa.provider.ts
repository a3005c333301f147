import { problem } from '@foleni/contract';
import type { PaymentProvider } from '../bookings/bookings.payments';
import type { MpesaPayments } from './payments.service';

/** `TransactionDesc` (at most 13 characters): what the passenger's phone shows they pay for. */
const FARE_DESCRIPTION = 'Foleni fare';

/**
 * M-Pesa for bookings: `start` sends the STK push; the callback (or the status query) settles the
 * booking through the payments service, not through `confirm`, which only completes the trip.
 */
export function mpesaProvider(mpesa: MpesaPayments): PaymentProvider {
  return {
    method: 'mpesa',
    async start(booking, { phone }) {
      if (booking.fare_kes === null || !phone) return { status: 'failed', reference: null };
      const { pushed } = await mpesa.start(
        {
          purpose: 'booking',
          booking_id: booking.id,
          route_id: booking.route_id,
          sacco_id: booking.route_sacco_id,
          user_id: booking.user_id,
          amount_kes: booking.fare_kes,
          phone,
          account_reference: booking.reference,
        },
        FARE_DESCRIPTION,
      );
      return { status: pushed ? 'pending' : 'failed', reference: null };
    },
    // The money came with the callback: completing the trip changes nothing about it.
    confirm: async (booking) => ({
      status: booking.payment_status === 'paid' ? 'paid' : 'failed',
      reference: booking.payment_reference,
    }),
    // A paid fare stays paid until the Sacco records its refund.
    cancel: async (booking) => ({
      status: booking.payment_status === 'paid' ? 'paid' : 'cancelled',
      reference: booking.payment_reference,
    }),
    instructions(booking) {
      if (booking.payment_status === 'paid') {
        return booking.payment_reference
          ? problem('bookings.mpesaPaid', { receipt: booking.payment_reference })
          : problem('bookings.mpesaPaidNoReceipt');
      }
      if (booking.payment_status === 'pending' && booking.status === 'pending')
        return problem('bookings.mpesaCheckPhone', { fare: booking.fare_kes ?? 0 });
      return problem('bookings.mpesaNotPaid');
    },
  };
}
