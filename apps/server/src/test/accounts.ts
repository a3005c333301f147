import type { Role } from '@foleni/contract';
import type { Account } from '../modules/auth/auth.guard';

/** An active account as the auth guard hands it to the policies, of no Sacco unless given one. */
export function testAccount(
  role: Role,
  { id = 7, ...rest }: Partial<Omit<Account, 'role'>> = {},
): Account {
  return { id, role, status: 'active', saccoId: null, email: `user${id}@example.ke`, ...rest };
}
