// npm run bench:search — route search on the real Nairobi network against a bare Fastify route,
// both driven by autocannon (50 connections, loopback) in the same run, three rounds. Prints requests per
// second, p50/p99, the ratio search/bare, the journey planner's build time and the server's RSS.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayInNairobi } from '@foleni/contract';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/database';
import { buildPlanner } from '../apps/server/src/modules/journeys/journeys.service';
import {
  BROWSER_HEADERS,
  cleanUp,
  compareWithBare,
  freePort,
  removeOnCleanup,
  rssMiB,
  serverEntry,
  startProcess,
} from './lib';

// Real stops and places of the feed: five with a direct route, three with a one-transfer
// journey, one with neither, one matching no place.
const PAIRS: [string, string][] = [
  ['Ngara', 'Limuru Terminus'],
  ['Railways', 'Ongata Rongai'],
  ['Ruiru', 'Ruaka Stage'],
  ['Ruaka Stage', 'Ruiru'],
  ['Githurai', 'Odeon'],
  ['Kencom', 'Westlands'],
  ['OTC', 'Donholm'],
  ['Limuru Terminus', 'Ruiru'],
  ['Kikuyu', 'Kitengela'],
  ['Atlantis', 'Narnia'],
];

const dataDir = removeOnCleanup(mkdtempSync(path.join(tmpdir(), 'foleni-bench-search-')));
const searchPort = freePort();
const barePort = searchPort + 1;
try {
  const server = await startProcess(
    serverEntry,
    {
      DATA_DIR: dataDir,
      PORT: String(searchPort),
      HOST: '127.0.0.1',
      // As the bare baseline (`logger: false`): no per-request logger.
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    },
    `http://127.0.0.1:${searchPort}/api/v1.0/health/`,
  );
  await startProcess(
    fileURLToPath(new URL('./bare-server.ts', import.meta.url)),
    { PORT: String(barePort) },
    `http://127.0.0.1:${barePort}/bare`,
  );

  const database = openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }).database);
  const builds: number[] = [];
  let size = { stops: 0, patterns: 0 };
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const { network } = await buildPlanner(database.db);
    size = { stops: network.stops.length, patterns: network.patterns.length };
    builds.push(performance.now() - started);
  }
  await database.close();

  const travelDate = todayInNairobi();
  const bodies = PAIRS.map(([origin, destination]) =>
    JSON.stringify({ origin, destination, booking_type: 'daily commute', travelDate }),
  );
  const mix = { direct: 0, related: 0, none: 0 };
  for (const body of bodies) {
    const response = await fetch(`http://127.0.0.1:${searchPort}/api/v1.0/routes/search/`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    const answer = (await response.json()) as { related_routes?: { type: string }[] };
    if (response.status === 200) mix.direct++;
    else if (answer.related_routes?.some((item: { type: string }) => item.type === 'transfer'))
      mix.related++;
    else mix.none++;
  }

  // The same requests on both sides (the bare route ignores the body), as a phone's browser
  // sends them, accepting compressed answers.
  const headers = { 'content-type': 'application/json', ...BROWSER_HEADERS };
  const requests = bodies.map((body) => ({
    method: 'POST' as const,
    path: '/api/v1.0/routes/search/',
    body,
    headers,
  }));
  const bareRequests = requests.map((request) => ({ ...request, path: '/bare' }));

  const sorted = [...builds].sort((a, b) => a - b);
  console.log(
    `journey planner: ${size.patterns} run patterns, ${size.stops} stops; build median ${sorted[2]?.toFixed(0)} ms (target < 500 ms)`,
  );
  console.log(
    `request mix: ${PAIRS.length} pairs — ${mix.direct} direct (200), ${mix.related} with a transfer (202), ${mix.none} without (202)`,
  );
  const { ratio, worstP99 } = await compareWithBare(
    'route search',
    { url: `http://127.0.0.1:${barePort}`, requests: bareRequests },
    { url: `http://127.0.0.1:${searchPort}`, requests },
  );
  console.log(
    `ratio search/bare (median round): ${ratio.toFixed(2)} (target ≥ 0.5); p99 ${worstP99} ms in the worst round (target < 20 ms)`,
  );
  console.log(`server RSS after the run: ${rssMiB(server.pid).toFixed(1)} MiB`);
} finally {
  await cleanUp();
}
