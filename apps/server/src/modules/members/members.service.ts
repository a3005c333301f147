import {
  type AcceptInviteInput,
  type AddOwnerInput,
  type DriverChoice,
  type Member,
  type MemberListQuery,
  normalizeRole,
} from '@foleni/contract';
import { recordAudit } from '../../audit/audit.repo';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { pageWindow, paginated } from '../../lib/pagination';
import { nowIso } from '../../lib/time';
import type { Mailer } from '../../mail/mailer';
import { invitationMail } from '../../mail/templates';
import type { Account } from '../auth/auth.guard';
import * as tokensRepo from '../auth/auth.repo';
import { hashToken, newOpaqueToken } from '../auth/auth.tokens';
import { hashPassword } from '../auth/password';
import { toUser } from '../users/users.mapper';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  usernameExists,
} from '../users/users.repo';
import {
  canInviteOwner,
  canRemoveMember,
  invitationSaccoId,
  memberCan,
  memberSaccoScope,
} from './members.policy';
import * as repo from './members.repo';

const INVITATION_TTL_MS = 7 * 86_400_000;
/** Matches no password: an invited account signs in only after choosing one. */
const NO_PASSWORD = '!invited';

export interface Invitee {
  email: string;
  phone_number: string;
  firstname?: string | undefined;
  lastname?: string | undefined;
}

/** An invitation made inside a transaction, mailed once that transaction has committed. */
export interface PendingInvitation {
  user: UserRow;
  token: string;
  invitedAs: 'owner' | 'driver';
  saccoId: number | null;
}

export interface MembersServiceDeps {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  mailer: Mailer;
  log: { warn(obj: object, msg: string): void };
}

export function toMember(
  row: repo.MemberRow,
  vehicles: Member['vehicles'],
  account: Account,
): Member {
  const user = toUser(row);
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    name: user.name,
    email: user.email,
    phone_number: user.phone_number,
    role: user.role,
    status: user.status,
    sacco: row.sacco_id,
    sacco_name: row.sacco_name,
    driver_licence_number: row.driver_licence_number,
    vehicles,
    can: memberCan(account, row),
  };
}

