import { type MemberCan, roleMay } from '@foleni/contract';
import type { Account } from '../auth/auth.guard';
import { reachesInScope } from '../auth/capability-scope';

/**
 * Whose members an account sees: staff any Sacco's (all of them unless they name one), anyone
 * else only their own Sacco's (an owner filling in the wizard picks among its owners and
 * drivers), and someone without a Sacco nobody's.
 */
export function memberSaccoScope(account: Account, requested?: number): number | 'all' | null {
  if (roleMay(account.role, 'fleet.everySacco')) return requested ?? 'all';
  return account.saccoId;
}

/**
 * The Sacco an invited owner joins: the one named by whoever works with every Sacco (the web
 * asks them for it by the same capability), else the inviter's own. `canInviteOwner` decides.
 */
export function invitationSaccoId(account: Account, requested?: number): number | null {
  if (roleMay(account.role, 'fleet.everySacco')) return requested ?? null;
  return account.saccoId;
}

function reaches(
  capability: 'member.inviteOwner' | 'member.remove',
  account: Account,
  saccoId: number,
) {
  return reachesInScope(account, capability, { sacco: () => account.saccoId === saccoId });
}

/** Inviting owners into a Sacco: the Sacco itself, or a system admin. */
export function canInviteOwner(account: Account, saccoId: number): boolean {
  return reaches('member.inviteOwner', account, saccoId);
}

/** Removing someone from their Sacco: the Sacco itself, or a system admin. */
export function canRemoveMember(account: Account, saccoId: number | null): boolean {
  return saccoId !== null && reaches('member.remove', account, saccoId);
}

/** What the caller may do with a member, as the API says it (`can`). */
export function memberCan(account: Account, member: { sacco_id: number | null }): MemberCan {
  return { remove: canRemoveMember(account, member.sacco_id) };
}
