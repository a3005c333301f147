import { operations } from '@foleni/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { serve } from '../../http/serve-operation';
import type { RateLimiter } from '../../lib/rate-limit';
import type { UploadStore } from '../../storage/uploads';
import { requireAccount } from '../auth/auth.guard';
import type { ComplaintsService } from './complaints.service';
import { readComplaintUpload } from './complaints.upload';

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
  const limits = app.config.complaintAttachments;
  serve(
    app,
    operations.submitComplaint,
    async (request) => {
      const upload = await readComplaintUpload(app, request, uploads, limits);
      return complaints.submit(request.account, upload);
    },
    {
      upload: limits,
      // Before the body is read: a refused complaint must not first upload its megabytes.
      preHandler: async (request) => {
        if (request.account) return;
        const wait = anonymousLimiter.attempt([request.ip]);
        if (wait > 0) throw AppError.tooManyRequests('api.tooManyRequests', wait);
      },
    },
  );
  serve(app, operations.listComplaints, (request) =>
    complaints.list(requireAccount(request), request.query),
  );
  serve(app, operations.getComplaint, (request) =>
    complaints.detail(requireAccount(request), request.params.id),
  );
  serve(app, operations.getComplaintAttachment, async (request, reply) => {
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
        contentDisposition(file.mimeType.startsWith('image/') ? 'inline' : 'attachment', file.name),
      )
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
  serve(app, operations.changeComplaintStatus, (request) =>
    complaints.changeStatus(requireAccount(request), request.params.id, request.body),
  );
  serve(app, operations.assignComplaint, (request) =>
    complaints.assign(requireAccount(request), request.params.id, request.body.assignee),
  );
  serve(app, operations.replyToComplaint, (request) =>
    complaints.reply(requireAccount(request), request.params.id, request.body),
  );
};
