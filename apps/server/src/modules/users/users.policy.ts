import { roleMay, type UserCan } from '@foleni/contract';
import type { Account } from '../auth/auth.guard';

/** An admin manages every account but their own, so that they cannot lock themselves out. */
export function canManageUser(actor: Account, userId: number): boolean {
  return roleMay(actor.role, 'user.manage') && actor.id !== userId;
}

/** What the caller may do with an account, as the API says it (`can`). */
export function userCan(actor: Account, userId: number): UserCan {
  const manage = canManageUser(actor, userId);
  return { approve: manage, suspend: manage, changeRole: manage };
}
