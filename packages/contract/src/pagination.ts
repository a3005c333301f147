import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `?p=&p_size=` as the spec's list calls send them (spec §7, §9). */
export const paginationQuerySchema = z.object({
  p: z.coerce.number().int().min(1).default(1),
  p_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
  });
}
