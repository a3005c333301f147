import type { Account } from '../auth/auth.guard';

/** The gazetteer is the system admin's: adding, editing, archiving and restoring places. */
export function canManagePlaces(account: Account | null): boolean {
  return account?.role === 'SYSTEM_ADMIN' && account.status === 'active';
}

/** Everyone reads the active places; archived ones only those who may bring them back. */
export function canSeeArchivedPlaces(account: Account | null): boolean {
  return canManagePlaces(account);
}
