import type { MultipartFile } from '@fastify/multipart';
import { GTFS_UPLOAD_FIELD, messageBody } from '@foleni/contract';
import { operations } from '@foleni/contract/operations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { serve } from '../../http/serve-operation';
import { UPLOAD_MAX_FILE_BYTES } from '../../storage/uploads';
import { requireAccount } from '../auth/auth.guard';
import type { GtfsService } from './gtfs.service';

export const gtfsRoutes: FastifyPluginAsyncZod<{ gtfs: GtfsService }> = async (app, { gtfs }) => {
  serve(
    app,
    operations.importGtfsFeed,
    async (request) => {
      const account = requireAccount(request);
      const bytes = await readUploadedFeed(request);
      const summary = await gtfs.importZip(bytes, { actorId: account.id, ip: request.ip });
      return { ...messageBody('gtfs.imported'), summary };
    },
    { upload: { maxFiles: 1, maxFileBytes: UPLOAD_MAX_FILE_BYTES } },
  );

  /** The bytes of the one file in the `feed` field; the size limit is the multipart plugin's. */
  async function readUploadedFeed(request: FastifyRequest): Promise<Buffer> {
    const required = () => AppError.field(GTFS_UPLOAD_FIELD, 'gtfs.fileRequired');
    if (!request.isMultipart()) throw required();
    let file: MultipartFile | undefined;
    try {
      file = await request.file();
      if (!file) throw required();
      if (file.fieldname !== GTFS_UPLOAD_FIELD) {
        file.file.resume();
        throw required();
      }
      return await file.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError)
        throw new AppError(413, 'gtfs.tooLarge');
      throw error;
    }
  }
};
