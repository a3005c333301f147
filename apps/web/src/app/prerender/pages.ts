import { Button, Pagination, Tag } from 'antd';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { PrerenderedKind } from '../prerendered-page';

export type PrerenderedPage = {
  /** The address rendered. */
  url: string;
  /** Under dist/prerendered/, where the server looks for it (apps/server's web module). */
  file: string;
  /** The page's route module, as the build manifest names it: its code and styles load first. */
  module: string;
  kind: PrerenderedKind;
  /**
   * antd components the page draws once its data is there, whose styles come with the page: antd
   * writes a component's styles at run time unless the page brought them, and on a phone that is
   * a long task of its own (an antd Button's alone took 43 ms, unthrottled, on the search page).
   */
  styledAhead?: readonly ComponentType[];
};

const page = (url: string, file: string, module: string): PrerenderedPage => ({
  url,
  file,
  module: `src/app/routes/${module}.tsx`,
  kind: 'page',
});

/**
 * A page whose content depends on its address, drawn in its loading state (header, title, the
 * skeleton of its content): the server sends it for every address of that page. The address
 * rendered is any valid one; the loading state does not show it.
 */
const template = (url: string, file: string, module: string): PrerenderedPage => ({
  ...page(url, file, module),
  kind: 'template',
});

/** A page that is a form: the same as a page, but sending it needs JavaScript. */
const form = (url: string, file: string, module: string): PrerenderedPage => ({
  ...page(url, file, module),
  kind: 'form',
});

/** The public pages prerendered at build time (scripts/prerender.mjs). */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  page(paths.home.getHref(), 'index.html', 'landing'),
  page(paths.about.getHref(), 'about.html', 'pages/about'),
  page(paths.features.getHref(), 'features.html', 'pages/features'),
  page(paths.faq.getHref(), 'faq.html', 'pages/faq'),
  page(paths.howToUse.getHref(), 'how-to-use.html', 'pages/how-to-use'),
  page(paths.contact.getHref(), 'contact.html', 'pages/contact'),
  page(paths.privacy.getHref(), 'privacy.html', 'pages/privacy'),
  page(paths.terms.getHref(), 'terms.html', 'pages/terms'),
  page(paths.refundPolicy.getHref(), 'refund-policy.html', 'pages/refund-policy'),
  page(paths.charging.getHref(), 'charging.html', 'pages/charging'),
  page(paths.factoryBooking.getHref(), 'factory-booking.html', 'pages/factory-booking'),
  page(paths.comingSoon.getHref(), 'commingsoon.html', 'pages/commingsoon'),
  // The list's pages.
  { ...template(paths.stations.getHref(), 'stations.html', 'stations'), styledAhead: [Pagination] },
  template(paths.station.getHref(1), 'station.html', 'station'),
  // Its Book button, and on a phone the one that shows the street map.
  { ...template(paths.route.getHref(1), 'route.html', 'route-details'), styledAhead: [Button] },
  // Its journeys, each with a Book button and a Live tag.
  { ...template(paths.search.getHref(), 'search.html', 'search'), styledAhead: [Button, Tag] },
  // Forms, taken over as they are: their fields take no typing until then (READ_ONLY_UNTIL_TAKEN_OVER),
  // and a draft kept on the device fills them in afterwards. Drawing them anew instead was the
  // longest task of their first load on a phone (Lighthouse TBT on /complain 533 → 277 ms).
  form(paths.auth.login.getHref(), 'login.html', 'auth/login'),
  form(paths.complain.getHref(), 'complain.html', 'complain'),
];
