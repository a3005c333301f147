// Foleni's service worker: what a passenger has opened keeps working without a network, so a
// station board or a route page opens offline and says how old it is. Plain JavaScript, served
// as it is at /sw.js (no-cache, so a changed worker is installed on the next visit); the app
// registers it in production builds (src/lib/pwa/register-service-worker.ts).
//
//   navigations             network first; offline: that page as last seen, else the app shell
//   /assets/*               cache first: hashed names, a file never changes
//   public API answers      network first; offline: the last answer. The page is told which it
//                           got and the answer's time, for its "last updated" notice
//   other files of a page   network first (theme-init.js, favicon, icons, images)
//
// Left to the network, never stored: other methods than GET, anything with an Authorization
// header (a signed-in user's data), server-sent events, other origins (map tiles), and API paths
// outside PUBLIC_API (the API docs, searches, the dashboard's calls).
//
// The marshal's queue actions made offline wait in IndexedDB (src/features/queue/offline); the
// page sends them when the connection is back. Background Sync wakes this worker then, and it
// asks the open pages to send them (the `sync` listener below).

/** Bump when what the caches hold, or how it is keyed, changes: activation drops older caches. */
const VERSION = 1;
const CACHE_PREFIX = 'foleni-';
const CACHES = {
  /** The app shell and each page opened, by path. */
  pages: `${CACHE_PREFIX}pages-v${VERSION}`,
  /**
   * Hashed scripts and styles from /assets/. Kept across releases (a page cached by an earlier
   * release still finds its files offline) until a VERSION bump starts afresh.
   */
  assets: `${CACHE_PREFIX}assets-v${VERSION}`,
  /** The shell's other files and what pages show (images). */
  files: `${CACHE_PREFIX}files-v${VERSION}`,
  /** Public API answers, by URL. */
  api: `${CACHE_PREFIX}api-v${VERSION}`,
};

/** The app shell: the server's index.html, which renders any page that was not prerendered. */
const SHELL_URL = '/index.html';

/** The public API answers that the pages which work offline show. */
const PUBLIC_API = [
  /^\/api\/v1\.0\/station\/\d+\/$/, // a station's page
  /^\/api\/v1\.0\/stations\/\d+\/queue\/$/, // a station's queue: its board (and the queue pages)
  /^\/api\/v1\.0\/route-by-id\/\d+\/$/, // a route's page
  /^\/api\/v1\.0\/settings\/$/, // the maps' settings, on station and route pages
];

/** Messages, kept in sync with src/lib/pwa. */
const MESSAGE = {
  /** To a page: an API answer it got, `{ url, fromCache, at }` (ms). */
  apiAnswer: 'foleni:api-answer',
  /** From a page: what it loaded before this worker controlled it, `{ page?, files }`. */
  cacheLoaded: 'foleni:cache-loaded',
  /** To a page: the connection is back, send the queue actions waiting on the device. */
  flushOutbox: 'foleni:flush-outbox',
};

/** Background Sync's tag for the queue actions waiting on the device. */
const OUTBOX_SYNC = 'foleni-queue-outbox';

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell());
  // A new worker takes over at once instead of waiting for every tab to close. It changes how
  // files are fetched, never what the app does; a page of the previous release keeps finding its
  // hashed files in the assets cache (or on the network, as it would without a worker).
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set(Object.values(CACHES));
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && !current.has(name)) {
          await caches.delete(name);
        }
      }
      // The page's request starts while the worker is still starting up (slow on a cheap phone).
      await self.registration.navigationPreload?.enable();
      // Control the pages already open, the first visit's too: what they fetch from now on is
      // kept, so a page opened once already works offline.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = STRATEGIES[storeFor(event.request)];
  if (strategy) {
    event.respondWith(strategy(event));
  }
});

self.addEventListener('message', (event) => {
  if (event.data?.type === MESSAGE.cacheLoaded) {
    event.waitUntil(cacheLoaded(event.data));
  }
});

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC) {
    event.waitUntil(askPagesToFlush());
  }
});

/**
 * The actions are sent by a page, which holds the account's token: with none open, the sync
 * fails and the browser tries it again later; opening the queue page sends them anyway.
 */
async function askPagesToFlush() {
  const pages = await self.clients.matchAll({ type: 'window' });
  if (pages.length === 0) {
    throw new Error('no open page to send the waiting queue actions');
  }
  for (const page of pages) {
    page.postMessage({ type: MESSAGE.flushOutbox });
  }
}

