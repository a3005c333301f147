/** How long a success toast stays up (spec §9). */
export const SUCCESS_TOAST_MS = 2000;

/** The pause after a password change before going to `/`, so the message can be read (spec §7). */
export const CHANGE_PASSWORD_REDIRECT_MS = 3000;

/** Browser storage keys; the token and complaint keys are the spec's, so old sessions carry over. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  /** A complaint written while logged out, submitted after the next login (spec §4). */
  complaint: 'complaint',
  theme: 'foleni.theme',
  language: 'foleni.language',
} as const;

/** The landing page's figures are static text, not live counts (spec §1, §9). */
export const STATIC_STATS = [
  { value: '1,000+', label: 'vehicles queued' },
  { value: '50+', label: 'Saccos' },
  { value: '500+', label: 'drivers and conductors' },
  { value: '100+', label: 'stations' },
] as const;

export const MOBILE_DRAWER_WIDTH = 320;

export const API_BASE_PATH = '/api/v1.0';

/** A list's page size when the call names none (spec §7), and the largest it may ask for. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The HTML-form body Africa's Talking posts to the USSD and SMS callbacks, and takes from us. */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/**
 * Paths under API_BASE_PATH of the answers a public page first shows. The web asks for them, and
 * the server names them in the page's preload header: a path that differed would be fetched twice.
 */
export const API_PATHS = {
  route: (id: number | string) => `route-by-id/${id}/`,
  station: (id: number | string) => `station/${id}/`,
  stationQueue: (id: number | string) => `stations/${id}/queue/`,
} as const;
