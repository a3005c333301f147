import { z } from 'zod';
import { coded } from './errors';
import { TEXT_LIMITS } from './limits';

/** A Kenyan mobile number as stored: 07 followed by 8 digits. */
export const PHONE_PATTERN = /^07\d{8}$/;

const PHONE_DIGITS = 10;
const PHONE_GROUPS = [4, 3, 3];

export function normalizePhone(value: string): string {
  return value.replace(/\D/g, '');
}

/** Groups digits 4-3-3 as they are typed, so it can run on every keystroke of a partial number. */
export function formatPhone(raw: string): string {
  const digits = normalizePhone(raw).slice(0, PHONE_DIGITS);
  const groups: string[] = [];
  let start = 0;
  for (const size of PHONE_GROUPS) {
    const group = digits.slice(start, start + size);
    if (group === '') break;
    groups.push(group);
    start += size;
  }
  return groups.join(' ');
}

// Only the separators formatPhone inserts (and the hyphens people type) may surround the digits;
// anything else is a typo, not formatting.
const PHONE_CHARACTERS = /^[\d\s-]+$/;

/** Accepts '0712 345 678' or '0712345678' and outputs '0712345678'. */
export const phoneSchema = z
  .string({ error: coded('signup.phoneRequired') })
  .trim()
  .min(1, { error: coded('signup.phoneRequired'), abort: true })
  .max(TEXT_LIMITS.phone, { error: coded('signup.phoneFormat'), abort: true })
  .refine((value) => PHONE_CHARACTERS.test(value) && PHONE_PATTERN.test(normalizePhone(value)), {
    error: coded('signup.phoneFormat'),
  })
  .transform(normalizePhone);
