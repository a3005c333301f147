// What the gateway shows: `CON ` (the caller answers) or `END ` (the session is over), then the
// screen's lines. Gateways cut a screen at 182 characters, so a screen never exceeds it: the
// longest lines give way first (a long stage or place name), so the short menu lines stay whole.

export const SCREEN_MAX = 182;

export interface Screen {
  more: boolean;
  lines: string[];
}

/** `1. Find a matatu` lines from a list of labels, numbered from `first`. */
export function numbered(labels: readonly string[], first = 1): string[] {
  return labels.map((label, index) => `${index + first}. ${label}`);
}

/** The line cut to `length` characters, its last one an ellipsis. */
function cut(line: string, length: number): string {
  return `${line.slice(0, length - 1)}…`;
}

/**
 * The screen as the gateway takes it, at most SCREEN_MAX characters. The longest line is cut
 * down to the next longest, and so on, so several long names share the room evenly.
 */
export function render({ more, lines }: Screen): string {
  const prefix = more ? 'CON ' : 'END ';
  const fitted = lines.filter((line) => line !== '');
  const length = () => prefix.length + fitted.join('\n').length;
  while (length() > SCREEN_MAX && fitted.length > 0) {
    const sizes = fitted.map((line) => line.length);
    const longest = sizes.indexOf(Math.max(...sizes));
    const size = sizes[longest] as number;
    const next = Math.max(0, ...sizes.filter((_, index) => index !== longest));
    const target = size - Math.max(1, Math.min(length() - SCREEN_MAX, size - next));
    if (target < 2) fitted.splice(longest, 1);
    else fitted[longest] = cut(fitted[longest] as string, target);
  }
  return prefix + fitted.join('\n');
}

export const con = (...lines: string[]): Screen => ({ more: true, lines });
export const end = (...lines: string[]): Screen => ({ more: false, lines });
