import type { Role } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { testAccount } from '../../test/accounts';
import { bookingCan, canCancelBooking, canManageBooking, canSeeBooking } from './bookings.policy';

const account = (id: number, role: Role, saccoId: number | null = null) =>
  testAccount(role, { id, saccoId });
const booking = { user_id: 1, route_sacco_id: 7, station_ids: [20, 21], vehicle_manager_ids: [3] };

describe('the booking policy', () => {
  it('lets the staff of the route manage a booking', () => {
    expect(canManageBooking(account(9, 'SYSTEM_ADMIN'), booking, [])).toBe(true);
    expect(canManageBooking(account(2, 'SACCO', 7), booking, [])).toBe(true);
    expect(canManageBooking(account(2, 'SACCO', 8), booking, [])).toBe(false);
    expect(canManageBooking(account(5, 'STATION_ADMIN'), booking, [21])).toBe(true);
    expect(canManageBooking(account(5, 'STATION_ADMIN'), booking, [22])).toBe(false);
    expect(canManageBooking(account(3, 'DRIVER'), booking, [])).toBe(true);
    expect(canManageBooking(account(4, 'DRIVER'), booking, [])).toBe(false);
    expect(canManageBooking(account(1, 'CUSTOMER'), booking, [])).toBe(false);
  });

  it('shows a booking to its passenger, who alone cancels it', () => {
    expect(canSeeBooking(account(1, 'CUSTOMER'), booking, [])).toBe(true);
    expect(canSeeBooking(account(6, 'CUSTOMER'), booking, [])).toBe(false);
    expect(canCancelBooking(account(1, 'CUSTOMER'), booking)).toBe(true);
    expect(canCancelBooking(account(2, 'SACCO', 7), booking)).toBe(false);
  });

  it('answers can by who asks and by where the booking stands', () => {
    const passenger = account(1, 'CUSTOMER');
    const sacco = account(2, 'SACCO', 7);
    const at = (status: 'pending' | 'confirmed' | 'completed' | 'cancelled') => ({
      ...booking,
      status,
    });
    expect(bookingCan(passenger, at('pending'), [])).toEqual({
      cancel: true,
      confirm: false,
      complete: false,
    });
    expect(bookingCan(sacco, at('pending'), [])).toEqual({
      cancel: false,
      confirm: true,
      complete: true,
    });
    expect(bookingCan(sacco, at('confirmed'), [])).toEqual({
      cancel: false,
      confirm: false,
      complete: true,
    });
    for (const over of ['completed', 'cancelled'] as const) {
      const nothing = { cancel: false, confirm: false, complete: false };
      expect(bookingCan(passenger, at(over), [])).toEqual(nothing);
      expect(bookingCan(sacco, at(over), [])).toEqual(nothing);
    }
  });
});
