import type { UssdLanguage } from '@foleni/contract';
import type { Db } from '../../db/database';
import type { Step } from './ussd.steps';

// A session's state between the gateway's requests, by its sessionId, in the database so that
// any instance can answer its next step. A session left alone for 3 minutes is over.

export const SESSION_TTL_MS = 3 * 60_000;

export interface UssdSession {
  phone: string;
  language: UssdLanguage;
  /** How many of the inputs in the gateway's `text` have been acted on. */
  processed: number;
  /** The screens the caller went through; the last is the one they see. `0` goes back one. */
  stack: Step[];
  /** Why the last input was refused, shown above the screen it repeats. */
  hint: string | null;
}

export async function loadSession(db: Db, sessionId: string, now: Date) {
  const row = await db
    .selectFrom('ussd_sessions')
    .select(['state', 'phone'])
    .where('session_id', '=', sessionId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? (JSON.parse(row.state) as UssdSession) : null;
}

export async function saveSession(db: Db, sessionId: string, session: UssdSession, now: Date) {
  const values = {
    phone: session.phone,
    state: JSON.stringify(session),
    expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
  };
  await db
    .insertInto('ussd_sessions')
    .values({ session_id: sessionId, ...values })
    .onConflict((conflict) => conflict.column('session_id').doUpdateSet(values))
    .execute();
}

export async function endSession(db: Db, sessionId: string) {
  await db.deleteFrom('ussd_sessions').where('session_id', '=', sessionId).execute();
}

/** Sessions nobody finished: removed when a new one starts, so the table stays small. */
export async function dropExpiredSessions(db: Db, now: Date) {
  await db.deleteFrom('ussd_sessions').where('expires_at', '<=', now.toISOString()).execute();
}
