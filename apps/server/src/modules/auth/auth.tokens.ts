import { createHash, randomBytes } from 'node:crypto';
import { normalizeRole, type Role } from '@foleni/contract';
import { createSigner, createVerifier } from 'fast-jwt';

export interface AccessClaims {
  userId: number;
  role: Role;
  /** The refresh-token family (one sign-in) the token was issued to; null on older tokens. */
  sessionId: string | null;
}

const ISSUER = 'foleni';

/** Short-lived bearer tokens (HS256 JWT). They carry only who and which role. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const sign = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: ttlSeconds * 1000,
    iss: ISSUER,
  });
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    // Without these a token signed once with the key would be good forever.
    requiredClaims: ['exp', 'iat', 'iss'],
    cache: 1000,
  });
  return {
    sign: (claims: AccessClaims): string =>
      sign({
        sub: String(claims.userId),
        role: claims.role,
        ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      }),
    /** The claims of a valid, unexpired token; null for anything else. */
    verify(token: string): AccessClaims | null {
      try {
        const payload = verify(token) as { sub?: string; role?: string; sid?: unknown };
        const userId = Number(payload.sub);
        const role = normalizeRole(payload.role ?? '');
        const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
        return Number.isInteger(userId) && role ? { userId, role, sessionId } : null;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/**
 * Refresh, activation and reset tokens are opaque random strings. Only their hash is stored, so a
 * copy of the database cannot be used to sign in.
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
