import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  MANAGER_RELATIONS,
  type ManagerRelation,
  normalizeRole,
  type Problem,
  type Role,
  VEHICLE_OWNER_ROLE,
  VEHICLE_STATUSES,
  type Vehicle,
  type VehicleDetail,
  type VehicleListQuery,
  type VehicleStatus,
  type vehicleDetailsInputSchema,
  type vehicleManagersInputSchema,
  type vehicleOwnersInputSchema,
  vehicleSchema,
  WIZARD_STEPS,
} from '@foleni/contract';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit.repo';
import type { Db } from '../../db/database';
import { AppError, type FieldProblems } from '../../errors/app-error';
import { pageWindow, paginated } from '../../lib/pagination';
import { shownColumns } from '../../lib/shown-columns';
import { writeUnique } from '../../lib/write-unique';
import type { Account } from '../auth/auth.guard';
import { attachToSaccoIfNone } from '../members/members.repo';
import type { MembersService, PendingInvitation } from '../members/members.service';
import { findUserByEmail, findUserById } from '../users/users.repo';
import {
  canAssignSacco,
  canDecideVehicle,
  canEditVehicle,
  canSeeVehicle,
  type VehicleScope,
  vehicleCan,
  vehicleListScope,
} from './vehicles.policy';
import * as repo from './vehicles.repo';

type DetailsInput = z.output<typeof vehicleDetailsInputSchema>;
type OwnersInput = z.output<typeof vehicleOwnersInputSchema>;
type ManagersInput = z.output<typeof vehicleManagersInputSchema>;
type PersonInput = OwnersInput['owners'][number];

/** A status read back from an audit entry's JSON, which the database does not type. */
const asStatus = (value: unknown): VehicleStatus | null =>
  (VEHICLE_STATUSES as readonly unknown[]).includes(value) ? (value as VehicleStatus) : null;

function toVehicle(row: repo.VehicleRow): Vehicle {
  return {
    ...shownColumns(vehicleSchema, row),
    sacco: row.sacco_id,
    wizard_step: Math.min(Math.max(row.wizard_step, 1), WIZARD_STEPS),
  };
}

function personName(row: { firstname: string | null; lastname: string | null; username: string }) {
  return [row.firstname, row.lastname].filter(Boolean).join(' ').trim() || row.username;
}

function toPerson(row: repo.VehiclePersonRow) {
  return {
    id: row.id,
    name: personName(row),
    email: row.email,
    phone_number: row.phone_number ?? '',
    role: (normalizeRole(row.role) ?? 'CUSTOMER') as Role,
    status: (ACCOUNT_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as AccountStatus)
      : 'pending',
  };
}

/** Who the policies ask about: the vehicle's Sacco, who started it and its current people. */
function vehicleScope(
  row: Pick<repo.VehicleRow, 'sacco_id' | 'created_by'>,
  people: readonly { id: number; relation: string }[],
): VehicleScope {
  return {
    sacco_id: row.sacco_id,
    created_by: row.created_by,
    ownerIds: people.filter((p) => p.relation === 'owner').map((p) => p.id),
    managerIds: people.filter((p) => p.relation !== 'owner').map((p) => p.id),
  };
}

/** Steps 1–3 change what the Sacco approves: only a draft or a rejected vehicle takes them. */
const EDITABLE: readonly string[] = ['draft', 'rejected'];
/** Drivers and conductors change in daily work, approved vehicles included. */
const MANAGERS_EDITABLE: readonly string[] = [...EDITABLE, 'active', 'suspended'];

