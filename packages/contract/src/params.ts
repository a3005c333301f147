import { z } from 'zod';

// Path parameters shared by the routes of spec §7; one that does not parse is a 400 naming it.

/** A row's id in a path (`/station/7/`): a positive integer. */
export const idParam = z.coerce.number().int().positive();
export const idParams = z.object({ id: idParam });
/** An e-mailed token in a path (activation, invitation). */
export const tokenParams = z.object({ token: z.string().min(1).max(200) });
