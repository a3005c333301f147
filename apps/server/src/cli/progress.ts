import type { GtfsProgress } from '../modules/gtfs/gtfs.archive';

const BAR_WIDTH = 28;
const REDRAW_EVERY_MS = 100;

export interface ProgressBar extends GtfsProgress {
  /** Takes the bar off the screen, so that what is written next starts on a clean line. */
  clear(): void;
}

/**
 * A one-line progress bar, redrawn in place when `stream` is a terminal. Anywhere else (a log,
 * a pipe, CI) each phase is one plain line and nothing is redrawn.
 */
export function createProgressBar(stream: NodeJS.WriteStream): ProgressBar {
  const redraws = stream.isTTY === true;
  let label = '';
  let total: number | undefined;
  let done = 0;
  let drawnAt = Number.NEGATIVE_INFINITY;
  let visible = false;

  const draw = (force: boolean) => {
    const now = performance.now();
    if (!force && now - drawnAt < REDRAW_EVERY_MS) return;
    drawnAt = now;
    const columns = (stream.columns || 80) - 1;
    let line = `${label}...`;
    if (total) {
      const ratio = Math.min(done / total, 1);
      const tail = `${`${Math.floor(ratio * 100)}%`.padStart(4)}  ${count(done)}/${count(total)}`;
      const width = Math.max(Math.min(BAR_WIDTH, columns - label.length - tail.length - 4), 0);
      const filled = Math.floor(ratio * width);
      const bar = width > 0 ? ` [${'#'.repeat(filled)}${'-'.repeat(width - filled)}]` : '';
      line = `${label}${bar} ${tail}`;
    }
    stream.write(`\r\x1b[2K${line.slice(0, columns)}`);
    visible = true;
  };

  return {
    phase(nextLabel, nextTotal) {
      label = nextLabel;
      total = nextTotal;
      done = 0;
      if (redraws) draw(true);
      else stream.write(`${label}...\n`);
    },
    advance(nextDone) {
      done = nextDone;
      if (redraws) draw(done === total);
    },
    clear() {
      if (visible) stream.write('\r\x1b[2K');
      visible = false;
    },
  };
}

export function count(value: number): string {
  return value.toLocaleString('en-KE');
}
