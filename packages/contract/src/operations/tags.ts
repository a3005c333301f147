/** The tags of the API's operations, one per domain, in the order its document shows them. */
export const OPERATION_TAGS = [
  { name: 'health', description: 'Whether the server and its database answer.' },
  { name: 'settings', description: 'Public settings the web app starts with.' },
  {
    name: 'accounts',
    description:
      'Sign-up, activation, sign-in, token refresh and password reset. Sign in with `POST /login/` and send the access token it returns as `Authorization: Bearer <token>`.',
  },
  { name: 'users', description: 'The signed-in account, and the accounts a system admin keeps.' },
  { name: 'gtfs', description: 'Importing a GTFS feed into the network.' },
  { name: 'regions', description: 'Regions that group stations.' },
  { name: 'stations', description: 'Stations (stages) and the station admins who run them.' },
  { name: 'saccos', description: 'Saccos: the matatu cooperatives that run routes and vehicles.' },
  { name: 'routes', description: 'Routes with their ordered stops, time bands and fares.' },
  { name: 'places', description: 'The gazetteer of places a search may name.' },
  { name: 'search', description: 'Route search and type-ahead suggestions for passengers.' },
  { name: 'journeys', description: 'Journey planning between two places, with walks and changes.' },
  {
    name: 'queue',
    description: "Stations' vehicle queues: adding, calling, departing, live boards.",
  },
  {
    name: 'notifications',
    description: "The signed-in account's notifications, also as a live stream.",
  },
  {
    name: 'members',
    description: "A Sacco's owners, drivers and station admins, and invitations.",
  },
  {
    name: 'vehicles',
    description: 'Vehicles, from the registration wizard to approval and suspension.',
  },
  { name: 'complaints', description: 'Complaints from passengers and their handling by Saccos.' },
  { name: 'bookings', description: 'Seat bookings on routes and their confirmation by staff.' },
  {
    name: 'ussd',
    description:
      "Feature phones: the USSD menu (Africa's Talking's callback) and the PIN that confirms its queue changes.",
  },
  {
    name: 'sms',
    description:
      "Texts to and from feature phones through Africa's Talking, and each account's SMS alerts.",
  },
  { name: 'payments', description: "M-Pesa payments: Safaricom Daraja's callbacks." },
] as const;

export type OperationTag = (typeof OPERATION_TAGS)[number]['name'];
