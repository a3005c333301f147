/**
 * Debian's Chromium, started as TOOLCHAIN.md says (headless, no sandbox, nothing fetched): by the
 * browser tests here, and by the root's browser benchmarks (bench/web.ts, bench/web-tasks.ts).
 * Free of side effects, so a benchmark can import it without loading the Playwright config.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
