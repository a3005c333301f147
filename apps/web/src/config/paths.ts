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
  home: {
    path: '/',
    getHref: () => '/',
  },
  findStation: {
    getHref: () => `/#${landingSections.findStation}`,
  },
  pricing: {
    getHref: () => `/#${landingSections.pricing}`,
  },
  features: {
    path: '/features',
    getHref: () => '/features',
  },
  stations: {
    path: '/stations',
    getHref: () => '/stations',
  },
  about: {
    path: '/about',
    getHref: () => '/about',
  },
  contact: {
    path: '/contact',
    getHref: () => '/contact',
  },
  search: {
    path: '/search',
    /** Route search results; `q` is the free-text query from the header search box. */
    getHref: (q?: string) => {
      const query = q?.trim();
      return query ? `/search?${new URLSearchParams({ q: query })}` : '/search';
    },
  },
  complain: {
    path: '/complain',
    getHref: () => '/complain',
  },
  faq: {
    path: '/faq',
    getHref: () => '/faq',
  },
  howToUse: {
    path: '/how-to-use',
    getHref: () => '/how-to-use',
  },
  privacy: {
    path: '/privacy',
    getHref: () => '/privacy',
  },
  terms: {
    path: '/terms',
    getHref: () => '/terms',
  },
  auth: {
    login: {
      path: '/login',
      getHref: () => '/login',
    },
  },
} as const;