/** Which cache keeps a request's answer (a key of CACHES), or null to leave it alone. */
function storeFor(request) {
  const url = new URL(request.url);
  if (
    request.method !== 'GET' ||
    url.origin !== self.location.origin ||
    request.headers.has('authorization') ||
    request.headers.get('accept')?.includes('text/event-stream')
  ) {
    return null;
  }
  if (url.pathname.startsWith('/api/')) {
    return PUBLIC_API.some((api) => api.test(url.pathname)) ? 'api' : null;
  }
  if (request.mode === 'navigate') {
    return 'pages';
  }
  if (url.pathname.startsWith('/assets/')) {
    return 'assets';
  }
  // Files the page itself loads (scripts, styles, images, the manifest); not fetch() calls.
  return request.destination ? 'files' : null;
}

const STRATEGIES = {
  pages: async (event) => {
    const key = pageKey(event.request.url);
    const response = await fetchAndKeep(event, CACHES.pages, key, preloadOrFetch(event));
    return (
      response ??
      (await caches.match(key, { cacheName: CACHES.pages })) ??
      (await caches.match(SHELL_URL, { cacheName: CACHES.pages })) ??
      Response.error()
    );
  },

  assets: async (event) =>
    (await caches.match(event.request, { cacheName: CACHES.assets })) ??
    (await fetchAndKeep(event, CACHES.assets)) ??
    Response.error(),

  files: async (event) =>
    (await fetchAndKeep(event, CACHES.files)) ??
    (await caches.match(event.request, { cacheName: CACHES.files })) ??
    Response.error(),

  api: async (event) => {
    const fresh = await fetchAndKeep(event, CACHES.api);
    const response = fresh ?? (await caches.match(event.request, { cacheName: CACHES.api }));
    if (!response) {
      return Response.error();
    }
    if (response.ok) {
      event.waitUntil(tellPage(event.clientId, event.request.url, response, fresh === null));
    }
    return response;
  },
};

/**
 * The network's answer, a copy of it kept in `cacheName` under `key` when it is a success; null
 * when the network fails (offline).
 */
async function fetchAndKeep(
  event,
  cacheName,
  key = event.request,
  fetching = fetch(event.request),
) {
  let response;
  try {
    response = await fetching;
  } catch {
    return null;
  }
  if (response.ok && response.type === 'basic') {
    // Copied now: the page starts reading the body as soon as it is returned.
    const copy = response.clone();
    event.waitUntil(caches.open(cacheName).then((cache) => cache.put(key, copy)));
  }
  return response;
}

/** A navigation's answer: the one the browser started while this worker woke up, if any. */
async function preloadOrFetch(event) {
  return (await event.preloadResponse) ?? fetch(event.request);
}

/** Pages are kept by path: the query (a search's places) is read by the app itself. */
function pageKey(url) {
  return new URL(url).pathname;
}

/** Tells the page where an API answer came from and how old it is (src/lib/pwa/api-answers.ts). */
async function tellPage(clientId, url, response, fromCache) {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  const at = Date.parse(response.headers.get('date') ?? '') || Date.now();
  client?.postMessage({ type: MESSAGE.apiAnswer, url, fromCache, at });
}

/** The shell, its hashed assets and its other files (theme-init.js, favicon), all or nothing. */
async function cacheShell() {
  const shell = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!shell.ok) {
    throw new Error(`${SHELL_URL}: HTTP ${shell.status}`);
  }
  const html = await shell.clone().text();
  const files = [...html.matchAll(/(?:src|href)="(\/(?!\/)[^"]*)"/g)].map((match) => match[1]);
  const assets = files.filter((file) => file.startsWith('/assets/'));
  const others = files.filter((file) => !file.startsWith('/assets/'));
  await Promise.all([
    caches.open(CACHES.assets).then((cache) => cache.addAll(assets)),
    caches.open(CACHES.files).then((cache) => cache.addAll(others)),
  ]);
  await caches.open(CACHES.pages).then((cache) => cache.put(SHELL_URL, shell));
}

/**
 * Keeps what a page loaded before this worker controlled it (a first visit), as the fetch
 * handler would have: the page, its hashed assets and its public API answers.
 */
async function cacheLoaded({ page, files }) {
  const work = files.map((file) => {
    const store = storeFor(new Request(file));
    return store === 'assets' || store === 'api'
      ? caches.open(CACHES[store]).then((cache) => cache.add(file))
      : null;
  });
  if (page) {
    work.push(
      Promise.all([caches.open(CACHES.pages), fetch(page)]).then(
        ([pages, response]) => response.ok && pages.put(pageKey(page), response),
      ),
    );
  }
  await Promise.allSettled(work);
}
