// Cold start of the production server (compiled, as `npm run serve` runs it) on an already-seeded
// SQLite database: time from spawning the process to the first answered request, and the idle
// memory (RSS) with the Nairobi data loaded.
// Usage: npm run bench:startup [-- runs]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanUp, removeOnCleanup, stopOnCleanup, stopProcess } from './processes';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = path.join(root, 'apps/server/dist/server.js');
// 130 MB (the figure) is 124 MiB.
const TARGETS = { startMs: 1000, rssMiB: 124 };
const IDLE_MS = 40_000;
const runs = Number(process.argv[2] ?? 7);
const port = 3300 + Math.floor(Math.random() * 500);
const dataDir = removeOnCleanup(mkdtempSync(path.join(tmpdir(), 'foleni-bench-')));

/**
 * Starts the server, times its first answer, and reads its RSS `idleMs` after that answer. Start
 * leaves garbage that V8 frees only once the process has been idle a while (its memory reducer
 * runs some 20 s after start), so the idle figure waits for that; the early one is printed too.
 */
async function startOnce(idleMs = 2000): Promise<{ firstAnswerMs: number; rssMiB: number }> {
  const started = performance.now();
  const child = stopOnCleanup(
    spawn(process.execPath, ['--enable-source-maps', entry], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    }),
  );
  let firstAnswerMs = Number.NaN;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1.0/health/`);
      if (response.ok) {
        firstAnswerMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('server exited during start');
    if (performance.now() - started > 30_000) throw new Error('server did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  await stopProcess(child);
  return { firstAnswerMs, rssMiB: rssKiB / 1024 };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

if (spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' }).status) {
  throw new Error('npm run build:server failed');
}
try {
  const seeding = await startOnce();
  console.log(
    `first start (migrate + seed the Nairobi feed): ${seeding.firstAnswerMs.toFixed(0)} ms`,
  );
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await startOnce());
  const times = results.map((result) => result.firstAnswerMs);
  console.log(
    `cold start on a seeded database, ${runs} runs: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (target < ${TARGETS.startMs} ms)`,
  );
  const early = median(results.map((result) => result.rssMiB));
  const idle = await startOnce(IDLE_MS);
  console.log(`RSS 2 s after the first answer: median ${early.toFixed(1)} MiB`);
  console.log(
    `idle RSS with the Nairobi data loaded (${IDLE_MS / 1000} s after start): ${idle.rssMiB.toFixed(1)} MiB (target < 130 MB = ${TARGETS.rssMiB} MiB)`,
  );
} finally {
  await cleanUp();
}
