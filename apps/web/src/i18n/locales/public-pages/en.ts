import type { messages } from '@foleni/contract';
import type { Messages } from '../en';

/** The spec's texts (contract); `satisfies` pins an English text to its exact wording. */
type SpecMessages = typeof messages;

/**
 * English texts of the public pages that are not on the landing page: the station list, a
 * station, a route and the content pages. They download with those pages, not with the first
 * load (`i18n/public-pages.ts` adds them to i18next). `sw.ts` beside this file must translate every key.
 */
export const enPublicPages = {
  stationList: {
    pageTitle: 'Stations',
    title: 'Stations',
    lead: 'Every matatu stage and terminus on Foleni, with the routes that serve it and the vehicles queued there now.',
    searchLabel: 'Search stations',
    searchPlaceholder: 'Station name, e.g. Kencom',
    regionLabel: 'Region',
    allRegions: 'All regions',
    sortLabel: 'Sort by',
    sortName: 'Name (A–Z)',
    sortRoutes: 'Most routes',
    sortQueue: 'Longest queue',
    count_one: '{{count}} station',
    count_other: '{{count}} stations',
    empty: 'No stations match your search.',
    emptyHint: 'Check the spelling, or look in all regions.',
    clearFilters: 'Clear search and filters',
    pastEnd: 'This page is past the end of the list.',
    firstPage: 'Go to the first page',
    pagination: 'Pages of stations',
  },
  stationDetail: {
    pageTitle: 'Station',
    description:
      'A matatu station on Foleni: the vehicles queued there now, the routes that serve it and where it is.',
    descriptionOf:
      '{{station}}: the matatus queued there now, the routes that serve it and where it is.',
    details: 'Station details',
    region: 'Region',
    address: 'Address',
    capacity: 'Capacity',
    capacityValue_one: '{{count}} vehicle',
    capacityValue_other: '{{count}} vehicles',
    notRecorded: 'Not recorded',
    ussdCode: 'Code on the USSD menu',
    queueNow: 'Queued now',
    routes: 'Routes',
    location: 'Location',
    latitude: 'Latitude',
    longitude: 'Longitude',
    noLocation: 'This station has no coordinates yet.',
    openMap: 'Open in OpenStreetMap',
    routesTitle: 'Routes serving this station',
    routesLead: 'Open a route to see all its stops, in both directions, and its fares.',
    noRoutes: 'No routes serve this station yet.',
    closed: 'This station is closed. Its routes are listed for reference.',
    route: 'Route {{code}}',
    notFoundTitle: 'Station not found',
    notFoundBody:
      'There is no station at this address. It may have been removed, or the link is incomplete.',
  },
  routeDetails: {
    loadingTitle: 'Route',
    pageTitle: 'Route {{code}}',
    description:
      'A matatu route on Foleni: its stops in both directions, its line on the map and its fares.',
    descriptionOf:
      'Route {{code}}, {{name}}: its stops in both directions, its line on the map and its fares.',
    loadFailed: 'Failed to get route' satisfies SpecMessages['routes']['getFailed'],
    notFoundTitle: 'Route not found',
    notFoundBody:
      'There is no route at this address. It may have been withdrawn, or the link is incomplete.',
    routeNumber: 'Route number',
    sacco: 'Sacco',
    noSacco: 'No Sacco assigned',
    stops_one: '{{count}} stop',
    stops_other: '{{count}} stops',
    notRunning: 'This route is not running at the moment.',
    directions: 'Direction',
    outbound: 'Outbound',
    return: 'Return',
    towards: 'To {{place}}',
    stopsOf: 'Stops from {{from}} to {{to}}',
    start: 'Start',
    end: 'End',
    station: 'Station',
    map: {
      title: 'Map',
      label: 'Map of route {{code}} from {{from}} to {{to}}',
      show: 'Show the street map',
    },
    line: {
      title: 'Route line',
      label: 'Route {{code}} drawn from its stops, from {{from}} to {{to}}',
      note: 'Drawn from the stops’ coordinates, north up. Not a street map.',
      unavailable: 'The stops in this direction have no coordinates, so the line cannot be drawn.',
      scale: '{{distance}} km',
    },
    fares: {
      title: 'Fares',
      from: 'From',
      to: 'To',
      amount: 'Fare',
      peak: 'Peak hours',
      none: 'No fares are published for this route yet. Ask the conductor before you board.',
    },
  },
  bookings: {
    /** The Book button of a route (its form's texts come with the form: i18n/passengers.ts). */
    book: 'Book',
  },
  pages: {
    /** The way back from a station or a route page, and out of its 404. */
    allStations: 'All stations',
    retry: 'Try again',
    loadFailedHint: 'Check your connection, then try again.',
    lastUpdated: 'Last updated {{date}}',
    onThisPage: 'On this page',
    comingSoon: 'Coming soon',
    allComingSoon: 'Everything coming soon',
    contactUs: 'Contact us',
    learnMore: 'Learn more',
    questions: 'Still have a question?',
    questionsBody:
      'Write to us and a person from the Foleni team will answer, usually within one working day.',
  },
} as const;

/** The shape the Kiswahili texts of these pages must fill in. */
export type PublicPagesTranslation = Messages<typeof enPublicPages>;
