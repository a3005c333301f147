// What the gateway shows: `CON ` (the caller answers) or `END ` (the session is over), then the
// screen's lines. Gateways cut a screen at 182 characters, so a screen never exceeds it: the
// longest line gives way first (a long stage or place name), never a menu's numbers.

export const SCREEN_MAX = 182;

export interface Screen {
  more: boolean;
  lines: string[];
}

/** `1. Find a matatu` lines from a list of labels. */
export function numbered(labels: readonly string[]): string[] {
  return labels.map((label, index) => `${index + 1}. ${label}`);
}

function shorten(line: string, by: number): string {
  const keep = Math.max(1, line.length - by - 1);
  return `${line.slice(0, keep)}…`;
}

/** The screen as the gateway takes it, at most SCREEN_MAX characters. */
export function render({ more, lines }: Screen): string {
  const prefix = more ? 'CON ' : 'END ';
  const fitted = lines.filter((line) => line !== '');
  let text = prefix + fitted.join('\n');
  while (text.length > SCREEN_MAX) {
    let longest = 0;
    for (let index = 1; index < fitted.length; index++)
      if ((fitted[index] as string).length > (fitted[longest] as string).length) longest = index;
    const line = fitted[longest] as string;
    const over = text.length - SCREEN_MAX;
    if (line.length > over + 1) fitted[longest] = shorten(line, over);
    else fitted.splice(longest, 1);
    text = prefix + fitted.join('\n');
  }
  return text;
}

export const con = (...lines: string[]): Screen => ({ more: true, lines });
export const end = (...lines: string[]): Screen => ({ more: false, lines });
