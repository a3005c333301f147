// Lighthouse 12 (mobile preset: a mid-range phone on a slow 4G link, simulated) on the public
// pages of the real server with the Nairobi data: builds, starts the production server on a
// fresh database, and prints per page Performance, Accessibility, Best Practices, SEO, LCP, TBT,
// CLS and the bytes a first visit transfers, with the load average (the scores depend on it).
// Lighthouse's 4× CPU slowdown stands for a mid-range phone when the host is a fast desktop; each
// row also prints the host's benchmark index (Lighthouse's docs/throttling.md: a host in a lower
// bracket over-throttles at 4×, and `--cpu-slowdown` calibrates it the way the docs say).
// Usage: npm run bench:web [-- --no-build] [-- --runs 3 (the default)] [-- --cpu-slowdown 4]
//        [-- --pages search,route] (only those rows, named as printed)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { todayInNairobi } from '@foleni/contract';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../apps/web/e2e/chromium';
import { cleanUp, freePort, onCleanup, removeOnCleanup, stopOnCleanup } from './processes';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
// Lighthouse's docs advise the median of several runs on a noisy host; one run swings ±5 points.
const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error('--runs takes a whole number of runs, 1 or more');
const slowdownAt = args.indexOf('--cpu-slowdown');
const cpuSlowdown = slowdownAt === -1 ? 4 : Number(args[slowdownAt + 1]);
if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20))
  throw new Error('--cpu-slowdown takes a multiplier from 1 to 20 (Lighthouse mobile: 4)');
const pagesAt = args.indexOf('--pages');
const onlyPages = pagesAt === -1 ? undefined : new Set(args[pagesAt + 1]?.split(','));
const TARGETS = { performance: 90, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.05 };

