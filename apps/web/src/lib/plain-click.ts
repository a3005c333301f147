import type { MouseEvent } from 'react';

/** A left click without modifier keys: one the app handles itself, not "open in a new tab". */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
