import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_SHELL, prerenderedPages } from './prerendered-pages';

const builds: string[] = [];
afterAll(() => {
  for (const dist of builds) rmSync(dist, { recursive: true, force: true });
});

/** A web build whose prerender step wrote these pages (none: it prerendered nothing). */
function buildWith(pages: string[]): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'foleni-web-'));
  builds.push(dist);
  if (pages.length === 0) return dist;
  mkdirSync(path.join(dist, 'prerendered'));
  for (const page of pages) writeFileSync(path.join(dist, 'prerendered', page), '<p>page</p>');
  // The precompressed copies are no pages of their own.
  writeFileSync(path.join(dist, 'prerendered', 'about.html.br'), '');
  return dist;
}

describe('which file answers a page address', () => {
  const pageFile = prerenderedPages(
    buildWith([
      'index.html',
      'about.html',
      'how-to-use.html',
      'station.html',
      'route.html',
      'stations.html',
      'search.html',
    ]),
  );

  it('gives a static page its own file, with or without a trailing slash', () => {
    expect(pageFile('/')).toBe('prerendered/index.html');
    expect(pageFile('/about')).toBe('prerendered/about.html');
    expect(pageFile('/about/')).toBe('prerendered/about.html');
    expect(pageFile('/how-to-use')).toBe('prerendered/how-to-use.html');
  });

  it("gives every address of a page with an id that page's template", () => {
    expect(pageFile('/station/12')).toBe('prerendered/station.html');
    expect(pageFile('/station/12/')).toBe('prerendered/station.html');
    expect(pageFile('/routes/7')).toBe('prerendered/route.html');
    expect(pageFile('/stations')).toBe('prerendered/stations.html');
    expect(pageFile('/search')).toBe('prerendered/search.html');
  });

  it('gives the app shell to every other address', () => {
    for (const pathname of [
      // A station's board fills a screen without the site's frame.
      '/station/12/board',
      '/station/kencom',
      // A template or the landing page's file is no address of its own.
      '/station',
      '/route',
      '/index',
      '/about.html',
      '/features',
      '/dashboard/routes/7',
      '/../about',
      '/about.html.br',
    ])
      expect(pageFile(pathname), pathname).toBe(APP_SHELL);
  });

  it('gives the app shell everywhere when the build prerendered nothing', () => {
    const shellOnly = prerenderedPages(buildWith([]));
    for (const pathname of ['/', '/about', '/station/12'])
      expect(shellOnly(pathname)).toBe(APP_SHELL);
  });

  it('falls back to the shell for a template the build did not make', () => {
    const landingOnly = prerenderedPages(buildWith(['index.html']));
    expect(landingOnly('/station/12')).toBe(APP_SHELL);
    expect(landingOnly('/')).toBe('prerendered/index.html');
  });
});
