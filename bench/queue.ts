// npm run bench:queue — many clients join, call, depart and leave across 20 stations through
// the real HTTP API for a fixed time, then every queue rule is checked on the final state and the
// event rebuild is compared with it. Runs on SQLite, or on PostgreSQL when TEST_DATABASE_URL is set
// (scripts/with-postgres.sh). The last line reads `violations: N`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/database';
import {
  countRuleViolations,
  liveLines,
  rebuildLinesFromEvents,
} from '../apps/server/src/modules/queue/queue.service';
import { createTestDatabase } from '../apps/server/src/test/test-app';
import {
  benchAdminHeaders,
  freePort,
  prepareQueueDatabase,
  serverEntry,
  startProcess,
  stopProcess,
} from './lib';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const CLIENTS = 50;
const VEHICLES = 600;
const QUEUES = 20;

const dataDir = mkdtempSync(path.join(tmpdir(), 'foleni-bench-queue-'));
const port = freePort();
const origin = `http://127.0.0.1:${port}`;
const testDatabase = await createTestDatabase();
const databaseUrl = testDatabase.url;
const env = {
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
const engine = databaseUrl ? 'PostgreSQL' : 'SQLite';

try {
  const { vehicles, queues } = await prepareQueueDatabase(env, `${origin}/api/v1.0/health/`, {
    vehicleCount: VEHICLES,
    queueCount: QUEUES,
    platePrefix: 'KBE',
  });

  const server = await startProcess(serverEntry, env, `${origin}/api/v1.0/health/`);
  const headers = await benchAdminHeaders(origin);

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const request = async (method: string, url: string, body: object) => {
    const started = performance.now();
    const response = await fetch(`${origin}/api/v1.0/${url}`, {
      method,
      headers,
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as {
      entry?: { id: number; position: number; status: string };
    };
    latencies.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return { status: response.status, json };
  };

  const deadline = Date.now() + DURATION_MS;
  let changes = 0;
  const worker = async (clientIndex: number) => {
    const mine = vehicles.filter((_, index) => index % CLIENTS === clientIndex);
    for (let turn = 0; Date.now() < deadline; turn++) {
      const vehicle = mine[turn % mine.length] as number;
      const queue = queues[(turn + clientIndex) % queues.length] as {
        station: number;
        route: number;
      };
      const joined = await request('POST', 'station-admin/queue/', {
        station: queue.station,
        route: queue.route,
        vehicle,
      });
      if (joined.status !== 201 || !joined.json.entry) continue;
      changes++;
      const entry = joined.json.entry.id;
      // Some leave while waiting; the rest try to load and depart (409 while another loads).
      if (turn % 4 === 0) {
        if ((await request('PUT', `queue/${entry}/`, { action: 'leave' })).status === 200)
          changes++;
        continue;
      }
      for (let attempt = 0; attempt < 20 && Date.now() < deadline; attempt++) {
        if ((await request('PUT', `queue/${entry}/`, { action: 'call' })).status === 200) {
          changes++;
          if ((await request('PUT', `queue/${entry}/`, { action: 'depart' })).status === 200)
            changes++;
          break;
        }
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => worker(index)));
  const seconds = (performance.now() - started) / 1000;
  await stopProcess(server);

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1);
  console.log(
    `${engine}: ${CLIENTS} clients, ${QUEUES} queues at ${new Set(queues.map((q) => q.station)).size} stations, ${VEHICLES} vehicles, ${seconds.toFixed(1)} s`,
  );
  console.log(
    `requests: ${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s), answers ${[...statuses].map(([status, count]) => `${status}×${count}`).join(' ')}`,
  );
  console.log(
    `queue changes: ${changes} (${(changes / seconds).toFixed(0)}/s); latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  );

  const check = openDatabase(loadConfig(env).database);
  const rules = await countRuleViolations(check.db);
  const rebuilt = isDeepStrictEqual(
    await rebuildLinesFromEvents(check.db),
    await liveLines(check.db),
  );
  await check.close();
  for (const detail of rules.details.slice(0, 10)) console.log(`  ${detail}`);
  console.log(`event rebuild equals the live state: ${rebuilt ? 'yes' : 'NO'}`);
  console.log(`violations: ${rules.violations + (rebuilt ? 0 : 1)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await testDatabase.drop();
}
