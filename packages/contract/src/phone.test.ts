import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, PHONE_PATTERN, phoneSchema } from './phone';

function phoneErrors(input: unknown): string[] {
  const result = phoneSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('PHONE_PATTERN', () => {
  it('matches 07 followed by 8 digits only', () => {
    expect(PHONE_PATTERN.test('0712345678')).toBe(true);
    expect(PHONE_PATTERN.test('0112345678')).toBe(false);
    expect(PHONE_PATTERN.test('071234567')).toBe(false);
    expect(PHONE_PATTERN.test('07123456789')).toBe(false);
    expect(PHONE_PATTERN.test('0712 345 678')).toBe(false);
  });
});

describe('formatPhone', () => {
  it.each([
    ['0712345678', '0712 345 678'],
    ['', ''],
    ['0', '0'],
    ['0712', '0712'],
    ['07123', '0712 3'],
    ['0712345', '0712 345'],
    ['07123456', '0712 345 6'],
    ['0712 345 678', '0712 345 678'],
    ['0712-345-678', '0712 345 678'],
    ['(0712) 34a5678', '0712 345 678'],
    ['071234567890', '0712 345 678'],
  ])('formats %j as %j', (raw, formatted) => {
    expect(formatPhone(raw)).toBe(formatted);
  });
});

describe('normalizePhone', () => {
  it('keeps digits only', () => {
    expect(normalizePhone('0712 345 678')).toBe('0712345678');
    expect(normalizePhone(' 0712-345-678 ')).toBe('0712345678');
    expect(normalizePhone('')).toBe('');
  });
});

describe('phoneSchema', () => {
  it.each(['0712345678', '0712 345 678', ' 0712 345 678 ', '0712-345-678'])(
    'accepts %j as 0712345678',
    (input) => {
      expect(phoneSchema.parse(input)).toBe('0712345678');
    },
  );

  it.each([undefined, null, '', '   '])('requires a number, given %j', (input) => {
    expect(phoneErrors(input)).toStrictEqual(['Phone number is required!']);
  });

  it.each(['0812345678', '712345678', '071234567', '07123456789', '+254712345678', '0712 345 67x'])(
    'rejects %j',
    (input) => {
      expect(phoneErrors(input)).toStrictEqual([
        'Phone number must start with 07 and be 10 digits long!',
      ]);
    },
  );
});
