import {
  ATTACHMENT_SNIFF_BYTES,
  COMPLAINT_ATTACHMENT_TYPES,
  type ComplaintAttachmentType,
  problem,
  sniffAttachmentType,
} from '@foleni/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';
import { AppError } from '../../errors/app-error';
import { ByteInspector, type StagedFile, type UploadStore } from '../../storage/uploads';

export interface StagedAttachment extends StagedFile {
  originalName: string;
  mimeType: ComplaintAttachmentType;
}

export interface ComplaintUpload {
  fields: Record<string, string>;
  files: StagedAttachment[];
}

type Limits = Config['complaintAttachments'];
const MB = 1024 * 1024;

/** A file name as the complainant's device gave it, safe to show and to send back. */
function cleanName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char !== '"' && char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}

/**
 * Reads a complaint's multipart body: text fields as they are, each file staged to a temporary
 * name after its bytes are checked. Any refusal removes every file staged so far.
 */
export async function readComplaintUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  store: UploadStore,
  limits: Limits,
): Promise<ComplaintUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'complaints.notMultipart');
  const fields: Record<string, string> = {};
  const files: StagedAttachment[] = [];
  let total = 0;
  let fileParts = 0;
  try {
    for await (const part of request.parts({
      limits: { files: limits.maxFiles + 1, fileSize: limits.maxFileBytes + 1 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value;
        continue;
      }
      fileParts += 1;
      // The spec's client attaches only real files; an empty part is a form with no file chosen.
      if (fileParts > limits.maxFiles) {
        part.file.resume();
        throw tooMany(limits);
      }
      const inspector = new ByteInspector(ATTACHMENT_SNIFF_BYTES, limits.maxFileBytes);
      const staged = await store.stage(part.file, inspector);
      if (staged.size === 0 && !inspector.overLimit) {
        await store.discard([staged]);
        continue;
      }
      const mimeType = sniffAttachmentType(inspector.head);
      const file = { ...staged, originalName: '', mimeType: mimeType ?? 'application/pdf' };
      files.push(file);
      if (inspector.overLimit || part.file.truncated)
        throw new AppError(
          413,
          problem('complaints.fileTooLarge', { mb: limits.maxFileBytes / MB }),
        );
      if (!mimeType || !(COMPLAINT_ATTACHMENT_TYPES as readonly string[]).includes(mimeType))
        throw new AppError(415, 'complaints.fileType');
      total += staged.size;
      if (total > limits.maxTotalBytes)
        throw new AppError(
          413,
          problem('complaints.totalTooLarge', { mb: limits.maxTotalBytes / MB }),
        );
      file.originalName = cleanName(part.filename, `attachment-${files.length}`);
    }
  } catch (error) {
    await store.discard(files);
    if (error instanceof app.multipartErrors.RequestFileTooLargeError)
      throw new AppError(413, problem('complaints.fileTooLarge', { mb: limits.maxFileBytes / MB }));
    if (error instanceof app.multipartErrors.FilesLimitError) throw tooMany(limits);
    throw error;
  }
  return { fields, files };
}

const tooMany = (limits: Limits) => {
  const found = problem('complaints.tooManyFiles', { count: limits.maxFiles });
  return new AppError(400, found, { fields: { attachments: [found] } });
};
