import { useEffect } from 'react';

/** The first signs of a person at the page: a touch, a key, the mouse or the wheel. */
const FIRST_INTERACTION = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/** Whether a person has been seen at the page since it loaded (then later forms load at once). */
let someoneIsHere = false;

/**
 * Whether this page was reached by following a link inside the app: someone is here, even if
 * nothing of theirs was seen while this hook was not listening. The router numbers its history
 * entries (`idx`), from 0 for the page the visit started on.
 */
function cameByTheApp(): boolean {
  const entry = window.history.state as { idx?: unknown } | null;
  return typeof entry?.idx === 'number' && entry.idx > 0;
}

/**
 * Calls `start` at the first sign of a person at the page, or at once when one was seen already
 * (the visitor came to this page from another one of the app). The route search forms load their
 * code this way: nobody waits for it, and a visit that only reads neither downloads it nor spends
 * a phone's main thread on it while the page appears.
 */
export function useFirstInteraction(start: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    if (someoneIsHere || cameByTheApp()) {
      someoneIsHere = true;
      start();
      return;
    }
    const seen = () => {
      someoneIsHere = true;
      start();
    };
    for (const event of FIRST_INTERACTION) {
      window.addEventListener(event, seen, { once: true, passive: true, capture: true });
    }
    return () => {
      for (const event of FIRST_INTERACTION) {
        window.removeEventListener(event, seen, { capture: true });
      }
    };
  }, [start, enabled]);
}
