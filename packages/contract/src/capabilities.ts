import { z } from 'zod';
import { type AccountStatus, ROLES, type Role } from './roles';

/**
 * How far a role's capability reaches: everything, or only what is theirs (the policies decide
 * per resource, and say so in the resource's `can`).
 */
export type CapabilityScope = 'all' | 'sacco' | 'station' | 'vehicle' | 'own';

export interface Capability {
  roles: readonly Role[];
  /** Each role's reach; a role left out reaches everything. */
  scope?: Partial<Record<Role, CapabilityScope>>;
  /** Pending (not yet activated) accounts may do it too: their profile and nothing else. */
  allowPending?: boolean;
}

// Spec §6's menu: Add Route and Route Pricing exclude the Sacco role, which edits its own routes.
const ROUTE_BUILDERS: Role[] = ['SYSTEM_ADMIN', 'OWNER', 'STATION_ADMIN'];
const ROUTE_EDITORS: Role[] = [...ROUTE_BUILDERS, 'SACCO'];
const ROUTE_SCOPE = { OWNER: 'sacco', SACCO: 'sacco', STATION_ADMIN: 'station' } as const;
// Spec §6: Vehicles and Add Vehicle; drivers also see the vehicles they drive or conduct.
const VEHICLE_EDITORS: Role[] = ['SYSTEM_ADMIN', 'OWNER', 'SACCO', 'STATION_ADMIN'];
const SACCO_DECIDERS: Role[] = ['SYSTEM_ADMIN', 'SACCO'];
const STAFF: Role[] = ['SYSTEM_ADMIN', 'STATION_ADMIN', 'SACCO', 'OWNER', 'DRIVER'];
// Spec §6: Bookings for staff of routes, stations and vehicles; passengers book and see their own.
const BOOKING_STAFF: Role[] = ['SYSTEM_ADMIN', 'SACCO', 'DRIVER', 'STATION_ADMIN'];
const BOOKING_SCOPE = { SACCO: 'sacco', STATION_ADMIN: 'station', DRIVER: 'vehicle' } as const;
const OWN_PLAN = { SACCO: 'own', STATION_ADMIN: 'own', OWNER: 'own', DRIVER: 'own' } as const;
const only = (...roles: Role[]) => roles;

/**
 * Who may do what: the one table of the API's permissions. The server's guard refuses a route's
 * caller whose role is not listed for the capability the route declares, its policies narrow
 * the scoped ones to the caller's own Sacco, stations or vehicles, and the web shows an action
 * only when the server's `can` or `capabilities` says so.
 */
