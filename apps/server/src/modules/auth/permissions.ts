import { ROLES, type Role } from '@foleni/contract';

/**
 * Who may call each endpoint: the single permission table of the server. Every route under
 * /api/v1.0 must have an entry (the app refuses to start otherwise), and a test walks the whole
 * table for every role. The dashboard's sidebar only mirrors what this table enforces.
 */
export type Access =
  | { public: true }
  | {
      roles: readonly Role[];
      /** Pending (not yet activated) accounts may call it too: the profile and nothing else. */
      allowPending?: boolean;
    };

const PUBLIC: Access = { public: true };
const anyone = (options: { allowPending?: boolean } = {}): Access => ({ roles: ROLES, ...options });
const only = (...roles: Role[]): Access => ({ roles });

export const PERMISSIONS: Record<string, Access> = {
  'GET /api/v1.0/health/': PUBLIC,

  'POST /api/v1.0/signup/': PUBLIC,
  'GET /api/v1.0/activate/:token/': PUBLIC,
  'POST /api/v1.0/activate/:token/': PUBLIC,
  'POST /api/v1.0/resend-activation/': PUBLIC,
  'POST /api/v1.0/login/': PUBLIC,
  'POST /api/v1.0/refresh-token/': PUBLIC,
  'POST /api/v1.0/logout/': PUBLIC,
  'POST /api/v1.0/reset-password/': PUBLIC,
  'POST /api/v1.0/reset-password/confirm/': PUBLIC,

  'GET /api/v1.0/user/': anyone({ allowPending: true }),
  'PATCH /api/v1.0/user/': anyone({ allowPending: true }),
  'POST /api/v1.0/change-password/': anyone({ allowPending: true }),

  'GET /api/v1.0/users/': only('SYSTEM_ADMIN'),
  'POST /api/v1.0/users/:id/approve/': only('SYSTEM_ADMIN'),
  'POST /api/v1.0/users/:id/suspend/': only('SYSTEM_ADMIN'),
  'PATCH /api/v1.0/users/:id/role/': only('SYSTEM_ADMIN'),
};

export function permissionKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
