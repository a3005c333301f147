import type { BookingType, messages } from '@foleni/contract';
import type { Messages } from '../en';

/** The spec's texts (contract); `satisfies` pins the group to its exact wording. */
type SpecMessages = typeof messages;

/**
 * English texts of the route search: the hero form on the landing page and `/search`. They
 * download with the form and the page (`i18n/route-search.ts`), not with the first load.
 * `sw.ts` beside this file must translate every key.
 */
export const enRouteSearch = {
  routeSearch: {
    pageTitle: 'Find a route',
    title: 'Find a route',
    lead: 'Which matatu goes where you are going, where to board, where to get off and every stop on the way.',
    form: {
      label: 'Route search',
      bookingType: 'Booking type',
      bookingTypePlaceholder: 'Select booking type',
      departure: 'From',
      departurePlaceholder: 'Stop, stage or town',
      destination: 'To',
      destinationPlaceholder: 'Stop, stage or town',
      date: 'Travel date',
      datePlaceholder: 'Select a date',
      submit: 'Search routes',
      modify: 'Modify search',
      cities: 'Towns',
      suggestions: 'Stops and stations',
      kindStop: 'Stop',
      kindStation: 'Station',
    },
    /** Spec §5: the fixed list, in its order; the value sent is the English label. */
    bookingTypes: {
      'one way': 'One way',
      'round trip': 'Round trip',
      parcel: 'Parcel',
      scheduled: 'Scheduled',
      rental: 'Rental',
      event: 'Event',
      'daily commute': 'Daily commute',
      express: 'Express',
      vip: 'VIP',
      group: 'Group',
      shared: 'Shared',
      'long distance': 'Long distance',
      business: 'Business',
      leisure: 'Leisure',
      tour: 'Tour',
      family: 'Family',
      friends: 'Friends',
      wedding: 'Wedding',
      corporate: 'Corporate',
      conference: 'Conference',
      sports: 'Sports',
      religious: 'Religious',
      educational: 'Educational',
      medical: 'Medical',
      government: 'Government',
      military: 'Military',
      emergency: 'Emergency',
      shuttle: 'Shuttle',
      school: 'School',
      tourism: 'Tourism',
      shopping: 'Shopping',
      weekly: 'Weekly',
      monthly: 'Monthly',
    } satisfies Record<BookingType, string>,
    results: {
      summary: '{{departure}} → {{destination}}',
      summaryDate: '{{bookingType}} · {{date}}',
      count_one: '{{count}} route goes directly',
      count_other: '{{count}} routes go directly',
      loading: 'Searching for routes',
      retry: 'Try again',
      prompt:
        'Enter where you start and where you are going to see the matatus that take you there.',
      noResultsHint: 'Check the spelling, or pick a stop or town from the suggestions.',
      transfersTitle: 'Journeys with one change',
      transferAt: 'Change at {{stop}}',
      originTitle: 'Routes from your departure',
      destinationTitle: 'Routes to your destination',
      journeyLabel: 'Journey with a change at {{stop}}',
      legLabel: 'Leg {{number}}',
    },
    card: {
      route: 'Route {{code}}',
      noSacco: 'Sacco not recorded',
      board: 'Board at',
      alight: 'Get off at',
      stopsBetween_one: '{{count}} stop',
      stopsBetween_other: '{{count}} stops',
      fare: 'KES {{fare}}',
      stopsLabel: 'Stops of route {{code}}',
      boardingTag: 'board',
      alightingTag: 'get off',
      moreStops_one: '{{count}} more stop',
      moreStops_other: '{{count}} more stops',
      showAll_one: 'Show all {{count}} stop',
      showAll_other: 'Show all {{count}} stops',
      showFewer: 'Show fewer stops',
      viewDetails: 'View Details',
    },
    query: {
      title: 'Search results',
      searched: 'You searched for “{{query}}”.',
      places: 'Stops and stations',
      routes: 'Routes',
      noPlaces: 'No stops or stations match.',
      noRoutes: 'No routes match.',
      failed: 'The search failed. Check your connection and try again.',
      stop: 'Stop',
      station: 'Station',
      searchFrom: 'Search routes from here',
      routeMeta: '{{sacco}} · {{count}} stops',
      findRoute: 'Plan a journey instead',
    },
    messages: {
      bookingTypeRequired: 'Please select booking type',
      departureRequired: 'Please select departure',
      destinationRequired: 'Please select destination',
      dateRequired: 'Please select a date',
      datePast: 'Travel date cannot be in the past',
      sameOriginDestination: 'Departure and destination cannot be the same',
      failed: 'An error occurred while searching for routes.',
      noneForJourney: 'No routes found for the selected journey.',
      noResults: 'No routes found',
      relatedRoutes: 'Showing Related Routes',
      placeUnknown:
        'We could not find that place. Check the spelling or pick a stop from the suggestions.',
      onlyRelated:
        'No matatu goes directly between these places. These journeys and routes may help.',
    } satisfies SpecMessages['search'],
  },
};

/** The shape the Kiswahili texts of the route search must fill in. */
export type RouteSearchTranslation = Messages<typeof enRouteSearch>;
