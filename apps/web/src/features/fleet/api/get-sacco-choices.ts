import { paginatedSchema, publicSaccoSchema, saccoSchema } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type SaccoChoice = { id: number; name: string };

const saccoPageSchema = paginatedSchema(saccoSchema);

/**
 * The Saccos a form may pick from. A Sacco account gets only its own (GET /saccos/ answers a
 * Sacco with itself), everyone else every active Sacco (GET /unauth-saccos//, spec §7).
 */
export async function getSaccoChoices(ownOnly: boolean): Promise<SaccoChoice[]> {
  if (ownOnly) {
    const page = await apiRequest('saccos/', { query: { p_size: 100 }, schema: saccoPageSchema });
    return page.results.map(({ id, name }) => ({ id, name }));
  }
  const saccos = await apiRequest('unauth-saccos//', { schema: z.array(publicSaccoSchema) });
  return saccos.map(({ id, name }) => ({ id, name }));
}

export function saccoChoicesQueryOptions(ownOnly: boolean) {
  return queryOptions({
    queryKey: ['fleet', 'sacco-choices', ownOnly],
    queryFn: () => getSaccoChoices(ownOnly),
    staleTime: 5 * 60_000,
  });
}

export function useSaccoChoices(ownOnly: boolean, enabled = true) {
  return useQuery({ ...saccoChoicesQueryOptions(ownOnly), enabled });
}
