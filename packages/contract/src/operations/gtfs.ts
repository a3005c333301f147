import { z } from 'zod';
import { GTFS_UPLOAD_FIELD, gtfsImportReplySchema } from '../gtfs';
import { operationGroup } from './operation';

export const gtfsOperations = operationGroup('gtfs', {
  importGtfsFeed: {
    method: 'POST',
    url: '/gtfs/import/',
    access: 'gtfs.import',
    summary: 'Import a GTFS feed (.zip) into regions, stations, Saccos and routes',
    description: `multipart/form-data with the feed's .zip file in the field \`${GTFS_UPLOAD_FIELD}\`. All or nothing: a problem in the feed answers 400 naming the file and line, and nothing is written.`,
    answer: 'The feed is imported: what was added and changed.',
    refusals: [409],
    multipart: ({ maxFileBytes }) => z.object({ [GTFS_UPLOAD_FIELD]: z.file().max(maxFileBytes) }),
    response: { 200: gtfsImportReplySchema },
  },
});
