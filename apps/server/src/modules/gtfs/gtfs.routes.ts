import type { MultipartFile } from '@fastify/multipart';
import { GTFS_UPLOAD_FIELD, gtfsImportReplySchema, messageBody } from '@foleni/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { UPLOAD_MAX_FILE_BYTES } from '../../storage/uploads';
import { requireAccount } from '../auth/auth.guard';
import type { GtfsService } from './gtfs.service';

const tags = ['gtfs'];

export const gtfsRoutes: FastifyPluginAsyncZod<{ gtfs: GtfsService }> = async (app, { gtfs }) => {
  app.post(
    '/gtfs/import/',
    {
      config: { access: 'gtfs.import' },
      schema: {
        tags,
        summary: 'Import a GTFS feed (.zip) into regions, stations, Saccos and routes',
        operationId: 'importGtfsFeed',
        answer: 'The feed is imported: what was added and changed.',
        refusals: [409],
        description: `multipart/form-data with the feed's .zip file in the field \`${GTFS_UPLOAD_FIELD}\`. All or nothing: a problem in the feed answers 400 naming the file and line, and nothing is written.`,
        consumes: ['multipart/form-data'],
        multipart: z.object({ [GTFS_UPLOAD_FIELD]: z.file().max(UPLOAD_MAX_FILE_BYTES) }),
        response: { 200: gtfsImportReplySchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      const bytes = await readUploadedFeed(request);
      const summary = await gtfs.importZip(bytes, { actorId: account.id, ip: request.ip });
      return { ...messageBody('gtfs.imported'), summary };
    },
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
