import {
  COMPLAINT_ATTACHMENT_TYPES,
  COMPLAINT_ATTACHMENTS_FIELD,
  complaintAssignInputSchema,
  complaintDetailSchema,
  complaintInputSchema,
  complaintListQuerySchema,
  complaintReplyInputSchema,
  complaintSchema,
  complaintStatusInputSchema,
  complaintSubmittedSchema,
  idParam,
  idParams,
  paginatedSchema,
} from '@foleni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { RateLimiter } from '../../lib/rate-limit';
import type { UploadStore } from '../../storage/uploads';
import { requireAccount } from '../auth/auth.guard';
import type { ComplaintsService } from './complaints.service';
import { readComplaintUpload } from './complaints.upload';

const tags = ['complaints'];
const attachmentParams = idParams.extend({ attachmentId: idParam });
const detailReply = { 200: complaintDetailSchema };

/** RFC 6266: a plain ASCII name for old clients and the exact name for the rest. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const complaintsRoutes: FastifyPluginAsyncZod<{
  complaints: ComplaintsService;
  uploads: UploadStore;
  /** Complaints filed without signing in, per client address. */
  anonymousLimiter: RateLimiter;
}> = async (app, { complaints, uploads, anonymousLimiter }) => {
  // What the upload carries, for the API document: spec §3's fields and the files.
  const limits = app.config.complaintAttachments;
  const complaintUpload = z.object({
    ...complaintInputSchema.shape,
    [COMPLAINT_ATTACHMENTS_FIELD]: z
      .array(z.file().max(limits.maxFileBytes))
      .max(limits.maxFiles)
      .optional(),
  });
  app.post(
    '/complaints/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'File a complaint, with photos or PDF documents attached',
        operationId: 'submitComplaint',
        answer: 'The complaint is filed: its reference.',
        refusals: [413, 415, 429],
        description: `multipart/form-data with the fields of spec §3 and any number of files (up to the configured limit) in \`${COMPLAINT_ATTACHMENTS_FIELD}\`. Files are checked by their bytes: JPEG, PNG, WebP, GIF or PDF. A signed-in complainant's account is recorded.`,
        consumes: ['multipart/form-data'],
        multipart: complaintUpload,
        response: { 201: complaintSubmittedSchema },
      },
      // Before the body is read: a refused complaint must not first upload its megabytes.
      preHandler: async (request) => {
        if (request.account) return;
        const wait = anonymousLimiter.attempt([request.ip]);
        if (wait > 0) throw AppError.tooManyRequests('api.tooManyRequests', wait);
      },
    },
    async (request, reply) => {
      const upload = await readComplaintUpload(
        app,
        request,
        uploads,
        app.config.complaintAttachments,
      );
      return reply.status(201).send(await complaints.submit(request.account, upload));
    },
  );
  app.get(
    '/complaints/',
    {
      config: { access: 'complaint.view' },
      schema: {
        tags,
        summary: 'The complaints you may see, by status, Sacco, type and date',
        operationId: 'listComplaints',
        description:
          'The complaints the caller may see, filtered by status, Sacco, type and date, paginated.',
        answer: 'A page of complaints.',
        querystring: complaintListQuerySchema,
        response: { 200: paginatedSchema(complaintSchema) },
      },
    },
    (request) => complaints.list(requireAccount(request), request.query),
  );
  app.get(
    '/complaints/:id/',
    {
      config: { access: 'complaint.view' },
      schema: {
        tags,
        summary: 'A complaint with its attachments and timeline',
        operationId: 'getComplaint',
        description: 'A complaint with its attachments and timeline of replies and changes.',
        answer: 'The complaint.',
        params: idParams,
        response: detailReply,
      },
    },
    (request) => complaints.detail(requireAccount(request), request.params.id),
  );
  app.get(
    '/complaints/:id/attachments/:attachmentId/',
    {
      config: { access: 'complaint.view' },
      schema: {
        tags,
        summary: 'An attached file, to those who may see the complaint',
        operationId: 'getComplaintAttachment',
        description:
          'The bytes of one file attached to a complaint, to those who may see the complaint; images open inline, PDFs download.',
        answer: 'The file.',
        params: attachmentParams,
        produces: COMPLAINT_ATTACHMENT_TYPES,
      },
    },
    async (request, reply) => {
      const file = await complaints.attachment(
        requireAccount(request),
        request.params.id,
        request.params.attachmentId,
      );
      return reply
        .type(file.mimeType)
        .header('content-length', file.size)
        .header(
          'content-disposition',
          contentDisposition(
            file.mimeType.startsWith('image/') ? 'inline' : 'attachment',
            file.name,
          ),
        )
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
  app.post(
    '/complaints/:id/status/',
    {
      config: { access: 'complaint.handle' },
      schema: {
        tags,
        summary: 'Move a complaint on: open → in_review → resolved / dismissed (with a note)',
        operationId: 'changeComplaintStatus',
        description:
          'Moves a complaint on: open, in review, then resolved or dismissed, with a note.',
        answer: 'The complaint as it is now.',
        refusals: [409],
        params: idParams,
        body: complaintStatusInputSchema,
        response: detailReply,
      },
    },
    (request) => complaints.changeStatus(requireAccount(request), request.params.id, request.body),
  );
  app.post(
    '/complaints/:id/assign/',
    {
      config: { access: 'complaint.handle' },
      schema: {
        tags,
        summary: 'Assign a complaint to a staff member, or unassign it',
        operationId: 'assignComplaint',
        description: 'Assigns a complaint to a staff member, or unassigns it.',
        answer: 'The complaint as it is now.',
        params: idParams,
        body: complaintAssignInputSchema,
        response: detailReply,
      },
    },
    (request) =>
      complaints.assign(requireAccount(request), request.params.id, request.body.assignee),
  );
  app.post(
    '/complaints/:id/replies/',
    {
      config: { access: 'complaint.handle' },
      schema: {
        tags,
        summary: 'Reply to the complainant, or add an internal note',
        operationId: 'replyToComplaint',
        description: 'Replies to the complainant, or adds an internal note for staff.',
        answer: 'The complaint as it is now.',
        params: idParams,
        body: complaintReplyInputSchema,
        response: detailReply,
      },
    },
    (request) => complaints.reply(requireAccount(request), request.params.id, request.body),
  );
};
