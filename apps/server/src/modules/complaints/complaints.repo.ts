import type {
  ComplaintAttachmentType,
  ComplaintStatus,
  ComplaintType,
  ComplaintUpdateKind,
} from '@foleni/contract';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import { listPage } from '../../db/list-page';
import { insertRecord, updateRecord } from '../../db/records';
import type { ComplaintTable, Database } from '../../db/schema';
import { equalsIgnoringCase } from '../../db/sql-helpers';
import type { PageWindow } from '../../lib/pagination';
import { nowIso } from '../../lib/time';
import { USER_NAME_COLUMNS } from '../users/users.repo';
import type { ComplaintListScope } from './complaints.policy';

type Eb = ExpressionBuilder<Database, 'complaints'>;

function complaintsWithNames(db: Db) {
  return db
    .selectFrom('complaints')
    .leftJoin('saccos', 'saccos.id', 'complaints.sacco_id')
    .leftJoin('users as assignee', 'assignee.id', 'complaints.assigned_to')
    .selectAll('complaints')
    .select([
      'saccos.name as sacco_name',
      'assignee.firstname as assignee_firstname',
      'assignee.lastname as assignee_lastname',
      'assignee.username as assignee_username',
    ])
    .select((eb) =>
      eb
        .selectFrom('complaint_attachments')
        .whereRef('complaint_attachments.complaint_id', '=', 'complaints.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('attachment_count'),
    );
}
export type ComplaintRow = Awaited<
  ReturnType<ReturnType<typeof complaintsWithNames>['executeTakeFirstOrThrow']>
>;

export interface ComplaintFilters {
  status?: ComplaintStatus | undefined;
  sacco?: number | undefined;
  complaint_type?: ComplaintType | undefined;
  /** ISO instants: filed at or after `since`, before `until`. */
  since?: string | undefined;
  until?: string | undefined;
}

const filedBy = (userId: number, email: string) => (eb: Eb) =>
  eb.or([eb('complaints.user_id', '=', userId), eb('complaints.complainant_email', '=', email)]);

/** About Sacco `saccoId`: named on it, or its route or its vehicle (by plate) is the Sacco's. */
const aboutSacco = (saccoId: number) => (eb: Eb) =>
  eb.or([
    eb('complaints.sacco_id', '=', saccoId),
    eb.exists(
      eb
        .selectFrom('routes')
        .where('routes.sacco_id', '=', saccoId)
        .where((inner) =>
          inner(
            inner.fn('lower', ['routes.route_id']),
            '=',
            inner.fn('lower', ['complaints.route']),
          ),
        )
        .select(sql.lit(1).as('one')),
    ),
    eb.exists(
      eb
        .selectFrom('vehicles')
        .where('vehicles.sacco_id', '=', saccoId)
        .whereRef('vehicles.plate', '=', 'complaints.vehicle_plate_number')
        .select(sql.lit(1).as('one')),
    ),
  ]);

const aboutOwnedVehicle = (userId: number) => (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('vehicles')
      .innerJoin('vehicle_people', 'vehicle_people.vehicle_id', 'vehicles.id')
      .whereRef('vehicles.plate', '=', 'complaints.vehicle_plate_number')
      .where('vehicle_people.user_id', '=', userId)
      .where('vehicle_people.relation', '=', 'owner')
      .where('vehicle_people.ended_at', 'is', null)
      .select(sql.lit(1).as('one')),
  );

/** The complaints a list scope shows: the same rules as the policy's `canSeeComplaint`. */
const shownIn = (scope: ComplaintListScope) => (eb: Eb) => {
  switch (scope.kind) {
    case 'all':
      return eb.lit(true);
    case 'sacco': {
      const { saccoId, userId, email } = scope;
      return eb.or([
        saccoId === null ? eb.lit(false) : aboutSacco(saccoId)(eb),
        filedBy(userId, email)(eb),
      ]);
    }
    case 'owner':
      return eb.or([aboutOwnedVehicle(scope.userId)(eb), filedBy(scope.userId, scope.email)(eb)]);
    case 'own':
      return filedBy(scope.userId, scope.email)(eb);
  }
};

export async function listComplaints(
  db: Db,
  scope: ComplaintListScope,
  filters: ComplaintFilters,
  page: PageWindow,
) {
  let query = db.selectFrom('complaints').where(shownIn(scope));
  if (filters.status) query = query.where('complaints.status', '=', filters.status);
  if (filters.sacco) query = query.where(aboutSacco(filters.sacco));
  if (filters.complaint_type)
    query = query.where('complaints.complaint_type', '=', filters.complaint_type);
  if (filters.since) query = query.where('complaints.created_at', '>=', filters.since);
  if (filters.until) query = query.where('complaints.created_at', '<', filters.until);
  return listPage(
    complaintsWithNames(db)
      .where('complaints.id', 'in', query.select('complaints.id'))
      .orderBy('complaints.created_at', 'desc')
      .orderBy('complaints.id', 'desc'),
    query,
    page,
  );
}

export function findComplaint(db: Db, id: number) {
  return complaintsWithNames(db).where('complaints.id', '=', id).executeTakeFirst();
}

/** The Saccos and owners a complaint is about, through its Sacco, route and vehicle plate. */
export async function findComplaintParties(
  db: Db,
  complaint: { sacco_id: number | null; route: string | null; vehicle_plate_number: string | null },
) {
  const saccoIds = new Set<number>();
  if (complaint.sacco_id !== null) saccoIds.add(complaint.sacco_id);
  const ownerIds: number[] = [];
  if (complaint.route) {
    const routes = await db
      .selectFrom('routes')
      .select('sacco_id')
      .where(equalsIgnoringCase('route_id', complaint.route))
      .execute();
    for (const route of routes) if (route.sacco_id !== null) saccoIds.add(route.sacco_id);
  }
  if (complaint.vehicle_plate_number) {
    const vehicle = await db
      .selectFrom('vehicles')
      .select(['id', 'sacco_id'])
      .where('plate', '=', complaint.vehicle_plate_number)
      .executeTakeFirst();
    if (vehicle) {
      if (vehicle.sacco_id !== null) saccoIds.add(vehicle.sacco_id);
      const owners = await db
        .selectFrom('vehicle_people')
        .select('user_id')
        .where('vehicle_id', '=', vehicle.id)
        .where('relation', '=', 'owner')
        .where('ended_at', 'is', null)
        .execute();
      ownerIds.push(...owners.map((owner) => owner.user_id));
    }
  }
  return { saccoIds: [...saccoIds], ownerIds };
}

/** A complaint as filed: everything but what the workflow sets. */
export type NewComplaint = Omit<
  Selectable<ComplaintTable>,
  'id' | 'status' | 'assigned_to' | 'created_at' | 'updated_at'
>;

export function insertComplaint(db: Db, values: NewComplaint): Promise<number> {
  return insertRecord(db, 'complaints', { ...values, status: 'open', assigned_to: null });
}

export async function updateComplaint(
  db: Db,
  id: number,
  values: { status?: ComplaintStatus; assigned_to?: number | null },
): Promise<void> {
  await updateRecord(db, 'complaints', id, values);
}

/**
 * Moves a complaint from `from` to `to` only if it is still in `from`: of two staff changing it
 * at once, one wins and the other is told the status moved on.
 */
export async function changeComplaintStatus(
  db: Db,
  id: number,
  from: ComplaintStatus,
  to: ComplaintStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('complaints')
    .set({ status: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertAttachments(
  db: Db,
  complaintId: number,
  files: {
    stored_name: string;
    original_name: string;
    mime_type: ComplaintAttachmentType;
    size_bytes: number;
  }[],
): Promise<void> {
  if (files.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('complaint_attachments')
    .values(files.map((file) => ({ ...file, complaint_id: complaintId, created_at: now })))
    .execute();
}

export function listAttachments(db: Db, complaintId: number) {
  return db
    .selectFrom('complaint_attachments')
    .selectAll()
    .where('complaint_id', '=', complaintId)
    .orderBy('id')
    .execute();
}
export type AttachmentRow = Awaited<ReturnType<typeof listAttachments>>[number];

export function findAttachment(db: Db, complaintId: number, attachmentId: number) {
  return db
    .selectFrom('complaint_attachments')
    .selectAll()
    .where('complaint_id', '=', complaintId)
    .where('id', '=', attachmentId)
    .executeTakeFirst();
}

export async function insertUpdate(
  db: Db,
  update: {
    complaint_id: number;
    actor_id: number | null;
    kind: ComplaintUpdateKind;
    status?: ComplaintStatus | null;
    note?: string | null;
    visible_to_complainant: boolean;
  },
): Promise<void> {
  await db
    .insertInto('complaint_updates')
    .values({
      complaint_id: update.complaint_id,
      actor_id: update.actor_id,
      kind: update.kind,
      status: update.status ?? null,
      note: update.note ?? null,
      visible_to_complainant: update.visible_to_complainant ? 1 : 0,
      created_at: nowIso(),
    })
    .execute();
}

export function listUpdates(db: Db, complaintId: number) {
  return db
    .selectFrom('complaint_updates')
    .leftJoin('users', 'users.id', 'complaint_updates.actor_id')
    .selectAll('complaint_updates')
    .select(USER_NAME_COLUMNS)
    .where('complaint_updates.complaint_id', '=', complaintId)
    .orderBy('complaint_updates.id')
    .execute();
}
export type UpdateRow = Awaited<ReturnType<typeof listUpdates>>[number];

export function findActiveSacco(db: Db, id: number) {
  return db
    .selectFrom('saccos')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
}
