import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageDataPreloads } from './page-data-preloads';
import { APP_SHELL, prerenderedPages } from './prerendered-pages';
import { type RecordLookups, recordPages } from './record-pages';

/**
 * Answers a page address with its prerendered file or the app shell. It returns nothing and is
 * called from synchronous handlers: Fastify awaits a returned reply as a thenable, which adds
 * listeners to the response, and a page's response already has those of the files' route it
 * passed through (Node warns of a leak past ten).
 */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => void;

const ASSETS_DIR = 'assets';

/** The routes that serve the build's files: its hashed assets, and the rest of it. */
export const WEB_FILE_ROUTES: readonly string[] = [`/${ASSETS_DIR}/*`, '/*'];

/**
 * Serves the built web app. The build writes a brotli and a gzip copy beside every text file
 * (apps/web/scripts/precompress.mjs), sent to the browsers that take them. Hashed assets are
 * cached for a year; everything else (pages, the service worker, the manifest) is revalidated on
 * every load, so a new release is picked up at once. Returns null when there is no build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  records: RecordLookups,
): Promise<SendPage | null> {
  if (!existsSync(path.join(webDist, APP_SHELL))) return null;
  // One route for all files of a folder: a route per file (three per file with the compressed
  // copies) took a sixth of the server's start. A path that is no file goes on to the fallback.
  const files = { wildcard: true, index: false, preCompressed: true } as const;
  // A hashed asset never changes under its name, so a validator or byte ranges would only add
  // a hundred bytes of headers to each of the 40 to 80 files a page loads.
  await app.register(fastifyStatic, {
    ...files,
    root: path.join(webDist, ASSETS_DIR),
    prefix: `/${ASSETS_DIR}/`,
    decorateReply: false,
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  await app.register(fastifyStatic, {
    ...files,
    root: webDist,
    setHeaders(reply) {
      reply.header('cache-control', 'no-cache');
    },
  });
  const pageFile = prerenderedPages(webDist);
  const recordPage = recordPages(webDist, records, app.log);
  const sendPage: SendPage = (request, reply) => {
    // A page reaches here through the files' route, which sends no page headers (app.ts).
    reply.helmet();
    const pathname = request.url.split('?', 1)[0] as string;
    const preloads = pageDataPreloads(pathname);
    if (preloads) reply.header('link', preloads);
    void recordPage(pathname).then((html) => {
      if (html === null) {
        reply.type('text/html').sendFile(pageFile(pathname));
      } else {
        reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
        sendCompressed(request, reply, html);
      }
    });
  };
  // The files' wildcard route would take `/` for the build's folder, and it sends no page
  // headers (app.ts): the shell, which the service worker keeps for offline use, gets them here.
  app.get('/', sendPage);
  app.get(`/${APP_SHELL}`, (_request, reply) => {
    reply.type('text/html').sendFile(APP_SHELL);
  });
  return sendPage;
}

/**
 * A page made for one request (a record's page), compressed as the browser takes it with the
 * settings of the API's JSON (app.ts): the files' route it passed through comes before that
 * plugin, whose hooks it does not get.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string): void {
  reply.header('vary', 'accept-encoding');
  const coding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (coding === 'br') {
    const params = { [zlib.BROTLI_PARAM_QUALITY]: 4 };
    reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params }));
  } else if (coding === 'gzip') {
    reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 1 }));
  } else {
    reply.send(html);
  }
}
