import { describe, expect, it } from 'vitest';
import { bookingInputSchema } from './bookings';
import { mpesaOutcomeOf, mpesaPhoneSchema, toMpesaPhone } from './payments';

describe('toMpesaPhone', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['+254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['254712345678', '254712345678'],
    ['712345678', '254712345678'],
    ['0712-345-678', '254712345678'],
  ])('reads %s as %s', (input, expected) => {
    expect(toMpesaPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '0812345678',
    '071234567',
    '07123456789',
    '+1 712 345 678',
    '0712a45678',
    '2540712345678',
  ])('refuses %j', (input) => {
    expect(toMpesaPhone(input)).toBeNull();
  });

  it('names the problem in the schema', () => {
    const missing = mpesaPhoneSchema.safeParse('');
    expect(missing.success ? [] : missing.error.issues.map((issue) => issue.message)).toEqual([
      'Please input the M-Pesa phone number!',
    ]);
    expect(mpesaPhoneSchema.parse(' 0712 345 678 ')).toBe('254712345678');
  });
});

describe('mpesaOutcomeOf', () => {
  it('maps Daraja result codes', () => {
    expect([0, 1032, 1037, 2001, 1, 17, 1019].map(mpesaOutcomeOf)).toEqual([
      'paid',
      'cancelled',
      'unreachable',
      'wrong_pin',
      'insufficient_balance',
      'failed',
      'failed',
    ]);
  });
});

describe('booking input with M-Pesa', () => {
  const booking = {
    route: 1,
    boarding_stop: 'Kencom',
    alighting_stop: 'Ngara',
    travel_date: '2999-01-01',
    seats: 1,
    booking_type: 'one way',
  };
  it('needs the phone for M-Pesa only', () => {
    expect(bookingInputSchema.safeParse(booking).success).toBe(true);
    const withoutPhone = bookingInputSchema.safeParse({ ...booking, payment_method: 'mpesa' });
    expect(withoutPhone.success).toBe(false);
    expect(
      bookingInputSchema.parse({ ...booking, payment_method: 'mpesa', phone: '+254712345678' })
        .phone,
    ).toBe('254712345678');
  });
});
