// Where a page's Total Blocking Time comes from: loads each page in Chromium (412 px, no service
// worker) with a trace and a CPU profile, and lists every main-thread task after the first paint
// that Lighthouse's mobile preset (4× CPU slowdown) would count as blocking, with what it adds
// to TBT, what the browser did in it and the functions that ran. bench:web gives the scores;
// this says which task to cut. Point it at a running server (`npm start`, or `npm run serve`):
//   npm run bench:web-tasks -- http://127.0.0.1:3000/ http://127.0.0.1:3000/stations
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../apps/web/e2e/chromium';

/** Lighthouse's mobile preset slows the CPU fourfold; a task blocks for what exceeds 50 ms. */
const SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;
/** What the browser itself did in a task, from the trace. */
const BROWSER_WORK =
  /^(Layout|UpdateLayoutTree|Paint|ParseHTML|ParseAuthorStyleSheet|v8\.evaluateModule|EvaluateScript|FunctionCall|TimerFire|FireIdleCallback|MessagePort::Accept|MinorGC|MajorGC)$/;
/** React's and the runtime's own frames, which say nothing about which code a task ran. */
const PLUMBING = /^(\(root\)|\(program\)|\(idle\)|\(anon\)|\(garbage collector\))$/;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const urls = process.argv.slice(2);
if (urls.length === 0) throw new Error('usage: npm run bench:web-tasks -- <page URL>…');

/** The page's trace and CPU profile, on one clock, from a fresh page in a warmed-up browser. */
async function record(url: string): Promise<{ events: TraceEvent[]; profile: Profile }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      serviceWorkers: 'block',
    });
    // The first page of a browser pays for its start-up; Lighthouse's pages do not.
    const warmUp = await context.newPage();
    await warmUp.goto(new URL('/robots.txt', url).href);
    await warmUp.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
    });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    // Lighthouse waits for a quiet main thread; five seconds covers this app's pages.
    await page.waitForTimeout(5000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return { events: trace.traceEvents, profile };
  } finally {
    await browser.close();
  }
}

/** The functions that ran between `start` and `end` (µs), by share of the samples they are in. */
function functionsBetween(profile: Profile, start: number, end: number): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const counts = new Map<string, number>();
  let samples = 0;
  let time = profile.startTime;
  profile.samples.forEach((sample, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < start || time > end) return;
    samples++;
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parents.get(id)) {
      const frame = nodes.get(id)?.callFrame;
      if (!frame || PLUMBING.test(frame.functionName || '(anon)')) continue;
      const name = `${frame.functionName || '(anon)'}@${frame.url.split('/').pop() || 'native'}`;
      if (!seen.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
      seen.add(name);
    }
  });
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, count]) => `${name} ${Math.round((100 * count) / samples)}%`)
    .join(' | ');
}

for (const url of urls) {
  const { events, profile } = await record(url);
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!firstPaint) throw new Error(`${url}: no first contentful paint in the trace`);
  const onMainThread = (event: TraceEvent) =>
    event.pid === firstPaint.pid && event.tid === firstPaint.tid && event.ph === 'X';
  const blocking = events.filter(
    (event) =>
      onMainThread(event) &&
      event.name === 'ThreadControllerImpl::RunTask' &&
      event.ts >= firstPaint.ts &&
      (event.dur ?? 0) * SLOWDOWN > BLOCKING_FROM_MS * 1000,
  );
  const rows = blocking.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const work = new Map<string, number>();
    for (const event of events)
      if (
        onMainThread(event) &&
        BROWSER_WORK.test(event.name) &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= end
      )
        work.set(event.name, (work.get(event.name) ?? 0) + (event.dur ?? 0));
    const ms = (task.dur ?? 0) / 1000;
    return {
      adds: ms * SLOWDOWN - BLOCKING_FROM_MS,
      line: [
        `  +${Math.round(ms * SLOWDOWN - BLOCKING_FROM_MS)} ms`.padEnd(11),
        `at ${Math.round((task.ts - firstPaint.ts) / 1000)} ms, ${Math.round(ms)} ms here:`,
        [...work]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([name, us]) => `${name} ${Math.round(us / 1000)} ms`)
          .join(', '),
        '—',
        functionsBetween(profile, task.ts, end) || 'no JavaScript',
      ].join(' '),
    };
  });
  const total = rows.reduce((sum, row) => sum + row.adds, 0);
  console.log(
    `${url}\n  estimated TBT at ${SLOWDOWN}× (after first paint): ${Math.round(total)} ms`,
  );
  for (const row of rows) console.log(row.line);
}
