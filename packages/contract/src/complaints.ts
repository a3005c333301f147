import { z } from 'zod';
import { canSchema } from './capabilities';
import {
  COMPLAINT_ATTACHMENT_TYPES,
  COMPLAINT_NOTE_REQUIRED,
  COMPLAINT_STATUSES,
  COMPLAINT_TYPES,
} from './complaint-rules';
import { coded, messageSchema, type PlainCode } from './errors';
import { TEXT_LIMITS, tooLong } from './limits';
import { paginationQuerySchema } from './pagination';

// Complaints (spec §3): anyone may file one, with files attached (multipart); the dashboard then
// follows it through open → in_review → resolved / dismissed, each step kept on its timeline.

const id = z.number().int().positive();

const requiredText = (code: PlainCode, max: number) =>
  z
    .string({ error: coded(code) })
    .trim()
    .min(1, { error: coded(code) })
    .max(max, { error: coded(code) });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * The text fields of `POST /complaints/` (spec §3). Multipart sends every value as a string, so
 * `sacco` is coerced; an empty field counts as not given.
 */
export const complaintInputSchema = z.object({
  complainant_name: requiredText('complaints.nameRequired', 120),
  complainant_email: z
    .string({ error: coded('complaints.emailInvalid') })
    .trim()
    .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
    .toLowerCase()
    .pipe(z.email({ error: coded('complaints.emailInvalid') })),
  complainant_phone: optionalText(20),
  complainant_occupation: optionalText(80),
  national_id: optionalText(20),
  sacco: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? null : Number(value)),
    z
      .number({ error: coded('complaints.saccoUnknown') })
      .int({ error: coded('complaints.saccoUnknown') })
      .positive({ error: coded('complaints.saccoUnknown') })
      .nullable(),
  ),
  complaint_type: z.enum(COMPLAINT_TYPES, { error: coded('complaints.typeRequired') }),
  route: optionalText(120),
  vehicle_plate_number: optionalText(20),
  station: optionalText(120),
  message: requiredText('complaints.messageRequired', 5000),
});
export type ComplaintInput = z.input<typeof complaintInputSchema>;

export const complaintAttachmentSchema = z.object({
  id,
  original_name: z.string(),
  mime_type: z.enum(COMPLAINT_ATTACHMENT_TYPES),
  size_bytes: z.number().int(),
  /** Where the file is served, to those who may see the complaint. */
  url: z.string(),
  created_at: z.string(),
});
export type ComplaintAttachment = z.infer<typeof complaintAttachmentSchema>;

export const COMPLAINT_UPDATE_KINDS = ['submitted', 'status', 'assigned', 'reply', 'note'] as const;
export type ComplaintUpdateKind = (typeof COMPLAINT_UPDATE_KINDS)[number];

export const complaintUpdateSchema = z.object({
  id,
  kind: z.enum(COMPLAINT_UPDATE_KINDS),
  status: z.enum(COMPLAINT_STATUSES).nullable(),
  note: z.string().nullable(),
  /** A reply or a status change the complainant sees; internal notes are for staff only. */
  visible_to_complainant: z.boolean(),
  actor: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type ComplaintUpdate = z.infer<typeof complaintUpdateSchema>;

/** What the caller may do with a complaint: handle it (status, assignment, replies and notes). */
export const COMPLAINT_ACTIONS = ['handle'] as const;
export const complaintCanSchema = canSchema(COMPLAINT_ACTIONS);
export type ComplaintCan = z.infer<typeof complaintCanSchema>;

export const complaintSchema = z.object({
  id,
  complainant_name: z.string(),
  complainant_email: z.string(),
  complainant_phone: z.string().nullable(),
  complainant_occupation: z.string().nullable(),
  national_id: z.string().nullable(),
  sacco: z.number().int().nullable(),
  sacco_name: z.string().nullable(),
  complaint_type: z.enum(COMPLAINT_TYPES),
  route: z.string().nullable(),
  vehicle_plate_number: z.string().nullable(),
  station: z.string().nullable(),
  message: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  user: z.number().int().nullable(),
  assigned_to: z.number().int().nullable(),
  assigned_to_name: z.string().nullable(),
  attachment_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  can: complaintCanSchema.optional(),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintDetailSchema = complaintSchema.extend({
  attachments: z.array(complaintAttachmentSchema),
  /** Oldest first. */
  updates: z.array(complaintUpdateSchema),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

export const complaintSubmittedSchema = messageSchema.extend({ complaint: complaintDetailSchema });

export const complaintListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(COMPLAINT_STATUSES).optional(),
  sacco: z.coerce.number().int().positive().optional(),
  complaint_type: z.enum(COMPLAINT_TYPES).optional(),
  /** Filed on or after this day (YYYY-MM-DD, Nairobi time). */
  from: z.iso.date().optional(),
  /** Filed on or before this day (YYYY-MM-DD, Nairobi time). */
  to: z.iso.date().optional(),
});
export type ComplaintListQuery = z.output<typeof complaintListQuerySchema>;

const noteSchema = z.string().trim().max(2000);

export const complaintStatusInputSchema = z
  .object({
    status: z.enum(COMPLAINT_STATUSES, { error: coded('complaints.statusRequired') }),
    note: noteSchema.nullish().transform((value) => value || null),
  })
  .refine((input) => !COMPLAINT_NOTE_REQUIRED.includes(input.status) || input.note !== null, {
    error: coded('complaints.noteRequired'),
    path: ['note'],
  });
export type ComplaintStatusInput = z.input<typeof complaintStatusInputSchema>;

export const complaintAssignInputSchema = z.object({
  /** The staff member who handles it, or null to unassign. */
  assignee: id.nullable(),
});
export type ComplaintAssignInput = z.input<typeof complaintAssignInputSchema>;

export const complaintReplyInputSchema = z.object({
  note: noteSchema.min(1, { error: coded('complaints.replyRequired') }),
  /** False keeps the note among staff. */
  visible_to_complainant: z.boolean().default(true),
});
export type ComplaintReplyInput = z.input<typeof complaintReplyInputSchema>;
