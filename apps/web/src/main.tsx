// First: zod reads this setting when the contract's schemas are built.
import './lib/zod-jitless';
import './styles/global.css';
import './lib/pwa/register-service-worker';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { prepareInitialRoute } from './app/initial-route';
import {
  endPrerenderedPage,
  isPrerenderedForVisitor,
  removePrerenderedHead,
} from './app/prerendered-page';
import { addDashboardRoutes, createAppRoutes } from './app/router';
import { i18nReady } from './i18n';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

async function start(container: HTMLElement) {
  const routes = createAppRoutes();
  const [hydrationData] = await Promise.all([
    prepareInitialRoute(routes, window.location.pathname),
    i18nReady,
  ]);
  const router = createBrowserRouter(routes, {
    hydrationData,
    patchRoutesOnNavigation: addDashboardRoutes(),
  });
  const app = (
    <StrictMode>
      <App router={router} onShown={() => endPrerenderedPage(container)} />
    </StrictMode>
  );
  if (isPrerenderedForVisitor(container)) {
    // As a transition, hydration yields to the browser between components, so the phone's main
    // thread is never blocked for the whole page at once (Lighthouse's Total Blocking Time).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    removePrerenderedHead(container);
    // Synchronously, so that a prerendered page it replaces is never shown empty in between.
    flushSync(() => createRoot(container).render(app));
  }
}

// Not a top-level await: page chunks import shared code from this entry, which must not wait on them.
void start(container);
