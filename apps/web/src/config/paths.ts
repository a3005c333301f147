/**
 * Every link in the web app is built here (spec §2). Routes use `path`; links use `getHref()`.
 * Keep this the only place that spells a URL.
 */

/** Ids of the landing page sections the header scrolls to. */
export const landingSections = {
  findStation: 'find-station',
  pricing: 'pricing',
} as const;

export const paths = {
  home: page('/'),
  findStation: {
    getHref: () => `/#${landingSections.findStation}`,
  },
  pricing: {
    getHref: () => `/#${landingSections.pricing}`,
  },
  features: page('/features'),
  stations: page('/stations'),
  station: pageWithId('/station/:id'),
  /** A station's live queue, full screen, for a TV at the stage (public). */
  stationBoard: pageWithId('/station/:id/board'),
  /** A route's details; `id` is the route's numeric id (not the number on the matatu). */
  route: pageWithId('/routes/:id'),
  about: page('/about'),
  contact: page('/contact'),
  search: {
    path: '/search',
    /** Route search results; `q` is the free-text query from the header search box. */
    getHref: (q?: string) => {
      const query = q?.trim();
      return query ? `/search?${new URLSearchParams({ q: query })}` : '/search';
    },
    /**
     * A journey's results (spec §2): a shareable link. Empty values are left out, so a partly
     * filled journey (e.g. only `departure`) opens the form prefilled.
     */
    getJourneyHref: (journey: {
      departure?: string;
      destination?: string;
      bookingType?: string;
      travelDate?: string;
    }) => {
      const params = new URLSearchParams();
      for (const key of ['departure', 'destination', 'bookingType', 'travelDate'] as const) {
        const value = journey[key]?.trim();
        if (value) {
          params.set(key, value);
        }
      }
      const search = params.toString();
      return search ? `/search?${search}` : '/search';
    },
  },
  complain: page('/complain'),
  faq: page('/faq'),
  howToUse: page('/how-to-use'),
  privacy: page('/privacy'),
  terms: page('/terms'),
  refundPolicy: page('/refund-policy'),
  charging: page('/charging'),
  factoryBooking: page('/factory-booking'),
  /** Spelled as in spec §2. */
  comingSoon: page('/commingsoon'),
  auth: {
    login: page('/login'),
    register: page('/register'),
    forgot: page('/forgot'),
    reset: {
      /** The e-mailed link carries `?token=`; without one the page explains how to get it. */
      path: '/reset',
      getHref: (token?: string) => (token ? `/reset?${new URLSearchParams({ token })}` : '/reset'),
    },
    activate: {
      path: '/activate/:token?',
      getHref: (token?: string) => (token ? `/activate/${encodeURIComponent(token)}` : '/activate'),
    },
    resendActivation: page('/resend-activation'),
    /** The link of an invitation e-mail (an owner, driver or conductor added by their Sacco). */
    acceptInvite: {
      path: '/accept-invite/:token',
      getHref: (token: string) => `/accept-invite/${encodeURIComponent(token)}`,
    },
  },
  /** Signed-in pages (spec §2): the dashboard shell, its menu and the account pages. */
  dashboard: dashboardPaths(),
  profile: page('/profile'),
  settings: page('/settings'),
} as const;

/** A page at one address. */
function page(path: string) {
  return { path, getHref: () => path } as const;
}

/** A page about one station's queue; `?station=` picks it. */
function pageAtStation(path: string) {
  return {
    path,
    getHref: (station?: number) =>
      station === undefined ? path : `${path}?${new URLSearchParams({ station: String(station) })}`,
  } as const;
}

/** A page of one record: `:id` in its path. */
function pageWithId<P extends string>(path: P) {
  return {
    path,
    getHref: (id: number | string) => path.replace(':id', encodeURIComponent(id)),
  } as const;
}

function dashboardPaths() {
  return {
    home: page('/dashboard'),
    profile: page('/dashboard/profile'),
    users: page('/dashboard/users'),
    members: page('/dashboard/members'),
    saccos: page('/dashboard/saccos'),
    drivers: page('/dashboard/drivers'),
    owners: page('/dashboard/owners'),
    inviteOwner: page('/dashboard/add-owner'),
    queue: pageAtStation('/dashboard/queue'),
    newQueue: pageAtStation('/dashboard/queue/new'),
    bookings: page('/dashboard/bookings'),
    payments: page('/dashboard/payments'),
    routes: page('/dashboard/routes'),
    route: pageWithId('/dashboard/routes/:id'),
    editRoute: pageWithId('/dashboard/routes/:id/edit'),
    /** The sidebar's Add Route; the route table also has /dashboard/newroute. */
    newRoute: page('/dashboard/routes/new'),
    newRouteLegacy: page('/dashboard/newroute'),
    /** The sidebar's Route Pricing; the route table also has /dashboard/routes/add-pricing. */
    routePricing: page('/dashboard/routes/pricing'),
    routePricingLegacy: page('/dashboard/routes/add-pricing'),
    regions: page('/dashboard/regions'),
    region: pageWithId('/dashboard/regions/:id'),
    editRegion: pageWithId('/dashboard/regions/:id/edit'),
    newRegion: page('/dashboard/regions/new'),
    /** The sidebar's Add Region. */
    newRegionFromMenu: page('/dashboard/region/new'),
    /** The gazetteer of places passengers may search from and to (system admins). */
    places: page('/dashboard/places'),
    stations: page('/dashboard/stations'),
    station: pageWithId('/dashboard/stations/:id'),
    editStation: pageWithId('/dashboard/stations/:id/edit'),
    newStation: page('/dashboard/newstation'),
    viewStation: pageWithId('/dashboard/station/:id'),
    vehicles: page('/dashboard/vehicles'),
    /** The vehicle wizard; `?vehicle=&step=` resume a saved draft at a step, on any device. */
    newVehicle: {
      path: '/dashboard/vehicles/new',
      getHref: (vehicle?: number, step?: number) =>
        `/dashboard/vehicles/new${vehicle ? `?vehicle=${vehicle}${step ? `&step=${step}` : ''}` : ''}`,
    },
    vehicle: pageWithId('/dashboard/vehicle/:id'),
    /** The wizard on a saved vehicle; `step` opens one of its steps. */
    editVehicle: {
      path: '/dashboard/vehicle/edit/:id',
      getHref: (id: number | string, step?: number) =>
        `/dashboard/vehicle/edit/${encodeURIComponent(id)}${step ? `?step=${step}` : ''}`,
    },
    complaints: page('/dashboard/complaints'),
    newComplaint: page('/dashboard/complaints/new'),
    complaint: pageWithId('/dashboard/complaints/:id'),
  } as const;
}
