import {
  type BookingCan,
  type BookingStatus,
  type CapabilityName,
  scopeOf,
} from '@foleni/contract';
import type { Account } from '../auth/auth.guard';
import { reachesInScope } from '../auth/capability-scope';

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
  switch (scopeOf(account.role, 'booking.list')) {
    case 'all':
      return { kind: 'all' };
    case 'sacco':
      return { kind: 'sacco', saccoId: account.saccoId };
    case 'station':
      return { kind: 'station', userId: account.id };
    case 'vehicle':
      return { kind: 'vehicle', userId: account.id };
    default:
      return { kind: 'own', userId: account.id };
  }
}

/** Whether the policies need the stations `account` runs (pass them as `adminStationIds`). */
export function reachesByStation(account: Account): boolean {
  return scopeOf(account.role, 'booking.manage') === 'station';
}

/** Whether `account` reaches `booking` with a booking capability of the contract's table. */
function reaches(
  capability: CapabilityName,
  account: Account,
  booking: BookingScope,
  adminStationIds: readonly number[],
): boolean {
  return reachesInScope(account, capability, {
    sacco: () => booking.route_sacco_id !== null && booking.route_sacco_id === account.saccoId,
    station: () => booking.station_ids.some((id) => adminStationIds.includes(id)),
    vehicle: () => booking.vehicle_manager_ids.includes(account.id),
    own: () => booking.user_id === account.id,
  });
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
  return reaches('booking.manage', account, booking, adminStationIds);
}

/** The passenger and the route's staff. */
export function canSeeBooking(
  account: Account,
  booking: BookingScope,
  adminStationIds: readonly number[],
): boolean {
  return (
    booking.user_id === account.id || reaches('booking.list', account, booking, adminStationIds)
  );
}

/** Only the passenger cancels. */
export function canCancelBooking(account: Account, booking: BookingScope): boolean {
  return reaches('booking.cancel', account, booking, []);
}

/** The states each change starts from: a booking that is over changes no more. */
export const BOOKING_CHANGES_FROM = {
  cancel: ['pending', 'confirmed'],
  confirm: ['pending'],
  complete: ['pending', 'confirmed'],
} as const satisfies Record<keyof BookingCan, readonly BookingStatus[]>;

const from = (action: keyof BookingCan, status: BookingStatus) =>
  (BOOKING_CHANGES_FROM[action] as readonly BookingStatus[]).includes(status);

/** What the caller may do with the booking now, as the API says it (`can`). */
export function bookingCan(
  account: Account,
  booking: BookingScope & { status: BookingStatus },
  adminStationIds: readonly number[],
): BookingCan {
  const manages = canManageBooking(account, booking, adminStationIds);
  return {
    cancel: canCancelBooking(account, booking) && from('cancel', booking.status),
    confirm: manages && from('confirm', booking.status),
    complete: manages && from('complete', booking.status),
  };
}
