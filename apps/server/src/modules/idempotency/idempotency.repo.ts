import type { Db } from '../../db/database';

export interface KeyRef {
  accountId: number;
  key: string;
}

export interface StoredKey {
  fingerprint: string;
  status: number | null;
  body: string | null;
  created_at: string;
  expires_at: string;
}

/**
 * Claims a key for a request: true when this request inserted it and is the one to apply the
 * change. The insert is the lock: of many requests with one key, on any instance, one wins.
 */
export async function claimKey(
  db: Db,
  { accountId, key }: KeyRef,
  fingerprint: string,
  now: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      account_id: accountId,
      key,
      fingerprint,
      status: null,
      body: null,
      created_at: now,
      expires_at: expiresAt,
    })
    .onConflict((conflict) => conflict.columns(['account_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findKey(db: Db, { accountId, key }: KeyRef): Promise<StoredKey | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'body', 'created_at', 'expires_at'])
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ?? null;
}

export async function storeAnswer(
  db: Db,
  { accountId, key }: KeyRef,
  status: number,
  body: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status, body })
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .execute();
}

/** Gives a key up: the request failed on the server's side, so the client may try it again. */
export async function releaseKey(db: Db, { accountId, key }: KeyRef): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .where('status', 'is', null)
    .execute();
}

/**
 * Frees a key whose day is over, or whose first request never finished (its instance stopped
 * mid-change), so it can be claimed again. Only that row, and only while it is still in that state.
 */
export async function freeStaleKey(
  db: Db,
  { accountId, key }: KeyRef,
  now: string,
  abandonedBefore: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb.and([eb('status', 'is', null), eb('created_at', '<', abandonedBefore)]),
      ]),
    )
    .execute();
}

/** Deletes every key whose day is over; the number deleted. */
export async function purgeExpiredKeys(db: Db, now: string): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
