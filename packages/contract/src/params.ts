import { z } from 'zod';

// Path parameters shared by the routes of spec §7; one that does not parse is a 400 naming it.

/** A row's id in a path (`/station/7/`): a positive integer. */
export const idParam = z.coerce.number().int().positive();
export const idParams = z.object({ id: idParam });
/** An e-mailed token in a path (activation, invitation). */
export const tokenParams = z.object({ token: z.string().min(1).max(200) });
/**
 * The secret a gateway's callback URL carries (USSD_SECRET for Africa's Talking, the one in
 * MPESA_CALLBACK_URL for Daraja): its last path segment, or its `?token=` where the URL has none.
 */
export const gatewayTokenParams = z.object({
  token: z.string().max(200).describe("The gateway's callback secret."),
});
export const gatewayTokenQuery = gatewayTokenParams.partial();