export function createVehiclesService(db: Db, members: MembersService) {
  async function load(account: Account, id: number) {
    const row = await repo.findVehicle(db, id);
    const people = row ? await repo.listVehiclePeople(db, id) : [];
    const scope = row && vehicleScope(row, people);
    // A vehicle out of sight is not found: its existence is nobody else's business.
    if (!row || !scope || !canSeeVehicle(account, scope)) throw AppError.notFound('vehicle');
    return { row, people, scope };
  }

  async function detail(account: Account, id: number): Promise<VehicleDetail> {
    const { row, people, scope } = await load(account, id);
    const history = await repo.listVehicleHistory(db, id);
    return {
      ...toVehicle(row),
      can: vehicleCan(account, scope),
      owners: people.filter((p) => p.relation === 'owner').map(toPerson),
      managers: people
        .filter((p) => p.relation !== 'owner')
        .map((p) => ({
          ...toPerson(p),
          relation: (MANAGER_RELATIONS as readonly string[]).includes(p.relation)
            ? (p.relation as ManagerRelation)
            : 'driver',
          driver_licence_number: p.driver_licence_number,
        })),
      history: history.flatMap((entry) => {
        const data = JSON.parse(entry.data ?? '{}') as Record<string, unknown>;
        const to = asStatus(data.to);
        if (!to) return [];
        const name = [entry.firstname, entry.lastname].filter(Boolean).join(' ').trim();
        return [
          {
            from: asStatus(data.from),
            to,
            reason: typeof data.reason === 'string' ? data.reason : null,
            actor: entry.actor_id,
            actor_name: name || entry.username || null,
            at: entry.created_at,
          },
        ];
      }),
    };
  }

  /** The vehicle as the wizard may change it at `step`, or why not. */
  async function editable(account: Account, id: number, step: 1 | 2 | 3 | 4) {
    const loaded = await load(account, id);
    if (!canEditVehicle(account, loaded.scope)) throw AppError.forbidden('fleet.outOfScope');
    const status = loaded.row.status;
    if (status === 'pending_approval') throw AppError.conflict('fleet.notEditable');
    if (!(step === 4 ? MANAGERS_EDITABLE : EDITABLE).includes(status))
      throw AppError.conflict('fleet.wrongState');
    if (loaded.row.wizard_step < step) throw AppError.conflict('fleet.stepsFirst');
    return loaded;
  }

  const recordStatus = (
    trx: Db,
    actor: Account,
    vehicleId: number,
    from: VehicleStatus | null,
    to: VehicleStatus,
    reason: string | null = null,
  ) =>
    recordAudit(trx, {
      actorId: actor.id,
      action: repo.VEHICLE_STATUS_ACTION,
      entity: 'vehicle',
      entityId: vehicleId,
      data: { from, to, reason },
    });

  async function plateFree(plate: string, exceptId?: number) {
    const existing = await repo.findVehicleIdByPlate(db, plate);
    if (existing && existing.id !== exceptId) throw AppError.field('plate', 'fleet.plateTaken');
  }

  /**
   * Resolves each person to an account of `role`: an existing one by id or e-mail, or a new
   * pending one that is invited. Runs inside the step's transaction.
   */
  async function resolvePeople(
    trx: Db,
    actor: Account,
    field: 'owners' | 'managers',
    people: PersonInput[],
    role: typeof VEHICLE_OWNER_ROLE | 'DRIVER',
    saccoId: number | null,
  ) {
    const fields: FieldProblems = {};
    const ids: number[] = [];
    const invitations: PendingInvitation[] = [];
    const wrongRole: Problem = {
      code: role === VEHICLE_OWNER_ROLE ? 'fleet.ownerRole' : 'fleet.managerRole',
    };
    for (const [index, person] of people.entries()) {
      const existing =
        person.user_id !== undefined
          ? await findUserById(trx, person.user_id)
          : await findUserByEmail(trx, person.email ?? '');
      const key = `${field}.${index}.${person.user_id !== undefined ? 'user_id' : 'email'}`;
      if (existing) {
        if (normalizeRole(existing.role) !== role) fields[key] = [wrongRole];
        else ids.push(existing.id);
      } else if (person.user_id !== undefined || !person.email || !person.phone_number) {
        fields[key] = [{ code: 'fleet.personUnknown' }];
      } else {
        const invitation = await members.invite(
          trx,
          actor,
          { ...person, email: person.email, phone_number: person.phone_number },
          role,
          saccoId,
        );
        invitations.push(invitation);
        ids.push(invitation.user.id);
      }
    }
    const first = Object.values(fields)[0]?.[0];
    if (first) throw AppError.badRequest(first, { fields });
    return { ids, invitations };
  }

  async function transition(
    account: Account,
    id: number,
    allowedFrom: readonly VehicleStatus[],
    to: VehicleStatus,
    reason: string | null = null,
  ) {
    const { row, scope } = await load(account, id);
    if (!canDecideVehicle(account, scope)) throw AppError.forbidden('fleet.decisionOutOfScope');
    const from = row.status;
    if (!allowedFrom.includes(from)) throw AppError.conflict('fleet.wrongState');
    await db.transaction().execute(async (trx) => {
      await repo.updateVehicle(trx, id, { status: to, status_reason: reason });
      await recordStatus(trx, account, id, from, to, reason);
    });
    return detail(account, id);
  }

  return {
    detail,

    async list(account: Account, query: VehicleListQuery) {
      const { rows, count } = await repo.listVehicles(
        db,
        vehicleListScope(account),
        query,
        pageWindow(query),
      );
      const people = await repo.listPeopleOf(
        db,
        rows.map((row) => row.id),
      );
      const items = rows.map((row) => {
        const own = people.filter((person) => person.vehicle_id === row.id);
        const owners = own.filter((person) => person.relation === 'owner');
        return {
          ...toVehicle(row),
          owner_names: owners.map(personName),
          can: vehicleCan(account, vehicleScope(row, own)),
        };
      });
      return paginated(items, count, query);
    },

    /** Step 1 of a new vehicle: a draft that the wizard fills in from here. */
    async create(account: Account, input: DetailsInput): Promise<VehicleDetail> {
      const id = await writeUnique(
        () => plateFree(input.plate),
        () =>
          db.transaction().execute(async (trx) => {
            const created = await repo.insertVehicle(trx, {
              ...input,
              created_by: account.id,
              wizard_step: 2,
            });
            await recordStatus(trx, account, created, null, 'draft');
            return created;
          }),
      );
      return detail(account, id);
    },

    async saveDetails(account: Account, id: number, input: DetailsInput) {
      await editable(account, id, 1);
      await writeUnique(
        () => plateFree(input.plate, id),
        () =>
          db.transaction().execute(async (trx) => {
            await repo.updateVehicle(trx, id, input);
            await recordAudit(trx, {
              actorId: account.id,
              action: 'vehicle.details',
              entity: 'vehicle',
              entityId: id,
            });
          }),
      );
      return detail(account, id);
    },

    async saveOwners(account: Account, id: number, input: OwnersInput) {
      const { row } = await editable(account, id, 2);
      const invitations = await db.transaction().execute(async (trx) => {
        const people = await resolvePeople(
          trx,
          account,
          'owners',
          input.owners,
          VEHICLE_OWNER_ROLE,
          row.sacco_id,
        );
        const ownerIds = [...new Set(people.ids)];
        await repo.replaceVehiclePeople(
          trx,
          id,
          ['owner'],
          ownerIds.map((userId) => ({ user_id: userId, relation: 'owner' })),
        );
        await repo.updateVehicle(trx, id, { wizard_step: Math.max(row.wizard_step, 3) });
        await recordAudit(trx, {
          actorId: account.id,
          action: 'vehicle.owners',
          entity: 'vehicle',
          entityId: id,
          data: { owners: ownerIds },
        });
        return people.invitations;
      });
      await members.sendInvitations(invitations);
      return detail(account, id);
    },

    async saveSacco(account: Account, id: number, saccoId: number) {
      const { row, people } = await editable(account, id, 3);
      if (!canAssignSacco(account, saccoId)) throw AppError.forbidden('fleet.outOfScope');
      if (!(await repo.activeSaccoExists(db, saccoId)))
        throw AppError.field('sacco', 'network.saccoUnknown');
      await db.transaction().execute(async (trx) => {
        await repo.updateVehicle(trx, id, {
          sacco_id: saccoId,
          wizard_step: Math.max(row.wizard_step, 4),
        });
        // Owners, drivers and conductors without a Sacco become members of this one.
        await attachToSaccoIfNone(
          trx,
          people.map((person) => person.id),
          saccoId,
        );
        await recordAudit(trx, {
          actorId: account.id,
          action: 'vehicle.sacco',
          entity: 'vehicle',
          entityId: id,
          data: { before: row.sacco_id, after: saccoId },
        });
      });
      return detail(account, id);
    },

    async saveManagers(account: Account, id: number, input: ManagersInput) {
      const { row } = await editable(account, id, 4);
      const invitations = await db.transaction().execute(async (trx) => {
        const people = await resolvePeople(
          trx,
          account,
          'managers',
          input.managers,
          'DRIVER',
          row.sacco_id,
        );
        const links = new Map<string, { user_id: number; relation: string }>();
        input.managers.forEach((manager, index) => {
          const userId = people.ids[index] as number;
          links.set(`${userId}:${manager.relation}`, {
            user_id: userId,
            relation: manager.relation,
          });
        });
        await repo.replaceVehiclePeople(trx, id, [...MANAGER_RELATIONS], [...links.values()]);
        if (row.sacco_id !== null) await attachToSaccoIfNone(trx, people.ids, row.sacco_id);
        await repo.updateVehicle(trx, id, { wizard_step: WIZARD_STEPS });
        await recordAudit(trx, {
          actorId: account.id,
          action: 'vehicle.managers',
          entity: 'vehicle',
          entityId: id,
          data: { managers: [...links.values()] },
        });
        return people.invitations;
      });
      await members.sendInvitations(invitations);
      return detail(account, id);
    },

    /** Steps 1–4 done: the vehicle waits for its Sacco (step 5). A rejected one comes back here. */
    async submit(account: Account, id: number) {
      const { row, scope } = await load(account, id);
      if (!canEditVehicle(account, scope)) throw AppError.forbidden('fleet.outOfScope');
      const from = row.status;
      if (from !== 'draft' && from !== 'rejected') throw AppError.conflict('fleet.wrongState');
      if (row.wizard_step < WIZARD_STEPS || row.sacco_id === null || scope.ownerIds.length === 0)
        throw AppError.badRequest('fleet.incomplete');
      await db.transaction().execute(async (trx) => {
        await repo.updateVehicle(trx, id, { status: 'pending_approval', status_reason: null });
        await recordStatus(trx, account, id, from, 'pending_approval');
      });
      return detail(account, id);
    },

    approve: (account: Account, id: number) =>
      transition(account, id, ['pending_approval'], 'active'),
    reject: (account: Account, id: number, reason: string) =>
      transition(account, id, ['pending_approval'], 'rejected', reason),
    suspend: (account: Account, id: number, reason: string | null) =>
      transition(account, id, ['active'], 'suspended', reason),
    reinstate: (account: Account, id: number) => transition(account, id, ['suspended'], 'active'),
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