export const CAPABILITIES = {
  /** The caller's own profile and password. */
  'account.profile': { roles: ROLES, allowPending: true },
  'notification.read': { roles: ROLES },
  'user.manage': { roles: only('SYSTEM_ADMIN') },

  'region.manage': { roles: only('SYSTEM_ADMIN') },
  'place.manage': { roles: only('SYSTEM_ADMIN') },
  'gtfs.import': { roles: only('SYSTEM_ADMIN') },

  'station.create': { roles: only('SYSTEM_ADMIN') },
  'station.edit': {
    roles: only('SYSTEM_ADMIN', 'STATION_ADMIN'),
    scope: { STATION_ADMIN: 'station' },
  },
  'station.archive': { roles: only('SYSTEM_ADMIN') },
  'station.viewAdmins': {
    roles: only('SYSTEM_ADMIN', 'STATION_ADMIN'),
    scope: { STATION_ADMIN: 'station' },
  },
  'station.manageAdmins': { roles: only('SYSTEM_ADMIN') },

  'sacco.view': { roles: STAFF, scope: { SACCO: 'sacco', OWNER: 'sacco', DRIVER: 'sacco' } },
  'sacco.create': { roles: only('SYSTEM_ADMIN') },
  'sacco.edit': { roles: SACCO_DECIDERS, scope: { SACCO: 'sacco' } },
  'sacco.suspend': { roles: only('SYSTEM_ADMIN') },

  'route.create': { roles: ROUTE_BUILDERS, scope: ROUTE_SCOPE },
  'route.edit': { roles: ROUTE_EDITORS, scope: ROUTE_SCOPE },
  'route.archive': { roles: ROUTE_EDITORS, scope: ROUTE_SCOPE },
  'route.price': { roles: ROUTE_BUILDERS, scope: ROUTE_SCOPE },

  'queue.view': {
    roles: STAFF,
    scope: { STATION_ADMIN: 'station', SACCO: 'sacco', OWNER: 'vehicle', DRIVER: 'vehicle' },
  },
  /** Add a vehicle to a line: a station's runner, or a driver their own vehicle. */
  'queue.join': {
    roles: only('SYSTEM_ADMIN', 'STATION_ADMIN', 'DRIVER'),
    scope: { STATION_ADMIN: 'station', DRIVER: 'vehicle' },
  },
  /** `PUT queue/:id/`, whose body names one of the actions below. */
  'queue.change': {
    roles: only('SYSTEM_ADMIN', 'STATION_ADMIN', 'DRIVER'),
    scope: { STATION_ADMIN: 'station', DRIVER: 'vehicle' },
  },
  /** Call, depart, mark as left and remove: a station's runner. */
  'queue.run': {
    roles: only('SYSTEM_ADMIN', 'STATION_ADMIN'),
    scope: { STATION_ADMIN: 'station' },
  },
  /** Change a waiting vehicle's place, with a reason. */
  'queue.move': {
    roles: only('SYSTEM_ADMIN', 'STATION_ADMIN'),
    scope: { STATION_ADMIN: 'station' },
  },
  /** Take a vehicle out of the line: its runner, or the vehicle's driver or conductor. */
  'queue.leave': {
    roles: only('SYSTEM_ADMIN', 'STATION_ADMIN', 'DRIVER'),
    scope: { STATION_ADMIN: 'station', DRIVER: 'vehicle' },
  },
  'queue.stats': { roles: STAFF },
  /** Alerts of one's vehicle called to load or next in line, by SMS if chosen: its crew. */
  'queue.alerts': { roles: only('DRIVER') },

  'vehicle.view': {
    roles: [...VEHICLE_EDITORS, 'DRIVER'],
    scope: { SACCO: 'sacco', OWNER: 'own', DRIVER: 'vehicle' },
  },
  // A station admin edits only the vehicles they started, like an owner those they own.
  'vehicle.edit': {
    roles: VEHICLE_EDITORS,
    scope: { SACCO: 'sacco', OWNER: 'own', STATION_ADMIN: 'own' },
  },
  /** Approve, reject, suspend and reinstate a vehicle. */
  'vehicle.decide': { roles: SACCO_DECIDERS, scope: { SACCO: 'sacco' } },
  /** Be one of a vehicle's owners: the wizard's step 2 takes such accounts (VEHICLE_OWNER_ROLE). */
  'vehicle.own': { roles: only('OWNER') },

  'member.view': {
    roles: only('SYSTEM_ADMIN', 'STATION_ADMIN', 'SACCO', 'DRIVER'),
    scope: { SACCO: 'sacco', DRIVER: 'sacco' },
  },
  'member.inviteOwner': { roles: SACCO_DECIDERS, scope: { SACCO: 'sacco' } },
  'member.remove': { roles: SACCO_DECIDERS, scope: { SACCO: 'sacco' } },

  // Spec §6: Complaints for system admins, Saccos, customers and owners; Saccos and admins handle them.
  'complaint.view': {
    roles: only('SYSTEM_ADMIN', 'SACCO', 'OWNER', 'CUSTOMER'),
    scope: { SACCO: 'sacco', OWNER: 'vehicle', CUSTOMER: 'own' },
  },
  'complaint.handle': { roles: SACCO_DECIDERS, scope: { SACCO: 'sacco' } },

  'booking.create': { roles: only('CUSTOMER') },
  'booking.list': {
    roles: [...BOOKING_STAFF, 'CUSTOMER'],
    scope: { ...BOOKING_SCOPE, CUSTOMER: 'own' },
  },
  'booking.cancel': { roles: only('CUSTOMER'), scope: { CUSTOMER: 'own' } },
  /** Confirm and complete a booking: the staff of its route, stations and vehicle. */
  'booking.manage': { roles: BOOKING_STAFF, scope: BOOKING_SCOPE },

  /** M-Pesa payments of a Sacco's routes, per route and day, and the refunds it records. */
  'payment.view': { roles: SACCO_DECIDERS, scope: { SACCO: 'sacco' } },
  'payment.refund': { roles: SACCO_DECIDERS, scope: { SACCO: 'sacco' } },

  /** Subscribe to Basic and see one's subscription; the larger plans need `plan.subscribeAny`. */
  'plan.subscribe': { roles: only('SACCO', 'STATION_ADMIN', 'OWNER', 'DRIVER'), scope: OWN_PLAN },
  /** Subscribe to Standard and Premium too: everyone who takes plans but drivers. */
  'plan.subscribeAny': { roles: only('SACCO', 'STATION_ADMIN', 'OWNER'), scope: OWN_PLAN },

  /** Every Sacco's vehicles and members, not one's own: lists by Sacco, invitations name it. */
  'fleet.everySacco': { roles: only('SYSTEM_ADMIN', 'STATION_ADMIN') },
  /** Complaints others filed about one's Sacco or vehicles (every one for a system admin). */
  'complaint.viewOthers': { roles: only('SYSTEM_ADMIN', 'SACCO', 'OWNER') },

  // Spec §6's sidebar opens these pages to fewer roles than the API serves: the dashboard's menu
  // and page guards read them.
  /** The Saccos page: not station admins or owners, though the API shows them Saccos. */
  'sacco.browse': { roles: only('SYSTEM_ADMIN', 'SACCO', 'DRIVER') },
  /** The Stations and Regions pages: not drivers, though the API's lists are public. */
  'network.browse': { roles: only('SYSTEM_ADMIN', 'SACCO', 'CUSTOMER', 'OWNER', 'STATION_ADMIN') },
} as const satisfies Record<string, Capability>;