/** A plain square PNG: a map tile (256 px), or a high-resolution one (512 px). */
function plainTile(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // 8-bit grey, no filter, no interlace
  // Each row: filter type 0, then one light grey byte per pixel.
  const rows = Buffer.alloc(size * (size + 1), 0xe8);
  for (let row = 0; row < size; row++) rows[row * (size + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * OpenStreetMap's tiles cannot be reached from this machine, and each failed tile is a console
 * error that costs the route page its Best Practices score. A local stand-in answers every tile,
 * so the page is measured with its map drawn. It serves high-resolution tiles too (Leaflet's
 * `{r}`, `@2x` on a phone's screen), as a tile server for phones should: OpenStreetMap's own
 * 256 px tiles look blurred at a phone's pixel ratio, which Lighthouse flags
 * (image-size-responsive).
 */
async function startTileServer(): Promise<string> {
  const tile = plainTile(256);
  const sharpTile = plainTile(512);
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=86400' });
    response.end(request.url?.endsWith('@2x.png') ? sharpTile : tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no tile server port');
  return `http://127.0.0.1:${address.port}/{z}/{x}/{y}{r}.png`;
}

/** The production server (`npm run serve`) on a fresh data directory, seeded on first start. */
async function startServer(port: number, dataDir: string, mapTilesUrl: string): Promise<void> {
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MAP_TILES_URL: mapTilesUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // `npm run serve` is a process group (npm, then node): clean-up stops all of it.
  stopOnCleanup(child, { group: true });
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1.0/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() - started > 60_000) throw new Error('the server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The pages the issue lists, with a real station, route and journey from the seeded network. */
async function pagesToMeasure(origin: string): Promise<[string, string][]> {
  const api = async <T>(url: string) =>
    (await (await fetch(`${origin}/api/v1.0${url}`)).json()) as T;
  const stations = await api<{ results: { id: number }[] }>('/station/?search=Kencom');
  const station = stations.results[0];
  const routes = await api<{ results: { id: number }[] }>('/route/?page=1');
  const route = routes.results[0];
  if (!station || !route) throw new Error('the seeded database has no station or route');
  // A whole search, as a passenger sends it: without a date the page asks for one instead.
  const journey = new URLSearchParams({
    departure: 'Kencom',
    destination: 'Karen',
    bookingType: 'one way',
    travelDate: todayInNairobi(new Date(Date.now() + 86_400_000)),
    time: '08:00',
  });
  return [
    ['landing', '/'],
    ['search', `/search?${journey}`],
    ['stations', '/stations'],
    ['station', `/station/${station.id}`],
    ['station board', `/station/${station.id}/board`],
    ['route', `/routes/${route.id}`],
    ['complain', '/complain'],
    ['login', '/login'],
  ];
}

interface PageResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of the host's CPU: about 1000 for a mid-tier phone, 1500+ a fast desktop. */
  benchmarkIndex: number;
  /** The audits that cost Accessibility, Best Practices or SEO points: what to fix first. */
  failing: string[];
}

async function measure(url: string, port: number): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    failing,
  };
}

/** The run with the median Performance score, as Lighthouse's own docs advise for noisy hosts. */
function medianRun(results: PageResult[]): PageResult {
  return [...results].sort((a, b) => a.performance - b.performance)[
    Math.floor(results.length / 2)
  ] as PageResult;
}

function format(name: string, result: PageResult): string {
  const misses = [
    result.performance < TARGETS.performance && 'performance',
    result.accessibility < TARGETS.accessibility && 'accessibility',
    result.bestPractices < TARGETS.bestPractices && 'best practices',
    result.seo < TARGETS.seo && 'SEO',
    !(result.cls < TARGETS.cls) && 'CLS',
  ].filter(Boolean);
  return [
    name.padEnd(14),
    String(result.performance).padStart(4),
    String(result.accessibility).padStart(5),
    String(result.bestPractices).padStart(4),
    String(result.seo).padStart(4),
    `${(result.lcpMs / 1000).toFixed(2)} s`.padStart(8),
    `${result.tbtMs.toFixed(0)} ms`.padStart(8),
    result.cls.toFixed(3).padStart(6),
    `${(result.bytes / 1024).toFixed(0)} KiB`.padStart(9),
    String(Math.round(result.benchmarkIndex)).padStart(6),
    misses.length ? `  below target: ${misses.join(', ')}` : '',
    result.failing.length ? `(failing: ${result.failing.join(', ')})` : '',
  ].join(' ');
}

/**
 * The build and the server's first start keep both cores busy for a while after they end; the
 * targets are for an idle machine. Waits (2 minutes at most) until the last minute's load
 * average is below 1, and says how long it waited.
 */
async function settle(): Promise<void> {
  const started = Date.now();
  const lastMinute = () => loadavg()[0] ?? 0;
  while (lastMinute() >= 1 && Date.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  console.log(`waited ${((Date.now() - started) / 1000).toFixed(0)} s for the machine to settle`);
}

/** Asks for each page once, so the server answers warm, as a server that has been running does. */
async function warmUp(origin: string, pages: [string, string][]): Promise<void> {
  for (const [, url] of pages) {
    await (await fetch(`${origin}${url}`)).text();
  }
}

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}
const dataDir = removeOnCleanup(mkdtempSync(path.join(tmpdir(), 'foleni-bench-web-')));
const port = freePort();
const origin = `http://127.0.0.1:${port}`;
try {
  const mapTilesUrl = await startTileServer();
  await startServer(port, dataDir, mapTilesUrl);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  onCleanup(() => chrome.kill());
  const pages = (await pagesToMeasure(origin)).filter(([name]) => onlyPages?.has(name) ?? true);
  if (pages.length === 0)
    throw new Error(`--pages names none of the pages: ${[...(onlyPages ?? [])]}`);
  await warmUp(origin, pages);
  await settle();
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(
    `load average before: ${load} (1, 5, 15 min) on ${pages.length} pages × ${runs} run(s), CPU slowdown ${cpuSlowdown}×; map tiles from a local stand-in (${mapTilesUrl})`,
  );
  console.log(
    `${'page'.padEnd(14)} perf  a11y   bp  seo      LCP      TBT    CLS  transfer  bench   (targets: perf ≥ ${TARGETS.performance}, a11y/bp/seo ${TARGETS.seo}, CLS < ${TARGETS.cls})`,
  );
  for (const [name, url] of pages) {
    const results: PageResult[] = [];
    for (let run = 0; run < runs; run++)
      results.push(await measure(`${origin}${url}`, chrome.port));
    console.log(format(name, medianRun(results)));
  }
  console.log(
    `load average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await cleanUp();
}
