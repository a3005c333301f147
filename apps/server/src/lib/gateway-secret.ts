import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared through digests: equal lengths for `timingSafeEqual`, and no length leaks. */
export function sameSecret(given: string, secret: string): boolean {
  return timingSafeEqual(digest(given), digest(secret));
}

/** An address as an allow list writes it: IPv4 clients may arrive as ::ffff:1.2.3.4. */
export const plainAddress = (ip: string) => ip.replace(/^::ffff:/, '');

/**
 * The tokens a gateway may have been given in its callback URL: any query value (`?token=`,
 * `?secret=`: whatever name the operator chose) or the path's last segment.
 */
function presentedTokens(request: FastifyRequest): string[] {
  const url = new URL(request.url, 'http://gateway');
  const last = url.pathname.split('/').filter(Boolean).pop();
  const tokens = [...url.searchParams.values()];
  if (last) tokens.push(safeDecode(last));
  return tokens.filter(Boolean);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
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
    const trusted =
      secret !== null &&
      presentedTokens(request).some((token) => sameSecret(token, secret)) &&
      (allow.length === 0 || allow.includes(plainAddress(request.ip)));
    if (!trusted) throw AppError.forbidden();
  };
}
