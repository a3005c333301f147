// Reports the JavaScript the landing page (`/`) downloads on first load, gzip-compressed:
// the files index.html loads plus the landing route's chunk and everything it imports
// statically. Fails when that total is over the budget, so the landing page stays fast on a
// phone on a slow connection. Also fails when a page a passenger opens from a link loads zod
// (`zod-*.js`) before it is shown: evaluating it and the contract's schemas was the longest task
// of those pages on a phone (src/lib/answers). Run after `vite build` (needs build.manifest).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const LANDING_ROUTE = 'src/app/routes/landing.tsx';
const WITHOUT_ZOD = [
  LANDING_ROUTE,
  'src/app/routes/stations.tsx',
  'src/app/routes/station.tsx',
  'src/app/routes/station-board.tsx',
  'src/app/routes/route-details.tsx',
  'src/app/routes/auth/login.tsx',
  'src/app/routes/complain.tsx',
  'src/app/routes/search.tsx',
];

const dist = process.env.BUNDLE_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The chunk of `key` and every chunk it imports statically. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) {
    return seen;
  }
  const chunk = manifest[key];
  if (!chunk) {
    throw new Error(`${key} is not in the build manifest`);
  }
  seen.add(key);
  for (const imported of chunk.imports ?? []) {
    staticClosure(imported, seen);
  }
  return seen;
}

const keys = new Set([...staticClosure('index.html'), ...staticClosure(LANDING_ROUTE)]);
const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));

let totalRaw = 0;
let totalGzip = 0;
const rows = files.map((file) => {
  const content = readFileSync(join(dist, file));
  const gzip = gzipSync(content, { level: 9 }).length;
  totalRaw += content.length;
  totalGzip += gzip;
  return { file, raw: content.length, gzip };
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('\nFirst-load JavaScript of / (landing page):');
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(
    `  ${row.file.padEnd(44)} ${kb(row.raw).padStart(10)}  gzip ${kb(row.gzip).padStart(9)}`,
  );
}
console.log(
  `  ${'total'.padEnd(44)} ${kb(totalRaw).padStart(10)}  gzip ${kb(totalGzip).padStart(9)}  (budget ${BUDGET_KB} kB)`,
);

if (totalGzip > BUDGET_KB * 1024) {
  console.error(
    `\nOver budget by ${kb(totalGzip - BUDGET_KB * 1024)}: check what the landing page imports.`,
  );
  process.exit(1);
}

const withZod = WITHOUT_ZOD.filter((route) =>
  [...staticClosure('index.html'), ...staticClosure(route)].some((key) =>
    manifest[key].file.startsWith('assets/zod-'),
  ),
);
if (withZod.length > 0) {
  console.error(`\nzod is in the first load of ${withZod.join(', ')}: check what they import.`);
  process.exit(1);
}
console.log(`zod stays out of the first load of ${WITHOUT_ZOD.length} public pages.`);
