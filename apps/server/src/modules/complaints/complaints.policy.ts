import { type CapabilityName, type ComplaintCan, scopeOf } from '@foleni/contract';
import type { Account } from '../auth/auth.guard';
import { reachesInScope } from '../auth/capability-scope';

/** What decides who sees a complaint: who filed it and whom it is about. */
export interface ComplaintScope {
  user_id: number | null;
  complainant_email: string;
  /** The Sacco named on it, and the Saccos of its route and of its vehicle (by plate). */
  saccoIds: readonly number[];
  /** The owners of the vehicle it names. */
  ownerIds: readonly number[];
}

/** Which complaints a list shows; the repo turns this into SQL with the same rules as below. */
export type ComplaintListScope =
  | { kind: 'all' }
  | { kind: 'sacco'; saccoId: number | null; userId: number; email: string }
  | { kind: 'owner'; userId: number; email: string }
  | { kind: 'own'; userId: number; email: string };

export function complaintListScope(account: Account): ComplaintListScope {
  const me = { userId: account.id, email: account.email.toLowerCase() };
  switch (scopeOf(account.role, 'complaint.view')) {
    case 'all':
      return { kind: 'all' };
    case 'sacco':
      return { kind: 'sacco', saccoId: account.saccoId, ...me };
    case 'vehicle':
      return { kind: 'owner', ...me };
    default:
      return { kind: 'own', ...me };
  }
}

/** Everyone sees what they filed, signed in at the time or under the same e-mail. */
export function filedComplaint(account: Account, complaint: ComplaintScope): boolean {
  return (
    complaint.user_id === account.id ||
    complaint.complainant_email.toLowerCase() === account.email.toLowerCase()
  );
}

/** Whether `account` reaches `complaint` with a complaint capability of the contract's table. */
function reaches(capability: CapabilityName, account: Account, complaint: ComplaintScope) {
  return reachesInScope(account, capability, {
    sacco: () => account.saccoId !== null && complaint.saccoIds.includes(account.saccoId),
    vehicle: () => complaint.ownerIds.includes(account.id),
    own: () => filedComplaint(account, complaint),
  });
}

/** System admins see all; a Sacco those about it; an owner those about their vehicles. */
export function canSeeComplaint(account: Account, complaint: ComplaintScope): boolean {
  return filedComplaint(account, complaint) || reaches('complaint.view', account, complaint);
}

/**
 * Staff who work on a complaint (status, assignment, replies, internal notes): system admins
 * and the Sacco it is about. Nobody handles a complaint they filed.
 */
export function canHandleComplaint(account: Account, complaint: ComplaintScope): boolean {
  if (complaint.user_id === account.id) return false;
  return reaches('complaint.handle', account, complaint);
}

/** What the caller may do with a complaint, as the API says it (`can`). */
export function complaintCan(account: Account, complaint: ComplaintScope): ComplaintCan {
  return { handle: canHandleComplaint(account, complaint) };
}
