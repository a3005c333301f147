import type { ChildProcess } from 'node:child_process';

// Free of side effects, unlike ./lib, which pins the process that imports it to one core: a bench
// that starts a browser (web.ts) would pin the browser too, and measure a phone on one core.

export function freePort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