export type CapabilityName = keyof typeof CAPABILITIES;
export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as CapabilityName[];

/** What a role may do at all, before any policy narrows it to the caller's own resources. */
export function roleMay(role: Role, capability: CapabilityName): boolean {
  return (CAPABILITIES[capability].roles as readonly Role[]).includes(role);
}

/** How far `role` reaches with `capability`, or null when it may not do it at all. */
export function scopeOf(role: Role, capability: CapabilityName): CapabilityScope | null {
  if (!roleMay(role, capability)) return null;
  const scope: Capability['scope'] = (CAPABILITIES[capability] as Capability).scope;
  return scope?.[role] ?? 'all';
}

/**
 * A caller's global capabilities (`GET /user/`): every entry of the table, true or false. A
 * suspended account may do nothing, a pending one only what pending accounts may.
 */
export type Capabilities = Record<CapabilityName, boolean>;

export function capabilitiesOf(account: { role: Role; status: AccountStatus }): Capabilities {
  const allowed = (name: CapabilityName) => {
    if (account.status === 'suspended' || !roleMay(account.role, name)) return false;
    return account.status === 'active' || (CAPABILITIES[name] as Capability).allowPending === true;
  };
  return Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, allowed(name)])) as Capabilities;
}

/**
 * The `can` a resource carries for a signed-in caller (as outline serializes its policies): each
 * of its actions, true when the server would accept it from this caller. Public answers have none.
 */
export function canSchema<const Action extends string>(actions: readonly Action[]) {
  return z.object(
    Object.fromEntries(actions.map((action) => [action, z.boolean()])) as Record<
      Action,
      z.ZodBoolean
    >,
  );
}
