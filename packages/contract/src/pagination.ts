import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { coded } from './errors';

const pageSize = coded('api.pageSize', { max: MAX_PAGE_SIZE });

/** `?p=&p_size=` as the spec's list calls send them (spec §7, §9). */
export const paginationQuerySchema = z.object({
  p: z.coerce
    .number({ error: coded('api.pageNumber') })
    .int({ error: coded('api.pageNumber') })
    .min(1, { error: coded('api.pageNumber') })
    .default(1),
  p_size: z.coerce
    .number({ error: pageSize })
    .int({ error: pageSize })
    .min(1, { error: pageSize })
    .max(MAX_PAGE_SIZE, { error: pageSize })
    .default(DEFAULT_PAGE_SIZE),
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
