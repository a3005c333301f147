// npm run bench:queue-live — the queue's live and failure behaviour, on PostgreSQL (run through
// scripts/with-postgres.sh, which sets TEST_DATABASE_URL):
//   1. two server instances on one database, an SSE subscriber on A sees a change made through B;
//   2. 1,000 SSE subscribers on one station: time from a change to its arrival at all of them;
//   3. clients split between A and B for a fixed time: zero rule violations;
//   4. SIGKILL of an instance in the middle of the load, restart: every change answered 2xx is there.
// All traffic stays on 127.0.0.1; every loop is bounded in time.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  freePort,
  onCleanup,
  prepareQueueDatabase,
  removeOnCleanup,
  serverEntry,
  startProcess,
  stopProcess,
} from './lib';

if (!process.env.TEST_DATABASE_URL) {
  console.error('bench:queue-live needs PostgreSQL: run it through scripts/with-postgres.sh');
  process.exit(2);
}
// Whatever ends the run (an error, Ctrl-C, a SIGTERM from scripts/with-postgres.sh), cleanUp()
// stops both servers and removes the database and the data directory.
const testDatabase = await createTestDatabase();
onCleanup(() => testDatabase.drop());
const url = testDatabase.url as string;
const dataDir = removeOnCleanup(mkdtempSync(path.join(tmpdir(), 'foleni-live-')));
const envFor = (port: number) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: url,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  JWT_SECRET: 'bench-secret-shared-by-both-instances-0123456789',
});
const ports = [freePort(), freePort() + 1];
const origins = ports.map((port) => `http://127.0.0.1:${port}`);
const health = (origin: string) => `${origin}/api/v1.0/health/`;
// No request may hold the run up for ever, whatever state a server is in.
const REQUEST_TIMEOUT_MS = 10_000;
let violations = 0;

