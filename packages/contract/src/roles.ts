/** Roles are stored in this canonical upper-case form; every comparison goes through normalizeRole. */
export const ROLES = [
  'SYSTEM_ADMIN',
  'STATION_ADMIN',
  'SACCO',
  'OWNER',
  'DRIVER',
  'CUSTOMER',
] as const;
export type Role = (typeof ROLES)[number];

/** The only roles a person may choose for themselves at signup (spec §6). */
export const SELF_SIGNUP_ROLES = ['SACCO', 'CUSTOMER'] as const satisfies readonly Role[];
export type SelfSignupRole = (typeof SELF_SIGNUP_ROLES)[number];

/** A pending account is not activated yet and is kept out of most dashboard pages (spec §4). */
export const ACCOUNT_STATUSES = ['pending', 'active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

// The first client used other names for two roles (spec §6); old tokens and data still carry them.
const ROLE_BY_NAME = new Map<string, Role>([
  ...ROLES.map((role) => [role, role] as const),
  ['ADMIN', 'SYSTEM_ADMIN'],
  ['USER', 'CUSTOMER'],
]);

export function normalizeRole(input: string): Role | null {
  return ROLE_BY_NAME.get(input.trim().toUpperCase()) ?? null;
}

export function hasRole(role: string | null | undefined, allowed: readonly Role[]): boolean {
  if (role == null) return false;
  const normalized = normalizeRole(role);
  return normalized !== null && allowed.includes(normalized);
}
