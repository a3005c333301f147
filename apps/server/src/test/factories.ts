import { randomBytes } from 'node:crypto';
import type { Role } from '@foleni/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { insertUser } from '../modules/users/users.repo';

export const TEST_PASSWORD = 'matatu-123';
// Hashing is deliberately slow; every factory user shares one hash of TEST_PASSWORD.
let passwordHash: Promise<string> | undefined;

export async function createUser(
  db: Db,
  overrides: {
    role?: Role;
    status?: 'pending' | 'active' | 'suspended';
    email?: string;
    username?: string;
  } = {},
): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const id = randomBytes(4).toString('hex');
  return insertUser(db, {
    email: overrides.email ?? `user-${id}@example.ke`,
    username: overrides.username ?? `user${id}`,
    password_hash: await passwordHash,
    firstname: 'Wanjiru',
    lastname: 'Kamau',
    national_id: '12345678',
    phone_number: '0712345678',
    role: overrides.role ?? 'CUSTOMER',
    status: overrides.status ?? 'active',
  });
}

export async function login(app: FastifyInstance, username: string, password = TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1.0/login/',
    payload: { username, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as { access_token: string; refresh_token: string; user: { id: number } };
}

/** A signed-in user of the given role, with a bearer header ready for inject. */
export async function signedIn(
  app: FastifyInstance,
  db: Db,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(db, overrides);
  const tokens = await login(app, user.email);
  return { ...tokens, user, headers: { authorization: `Bearer ${tokens.access_token}` } };
}
