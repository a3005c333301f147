import type { Role } from '@foleni/contract';

export const DEMO_EMAIL_DOMAIN = 'demo.foleni.ke';

export interface DemoAccount {
  role: Role;
  username: string;
  firstname: string;
  lastname: string;
  phone: string;
}

/** One active account per role, so every dashboard can be tried on a fresh install. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'SYSTEM_ADMIN',
    username: 'admin',
    firstname: 'Amani',
    lastname: 'Mwangi',
    phone: '0700000001',
  },
  {
    role: 'STATION_ADMIN',
    username: 'station',
    firstname: 'Baraka',
    lastname: 'Otieno',
    phone: '0700000002',
  },
  {
    role: 'SACCO',
    username: 'sacco',
    firstname: 'Chebet',
    lastname: 'Kiptoo',
    phone: '0700000003',
  },
  {
    role: 'OWNER',
    username: 'owner',
    firstname: 'Dalmas',
    lastname: 'Wekesa',
    phone: '0700000004',
  },
  {
    role: 'DRIVER',
    username: 'driver',
    firstname: 'Esther',
    lastname: 'Njeri',
    phone: '0700000005',
  },
  {
    role: 'CUSTOMER',
    username: 'customer',
    firstname: 'Faith',
    lastname: 'Achieng',
    phone: '0700000006',
  },
];

export function demoEmail(account: DemoAccount): string {
  return `${account.username}@${DEMO_EMAIL_DOMAIN}`;
}
