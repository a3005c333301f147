import { normalizePhone, PHONE_PATTERN } from '@foleni/contract';

// Accounts keep Kenyan mobiles as 07XXXXXXXX; the gateway speaks +2547XXXXXXXX both ways.

/** The stored form of a number written any common way (+254 7…, 2547…, 07…); null if not one. */
export function storedPhone(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = normalizePhone(value);
  const local = digits.startsWith('254') ? `0${digits.slice(3)}` : digits;
  return PHONE_PATTERN.test(local) ? local : null;
}

/** The number as the gateway wants it: +254 and the digits after the leading 0. */
export function internationalPhone(stored: string): string {
  return `+254${stored.slice(1)}`;
}
