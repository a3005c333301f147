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

// Spec §6's menu: Add Route and Route Pricing exclude the Sacco role, which edits its own routes.
const ROUTE_BUILDERS: Role[] = ['SYSTEM_ADMIN', 'OWNER', 'STATION_ADMIN'];
const ROUTE_EDITORS: Role[] = [...ROUTE_BUILDERS, 'SACCO'];
// Spec §6: Vehicles and Add Vehicle; drivers also see the vehicles they drive or conduct.
const VEHICLE_EDITORS: Role[] = ['SYSTEM_ADMIN', 'OWNER', 'SACCO', 'STATION_ADMIN'];
const VEHICLE_READERS: Role[] = [...VEHICLE_EDITORS, 'DRIVER'];
const SACCO_DECIDERS: Role[] = ['SYSTEM_ADMIN', 'SACCO'];
const MEMBER_READERS: Role[] = ['SYSTEM_ADMIN', 'STATION_ADMIN', 'SACCO', 'DRIVER'];
// Spec §6: Complaints for system admins, Saccos, customers and owners; Saccos and admins handle them.
const COMPLAINT_READERS: Role[] = ['SYSTEM_ADMIN', 'SACCO', 'OWNER', 'CUSTOMER'];
const COMPLAINT_HANDLERS: Role[] = ['SYSTEM_ADMIN', 'SACCO'];
// Spec §6: Bookings for staff of routes, stations and vehicles; passengers book and see their own.
const BOOKING_STAFF: Role[] = ['SYSTEM_ADMIN', 'SACCO', 'DRIVER', 'STATION_ADMIN'];