async function openStream(origin: string, stationId: number, onEvent: (id: number) => void) {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/v1.0/stations/${stationId}/queue/events/`, {
    signal: abort.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value);
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)\nevent: queue/m.exec(frame)?.[1];
          if (id) onEvent(Number(id));
        }
      }
    } catch {
      // aborted
    }
  })();
  return () => abort.abort();
}

try {
  const { vehicles, queues } = await prepareQueueDatabase(
    envFor(ports[0] as number),
    health(origins[0] as string),
    { vehicleCount: 400, queueCount: 10, platePrefix: 'KBF' },
  );

  const servers = await Promise.all(
    ports.map((port, index) =>
      startProcess(serverEntry, envFor(port), health(origins[index] as string)),
    ),
  );
  const headers = await benchAdminHeaders(origins[0] as string);
  const queueCall = async (origin: string, method: string, path: string, body: object) => {
    const response = await fetch(`${origin}/api/v1.0/${path}`, {
      method,
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return {
      status: response.status,
      json: (await response.json()) as { id?: number; entry?: { id: number } },
    };
  };
  const [first] = queues as [(typeof queues)[number]];

  // 1. A change through B reaches a subscriber on A.
  let seenOnA = 0;
  const closeA = await openStream(origins[0] as string, first.station, (id) => {
    seenOnA = id;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const viaB = await queueCall(origins[1] as string, 'POST', 'station-admin/queue/', {
    station: first.station,
    route: first.route,
    vehicle: vehicles[0],
  });
  const sentAt = performance.now();
  while (seenOnA !== viaB.json.id && performance.now() - sentAt < 5000)
    await new Promise((resolve) => setTimeout(resolve, 5));
  const crossed = seenOnA === viaB.json.id;
  if (!crossed) violations++;
  console.log(
    `change through B seen by a subscriber on A: ${crossed ? `yes, after ${(performance.now() - sentAt).toFixed(0)} ms` : 'NO'}`,
  );
  closeA();

  // 2. 1,000 subscribers on one station.
  const SUBSCRIBERS = 1000;
  const arrivals = new Map<number, number[]>();
  const closers = [];
  for (let index = 0; index < SUBSCRIBERS; index++) {
    closers.push(
      await openStream(origins[0] as string, first.station, (id) => {
        const list = arrivals.get(id) ?? [];
        list.push(performance.now());
        arrivals.set(id, list);
      }),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const spreads: number[] = [];
  for (let round = 0; round < 20; round++) {
    const started = performance.now();
    const changed = await queueCall(origins[round % 2] as string, 'POST', 'station-admin/queue/', {
      station: first.station,
      route: first.route,
      vehicle: vehicles[1 + round],
    });
    const id = changed.json.id as number;
    while ((arrivals.get(id)?.length ?? 0) < SUBSCRIBERS && performance.now() - started < 5000)
      await new Promise((resolve) => setTimeout(resolve, 2));
    spreads.push(Math.max(...(arrivals.get(id) ?? [Number.NaN])) - started);
  }
  for (const close of closers) close();
  spreads.sort((a, b) => a - b);
  const p95 = spreads[Math.floor(0.95 * (spreads.length - 1))] as number;
  console.log(
    `${SUBSCRIBERS} SSE subscribers: change → arrival at all of them p50 ${spreads[Math.floor(spreads.length / 2)]?.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target < 250 ms)`,
  );

  // 3 and 4. Load split between A and B; A is killed half-way and restarted.
  const answered: number[] = [];
  const deadline = Date.now() + 8000;
  const killAt = Date.now() + 4000;
  let killed = false;
  let restarted: Promise<ChildProcess> | undefined;
  const worker = async (index: number) => {
    for (let turn = 0; Date.now() < deadline; turn++) {
      const origin = origins[(index + turn) % 2] as string;
      const queue = queues[(index + turn) % queues.length] as { station: number; route: number };
      const vehicle = vehicles[20 + ((index * 7 + turn * 13) % (vehicles.length - 20))] as number;
      try {
        const joined = await queueCall(origin, 'POST', 'station-admin/queue/', {
          station: queue.station,
          route: queue.route,
          vehicle,
        });
        if (joined.status === 201 && joined.json.id) answered.push(joined.json.id);
        if (joined.status === 201 && joined.json.entry) {
          const left = await queueCall(origin, 'PUT', `queue/${joined.json.entry.id}/`, {
            action: 'leave',
          });
          if (left.status === 200 && left.json.id) answered.push(left.json.id);
        }
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (!killed && Date.now() > killAt) {
        killed = true;
        servers[0]?.kill('SIGKILL');
        console.log('instance A killed with SIGKILL in the middle of the load');
        restarted = new Promise((resolve) => setTimeout(resolve, 500))
          .then(() =>
            startProcess(serverEntry, envFor(ports[0] as number), health(origins[0] as string)),
          )
          .then((child) => {
            console.log('instance A restarted');
            return child;
          });
        // Awaited after the load; until then a failed start must not crash the run unhandled.
        restarted.catch(() => undefined);
      }
    }
  };
  await Promise.all(Array.from({ length: 30 }, (_, index) => worker(index)));
  // On a slow machine the restart may outlast the load: its server has to be stopped too.
  const restartedA = await restarted;
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const server of [...servers, restartedA]) if (server) await stopProcess(server);

  const check = openDatabase(loadConfig(envFor(ports[0] as number)).database);
  const stored = new Set(
    (await check.db.selectFrom('queue_events').select('id').execute()).map((row) => row.id),
  );
  const lost = answered.filter((id) => !stored.has(id));
  const rules = await countRuleViolations(check.db);
  const rebuilt = isDeepStrictEqual(
    await rebuildLinesFromEvents(check.db),
    await liveLines(check.db),
  );
  await check.close();
  console.log(
    `changes answered 2xx during the split load: ${answered.length}; missing after the kill and restart: ${lost.length}`,
  );
  for (const detail of rules.details.slice(0, 10)) console.log(`  ${detail}`);
  console.log(`event rebuild equals the live state: ${rebuilt ? 'yes' : 'NO'}`);
  violations += lost.length + rules.violations + (rebuilt ? 0 : 1);
  console.log(`violations: ${violations}`);
} finally {
  await cleanUp();
}
