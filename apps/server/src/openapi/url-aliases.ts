import { API_BASE_PATH } from '@foleni/contract';
import type { RawRequestDefaultExpression } from 'fastify';

/**
 * Paths the API also answers at, each with the path it stands for and what its operationId adds
 * in the API document. The spec spells the public Sacco list with a double slash (§7), which the
 * first clients call; clients that tidy paths send one slash, so both answer the same.
 */
export const URL_ALIASES: Record<string, { path: string; suffix: string }> = {
  [`${API_BASE_PATH}/unauth-saccos/`]: {
    path: `${API_BASE_PATH}/unauth-saccos//`,
    suffix: 'SingleSlash',
  },
};

/** Fastify's `rewriteUrl`: an alias is routed as the path it stands for, its query kept. */
export function rewriteAliasedUrl(request: RawRequestDefaultExpression): string {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const alias = URL_ALIASES[queryAt === -1 ? url : url.slice(0, queryAt)];
  if (!alias) return url;
  return queryAt === -1 ? alias.path : `${alias.path}${url.slice(queryAt)}`;
}