export function createMembersService(deps: MembersServiceDeps) {
  const { db, config, mailer } = deps;

  async function withVehicles(account: Account, rows: repo.MemberRow[]): Promise<Member[]> {
    const links = await repo.currentVehiclesOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toMember(
        row,
        links
          .filter((link) => link.user_id === row.id)
          .map((link) => ({
            id: link.id,
            plate: link.plate,
            relation: link.relation as Member['vehicles'][number]['relation'],
          })),
        account,
      ),
    );
  }

  async function uniqueUsername(trx: Db, email: string): Promise<string> {
    const base = (email.split('@')[0] ?? 'user')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 24)
      .padEnd(3, '0');
    for (let suffix = 0; ; suffix++) {
      const candidate = suffix === 0 ? base : `${base}${suffix}`;
      if (!(await usernameExists(trx, candidate))) return candidate;
    }
  }

  /**
   * Creates a pending account of `role` in the Sacco and its invitation token, inside the
   * caller's transaction. Send the result with `sendInvitations` after the commit.
   */
  async function invite(
    trx: Db,
    actor: Account,
    person: Invitee,
    role: 'OWNER' | 'DRIVER',
    saccoId: number | null,
  ): Promise<PendingInvitation> {
    const user = await insertUser(trx, {
      email: person.email.toLowerCase(),
      username: await uniqueUsername(trx, person.email),
      password_hash: NO_PASSWORD,
      firstname: person.firstname || null,
      lastname: person.lastname || null,
      phone_number: person.phone_number,
      role,
      status: 'pending',
      sacco_id: saccoId,
    });
    const { token, hash } = newOpaqueToken();
    await tokensRepo.insertAccountToken(trx, {
      userId: user.id,
      purpose: 'invitation',
      hash,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS).toISOString(),
    });
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'member.invite',
      entity: 'user',
      entityId: user.id,
      data: { role, sacco_id: saccoId },
    });
    return { user, token, invitedAs: role === 'OWNER' ? 'owner' : 'driver', saccoId };
  }

  /** Mail goes out after the commit; a mail server that is down must not undo the invitation. */
  async function sendInvitations(invitations: PendingInvitation[]): Promise<void> {
    for (const invitation of invitations) {
      const sacco =
        invitation.saccoId === null ? undefined : await repo.findSacco(db, invitation.saccoId);
      const link = `${config.publicUrl}/accept-invite/${invitation.token}`;
      try {
        await mailer.send(
          invitationMail(invitation.user, invitation.invitedAs, sacco?.name ?? null, link),
        );
      } catch (error) {
        deps.log.warn({ err: error, to: invitation.user.email }, 'could not send invitation');
      }
    }
  }

  async function memberInScope(account: Account, id: number) {
    const scope = memberSaccoScope(account);
    const row = scope === null ? undefined : await repo.findMember(db, id, scope);
    if (!row) throw AppError.notFound('member');
    return row;
  }

  return {
    invite,
    sendInvitations,

    async list(account: Account, query: MemberListQuery) {
      const scope = memberSaccoScope(account, query.sacco);
      if (scope === null) return paginated([], 0, query);
      const { rows, count } = await repo.listMembers(
        db,
        { saccoId: scope, role: query.role, search: query.search },
        pageWindow(query),
      );
      return paginated(await withVehicles(account, rows), count, query);
    },

    async detail(account: Account, id: number): Promise<Member> {
      const [member] = await withVehicles(account, [await memberInScope(account, id)]);
      if (!member) throw AppError.notFound('member');
      return member;
    },

    async driverChoices(account: Account, sacco?: number): Promise<{ results: DriverChoice[] }> {
      const scope = memberSaccoScope(account, sacco);
      if (scope === null) return { results: [] };
      const { rows } = await repo.listMembers(
        db,
        { saccoId: scope, role: 'DRIVER' },
        { offset: 0, limit: 1000 },
      );
      return {
        results: rows.map((row) => {
          const user = toUser(row);
          return { id: user.id, name: user.name, email: user.email };
        }),
      };
    },

    async ownersInSacco(account: Account, sacco?: number): Promise<{ results: Member[] }> {
      const scope = memberSaccoScope(account, sacco);
      if (scope === null) return { results: [] };
      const { rows } = await repo.listMembers(
        db,
        { saccoId: scope, role: 'OWNER' },
        { offset: 0, limit: 1000 },
      );
      return { results: await withVehicles(account, rows) };
    },

    /** Removes someone from their Sacco: the account stays, the audit log keeps the history. */
    async remove(account: Account, id: number, ip: string): Promise<Member> {
      const row = await memberInScope(account, id);
      const saccoId = row.sacco_id;
      if (saccoId === null || !canRemoveMember(account, saccoId))
        throw AppError.forbidden('api.forbidden');
      await db.transaction().execute(async (trx) => {
        await repo.setSacco(trx, id, null);
        const endedLinks = await repo.endManagementInSacco(trx, id, saccoId);
        await recordAudit(trx, {
          actorId: account.id,
          action: 'member.remove',
          entity: 'user',
          entityId: id,
          data: { sacco_id: saccoId, role: row.role, ended_vehicle_links: endedLinks },
          ip,
        });
      });
      const updated = await findUserById(db, id);
      if (!updated) throw AppError.notFound('member');
      return toMember({ ...updated, sacco_name: null }, [], account);
    },

    async addOwner(account: Account, input: AddOwnerInput): Promise<Member> {
      const saccoId = invitationSaccoId(account, input.sacco);
      if (saccoId === null) throw AppError.field('sacco', 'fleet.noSacco');
      if (!canInviteOwner(account, saccoId)) throw AppError.forbidden('api.forbidden');
      const sacco = await repo.findSacco(db, saccoId);
      if (sacco?.status !== 'active') throw AppError.field('sacco', 'network.saccoUnknown');
      if (await findUserByEmail(db, input.email))
        throw AppError.field('email', 'account.emailTaken');
      const invitation = await db
        .transaction()
        .execute((trx) => invite(trx, account, input, 'OWNER', saccoId));
      await sendInvitations([invitation]);
      const created = await repo.findMember(db, invitation.user.id, saccoId);
      if (!created) throw AppError.notFound('member');
      return toMember(created, [], account);
    },

    /** The invited person chooses a password; the account becomes active. */
    async acceptInvite(token: string, input: AcceptInviteInput): Promise<void> {
      const row = await tokensRepo.findAccountToken(db, hashToken(token), 'invitation');
      if (!row || row.used_at || Date.parse(row.expires_at) <= Date.now())
        throw AppError.badRequest('fleet.inviteInvalid');
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        if (!(await tokensRepo.useAccountToken(trx, row.id)))
          throw AppError.badRequest('fleet.inviteInvalid');
        const user = await findUserById(trx, row.user_id);
        if (!user || normalizeRole(user.role) === null)
          throw AppError.badRequest('fleet.inviteInvalid');
        await updateUser(trx, user.id, {
          password_hash: passwordHash,
          ...(input.firstname ? { firstname: input.firstname } : {}),
          ...(input.lastname ? { lastname: input.lastname } : {}),
          ...(user.status === 'pending' ? { status: 'active', activated_at: nowIso() } : {}),
        });
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
