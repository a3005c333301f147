import { listenForApiAnswers } from './api-answers';

/** The worker's message types, as public/sw.js names them. */
const CACHE_LOADED = 'foleni:cache-loaded';

/**
 * Registers the service worker (public/sw.js), imported once by main.tsx. Production builds only:
 * under Vite's dev server a worker would keep serving modules that just changed. Registration
 * waits for the load event, so the worker's start and its first downloads never compete with the
 * page's first paint.
 */
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const container = navigator.serviceWorker;
  listenForApiAnswers(container);
  if (!container.controller) {
    container.addEventListener('controllerchange', () => handOverLoaded(container), { once: true });
  }
  window.addEventListener('load', () => void register(container), { once: true });
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
