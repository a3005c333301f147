import { describe, expect, it } from 'vitest';
import {
  normalizePlate,
  PLATE_PATTERN,
  plateSchema,
  vehicleDetailsInputSchema,
  vehicleOwnersInputSchema,
} from './fleet';
import { messages } from './messages';

function plateErrors(input: unknown): string[] {
  const result = plateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('Kenyan number plates', () => {
  it('accepts current, older and oldest styles', () => {
    for (const plate of ['KDA 123A', 'KCA 123B', 'KBZ 123', 'KAA 001X'])
      expect(PLATE_PATTERN.test(plate), plate).toBe(true);
  });

  it.each([
    ['kda 123a', 'KDA 123A'],
    ['KDA123A', 'KDA 123A'],
    ['  kda   123 a ', 'KDA 123A'],
    ['KBZ-123', 'KBZ 123'],
    ['kcA 123b', 'KCA 123B'],
  ])('normalizes %j to %j', (input, stored) => {
    expect(normalizePlate(input)).toBe(stored);
    expect(plateSchema.parse(input)).toBe(stored);
  });

  it.each([
    'ABC 123A',
    'KD 123A',
    'KDAA 123A',
    'KDA 12A',
    'KDA 1234',
    'KDA 123AB',
    'KDA 12!A',
    'GK 123',
    'K1A 123A',
  ])('refuses %j', (input) => {
    expect(plateErrors(input)).toEqual([messages.fleet.plateFormat]);
  });

  it('asks for a plate when none is given', () => {
    expect(plateErrors('')).toEqual([messages.fleet.plateRequired]);
    expect(plateErrors('   ')).toEqual([messages.fleet.plateRequired]);
    expect(plateErrors(undefined)).toEqual([messages.fleet.plateRequired]);
  });
});

describe('the wizard steps', () => {
  const details = { plate: 'kda123a', make: 'Isuzu', model: 'NQR', year: 2019, seats: 33 };

  it('checks the vehicle details with the form messages', () => {
    expect(vehicleDetailsInputSchema.parse(details)).toEqual({
      ...details,
      plate: 'KDA 123A',
      colour: null,
    });
    const bad = vehicleDetailsInputSchema.safeParse({ plate: 'x', year: 1900, seats: 0 });
    expect(bad.success).toBe(false);
    expect(Object.fromEntries(bad.error?.issues.map((i) => [i.path[0], i.message]) ?? [])).toEqual({
      plate: messages.fleet.plateFormat,
      make: messages.fleet.makeRequired,
      model: messages.fleet.modelRequired,
      year: messages.fleet.yearRange,
      seats: messages.fleet.seatsRange,
    });
  });

  it('needs one or more owners, each an account or an e-mail and phone', () => {
    expect(vehicleOwnersInputSchema.safeParse({ owners: [] }).error?.issues[0]?.message).toBe(
      messages.fleet.ownersRequired,
    );
    expect(
      vehicleOwnersInputSchema.safeParse({ owners: [{ email: 'a@b.ke' }] }).error?.issues[0]
        ?.message,
    ).toBe(messages.fleet.personRequired);
    expect(
      vehicleOwnersInputSchema.parse({
        owners: [{ user_id: 4 }, { email: 'Amina@Example.KE', phone_number: '0712 345 678' }],
      }).owners[1],
    ).toEqual({ email: 'amina@example.ke', phone_number: '0712345678' });
  });
});
