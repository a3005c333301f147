import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { loadConfig } from '../apps/server/src/config/config';
import type { Db } from '../apps/server/src/db/database';
import { openDatabase } from '../apps/server/src/db/database';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { stopOnCleanup, stopProcess } from './processes';

export {
  cleanUp,
  freePort,
  onCleanup,
  removeOnCleanup,
  stopOnCleanup,
  stopProcess,
} from './processes';

export const serverEntry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));

// On this 2-core VM the scheduler sometimes puts a server and the load generator on one core, and
// a run's figures then drop by a third. Servers go to the last core and this process (autocannon)
// to the first, when taskset is there; the bare baseline gets the same treatment.
const cores = availableParallelism();
const pinned = cores >= 2 && spawnSync('taskset', ['-cp', '0', String(process.pid)]).status === 0;

/** The command that starts a server process: on its own core when this process is pinned. */
export function serverCommand(args: string[]): [string, string[]] {
  return pinned
    ? ['taskset', ['-c', String(cores - 1), process.execPath, ...args]]
    : [process.execPath, args];
}

/**
 * Starts a TypeScript entry point as its own process and waits until `url` answers. With
 * `onOutput`, the process's standard output (a server's JSON log) is handed over as it comes.
 * The process is stopped by `cleanUp()` if still running, and at once if it never answers.
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  url: string,
  onOutput?: (text: string) => void,
): Promise<ChildProcess> {
  // PROF_DIR=<dir> writes each started process's CPU profile there when it exits (the queue's
  // write path was tuned that way); node refuses --cpu-prof in NODE_OPTIONS.
  const [command, args] = serverCommand([
    ...(process.env.PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROF_DIR}`] : []),
    '--import',
    'tsx',
    entry,
  ]);
  const child = stopOnCleanup(
    spawn(command, args, {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', onOutput ? 'pipe' : 'ignore', 'inherit'],
    }),
  );
  child.stdout?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString('utf8')));
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${entry} exited with ${child.exitCode ?? child.signalCode}`);
    if (Date.now() - started > 60_000) {
      await stopProcess(child);
      throw new Error(`${url} did not answer within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function rssMiB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** The CPU time a process has used so far (user and system), in seconds. */
export function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are the 14th and 15th fields of the line, 12th and 13th after the name.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** A fixed-length autocannon run (bounded in time, loopback only). */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 50, duration: 10, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * A route against the bare baseline, fairly: both warmed up, then three rounds that each measure
 * both back to back (this machine is a VM whose speed drifts by tens of per cent from one
 * stretch to the next), and the round with the median ratio. Prints every round.
 */
export async function compareWithBare(
  name: string,
  bare: autocannon.Options,
  subject: autocannon.Options,
): Promise<{ ratio: number; median: LoadResult; worstP99: number }> {
  await load({ ...bare, duration: 2 });
  await load({ ...subject, duration: 2 });
  const rounds: { bare: LoadResult; subject: LoadResult }[] = [];
  for (let round = 0; round < 3; round++)
    rounds.push({
      bare: await load({ duration: 6, ...bare }),
      subject: await load({ duration: 6, ...subject }),
    });
  const ratioOf = (round: (typeof rounds)[number]) => round.subject.rps / round.bare.rps;
  for (const [index, round] of rounds.entries()) {
    console.log(`round ${index + 1}: ratio ${ratioOf(round).toFixed(2)}`);
    console.log(`  ${formatLoad('bare Fastify', round.bare)}`);
    console.log(`  ${formatLoad(name, round.subject)}`);
  }
  const median = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b))[1] as (typeof rounds)[number];
  return {
    ratio: ratioOf(median),
    median: median.subject,
    worstP99: Math.max(...rounds.map((round) => round.subject.p99)),
  };
}

/**
 * A JSON client on kept-alive connections, as many as `connections`. Node's own http costs the
 * load generator a fraction of what fetch does per request, so the figures measure the server,
 * not the client. It accepts gzip, as a phone's browser does, so the server pays as it would.
 */
