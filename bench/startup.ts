// Cold start of the real server on an already-seeded SQLite database: time from spawning the
// process to the first answered request, and the idle memory (RSS) with the Nairobi data loaded.
// Usage: npm run bench:startup [-- runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));
const runs = Number(process.argv[2] ?? 7);
const port = 3300 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(path.join(tmpdir(), 'foleni-bench-'));

async function startOnce(): Promise<{ firstAnswerMs: number; rssMiB: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
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
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { firstAnswerMs, rssMiB: rssKiB / 1024 };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

try {
  const seeding = await startOnce();
  console.log(
    `first start (migrate + seed the Nairobi feed): ${seeding.firstAnswerMs.toFixed(0)} ms`,
  );
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await startOnce());
  const times = results.map((result) => result.firstAnswerMs);
  console.log(
    `cold start on a seeded database, ${runs} runs: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (target < 2000 ms)`,
  );
  console.log(
    `idle RSS with the Nairobi data loaded: median ${median(results.map((r) => r.rssMiB)).toFixed(1)} MiB`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
