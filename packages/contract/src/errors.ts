import { z } from 'zod';

/** Every error the API answers has this body; `fields` maps a field to its messages (spec §8). */
export const errorBodySchema = z.object({
  error: z.string(),
  detail: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
