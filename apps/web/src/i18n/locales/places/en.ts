import { messages } from '@foleni/contract/messages';
import type { Messages } from '../en';

/** The answers about places that are plain sentences (nameTooLong takes a number). */
const { nameTooLong: _nameTooLong, ...placeTexts } = messages.places;

/**
 * English texts of the gazetteer page (/dashboard/places). They download with that page
 * (`i18n/places.ts`), not with the first load. `sw.ts` beside this file must translate every key.
 */
export const enPlaces = {
  /** The contract's texts for this page (the server's answers), never retyped. */
  messages: {
    places: placeTexts,
  },
  places: {
    title: 'Places',
    subtitle:
      'The gazetteer: neighbourhoods, estates, towns and landmarks passengers may search from and to.',
    list: 'Places',
    search: 'Search places',
    total_one: '{{count}} place',
    total_other: '{{count}} places',
    empty: 'No places match',
    genericError: 'An error occurred',
    newPlace: 'New place',
    editPlace: 'Edit {{name}}',
    create: 'Add place',
    save: 'Save changes',
    cancel: 'Cancel',
    name: 'Name',
    nameSw: 'Kiswahili name',
    nameSwHint: 'Leave empty when it is the same as the English name.',
    kind: 'Kind',
    kindPlaceholder: 'Choose the kind of place',
    latitude: 'Latitude',
    longitude: 'Longitude',
    coordinatesHint: 'The centre of the place, e.g. -1.2841 and 36.8233.',
    coordinates: 'Centre',
    radius: 'Radius',
    radiusHint: 'Journeys start at any stop this far from the centre (100 to 20,000 m).',
    metres: '{{value}} m',
    showOnMap: 'Show {{name}} on OpenStreetMap',
    archiveTitle: 'Archive {{name}}?',
    archiveBody: 'Searches will no longer find this place. You can restore it at any time.',
    restoreTitle: 'Restore {{name}}?',
    kinds: {
      city: 'City',
      neighbourhood: 'Neighbourhood',
      estate: 'Estate',
      town: 'Town',
      landmark: 'Landmark',
    },
  },
} as const;

export type PlacesTranslation = Messages<typeof enPlaces>;
