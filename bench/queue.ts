// npm run bench:queue — drivers join and leave, and a marshal per queue calls the head to load
// and departs it, across 20 stations through the real HTTP API (kept-alive connections, gzip
// accepted) for a fixed time; then every queue rule is checked on the final state and the event
// rebuild is compared with it. Runs on SQLite, or on PostgreSQL when TEST_DATABASE_URL is set
// (scripts/with-postgres.sh). A bare Fastify route is driven by the same client (50 loops) just
// before and just after, and the ratio of the rates is printed, as bench:search does. The last
// line reads `violations: N`. With BENCH_CREWS=1 every vehicle has a driver, so the changes that
// alert a crew (called, next in line) also store and send the alerts, as in service.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/database';
import {
  countRuleViolations,
  liveLines,
  rebuildLinesFromEvents,
} from '../apps/server/src/modules/queue/queue.invariants';
import { createTestDatabase } from '../apps/server/src/test/test-app';
import {
  benchAdminHeaders,
  cleanUp,
  cpuSeconds,
  freePort,
  jsonClient,
  onCleanup,
  prepareQueueDatabase,
  removeOnCleanup,
  serverEntry,
  startProcess,
  stopProcess,
} from './lib';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const BARE_MS = 3000;
const DRIVERS = 30;
const VEHICLES = 600;
const QUEUES = 20;
const CREWS = process.env.BENCH_CREWS === '1';

const dataDir = removeOnCleanup(mkdtempSync(path.join(tmpdir(), 'foleni-bench-queue-')));
const port = freePort();
const barePort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const testDatabase = await createTestDatabase();
onCleanup(() => testDatabase.drop());
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
    crews: CREWS,
  });

  const server = await startProcess(serverEntry, env, `${origin}/api/v1.0/health/`);
  const headers = await benchAdminHeaders(origin);
  const bare = await startProcess(
    fileURLToPath(new URL('./bare-server.ts', import.meta.url)),
    { PORT: String(barePort) },
    `http://127.0.0.1:${barePort}/bare`,
  );
  // Warmed up first, as the queue's server is by the seeding and the sign-in.
  await bareRate(`http://127.0.0.1:${barePort}/bare`, headers, 1000);
  const bareBefore = await bareRate(`http://127.0.0.1:${barePort}/bare`, headers);

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  type Line = { id: number; status: string }[];
  type Answer = {
    id?: number;
    station?: number;
    route?: number;
    queue?: Line;
    entry?: { id: number; vehicle: number };
  };
  // Each queue's line as the newest answer about it showed it (every answer carries the line).
  const lines = new Map<string, { eventId: number; line: Line }>();
  const send = jsonClient(origin, headers, DRIVERS + QUEUES);
  const request = async (method: string, url: string, body: object) => {
    const sent = performance.now();
    const { status, json } = (await send(method, `/api/v1.0/${url}`, body)) as {
      status: number;
      json: Answer;
    };
    latencies.push(performance.now() - sent);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (json.id && json.queue) {
      const key = `${json.station}/${json.route}`;
      if ((lines.get(key)?.eventId ?? 0) < json.id)
        lines.set(key, { eventId: json.id, line: json.queue });
    }
    return { status, json };
  };

  const deadline = Date.now() + DURATION_MS;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 2));
  let changes = 0;
  const queued = new Set<number>();

  // Drivers bring their vehicles to the queues in turn; one join in four leaves again at once.
  const driver = async (driverIndex: number) => {
    const mine = vehicles.filter((_, index) => index % DRIVERS === driverIndex);
    for (let turn = 0; Date.now() < deadline; turn++) {
      const vehicle = mine.find((id) => !queued.has(id));
      if (vehicle === undefined) {
        await pause();
        continue;
      }
      const queue = queues[(turn + driverIndex) % queues.length] as (typeof queues)[number];
      queued.add(vehicle);
      const joined = await request('POST', 'station-admin/queue/', { ...queue, vehicle });
      if (joined.status !== 201 || !joined.json.entry) {
        queued.delete(vehicle);
        continue;
      }
      changes++;
      if (turn % 4 === 0) {
        const left = await request('PUT', `queue/${joined.json.entry.id}/`, { action: 'leave' });
        if (left.status === 200) {
          changes++;
          queued.delete(vehicle);
        }
      }
    }
  };

  // One marshal per queue calls the head of the line to load and sends it off.
  const marshal = async (queue: (typeof queues)[number]) => {
    while (Date.now() < deadline) {
      const head = lines.get(`${queue.station}/${queue.route}`)?.line[0];
      if (!head) {
        await pause();
        continue;
      }
      const action = head.status === 'loading' ? 'depart' : 'call';
      const changed = await request('PUT', `queue/${head.id}/`, { action });
      if (changed.status !== 200) continue;
      changes++;
      if (action === 'depart' && changed.json.entry) queued.delete(changed.json.entry.vehicle);
    }
  };

  const started = performance.now();
  const cpuBefore = cpuSeconds(server.pid);
  await Promise.all([
    ...Array.from({ length: DRIVERS }, (_, index) => driver(index)),
    ...queues.map(marshal),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const serverCpu = cpuSeconds(server.pid) - cpuBefore;
  await stopProcess(server);
  const bareAfter = await bareRate(`http://127.0.0.1:${barePort}/bare`, headers);
  await stopProcess(bare);

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1);
  console.log(
    `${engine}: ${DRIVERS} drivers and ${queues.length} marshals, ${queues.length} queues at ${new Set(queues.map((q) => q.station)).size} stations, ${VEHICLES} vehicles${CREWS ? ' with a driver each' : ''}, ${seconds.toFixed(1)} s`,
  );
  console.log(
    `requests: ${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s), answers ${[...statuses].map(([status, count]) => `${status}×${count}`).join(' ')}`,
  );
  console.log(
    `queue changes: ${changes} (${(changes / seconds).toFixed(0)}/s); latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  );
  console.log(
    `server CPU: ${((serverCpu / seconds) * 100).toFixed(0)}% of a core, ${((serverCpu / latencies.length) * 1e6).toFixed(0)} µs per request`,
  );
  const bareMean = (bareBefore.rate + bareAfter.rate) / 2;
  console.log(
    `bare Fastify route, same client: ${bareBefore.rate.toFixed(0)} req/s before (p99 ${bareBefore.p99.toFixed(1)} ms), ${bareAfter.rate.toFixed(0)} after (p99 ${bareAfter.p99.toFixed(1)} ms)`,
  );
  console.log(
    `ratio queue changes/bare requests: ${(changes / seconds / bareMean).toFixed(3)}; requests/bare: ${(latencies.length / seconds / bareMean).toFixed(3)}`,
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
  await cleanUp();
}

/**
 * The bare route's rate under the benchmark's own client: as many loops as the benchmark
 * has clients, each posting a small JSON body and reading the answer, for a few seconds.
 */
async function bareRate(url: string, headers: Record<string, string>, duration = BARE_MS) {
  const send = jsonClient(url, headers, DRIVERS + QUEUES);
  const latencies: number[] = [];
  const until = Date.now() + duration;
  const started = performance.now();
  const client = async () => {
    while (Date.now() < until) {
      const sent = performance.now();
      await send('POST', '', { action: 'call' });
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: DRIVERS + QUEUES }, client));
  const rate = latencies.length / ((performance.now() - started) / 1000);
  latencies.sort((a, b) => a - b);
  return { rate, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}
