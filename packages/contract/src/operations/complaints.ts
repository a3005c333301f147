import { z } from 'zod';
import { COMPLAINT_ATTACHMENT_TYPES, COMPLAINT_ATTACHMENTS_FIELD } from '../complaint-rules';
import {
  complaintAssignInputSchema,
  complaintDetailSchema,
  complaintInputSchema,
  complaintListQuerySchema,
  complaintReplyInputSchema,
  complaintSchema,
  complaintStatusInputSchema,
  complaintSubmittedSchema,
} from '../complaints';
import { paginatedSchema } from '../pagination';
import { idParam, idParams } from '../params';
import { operationGroup } from './operation';

const attachmentParams = idParams.extend({ attachmentId: idParam });
const detailReply = { 200: complaintDetailSchema };

export const complaintOperations = operationGroup('complaints', {
  submitComplaint: {
    method: 'POST',
    url: '/complaints/',
    access: 'public',
    summary: 'File a complaint, with photos or PDF documents attached',
    description: `multipart/form-data with the fields of spec §3 and any number of files (up to the configured limit) in \`${COMPLAINT_ATTACHMENTS_FIELD}\`. Files are checked by their bytes: JPEG, PNG, WebP, GIF or PDF. A signed-in complainant's account is recorded.`,
    answer: 'The complaint is filed: its reference.',
    refusals: [413, 415, 429],
    // What the upload carries: spec §3's fields and the files.
    multipart: ({ maxFiles, maxFileBytes }) =>
      z.object({
        ...complaintInputSchema.shape,
        [COMPLAINT_ATTACHMENTS_FIELD]: z.array(z.file().max(maxFileBytes)).max(maxFiles).optional(),
      }),
    response: { 201: complaintSubmittedSchema },
  },
  listComplaints: {
    method: 'GET',
    url: '/complaints/',
    access: 'complaint.view',
    summary: 'The complaints you may see, by status, Sacco, type and date',
    description:
      'The complaints the caller may see, filtered by status, Sacco, type and date, paginated.',
    answer: 'A page of complaints.',
    querystring: complaintListQuerySchema,
    response: { 200: paginatedSchema(complaintSchema) },
  },
  getComplaint: {
    method: 'GET',
    url: '/complaints/:id/',
    access: 'complaint.view',
    summary: 'A complaint with its attachments and timeline',
    description: 'A complaint with its attachments and timeline of replies and changes.',
    answer: 'The complaint.',
    params: idParams,
    response: detailReply,
  },
  getComplaintAttachment: {
    method: 'GET',
    url: '/complaints/:id/attachments/:attachmentId/',
    access: 'complaint.view',
    summary: 'An attached file, to those who may see the complaint',
    description:
      'The bytes of one file attached to a complaint, to those who may see the complaint; images open inline, PDFs download.',
    answer: 'The file.',
    produces: COMPLAINT_ATTACHMENT_TYPES,
    params: attachmentParams,
  },
  changeComplaintStatus: {
    method: 'POST',
    url: '/complaints/:id/status/',
    access: 'complaint.handle',
    summary: 'Move a complaint on: open → in_review → resolved / dismissed (with a note)',
    description: 'Moves a complaint on: open, in review, then resolved or dismissed, with a note.',
    answer: 'The complaint as it is now.',
    refusals: [409],
    params: idParams,
    body: complaintStatusInputSchema,
    response: detailReply,
  },
  assignComplaint: {
    method: 'POST',
    url: '/complaints/:id/assign/',
    access: 'complaint.handle',
    summary: 'Assign a complaint to a staff member, or unassign it',
    description: 'Assigns a complaint to a staff member, or unassigns it.',
    answer: 'The complaint as it is now.',
    params: idParams,
    body: complaintAssignInputSchema,
    response: detailReply,
  },
  replyToComplaint: {
    method: 'POST',
    url: '/complaints/:id/replies/',
    access: 'complaint.handle',
    summary: 'Reply to the complainant, or add an internal note',
    description: 'Replies to the complainant, or adds an internal note for staff.',
    answer: 'The complaint as it is now.',
    params: idParams,
    body: complaintReplyInputSchema,
    response: detailReply,
  },
});
