import { z } from 'zod';
import { messageSchema } from './errors';

// Importing a GTFS feed (the dashboard's upload and `npm run import:gtfs`).

/** The multipart field that carries the feed's .zip file. */
export const GTFS_UPLOAD_FIELD = 'feed';

/** Rows of one kind that an import wrote: `created` are new, `updated` were there already. */
export const gtfsImportCountSchema = z.object({
  total: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
});
export type GtfsImportCount = z.infer<typeof gtfsImportCountSchema>;

export const gtfsImportSummarySchema = z.object({
  regions: gtfsImportCountSchema,
  stations: gtfsImportCountSchema,
  saccos: gtfsImportCountSchema,
  routes: gtfsImportCountSchema,
  /** A route's stops are replaced as a whole: `updated` counts the stops of existing routes. */
  route_stops: gtfsImportCountSchema,
});
export type GtfsImportSummary = z.infer<typeof gtfsImportSummarySchema>;

export const gtfsImportReplySchema = messageSchema.extend({ summary: gtfsImportSummarySchema });
export type GtfsImportReply = z.infer<typeof gtfsImportReplySchema>;
