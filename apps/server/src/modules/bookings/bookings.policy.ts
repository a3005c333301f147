import type { Account } from '../auth/auth.guard';

/** What decides who works with a booking. */
export interface BookingScope {
  user_id: number;
  route_sacco_id: number | null;
  /** The route's origin and destination stations and the boarding stop's station. */
  station_ids: readonly number[];
  /** Drivers and conductors of the vehicle the booking is on. */
  vehicle_manager_ids: readonly number[];
}

export type BookingListScope =
  | { kind: 'all' }
  | { kind: 'sacco'; saccoId: number | null }
  | { kind: 'station'; userId: number }
  | { kind: 'vehicle'; userId: number }
  | { kind: 'own'; userId: number };

export function bookingListScope(account: Account): BookingListScope {
  switch (account.role) {
    case 'SYSTEM_ADMIN':
      return { kind: 'all' };
    case 'SACCO':
      return { kind: 'sacco', saccoId: account.saccoId };
    case 'STATION_ADMIN':
      return { kind: 'station', userId: account.id };
    case 'DRIVER':
      return { kind: 'vehicle', userId: account.id };
    default:
      return { kind: 'own', userId: account.id };
  }
}

/**
 * Staff of the booking's route confirm and complete it: system admins, the route's Sacco, the
 * admins of its stations, and the crew of the vehicle it is on. `adminStationIds` are the
 * stations `account` runs.
 */
export function canManageBooking(
  account: Account,
  booking: BookingScope,
  adminStationIds: readonly number[],
): boolean {
  switch (account.role) {
    case 'SYSTEM_ADMIN':
      return true;
    case 'SACCO':
      return booking.route_sacco_id !== null && booking.route_sacco_id === account.saccoId;
    case 'STATION_ADMIN':
      return booking.station_ids.some((id) => adminStationIds.includes(id));
    case 'DRIVER':
      return booking.vehicle_manager_ids.includes(account.id);
    default:
      return false;
  }
}

/** The passenger and the route's staff. */
export function canSeeBooking(
  account: Account,
  booking: BookingScope,
  adminStationIds: readonly number[],
): boolean {
  return booking.user_id === account.id || canManageBooking(account, booking, adminStationIds);
}

/** Only the passenger cancels, while the booking is pending or confirmed. */
export function canCancelBooking(account: Account, booking: BookingScope): boolean {
  return booking.user_id === account.id;
}