export const PERMISSIONS: Record<string, Access> = {
  'GET /api/v1.0/health/': PUBLIC,
  'GET /api/v1.0/settings/': PUBLIC,

  'POST /api/v1.0/signup/': PUBLIC,
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

  'GET /api/v1.0/regions/': PUBLIC,
  'GET /api/v1.0/regions/:id/': PUBLIC,
  'POST /api/v1.0/regions/': only('SYSTEM_ADMIN'),
  'PUT /api/v1.0/regions/:id/': only('SYSTEM_ADMIN'),
  'POST /api/v1.0/regions/:id/archive/': only('SYSTEM_ADMIN'),
  'POST /api/v1.0/regions/:id/restore/': only('SYSTEM_ADMIN'),

  'GET /api/v1.0/station/': PUBLIC,
  'GET /api/v1.0/station/:id/': PUBLIC,
  'POST /api/v1.0/station/': only('SYSTEM_ADMIN'),
  'PUT /api/v1.0/station/:id/': only('SYSTEM_ADMIN', 'STATION_ADMIN'),
  'POST /api/v1.0/station/:id/archive/': only('SYSTEM_ADMIN'),
  'POST /api/v1.0/station/:id/restore/': only('SYSTEM_ADMIN'),
  'GET /api/v1.0/station/:id/admins/': only('SYSTEM_ADMIN', 'STATION_ADMIN'),
  'POST /api/v1.0/station/:id/admins/': only('SYSTEM_ADMIN'),
  'DELETE /api/v1.0/station/:id/admins/:userId/': only('SYSTEM_ADMIN'),

  'GET /api/v1.0/unauth-saccos//': PUBLIC,
  'GET /api/v1.0/saccos/': only('SYSTEM_ADMIN', 'STATION_ADMIN', 'SACCO', 'OWNER', 'DRIVER'),
  'GET /api/v1.0/saccos/:id/': only('SYSTEM_ADMIN', 'STATION_ADMIN', 'SACCO', 'OWNER', 'DRIVER'),
  'POST /api/v1.0/saccos/': only('SYSTEM_ADMIN'),
  'PUT /api/v1.0/saccos/:id/': only('SYSTEM_ADMIN', 'SACCO'),
  'POST /api/v1.0/saccos/:id/suspend/': only('SYSTEM_ADMIN'),
  'POST /api/v1.0/saccos/:id/reinstate/': only('SYSTEM_ADMIN'),

  'GET /api/v1.0/route/': PUBLIC,
  'GET /api/v1.0/route-by-id/:id/': PUBLIC,
  'GET /api/v1.0/route-by-id/:id/fares/': PUBLIC,
  'POST /api/v1.0/post-route/': only(...ROUTE_BUILDERS),
  'PUT /api/v1.0/route-by-id/:id/': only(...ROUTE_EDITORS),
  'POST /api/v1.0/route-by-id/:id/archive/': only(...ROUTE_EDITORS),
  'POST /api/v1.0/route-by-id/:id/restore/': only(...ROUTE_EDITORS),
  'POST /api/v1.0/routestop-post/:route_id/': only(...ROUTE_EDITORS),
  'PUT /api/v1.0/route-by-id/:id/services/': only(...ROUTE_EDITORS),
  'POST /api/v1.0/route-by-id/:id/fares/': only(...ROUTE_BUILDERS),
  'DELETE /api/v1.0/route-fares/:id/': only(...ROUTE_BUILDERS),

  // The gazetteer of places a search may name (issue #12): read by everyone, kept by the admin.
  'GET /api/v1.0/places/': PUBLIC,
  'GET /api/v1.0/places/:id/': PUBLIC,
  'POST /api/v1.0/places/': only('SYSTEM_ADMIN'),
  'PATCH /api/v1.0/places/:id/': only('SYSTEM_ADMIN'),

  'POST /api/v1.0/routes/search/': PUBLIC,
  'GET /api/v1.0/routes/suggest/': PUBLIC,
  'GET /api/v1.0/journeys/': PUBLIC,

  'GET /api/v1.0/station-admin/queue/': only(
    'SYSTEM_ADMIN',
    'STATION_ADMIN',
    'SACCO',
    'OWNER',
    'DRIVER',
  ),
  'POST /api/v1.0/station-admin/queue/': only('SYSTEM_ADMIN', 'STATION_ADMIN', 'DRIVER'),
  'PUT /api/v1.0/queue/:id/': only('SYSTEM_ADMIN', 'STATION_ADMIN', 'DRIVER'),
  'GET /api/v1.0/stations/:id/queue/': PUBLIC,
  'GET /api/v1.0/stations/:id/queue/events/': PUBLIC,
  'GET /api/v1.0/queue/stats/': only('SYSTEM_ADMIN', 'STATION_ADMIN', 'SACCO', 'OWNER', 'DRIVER'),

  'GET /api/v1.0/notifications/': anyone(),
  'POST /api/v1.0/notifications/:id/read/': anyone(),
  'POST /api/v1.0/notifications/read-all/': anyone(),
  'GET /api/v1.0/notifications/events/': anyone(),

  'GET /api/v1.0/users/': only('SYSTEM_ADMIN'),
  'POST /api/v1.0/users/:id/approve/': only('SYSTEM_ADMIN'),
  'POST /api/v1.0/users/:id/suspend/': only('SYSTEM_ADMIN'),
  'PATCH /api/v1.0/users/:id/role/': only('SYSTEM_ADMIN'),

  'POST /api/v1.0/gtfs/import/': only('SYSTEM_ADMIN'),

  'GET /api/v1.0/vehicles/': only(...VEHICLE_READERS),
  'GET /api/v1.0/vehicles/:id/': only(...VEHICLE_READERS),
  'POST /api/v1.0/vehicles/': only(...VEHICLE_EDITORS),
  'PUT /api/v1.0/vehicles/:id/details/': only(...VEHICLE_EDITORS),
  'PUT /api/v1.0/vehicles/:id/owners/': only(...VEHICLE_EDITORS),
  'PUT /api/v1.0/vehicles/:id/sacco/': only(...VEHICLE_EDITORS),
  'PUT /api/v1.0/vehicles/:id/managers/': only(...VEHICLE_EDITORS),
  'POST /api/v1.0/vehicles/:id/submit/': only(...VEHICLE_EDITORS),
  'POST /api/v1.0/vehicles/:id/approve/': only(...SACCO_DECIDERS),
  'POST /api/v1.0/vehicles/:id/reject/': only(...SACCO_DECIDERS),
  'POST /api/v1.0/vehicles/:id/suspend/': only(...SACCO_DECIDERS),
  'POST /api/v1.0/vehicles/:id/reinstate/': only(...SACCO_DECIDERS),

  'GET /api/v1.0/members/': only(...MEMBER_READERS),
  // The vehicle wizard's step 4: whoever edits vehicles picks among the Sacco's drivers.
  'GET /api/v1.0/members/drivers/': only(...VEHICLE_EDITORS),
  'GET /api/v1.0/members/:id/': only(...MEMBER_READERS),
  'POST /api/v1.0/members/:id/remove/': only(...SACCO_DECIDERS),
  'GET /api/v1.0/get-owners-in-sacco/': only(...VEHICLE_EDITORS),
  'POST /api/v1.0/add-owner/': only(...SACCO_DECIDERS),
  'POST /api/v1.0/accept-invite/:token/': PUBLIC,

  'POST /api/v1.0/complaints/': PUBLIC,
  'GET /api/v1.0/complaints/': only(...COMPLAINT_READERS),
  'GET /api/v1.0/complaints/:id/': only(...COMPLAINT_READERS),
  'GET /api/v1.0/complaints/:id/attachments/:attachmentId/': only(...COMPLAINT_READERS),
  'POST /api/v1.0/complaints/:id/status/': only(...COMPLAINT_HANDLERS),
  'POST /api/v1.0/complaints/:id/assign/': only(...COMPLAINT_HANDLERS),
  'POST /api/v1.0/complaints/:id/replies/': only(...COMPLAINT_HANDLERS),

  'POST /api/v1.0/bookings/': only('CUSTOMER'),
  'GET /api/v1.0/bookings/': only(...BOOKING_STAFF, 'CUSTOMER'),
  'GET /api/v1.0/bookings/:id/': only(...BOOKING_STAFF, 'CUSTOMER'),
  'POST /api/v1.0/bookings/:id/cancel/': only('CUSTOMER'),
  'POST /api/v1.0/bookings/:id/confirm/': only(...BOOKING_STAFF),
  'POST /api/v1.0/bookings/:id/complete/': only(...BOOKING_STAFF),
};

export function permissionKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
