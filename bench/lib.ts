import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const serverEntry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));

export function freePort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}

/** Starts a TypeScript entry point as its own process and waits until `url` answers. */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  url: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    if (Date.now() - started > 60_000) throw new Error(`${url} did not answer within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function rssMiB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

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

export function formatLoad(name: string, result: LoadResult): string {
  return `${name.padEnd(18)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`;
}
