import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

// Free of side effects, unlike ./lib, which pins the process that imports it to one core: a bench
// that starts a browser (web.ts) would pin the browser too, and measure a phone on one core.

export function freePort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}

/** Whether the child has exited, on its own or by a signal (then `exitCode` stays null). */
function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Stops a child: SIGTERM, and SIGKILL when it has not exited within `graceMs`. Resolves at once
 * for a child that has already exited, whether by itself or by a signal: its 'exit' event has
 * fired and will not come again. With `group`, the signals go to the child's whole process group
 * (a child spawned with `detached: true`, such as `npm run serve` and the node it starts).
 */
export async function stopProcess(
  child: ChildProcess,
  { graceMs = 10_000, group = false }: { graceMs?: number; group?: boolean } = {},
): Promise<void> {
  // Without a pid it never started, and no 'exit' will come.
  if (child.pid === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group) process.kill(-(child.pid as number), name);
      else child.kill(name);
    } catch {
      // gone in the meantime
    }
  };
  // The rest of a group may outlive its leader.
  if (group) signal('SIGTERM');
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (!group) signal('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const killed = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      signal('SIGKILL');
      resolve();
    }, graceMs);
  });
  await Promise.race([exited, killed]);
  clearTimeout(timer);
  // A SIGKILL cannot be refused; the wait is only for the kernel to reap the process.
  if (!hasExited(child)) await exited;
}

type CleanupStep = () => unknown;
const cleanupSteps: CleanupStep[] = [];
const children = new Set<{ child: ChildProcess; group: boolean }>();
let handlersInstalled = false;

/**
 * Registers what a bench must undo however it ends (a temporary directory, a test database):
 * `cleanUp()` runs it in its `finally`, and SIGINT or SIGTERM run it before the bench exits.
 */
export function onCleanup(step: CleanupStep): void {
  installSignalHandlers();
  cleanupSteps.push(step);
}

/** A temporary directory removed at clean-up. */
export function removeOnCleanup(dir: string): string {
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A child that clean-up stops if it is still running. */
export function stopOnCleanup<T extends ChildProcess>(child: T, { group = false } = {}): T {
  installSignalHandlers();
  const entry = { child, group };
  children.add(entry);
  // A group stays listed: the rest of it may outlive its leader.
  if (!group) child.once('exit', () => children.delete(entry));
  return child;
}

let cleaning: Promise<void> | undefined;

/**
 * Stops every child still running, then undoes the registered steps, newest first. A step that
 * fails is reported and the others still run. A call while a clean-up is under way (a bench's
 * `finally` while a signal's clean-up runs) waits for that one to finish.
 */
export function cleanUp(): Promise<void> {
  cleaning ??= runCleanup().finally(() => {
    cleaning = undefined;
  });
  return cleaning;
}

async function runCleanup(): Promise<void> {
  const running = [...children];
  children.clear();
  await Promise.all(running.map(({ child, group }) => stopProcess(child, { group })));
  for (const step of cleanupSteps.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('clean-up step failed:', error);
    }
  }
}

function installSignalHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const [name, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(name, () => {
      console.error(`${name}: stopping the servers and removing temporary files`);
      void cleanUp().finally(() => process.exit(code));
    });
  }
}
