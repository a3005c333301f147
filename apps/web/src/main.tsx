// First: zod reads this setting when the contract's schemas are built.
import './lib/zod-jitless';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { loadInitialData, prepareInitialRoute } from './app/initial-route';
import {
  endPrerenderedPage,
  isPrerenderedForVisitor,
  prerenderedHead,
} from './app/prerendered-page';
import { addDashboardRoutes, createAppRoutes } from './app/router';
import { i18n, i18nReady } from './i18n';
import { registerServiceWorkerWhenIdle } from './lib/pwa/register-service-worker';
import { getSession } from './lib/session';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

/**
 * Resolves once the browser has painted what the server sent (the prerendered page): the app's
 * work starts after that, never before it on a slow phone. A hidden page paints nothing, so it
 * does not wait.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') {
    return Promise.resolve();
  }
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Spec §4: on first load, stored tokens and no user → fetch the user and sign in. Started here,
 * the request runs while the page's code downloads; from the root layout it waited for all of it
 * (a dashboard page's hundred files), and the page for it.
 */
function restoreStoredSession(): void {
  if (getSession().status !== 'restoring') {
    return;
  }
  void Promise.all([import('./features/auth/restore-session'), i18nReady]).then(([module]) =>
    module.restoreSession(i18n.t.bind(i18n)),
  );
}

async function start(container: HTMLElement) {
  await afterFirstPaint();
  restoreStoredSession();
  const routes = createAppRoutes();
  const [hydrationData] = await Promise.all([
    prepareInitialRoute(routes, window.location.pathname),
    i18nReady,
  ]);
  await loadInitialData(routes, window.location);
  const router = createBrowserRouter(routes, {
    hydrationData,
    patchRoutesOnNavigation: addDashboardRoutes(),
  });
  const hydrate = isPrerenderedForVisitor(container);
  const staleHead = hydrate ? [] : prerenderedHead(container);
  const app = (
    <StrictMode>
      <App
        router={router}
        onShown={() => {
          endPrerenderedPage(container, staleHead);
          registerServiceWorkerWhenIdle();
        }}
      />
    </StrictMode>
  );
  // As a transition, React draws the page in slices between the browser's own work, so a phone's
  // main thread is never blocked for the whole page at once (Lighthouse's Total Blocking Time).
  // What is on screen (the prerendered markup) stays until the page is ready to replace it.
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  });
}

// Not a top-level await: page chunks import shared code from this entry, which must not wait on them.
void start(container);
