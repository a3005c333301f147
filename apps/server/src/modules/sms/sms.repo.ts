import { ACTIVE_QUEUE_STATUSES } from '@foleni/contract';
import type { Db } from '../../db/database';
import { updateRecord } from '../../db/records';
import { nowIso } from '../../lib/time';

/** Keeps a text to send under its event's key; false when that event's text is kept already. */
export async function insertMessage(
  db: Db,
  message: { key: string; phone: string; body: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('sms_messages')
    .values({ ...message, status: 'queued', created_at: nowIso() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findMessage(db: Db, key: string) {
  return db.selectFrom('sms_messages').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Records the gateway's answer to a text still queued. */
export async function settleMessage(
  db: Db,
  key: string,
  outcome: { status: 'sent' | 'failed'; providerId: string | null; providerStatus: string },
): Promise<void> {
  await db
    .updateTable('sms_messages')
    .set({
      status: outcome.status,
      provider_id: outcome.providerId,
      provider_status: outcome.providerStatus,
      sent_at: outcome.status === 'sent' ? nowIso() : null,
    })
    .where('key', '=', key)
    .where('status', '=', 'queued')
    .execute();
}

/**
 * What deciding an account's SMS needs: its number, its choices, and whether it has a session.
 * One statement: it is asked for every crew member a queue change alerts.
 */
export async function smsAccount(db: Db, userId: number) {
  const account = await db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'phone_number',
      'sms_alerts',
      'language',
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            .whereRef('refresh_tokens.user_id', '=', 'users.id')
            .where('refresh_tokens.used_at', 'is', null)
            .where('refresh_tokens.revoked_at', 'is', null)
            .where('refresh_tokens.expires_at', '>', nowIso()),
        )
        .as('session'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account) return undefined;
  const { session, ...rest } = account;
  // PostgreSQL answers a boolean, SQLite 0 or 1.
  return { ...rest, signedIn: Boolean(session) };
}
export type SmsAccount = NonNullable<Awaited<ReturnType<typeof smsAccount>>>;

export async function updateSmsChoices(
  db: Db,
  userId: number,
  choices: { sms_alerts?: SmsAccount['sms_alerts']; language?: SmsAccount['language'] },
): Promise<void> {
  if (Object.keys(choices).length === 0) return;
  await updateRecord(db, 'users', userId, choices);
}

/** The active accounts with this stored number (a number may be on more than one). */
export function accountsByPhone(db: Db, phone: string) {
  return db
    .selectFrom('users')
    .select(['id', 'language'])
    .where('phone_number', '=', phone)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
}

/** Where the vehicles these people drive or conduct stand in line now. */
export function crewPlaces(db: Db, userIds: number[]) {
  return db
    .selectFrom('queue_entries')
    .innerJoin('vehicles', 'vehicles.id', 'queue_entries.vehicle_id')
    .innerJoin('stations', 'stations.id', 'queue_entries.station_id')
    .innerJoin('routes', 'routes.id', 'queue_entries.route_id')
    .select([
      'queue_entries.id',
      'queue_entries.status',
      'queue_entries.position',
      'vehicles.plate',
      'stations.name as station',
      'routes.route_id as route',
    ])
    .where('queue_entries.status', 'in', [...ACTIVE_QUEUE_STATUSES])
    .where((eb) =>
      eb(
        'queue_entries.vehicle_id',
        'in',
        eb
          .selectFrom('vehicle_people')
          .select('vehicle_id')
          .where('user_id', 'in', userIds)
          .where('relation', 'in', ['driver', 'conductor'])
          .where('ended_at', 'is', null),
      ),
    )
    .orderBy('queue_entries.id')
    .execute();
}

/** Keeps a received text; undefined when the gateway delivered this one before. */
export async function insertInbound(
  db: Db,
  message: {
    provider_id: string;
    from_phone: string;
    to_code: string;
    text: string;
    link_id: string | null;
    received_at: string | null;
  },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('sms_inbound')
    .values({ ...message, created_at: nowIso() })
    .onConflict((conflict) => conflict.column('provider_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** A station in service, by its id. */
