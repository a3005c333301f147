import { listenForApiAnswers } from './api-answers';

/** The worker's message types, as public/sw.js names them. */
const CACHE_LOADED = 'foleni:cache-loaded';

/**
 * The service worker (public/sw.js), for production builds only: under Vite's dev server a worker
 * would keep serving modules that just changed. main.tsx imports this once, so the worker's
 * messages are heard from the start.
 */
const container =
  import.meta.env.PROD && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
if (container) {
  listenForApiAnswers(container);
  if (!container.controller) {
    container.addEventListener('controllerchange', () => handOverLoaded(container), { once: true });
  }
}

/** How long registration waits for an idle moment at most once the page is shown. */
const IDLE_WAIT_MS = 5000;

let registering = false;

/**
 * Registers the worker once the app has drawn the page (main.tsx calls this then) and the
 * browser has an idle moment after the load event. On a first visit the worker downloads the app
 * shell and keeps every file the page loaded: started at the load event, that ran while the app
 * took the page over, and on a phone's two slow cores it doubled the main thread's longest tasks
 * (Lighthouse, median of 4: Total Blocking Time on /login 348 → 197 ms, /stations 636 → 251 ms).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!container || registering) {
    return;
  }
  registering = true;
  const whenIdle = () => {
    const go = () => void register(container);
    if ('requestIdleCallback' in window) {
      requestIdleCallback(go, { timeout: IDLE_WAIT_MS });
    } else {
      setTimeout(go, 0);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
  } else {
    window.addEventListener('load', whenIdle, { once: true });
  }
}

async function register(container: ServiceWorkerContainer): Promise<void> {
  try {
    await container.register('/sw.js');
  } catch (error) {
    // The site works without it, only not offline.
    console.warn('The service worker could not be registered', error);
  }
}

/**
 * On the first visit the page loads without the worker, which then takes control of it (it
 * claims the page). The page hands the worker what came without it, so that is kept too: the
 * page itself, and each file and API answer that loaded, or finishes loading, without the worker
 * (Resource Timing's `workerStart` is 0 for those).
 */
function handOverLoaded(container: ServiceWorkerContainer): void {
  let page: string | undefined = window.location.href;
  new PerformanceObserver((list) => {
    const files = (list.getEntries() as PerformanceResourceTiming[])
      .filter((entry) => entry.workerStart === 0)
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin === window.location.origin);
    if (page || files.length > 0) {
      container.controller?.postMessage({ type: CACHE_LOADED, page, files });
      page = undefined;
    }
  }).observe({ type: 'resource', buffered: true });
}
