import type { messages } from '@foleni/contract';

/** The spec's texts (contract); `satisfies` pins an English text to its exact wording. */
type SpecMessages = typeof messages;

/**
 * English texts. The source of truth for the keys: `sw.ts` must translate every one of them
 * (the `Translation` type makes a missing or extra key a type error).
 */
export const en = {
  app: {
    name: 'Foleni',
    pageTitle: '{{page}} · Foleni',
  },
  common: {
    loading: 'Loading…',
    goHome: 'Go Home',
  },
  nav: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    home: 'Foleni home',
    features: 'Features',
    findStation: 'Find a Station',
    stations: 'Stations',
    pricing: 'Pricing',
    about: 'About',
    signIn: 'Sign In',
    dashboard: 'Dashboard',
    openMenu: 'Open menu',
    menuTitle: 'Menu',
    closeMenu: 'Close menu',
  },
  search: {
    label: 'Search routes and stations',
    placeholder: 'Search routes or stations',
    submit: 'Search',
  },
  theme: {
    switchToDark: 'Switch to dark mode',
    switchToLight: 'Switch to light mode',
    darkMode: 'Dark mode',
  },
  language: {
    label: 'Language',
    en: 'English',
    sw: 'Kiswahili',
  },
  footer: {
    about:
      'Foleni runs fair, first-come-first-served matatu queues at the stage and helps passengers find their route.',
    product: 'Product',
    help: 'Help',
    legal: 'Legal',
    complain: 'Make a complaint',
    faq: 'FAQ',
    contact: 'Contact us',
    howToUse: 'How to use Foleni',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    refundPolicy: 'Refund policy',
    dataCredits: 'Data credits',
    copyright: '© {{year}} Foleni. All rights reserved.',
  },
  landing: {
    pageTitle: 'Foleni: matatu queues, routes and stations',
    description:
      'Foleni runs matatu queues, routes and stations for Kenyan Saccos, and helps passengers find their route.',
    hero: {
      eyebrow: 'For Kenyan Saccos and their passengers',
      title: 'Matatu queues, routes and stations in one place',
      lead: 'Foleni runs the queue at the stage. Saccos manage their vehicles and routes, marshals load matatus in fair first-come-first-served order, drivers always know their place in line, and passengers find the route that gets them there.',
      findRoute: 'Find a route',
      seePricing: 'See pricing',
    },
    queuePreview: {
      label: 'Example of a live queue',
      title: 'Live queue',
      example: 'Example',
      station: 'Munyu Road stage',
      route: 'Route 237 · Thika',
      loading: 'Loading passengers',
      next: 'Next',
      waiting: 'Waiting',
      since: 'since {{time}}',
    },
    audiences: {
      title: 'Built for everyone at the stage',
      sacco: {
        title: 'Saccos',
        body: 'See every vehicle, route and station of your Sacco, and the queue at each stage, from one dashboard.',
      },
      marshal: {
        title: 'Station marshals',
        body: 'Call the next matatu to load, record departures and keep the line fair, with every change on record.',
      },
      driver: {
        title: 'Drivers and conductors',
        body: 'Join the queue, see your place in line and get notified when it is your turn to load.',
      },
      passenger: {
        title: 'Passengers',
        body: 'Find out which Sacco and route goes where you are going, and where to board it.',
      },
    },
    findStation: {
      title: 'Find a Station',
      body: 'Type where you are going or the stage you are at, and Foleni shows the matatu routes that serve it.',
      placeholder: 'e.g. Thika, Kencom',
      popular: 'Popular:',
      browseAll: 'Browse all stations',
    },
    pricing: {
      title: 'Pricing',
      subtitle: 'Simple monthly plans, paid in Kenyan shillings.',
      price: 'KES {{amount}}',
      perMonth: 'per month',
      choose: 'Choose {{plan}}',
      basic: {
        name: 'Basic',
        audience: 'For individual drivers and conductors',
      },
      standard: {
        name: 'Standard',
        audience: 'For small Saccos and station admins',
      },
      premium: {
        name: 'Premium',
        audience: 'For large Saccos and vehicle owners',
      },
    },
    stats: {
      label: 'Foleni in numbers',
      vehicles: 'vehicles queued',
      saccos: 'Saccos',
      drivers: 'drivers and conductors',
      stations: 'stations',
    },
    features: {
      title: 'Everything the stage needs',
      lead: 'From the first matatu of the morning to the last trip home, Foleni keeps the queue moving and everyone informed.',
      queue: {
        title: 'Queue management',
        body: 'Vehicles join the queue for their route and load in first-come-first-served order. Every call, departure and move is on record.',
      },
      dashboards: {
        title: 'Sacco and owner dashboards',
        body: 'Saccos see their vehicles, routes and stations at a glance; owners follow their own matatus and who drives them.',
      },
      stationAdmin: {
        title: 'Station admin tools',
        body: 'Marshals call the next vehicle to load, record departures and settle exceptions, with a reason kept for every change.',
      },
      notifications: {
        title: 'Driver notifications',
        body: 'Drivers see their place in line from their phone and are told when it is their turn to load.',
      },
      routeSearch: {
        title: 'Route search',
        body: 'Passengers find which route and Sacco goes where they are going, and every stop on the way.',
      },
      comingSoon: {
        title: 'Coming soon',
        body: 'Charging slot booking for electric matatus, EV factory booking and an AI assistant for trip questions.',
      },
      seeAll: 'See all features',
    },
    contact: {
      title: 'Talk to us',
      lead: 'Bringing your Sacco or station onto Foleni, or need help with a trip? We read and answer every message.',
      support: 'Help and support',
      saccos: 'Saccos and partnerships',
      office: 'Office',
      officeValue: 'Nairobi, Kenya',
      hours: 'Monday to Saturday, 7:00–19:00 (EAT)',
      complain: 'Make a complaint',
      allDetails: 'All contact details',
    },
  },
  notFound: {
    pageTitle: 'Page not found',
    title: '404',
    subtitle: 'Sorry, the page you visited does not exist.',
  },
  error: {
    title: 'Something went wrong',
    subtitle: 'An unexpected error stopped this page from loading. Reload the page to try again.',
    reload: 'Reload',
  },
  stations: {
    fetchFailed: 'Failed to fetch stations' satisfies SpecMessages['stations']['fetchFailed'],
    retry: 'Try again',
    routes_one: '{{count}} route',
    routes_other: '{{count}} routes',
    queued_zero: 'No vehicles queued',
    queued_one: '{{count}} vehicle queued',
    queued_other: '{{count}} vehicles queued',
    noRegion: 'No region',
    popular: {
      title: 'Popular stations',
      lead: 'The busiest stages in the network, with the routes that serve each one and the vehicles queued there now.',
      viewAll: 'See all stations',
    },
  },
} as const;

export type Messages<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]>;
};

/** The shape every language must fill in. */
export type Translation = Messages<typeof en>;
