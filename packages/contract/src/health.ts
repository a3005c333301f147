import { z } from 'zod';

export const DATABASE_ENGINES = ['sqlite', 'postgres'] as const;
export type DatabaseEngine = (typeof DATABASE_ENGINES)[number];

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_s: z.number(),
  database: z.object({
    engine: z.enum(DATABASE_ENGINES),
    ok: z.boolean(),
    latency_ms: z.number(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
