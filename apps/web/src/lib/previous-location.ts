/**
 * The pathname of the page shown before the current one, within this visit (null on the first
 * page). The sign-in flow uses it to decide whether going back is going somewhere useful.
 */
let current: string | null = null;
let previous: string | null = null;

export function recordLocation(pathname: string): void {
  if (pathname !== current) {
    previous = current;
    current = pathname;
  }
}

export function getPreviousPathname(): string | null {
  return previous;
}
