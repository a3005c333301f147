import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared through digests: equal lengths for `timingSafeEqual`, and no length leaks. */
function sameSecret(given: string, secret: string): boolean {
  return timingSafeEqual(digest(given), digest(secret));
}

/** The token a gateway was given in its callback URL: `?token=` or the path's last segment. */
function presentedToken(request: FastifyRequest): string | null {
  const url = new URL(request.url, 'http://gateway');
  const query = url.searchParams.get('token');
  if (query) return query;
  const last = url.pathname.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : null;
}

/**
 * Africa's Talking does not sign its callbacks (USSD, inbound SMS), so a request is taken only
 * with the secret its callback URL was configured with and, when a list is set, from one of the
 * gateway's addresses. Without a secret the callbacks are off: everyone gets 403.
 */
export function requireGatewaySecret(
  secret: string | null,
  allow: readonly string[],
): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = presentedToken(request);
    const trusted =
      secret !== null &&
      token !== null &&
      sameSecret(token, secret) &&
      (allow.length === 0 || allow.includes(request.ip.replace(/^::ffff:/, '')));
    if (!trusted) throw AppError.forbidden();
  };
}
