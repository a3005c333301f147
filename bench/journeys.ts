// npm run bench:journeys — the journey planner on the real Nairobi network against a bare Fastify
// route, both driven by autocannon (50 connections, loopback, three rounds) in the same run, over a fixed
// mix of point-to-point, name and no-journey queries. Prints requests per second, p50/p99, the
// ratio planner/bare, the planner's build time (from the server's 'journey planner built' log
// line) and the server's RSS. Targets (issue #12): ratio ≥ 0.5, p99 < 20 ms, build < 500 ms.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BROWSER_HEADERS,
  cleanUp,
  compareWithBare,
  freePort,
  removeOnCleanup,
  rssMiB,
  serverEntry,
  startProcess,
  stopProcess,
} from './lib';

const DATE = '2026-11-25';

// Fixed queries: points a few hundred metres from stops (one to four rides), stop names, places
// and points with no journey at all.
const QUERIES: { kind: 'point' | 'name' | 'none'; from: string; to: string; time: string }[] = [
  { kind: 'point', from: '-1.262989,36.876291', to: '-1.125592,37.004103', time: '08:00' },
  { kind: 'point', from: '-1.308929,36.802695', to: '-1.246629,36.818550', time: '12:30' },
  { kind: 'point', from: '-1.296058,36.807272', to: '-1.272938,36.728201', time: '17:45' },
  { kind: 'point', from: '-1.415579,36.710843', to: '-1.264472,36.720571', time: '06:10' },
  { kind: 'point', from: '-1.323122,36.828616', to: '-1.255884,36.840744', time: '20:40' },
  { kind: 'point', from: '-1.242646,36.680717', to: '-1.299160,36.878668', time: '22:30' },
  { kind: 'name', from: 'Railways', to: 'Limuru Terminus', time: '08:00' },
  { kind: 'name', from: 'Kencom/Ambassadeur', to: 'Rosslyn Valley', time: '17:45' },
  { kind: 'name', from: 'Agip', to: 'Ofafa Jericho High School', time: '12:30' },
  { kind: 'name', from: 'Rongai', to: 'Thika', time: '07:30' },
  { kind: 'none', from: 'Kencom', to: 'Nakuru', time: '08:00' },
  { kind: 'none', from: '-1.360000,36.860000', to: '-1.283000,36.825000', time: '08:00' },
];

const pathOf = (query: (typeof QUERIES)[number]) =>
  `/api/v1.0/journeys/?${new URLSearchParams({ from: query.from, to: query.to, date: DATE, time: query.time })}`;

/** A server that keeps its JSON log lines, to read its planner build time from. */
async function startLoggingServer(env: Record<string, string>) {
  let output = '';
  const child = await startProcess(
    serverEntry,
    env,
    `http://127.0.0.1:${env.PORT}/api/v1.0/health/`,
    (text) => {
      output += text;
    },
  );
  const logLines = () =>
    output.split('\n').flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  return { child, logLines };
}

/** The planner's build log line of one start, or null when the server logged none. */
function plannerBuilt(lines: Record<string, unknown>[]): Record<string, unknown> | null {
  return (
    lines.find((line) => /journey planner built/i.test(String(line.msg ?? ''))) ??
    lines.find((line) => /planner/i.test(String(line.msg ?? ''))) ??
    null
  );
}

function describeBuild(line: Record<string, unknown> | null): string {
  if (!line) return "no 'journey planner built' log line at level info";
  const { level: _level, time: _time, pid: _pid, hostname: _hostname, msg, ...fields } = line;
  const ms = Object.entries(fields).find(([key]) => /ms$/i.test(key));
  return `${ms ? `${Number(ms[1]).toFixed(0)} ms` : 'no ms field'} (${String(msg)} ${JSON.stringify(fields)})`;
}

const dataDir = removeOnCleanup(mkdtempSync(path.join(tmpdir(), 'foleni-bench-journeys-')));
const plannerPort = freePort();
const barePort = plannerPort + 1;
const serverEnv = (level: string) => ({
  DATA_DIR: dataDir,
  PORT: String(plannerPort),
  HOST: '127.0.0.1',
  LOG_LEVEL: level,
  SEED_DEMO: 'false',
});
try {
  // First start: migrate and seed the Nairobi feed; then a plain start, as after a restart. Both
  // log at level info to catch the planner's build time. The measured server logs nothing, as the
  // bare baseline (`logger: false`): pino's per-request child logger alone costs a quarter of the
  // throughput of a cached answer, and it is not the planner.
  const builds: string[] = [];
  for (const start of ['first start (seed)', 'restart']) {
    const server = await startLoggingServer(serverEnv('info'));
    builds.push(`${start}: ${describeBuild(plannerBuilt(server.logLines()))}`);
    await stopProcess(server.child);
  }

  const server = await startProcess(
    serverEntry,
    serverEnv('silent'),
    `http://127.0.0.1:${plannerPort}/api/v1.0/health/`,
  );
  await startProcess(
    fileURLToPath(new URL('./bare-server.ts', import.meta.url)),
    { PORT: String(barePort) },
    `http://127.0.0.1:${barePort}/bare`,
  );

  const mix: string[] = [];
  for (const query of QUERIES) {
    const response = await fetch(`http://127.0.0.1:${plannerPort}${pathOf(query)}`);
    const answer = (await response.json()) as {
      journeys?: { rides: number; arrival: string }[];
      message?: string | null;
    };
    const journeys = answer.journeys ?? [];
    mix.push(
      `  ${query.kind.padEnd(5)} ${query.from} → ${query.to} at ${query.time}: ${response.status}, ${
        journeys.length
          ? journeys
              .map((journey) => `${journey.rides} rides → ${journey.arrival.slice(11, 16)}`)
              .join(', ')
          : `no journey${answer.message ? ` (${answer.message})` : ''}`
      }`,
    );
  }

  // Both sides are asked as a phone's browser asks, accepting compressed answers, and the bare
  // route gets the same requests (its router ignores the query), so the load generator does the
  // same work on both sides.
  const requests = QUERIES.map((query) => ({
    method: 'GET' as const,
    path: pathOf(query),
    headers: BROWSER_HEADERS,
  }));
  const bareRequests = requests.map((request) => ({
    ...request,
    path: request.path.replace('/api/v1.0/journeys/', '/bare'),
  }));

  console.log(`planner build (target < 500 ms):\n  ${builds.join('\n  ')}`);
  console.log(`request mix: ${QUERIES.length} queries on ${DATE}\n${mix.join('\n')}`);
  const { ratio, worstP99 } = await compareWithBare(
    'journey planner',
    { url: `http://127.0.0.1:${barePort}`, requests: bareRequests },
    { url: `http://127.0.0.1:${plannerPort}`, requests },
  );
  console.log(
    `ratio planner/bare (median round): ${ratio.toFixed(2)} (target ≥ 0.5); p99 ${worstP99} ms in the worst round (target < 20 ms)`,
  );
  console.log(`server RSS after the run: ${rssMiB(server.pid).toFixed(1)} MiB`);
} finally {
  await cleanUp();
}
