import {
  type BookingStatus,
  type PaymentMethod,
  type PaymentStatus,
  type Problem,
  problem,
} from '@foleni/contract';

/** What a payment provider knows of a booking. */
export interface PayableBooking {
  id: number;
  reference: string;
  user_id: number;
  route_id: number;
  route_sacco_id: number | null;
  status: BookingStatus;
  fare_kes: number | null;
  payment_status: PaymentStatus | null;
  payment_reference: string | null;
}

/** What the passenger gave to pay with: the M-Pesa number to prompt. */
export interface PaymentDetails {
  phone?: string | undefined;
}

export interface PaymentState {
  status: PaymentStatus;
  /** The provider's own reference (an M-Pesa receipt, a checkout request id), if any. */
  reference: string | null;
}

/**
 * A way to pay for a booking. The bookings service only calls these methods, so M-Pesa
 * (STK push on `start`, its callback ending in `confirm`) is one more provider, not a change to
 * bookings. `start` runs after the booking is committed, never inside its transaction, so a slow
 * payment network never holds the route's seats locked.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Asks for the money: an STK push, or nothing at all for cash. */
  start(booking: PayableBooking, details: PaymentDetails): Promise<PaymentState>;
  /** The money arrived: the conductor took the cash, or the provider reported success. */
  confirm(booking: PayableBooking, evidence?: Record<string, string>): Promise<PaymentState>;
  /** The booking was cancelled: release or refund. */
  cancel(booking: PayableBooking): Promise<PaymentState>;
  /** What the passenger does to pay, as a code of the catalogue and its values. */
  instructions(booking: PayableBooking): Problem | null;
}

/** Pay on boarding: cash to the conductor, marked paid when the trip is completed. */
export const payOnBoarding: PaymentProvider = {
  method: 'cash',
  start: async () => ({ status: 'pending', reference: null }),
  confirm: async () => ({ status: 'paid', reference: null }),
  cancel: async () => ({ status: 'cancelled', reference: null }),
  instructions: ({ fare_kes: fare, status }) => {
    if (status !== 'pending' && status !== 'confirmed') return null;
    return fare === null
      ? problem('bookings.cashNoFare')
      : problem('bookings.cashInstructions', { fare });
  },
};

export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;

export function createPaymentProviders(
  providers: readonly PaymentProvider[] = [payOnBoarding],
): PaymentProviders {
  return new Map(providers.map((provider) => [provider.method, provider]));
}
