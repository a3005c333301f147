import { ACCOUNT_STATUSES, type AccountStatus, normalizeRole, type User } from '@foleni/contract';
import type { UserRow } from '../../db/schema';

/** The user as the API shows it (spec §3); the row, with its password hash, never leaves here. */
export function toUser(row: UserRow): User {
  const name = [row.firstname, row.lastname].filter(Boolean).join(' ').trim();
  const phone = row.phone_number ?? '';
  return {
    id: row.id,
    firstname: row.firstname ?? '',
    lastname: row.lastname ?? '',
    username: row.username,
    email: row.email,
    role: normalizeRole(row.role) ?? 'CUSTOMER',
    status: (ACCOUNT_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as AccountStatus)
      : 'pending',
    national_id: row.national_id ?? '',
    contact_number: phone,
    phone_number: phone,
    profile_image: row.profile_image,
    name: name || row.username,
  };
}
