import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

// An unpaid booking holds its seats until `expires_at` (ISO-8601 UTC); after that its seats count
// as free again, so unpaid requests cannot keep a route's capacity for a whole day. Null: the
// booking was made before bookings expired, and holds its seats as it did then.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('expires_at', 'text').execute();
  await createIndex(db, 'bookings_user_day', 'bookings', ['user_id', 'travel_date']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_user_day').ifExists().execute();
  await db.schema.alterTable('bookings').dropColumn('expires_at').execute();
}