export function jsonClient(origin: string, headers: Record<string, string>, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return (method: string, path: string, body: object) =>
    new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      const request = http.request(
        `${origin}${path}`,
        { method, agent, headers: { ...headers, 'accept-encoding': 'gzip' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const text = (
              response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
            ).toString('utf8');
            resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : null });
          });
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(body));
    });
}

/** What a phone's browser sends: the answers may come compressed. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export function formatLoad(name: string, result: LoadResult): string {
  return `${name.padEnd(18)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`;
}

/**
 * A seeded database for the queue benchmarks: the first start migrates and loads the Nairobi
 * network, then an admin account, `vehicleCount` approved vehicles and `queueCount` queues (one
 * route at each of that many stations) are added directly.
 */
/** A driver of each vehicle: the queue then stores and sends its crews' alerts, as in service. */
async function addDrivers(db: Db, vehicles: number[], now: string) {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const drivers = await db
    .insertInto('users')
    .values(
      vehicles.map((vehicle) => ({
        email: `bench-driver-${vehicle}@foleni.ke`,
        username: `bench-driver-${vehicle}`,
        password_hash: passwordHash,
        role: 'DRIVER' as const,
        status: 'active' as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('vehicle_people')
    .values(
      vehicles.map((vehicle, index) => ({
        vehicle_id: vehicle,
        user_id: drivers[index]?.id as number,
        relation: 'driver',
        created_at: now,
        ended_at: null,
      })),
    )
    .execute();
}

export async function prepareQueueDatabase(
  env: Record<string, string>,
  healthUrl: string,
  options: { vehicleCount: number; queueCount: number; platePrefix: string; crews?: boolean },
) {
  await stopProcess(await startProcess(serverEntry, env, healthUrl));
  const database = openDatabase(loadConfig(env).database);
  const now = new Date().toISOString();
  await database.db
    .insertInto('users')
    .values({
      email: 'bench@foleni.ke',
      username: 'bench',
      password_hash: await hashPassword(BENCH_PASSWORD),
      role: 'SYSTEM_ADMIN',
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const queues = (
    await database.db
      .selectFrom('routes')
      .select(['origin_station_id as station', 'id as route', 'sacco_id as sacco'])
      .where('origin_station_id', 'is not', null)
      .where('sacco_id', 'is not', null)
      .orderBy('id')
      .execute()
  )
    .filter((row, index, all) => all.findIndex((other) => other.station === row.station) === index)
    .slice(0, options.queueCount) as { station: number; route: number; sacco: number }[];
  // A vehicle queues only for its own Sacco's routes, and the benchmark's vehicles go to every
  // queue: one Sacco runs all the benchmark's routes.
  const sacco = queues[0]?.sacco ?? null;
  if (sacco !== null) {
    await database.db
      .updateTable('routes')
      .set({ sacco_id: sacco })
      .where(
        'id',
        'in',
        queues.map((queue) => queue.route),
      )
      .execute();
  }
  const rows = Array.from({ length: options.vehicleCount }, (_, index) => ({
    plate: `${options.platePrefix} ${String(index).padStart(3, '0')}B`,
    seats: 14,
    status: 'active' as const,
    sacco_id: sacco,
    wizard_step: 5,
    created_at: now,
    updated_at: now,
  }));
  const vehicles = (
    await database.db.insertInto('vehicles').values(rows).returning('id').execute()
  ).map((row) => row.id);
  if (options.crews) await addDrivers(database.db, vehicles, now);
  await database.close();
  return { vehicles, queues };
}

const BENCH_PASSWORD = 'bench-password';

/** Signs in as the benchmark admin and returns the headers for its requests. */
export async function benchAdminHeaders(origin: string): Promise<Record<string, string>> {
  const login = await fetch(`${origin}/api/v1.0/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: BENCH_PASSWORD }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return { 'content-type': 'application/json', authorization: `Bearer ${access_token}` };
}
