import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { listPublicPageIds } from './seo.repo';

/**
 * The public pages a search engine should know, besides every station and route: the web app's
 * addresses (apps/web/src/config/paths.ts) that anyone can open, without the sign-in forms.
 */
const PUBLIC_PAGES = [
  '/',
  '/stations',
  '/search',
  '/complain',
  '/features',
  '/about',
  '/how-to-use',
  '/faq',
  '/contact',
  '/privacy',
  '/terms',
  '/refund-policy',
  '/charging',
  '/factory-booking',
];

/** Pages for people with an account, and the API: nothing there for a search engine. */
const DISALLOWED = ['/dashboard', '/profile', '/settings', '/api/'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export interface SeoOptions {
  /** Where people reach the site (`PUBLIC_URL`); null: the address each request came to. */
  publicUrl: string | null;
}

/**
 * `/robots.txt` and `/sitemap.xml`. The sitemap is made on each request (two queries of ids): it
 * is asked for rarely, and so it is never older than the network.
 */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, { publicUrl }) => {
  const originOf = (request: FastifyRequest) =>
    publicUrl ?? `${request.protocol}://${request.host}`;

  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400');
    return [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const { stations, routes } = await listPublicPageIds(app.db);
    const origin = originOf(request);
    const paths = [
      ...PUBLIC_PAGES,
      ...stations.map((id) => `/station/${id}`),
      ...routes.map((id) => `/routes/${id}`),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
  });
};
