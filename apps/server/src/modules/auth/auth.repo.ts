import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';

export type AccountTokenPurpose = 'activation' | 'password_reset' | 'invitation';

export async function insertAccountToken(
  db: Db,
  token: { userId: number; purpose: AccountTokenPurpose; hash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('account_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.hash,
      expires_at: token.expiresAt,
      created_at: nowIso(),
    })
    .execute();
}

export function findAccountToken(db: Db, hash: string, purpose: AccountTokenPurpose) {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Marks a token used; false when another request used it first, so a link works exactly once. */
export async function useAccountToken(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An older link stops working when a new one is sent. */
export async function retireAccountTokens(
  db: Db,
  userId: number,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertRefreshToken(
  db: Db,
  token: {
    userId: number;
    familyId: string;
    hash: string;
    expiresAt: string;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.hash,
      expires_at: token.expiresAt,
      user_agent: token.userAgent,
      ip: token.ip,
      created_at: nowIso(),
    })
    .execute();
}

export function findRefreshToken(db: Db, hash: string) {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

/** Spends a refresh token; false when it was already spent or revoked (a replay). */
export async function spendRefreshToken(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeRefreshFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowIso() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of an account, but the one of `keepFamilyId` when given. */
export async function revokeUserRefreshTokens(
  db: Db,
  userId: number,
  keepFamilyId?: string,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId !== undefined) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
}
