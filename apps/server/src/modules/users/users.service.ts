import {
  capabilitiesOf,
  type Role,
  type UpdateProfileInput,
  type UserListQuery,
} from '@foleni/contract';
import { recordAudit } from '../../audit/audit.repo';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { pageWindow, paginated } from '../../lib/pagination';
import type { Account } from '../auth/auth.guard';
import { revokeUserRefreshTokens } from '../auth/auth.repo';
import { toUser } from './users.mapper';
import { canManageUser, userCan } from './users.policy';
import * as repo from './users.repo';

export function createUsersService(db: Db) {
  /** Loads the account an admin acts on: never their own, so they cannot lock themselves out. */
  async function target(actor: Account, id: number): Promise<UserRow> {
    if (!canManageUser(actor, id)) throw AppError.badRequest('account.cannotChangeOwnAccount');
    const user = await repo.findUserById(db, id);
    if (!user) throw AppError.notFound('user');
    return user;
  }

  async function change(
    actor: Account,
    user: UserRow,
    action: string,
    changes: Parameters<typeof repo.updateUser>[2],
    ip: string,
  ) {
    return db.transaction().execute(async (trx) => {
      const updated = await repo.updateUser(trx, user.id, changes);
      if (!updated) throw AppError.notFound('user');
      if (changes.status === 'suspended') await revokeUserRefreshTokens(trx, user.id);
      await recordAudit(trx, {
        actorId: actor.id,
        action,
        entity: 'user',
        entityId: user.id,
        data: {
          before: { status: user.status, role: user.role },
          after: { status: updated.status, role: updated.role },
        },
        ip,
      });
      return { ...toUser(updated), can: userCan(actor, updated.id) };
    });
  }

  return {
    /** The signed-in user, with what they may do (`GET /user/`). */
    async me(account: Account) {
      const user = await repo.findUserById(db, account.id);
      if (!user) throw AppError.notFound('user');
      return { ...toUser(user), capabilities: capabilitiesOf(account) };
    },

    async updateProfile(account: Account, input: UpdateProfileInput) {
      const updated = await repo.updateUser(db, account.id, {
        ...(input.firstname !== undefined && { firstname: input.firstname || null }),
        ...(input.lastname !== undefined && { lastname: input.lastname || null }),
        ...(input.phone_number !== undefined && { phone_number: input.phone_number }),
        ...(input.national_id !== undefined && { national_id: input.national_id }),
        ...(input.profile_image !== undefined && { profile_image: input.profile_image }),
      });
      if (!updated) throw AppError.notFound('user');
      return toUser(updated);
    },

    async list(actor: Account, query: UserListQuery) {
      const { rows, count } = await repo.listUsers(db, query, pageWindow(query));
      const users = rows.map((row) => ({ ...toUser(row), can: userCan(actor, row.id) }));
      return paginated(users, count, query);
    },

    async approve(actor: Account, id: number, ip: string) {
      const user = await target(actor, id);
      return change(
        actor,
        user,
        'user.approve',
        { status: 'active', activated_at: user.activated_at ?? new Date().toISOString() },
        ip,
      );
    },

    async suspend(actor: Account, id: number, ip: string) {
      return change(actor, await target(actor, id), 'user.suspend', { status: 'suspended' }, ip);
    },

    async changeRole(actor: Account, id: number, role: Role, ip: string) {
      return change(actor, await target(actor, id), 'user.change_role', { role }, ip);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
