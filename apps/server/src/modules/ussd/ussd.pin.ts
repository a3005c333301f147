import type { UssdLanguage } from '@foleni/contract';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import { hashPassword, verifyPassword } from '../auth/password';

// The PIN that confirms a queue change made from a feature phone. Hashed like a password; five
// wrong PINs in a row lock the account's USSD changes for 15 minutes.

export const PIN_TRIES = 5;
export const PIN_LOCK_MS = 15 * 60_000;

export type PinState = 'unset' | 'locked' | 'ready';
export type PinCheck = { ok: true } | { ok: false; locked: boolean; left: number };

export async function setPin(
  db: Db,
  userId: number,
  pin: string,
  language: UssdLanguage | undefined,
): Promise<void> {
  await storePinHash(db, userId, await hashPassword(pin), language);
}

/** A PIN hashed beforehand (the seed hashes outside its transaction), and a fresh count. */
export async function storePinHash(
  db: Db,
  userId: number,
  pin_hash: string,
  language: UssdLanguage | undefined,
): Promise<void> {
  const updated_at = nowIso();
  const values = { pin_hash, pin_failures: 0, locked_until: null, updated_at };
  const withLanguage = language ? { ...values, language } : values;
  await db
    .insertInto('ussd_accounts')
    .values({ user_id: userId, ...withLanguage })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(withLanguage))
    .execute();
}

function pinRow(db: Db, userId: number) {
  return db
    .selectFrom('ussd_accounts')
    .select(['pin_hash', 'pin_failures', 'locked_until'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

const isLocked = (lockedUntil: string | null, now: Date) =>
  lockedUntil !== null && lockedUntil > now.toISOString();

/** Whether the account can confirm a change now: it has a PIN and is not locked. */
export async function pinState(db: Db, userId: number, now = new Date()): Promise<PinState> {
  const row = await pinRow(db, userId);
  if (!row?.pin_hash) return 'unset';
  return isLocked(row.locked_until, now) ? 'locked' : 'ready';
}

export async function checkPin(
  db: Db,
  userId: number,
  pin: string,
  now = new Date(),
): Promise<PinCheck> {
  const row = await pinRow(db, userId);
  if (!row?.pin_hash || isLocked(row.locked_until, now))
    return { ok: false, locked: true, left: 0 };
  if (await verifyPassword(row.pin_hash, pin)) {
    if (row.pin_failures > 0) await recordFailures(db, userId, 0, null);
    return { ok: true };
  }
  // A lock that has run out starts a fresh count.
  const failures = (row.locked_until ? 0 : row.pin_failures) + 1;
  if (failures >= PIN_TRIES) {
    await recordFailures(db, userId, 0, new Date(now.getTime() + PIN_LOCK_MS).toISOString());
    return { ok: false, locked: true, left: 0 };
  }
  await recordFailures(db, userId, failures, null);
  return { ok: false, locked: false, left: PIN_TRIES - failures };
}

async function recordFailures(
  db: Db,
  userId: number,
  failures: number,
  lockedUntil: string | null,
) {
  await db
    .updateTable('ussd_accounts')
    .set({ pin_failures: failures, locked_until: lockedUntil, updated_at: nowIso() })
    .where('user_id', '=', userId)
    .execute();
}
