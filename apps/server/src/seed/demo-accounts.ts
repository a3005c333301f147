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

/** The USSD PIN of the demo driver and station admin, so `npm run ussd` can change a queue. */
export const DEMO_USSD_PIN = '1234';
const USSD_ROLES: Role[] = ['DRIVER', 'STATION_ADMIN'];

export function hasDemoUssdPin(account: DemoAccount): boolean {
  return USSD_ROLES.includes(account.role);
}

export function demoEmail(account: DemoAccount): string {
  return `${account.username}@${DEMO_EMAIL_DOMAIN}`;
}

/** A vehicle of the demo fleet: approved in the demo Sacco and owned by the demo owner. */
export interface DemoVehicle {
  plate: string;
  make: string;
  model: string;
  year: number;
  seats: number;
  colour: string;
  /** The demo driver drives it, so the driver's dashboard has a vehicle to queue. */
  driven: boolean;
}

/** Enough matatus for the marshal to fill a queue on a fresh install. */
export const DEMO_VEHICLES: DemoVehicle[] = [
  {
    plate: 'KDA 101A',
    make: 'Isuzu',
    model: 'NQR',
    year: 2021,
    seats: 33,
    colour: 'White',
    driven: true,
  },
  {
    plate: 'KDB 202B',
    make: 'Toyota',
    model: 'Hiace',
    year: 2019,
    seats: 14,
    colour: 'Silver',
    driven: false,
  },
  {
    plate: 'KDC 303C',
    make: 'Nissan',
    model: 'Caravan',
    year: 2020,
    seats: 14,
    colour: 'Blue',
    driven: false,
  },
];
