import {
  COMPLAINT_TRANSITIONS,
  type Complaint,
  type ComplaintDetail,
  type ComplaintListQuery,
  type ComplaintStatus,
  complaintInputSchema,
  type complaintReplyInputSchema,
  complaintSchema,
  type complaintStatusInputSchema,
  messageBody,
  normalizePlate,
  PLATE_PATTERN,
} from '@foleni/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit.repo';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { parseInput } from '../../errors/validation';
import { pageWindow, paginated } from '../../lib/pagination';
import { shownColumns } from '../../lib/shown-columns';
import type { Mailer } from '../../mail/mailer';
import { complaintStatusMail } from '../../mail/templates';
import { EXTENSION_OF } from '../../storage/file-type';
import type { UploadStore } from '../../storage/uploads';
import { type Account, accountOf } from '../auth/auth.guard';
import { findUserById } from '../users/users.repo';
import {
  type ComplaintScope,
  canHandleComplaint,
  canSeeComplaint,
  complaintCan,
  complaintListScope,
} from './complaints.policy';
import * as repo from './complaints.repo';
import type { ComplaintUpload } from './complaints.upload';

type StatusInput = z.output<typeof complaintStatusInputSchema>;
type ReplyInput = z.output<typeof complaintReplyInputSchema>;

const personName = (row: {
  firstname: string | null;
  lastname: string | null;
  username: string | null;
}) => [row.firstname, row.lastname].filter(Boolean).join(' ').trim() || row.username || null;

/** Nairobi has no daylight saving: a Nairobi day starts at 21:00 UTC the day before. */
const nairobiDayStart = (date: string) => new Date(`${date}T00:00:00+03:00`).toISOString();
const nairobiDayEnd = (date: string) =>
  new Date(new Date(`${date}T00:00:00+03:00`).getTime() + 86_400_000).toISOString();

/** Plates are stored as the vehicles table holds them, so a Sacco finds complaints about its own. */
function cleanPlate(plate: string | null): string | null {
  if (!plate) return null;
  const normalized = normalizePlate(plate);
  return PLATE_PATTERN.test(normalized) ? normalized : plate;
}

export interface ComplaintsDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'complaintAttachments'>;
  mailer: Mailer;
  uploads: UploadStore;
  /** Queues the complainant's SMS of a new status in the change's transaction. */
  queueStatusSms: (trx: Db, complaint: repo.ComplaintRow, status: ComplaintStatus) => Promise<void>;
  log: FastifyBaseLogger;
}

