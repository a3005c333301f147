import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where the web build (apps/web/scripts/prerender.mjs) writes its prerendered pages. */
export const PRERENDERED_DIR = 'prerendered';
/** The app shell: an empty page the app draws itself, for every address without its own file. */
export const APP_SHELL = 'index.html';

/**
 * Pages whose content depends on their address: one prerendered loading state (header, title,
 * the skeleton of the content) serves every address of the page. A station's board is not one
 * of them: it fills a screen without the site's frame.
 */
const TEMPLATES: readonly Template[] = [
  { pattern: /^\/stations$/, file: 'stations.html' },
  { pattern: /^\/station\/(\d+)$/, file: 'station.html', record: 'station' },
  { pattern: /^\/routes\/(\d+)$/, file: 'route.html', record: 'route' },
  { pattern: /^\/search$/, file: 'search.html' },
];

type Template = {
  pattern: RegExp;
  file: string;
  /** The record a page of one record shows, whose id the pattern's first group is. */
  record?: RecordKind;
};

/** The records whose pages the server fills in (web/record-pages.ts). */
export type RecordKind = 'route' | 'station';

/** The template that answers a page address, if one does. */
export function templateOf(pathname: string): Template | undefined {
  const page = pagePath(pathname);
  return TEMPLATES.find((candidate) => candidate.pattern.test(page));
}

/**
 * A template filled in for one record: the build writes it beside the template
 * (`route.html` → `route.record.html`, apps/web/src/app/prerender/record-pages.tsx), and
 * web/record-pages.ts writes the record's fields into it. It is no page of its own either.
 */
export function recordFileOf(template: string): string {
  return template.replace(/\.html$/, '.record.html');
}

/** A page's address as the pages are known by: without the query's part or a trailing slash. */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Which file answers a page address, relative to the web build: the page's prerendered file
 * when the build made one (`/about` → `prerendered/about.html`, `/` → `prerendered/index.html`),
 * else the app shell. Read once at start: a build is never changed under a running server.
 */
export function prerenderedPages(webDist: string): (pathname: string) => string {
  const dir = path.join(webDist, PRERENDERED_DIR);
  const files = new Set(
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
          file.endsWith('.html'),
        )
      : [],
  );
  const inBuild = (file: string) => (files.has(file) ? `${PRERENDERED_DIR}/${file}` : null);
  // A template's file is not a page of its own: `/station` is no station's address.
  const notOwnPages = new Set([
    'index.html',
    ...TEMPLATES.flatMap(({ file }) => [file, recordFileOf(file)]),
  ]);
  return (pathname) => {
    const page = pagePath(pathname);
    const template = templateOf(page);
    if (template) return inBuild(template.file) ?? APP_SHELL;
    if (page === '/') return inBuild('index.html') ?? APP_SHELL;
    const file = `${page.slice(1)}.html`;
    return (!notOwnPages.has(file) && inBuild(file)) || APP_SHELL;
  };
}
