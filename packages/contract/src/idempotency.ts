import { z } from 'zod';
import { coded } from './errors';

/**
 * A change that may be sent again (a phone that lost its answer, an offline queue replayed) names
 * itself with a key made on the device, a UUID: the server answers a repeated key with the first
 * answer instead of applying the change twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** How long the server keeps a key and its answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** A UUID, or any token of the same kind: 8 to 100 letters, digits, dashes or underscores. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: coded('api.idempotencyKeyInvalid') });

/**
 * The headers of a change that takes a key. Loose: the other headers of the request stay as
 * they are.
 */
export const idempotentHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema
    .optional()
    .describe(
      `A key made on the device (a UUID) for this change. The same key again within ${IDEMPOTENCY_KEY_TTL_HOURS} hours gets the first answer without the change being applied twice; with a different body it is refused (422).`,
    ),
});