export function createComplaintsService({
  db,
  config,
  mailer,
  uploads,
  queueStatusSms,
  log,
}: ComplaintsDeps) {
  const attachmentUrl = (complaintId: number, attachmentId: number) =>
    `/api/v1.0/complaints/${complaintId}/attachments/${attachmentId}/`;

  function toComplaint(row: repo.ComplaintRow): Complaint {
    return {
      ...shownColumns(complaintSchema, row),
      sacco: row.sacco_id,
      user: row.user_id,
      assigned_to_name:
        row.assigned_to === null
          ? null
          : personName({
              firstname: row.assignee_firstname,
              lastname: row.assignee_lastname,
              username: row.assignee_username,
            }),
      attachment_count: Number(row.attachment_count ?? 0),
    };
  }

  /** Who the policies ask about: who filed it, and the Saccos and owners it is about. */
  const complaintScope = async (row: repo.ComplaintRow): Promise<ComplaintScope> => ({
    user_id: row.user_id,
    complainant_email: row.complainant_email,
    ...(await repo.findComplaintParties(db, row)),
  });

  /** The complaint if `account` may see it: one out of sight is not found. */
  async function load(account: Account, id: number) {
    const row = await repo.findComplaint(db, id);
    if (!row) throw AppError.notFound('complaint');
    const scope = await complaintScope(row);
    if (!canSeeComplaint(account, scope)) throw AppError.notFound('complaint');
    return { row, scope };
  }

  async function handled(account: Account, id: number) {
    const loaded = await load(account, id);
    if (!canHandleComplaint(account, loaded.scope)) throw AppError.forbidden();
    return loaded;
  }

  /** The whole complaint; `can` for a signed-in reader, whose notes only staff see. */
  async function view(
    row: repo.ComplaintRow,
    reader: { account: Account; scope: ComplaintScope } | null,
  ): Promise<ComplaintDetail> {
    const [attachments, updates] = await Promise.all([
      repo.listAttachments(db, row.id),
      repo.listUpdates(db, row.id),
    ]);
    const can = reader ? complaintCan(reader.account, reader.scope) : undefined;
    const staff = can?.handle ?? false;
    return {
      ...toComplaint(row),
      ...(can ? { can } : {}),
      attachments: attachments.map((file) => ({
        id: file.id,
        original_name: file.original_name,
        mime_type: file.mime_type,
        size_bytes: file.size_bytes,
        url: attachmentUrl(row.id, file.id),
        created_at: file.created_at,
      })),
      // The complainant sees the replies and status changes, not the staff's internal notes.
      updates: updates
        .filter((update) => staff || update.visible_to_complainant === 1)
        .map((update) => ({
          id: update.id,
          kind: update.kind,
          status: update.status,
          note: update.note,
          visible_to_complainant: update.visible_to_complainant === 1,
          actor: update.actor_id,
          actor_name: update.actor_id === null ? null : personName(update),
          created_at: update.created_at,
        })),
    };
  }

  async function detail(account: Account, id: number) {
    const { row, scope } = await load(account, id);
    return view(row, { account, scope });
  }

  async function mailStatus(row: repo.ComplaintRow, status: ComplaintStatus, note: string | null) {
    const link = `${config.publicUrl}/dashboard/complaints/${row.id}`;
    try {
      await mailer.send(
        complaintStatusMail(
          { email: row.complainant_email, firstname: row.complainant_name.split(' ')[0] ?? null },
          { id: row.id, complaint_type: row.complaint_type, status, note },
          link,
        ),
      );
    } catch (error) {
      log.warn({ err: error, complaint: row.id }, 'could not send the complaint status e-mail');
    }
  }

  return {
    detail,

    /**
     * Files a complaint with its staged attachments: the rows are written and the files get
     * their final names in one transaction, and on any refusal or failure no file is kept.
     */
    async submit(account: Account | null, upload: ComplaintUpload) {
      const kept: string[] = [];
      try {
        const input = parseInput(complaintInputSchema, upload.fields);
        if (input.sacco !== null && !(await repo.findActiveSacco(db, input.sacco)))
          throw AppError.field('sacco', 'complaints.saccoUnknown');
        const id = await db.transaction().execute(async (trx) => {
          const { sacco, vehicle_plate_number, ...fields } = input;
          const complaintId = await repo.insertComplaint(trx, {
            ...fields,
            user_id: account?.id ?? null,
            sacco_id: sacco,
            vehicle_plate_number: cleanPlate(vehicle_plate_number),
          });
          const files = upload.files.map((file) => ({
            file,
            name: uploads.newName(EXTENSION_OF[file.mimeType]),
          }));
          await repo.insertAttachments(
            trx,
            complaintId,
            files.map(({ file, name }) => ({
              stored_name: name,
              original_name: file.originalName,
              mime_type: file.mimeType,
              size_bytes: file.size,
            })),
          );
          await repo.insertUpdate(trx, {
            complaint_id: complaintId,
            actor_id: account?.id ?? null,
            kind: 'submitted',
            status: 'open',
            visible_to_complainant: true,
          });
          for (const { file, name } of files) {
            await uploads.keep(file, name);
            kept.push(name);
          }
          return complaintId;
        });
        const row = await repo.findComplaint(db, id);
        if (!row) throw AppError.notFound('complaint');
        const reader = account && { account, scope: await complaintScope(row) };
        return { ...messageBody('complaints.submitted'), complaint: await view(row, reader) };
      } catch (error) {
        await uploads.discard(upload.files, kept);
        throw error;
      }
    },

    async list(account: Account, query: ComplaintListQuery) {
      const { rows, count } = await repo.listComplaints(
        db,
        complaintListScope(account),
        {
          status: query.status,
          sacco: query.sacco,
          complaint_type: query.complaint_type,
          since: query.from ? nairobiDayStart(query.from) : undefined,
          until: query.to ? nairobiDayEnd(query.to) : undefined,
        },
        pageWindow(query),
      );
      // Each complaint's parties decide its can: a few small queries for each row of a page.
      const items = await Promise.all(
        rows.map(async (row) => ({
          ...toComplaint(row),
          can: complaintCan(account, await complaintScope(row)),
        })),
      );
      return paginated(items, count, query);
    },

    /** open → in_review → resolved / dismissed; each step on the timeline, e-mailed and texted. */
    async changeStatus(account: Account, id: number, input: StatusInput) {
      const { row } = await handled(account, id);
      const from = row.status;
      if (!COMPLAINT_TRANSITIONS[from].includes(input.status))
        throw AppError.conflict('complaints.wrongStatus');
      await db.transaction().execute(async (trx) => {
        if (!(await repo.changeComplaintStatus(trx, id, from, input.status)))
          throw AppError.conflict('complaints.wrongStatus');
        await repo.insertUpdate(trx, {
          complaint_id: id,
          actor_id: account.id,
          kind: 'status',
          status: input.status,
          note: input.note,
          visible_to_complainant: true,
        });
        await recordAudit(trx, {
          actorId: account.id,
          action: 'complaint.status',
          entity: 'complaint',
          entityId: id,
          data: { from, to: input.status },
        });
        await queueStatusSms(trx, row, input.status);
      });
      await mailStatus(row, input.status, input.note);
      return detail(account, id);
    },

    /** Hands the complaint to a staff member who may handle it, or takes it back (null). */
    async assign(account: Account, id: number, assigneeId: number | null) {
      const { row, scope } = await handled(account, id);
      let assigneeName: string | null = null;
      if (assigneeId !== null) {
        const user = await findUserById(db, assigneeId);
        const assignee = user ? accountOf(user) : null;
        if (!user || assignee?.status !== 'active' || !canHandleComplaint(assignee, scope))
          throw AppError.field('assignee', 'complaints.assigneeInvalid');
        assigneeName = personName(user);
      }
      await db.transaction().execute(async (trx) => {
        await repo.updateComplaint(trx, id, { assigned_to: assigneeId });
        await repo.insertUpdate(trx, {
          complaint_id: id,
          actor_id: account.id,
          kind: 'assigned',
          note: assigneeName,
          visible_to_complainant: false,
        });
        await recordAudit(trx, {
          actorId: account.id,
          action: 'complaint.assign',
          entity: 'complaint',
          entityId: id,
          data: { before: row.assigned_to, after: assigneeId },
        });
      });
      return detail(account, id);
    },

    /** A reply the complainant reads, or an internal note among staff. */
    async reply(account: Account, id: number, input: ReplyInput) {
      await handled(account, id);
      await db.transaction().execute(async (trx) => {
        await repo.insertUpdate(trx, {
          complaint_id: id,
          actor_id: account.id,
          kind: input.visible_to_complainant ? 'reply' : 'note',
          note: input.note,
          visible_to_complainant: input.visible_to_complainant,
        });
        await repo.updateComplaint(trx, id, {});
      });
      return detail(account, id);
    },

    /** An attachment's file, to those who may see its complaint. */
    async attachment(account: Account, id: number, attachmentId: number) {
      await load(account, id);
      const file = await repo.findAttachment(db, id, attachmentId);
      if (!file || !(await uploads.exists(file.stored_name))) throw AppError.notFound('attachment');
      return {
        name: file.original_name,
        mimeType: file.mime_type,
        size: file.size_bytes,
        stream: uploads.open(file.stored_name),
      };
    },
  };
}

export type ComplaintsService = ReturnType<typeof createComplaintsService>;
