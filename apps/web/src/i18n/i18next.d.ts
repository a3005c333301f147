import 'i18next';
import type { enAccount } from './locales/account/en';
import type { en } from './locales/en';
import type { enFleet } from './locales/fleet/en';
import type { enMap } from './locales/map/en';
import type { enNetwork } from './locales/network/en';
import type { enPassengers } from './locales/passengers/en';
import type { enPlaces } from './locales/places/en';
import type { enPublicPages } from './locales/public-pages/en';
import type { enPwa } from './locales/pwa/en';
import type { enQueue } from './locales/queue/en';
import type { enRouteSearch } from './locales/route-search/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /**
     * The first-load texts plus those added with the pages that show them: the account and
     * dashboard texts (i18n/account.ts), the public pages' texts (i18n/public-pages.ts), the
     * route search texts (i18n/route-search.ts) and one bundle per dashboard area: network,
     * fleet, queue, passengers (complaints and bookings), places (the gazetteer); the maps'
     * texts (i18n/map.ts); working offline (i18n/pwa.ts).
     */
    resources: {
      translation: typeof en &
        typeof enAccount &
        typeof enPublicPages &
        typeof enRouteSearch &
        typeof enNetwork &
        typeof enFleet &
        typeof enQueue &
        typeof enPassengers &
        typeof enPlaces &
        typeof enMap &
        typeof enPwa;
    };
  }
}
