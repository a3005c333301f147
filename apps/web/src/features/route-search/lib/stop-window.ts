/** What the stop list of a result shows: a stop, or a gap standing for `count` hidden stops. */
export type StopItem =
  | {
      kind: 'stop';
      name: string;
      index: number;
      part: 'before' | 'boarding' | 'ride' | 'alighting' | 'after';
    }
  | { kind: 'gap'; count: number; key: string };

/** Stops kept next to the boarding and the alighting stop when the list is collapsed. */
const NEIGHBOURS = 2;
/** Lists this short are always shown in full. */
const SHORT_LIST = 8;

/** Where the passenger boards and gets off in `stops` (the first alighting after boarding). */
export function rideBounds(stops: string[], boarding: string, alighting: string) {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const from = Math.max(
    0,
    stops.findIndex((stop) => same(stop, boarding)),
  );
  const after = stops.findIndex((stop, index) => index > from && same(stop, alighting));
  const to = after === -1 ? stops.length - 1 : after;
  return { from, to };
}

/**
 * The stops to show: all of them when `expanded` or short, else the boarding and alighting
 * stops with a couple of neighbours inside the ride, and gaps for the rest.
 */
export function stopItems(
  stops: string[],
  boarding: string,
  alighting: string,
  expanded: boolean,
): { items: StopItem[]; collapsible: boolean } {
  const { from, to } = rideBounds(stops, boarding, alighting);
  const part = (index: number) =>
    index < from
      ? 'before'
      : index === from
        ? 'boarding'
        : index < to
          ? 'ride'
          : index === to
            ? 'alighting'
            : 'after';
  const all: StopItem[] = stops.map((name, index) => ({
    kind: 'stop',
    name,
    index,
    part: part(index),
  }));
  const collapsible = stops.length > SHORT_LIST;
  if (expanded || !collapsible) {
    return { items: all, collapsible };
  }

  const shown = new Set<number>([from, to]);
  for (let step = 1; step <= NEIGHBOURS; step += 1) {
    if (from + step < to) shown.add(from + step);
    if (to - step > from) shown.add(to - step);
  }
  const items: StopItem[] = [];
  let hidden = 0;
  stops.forEach((_, index) => {
    if (shown.has(index)) {
      if (hidden > 0) {
        items.push({ kind: 'gap', count: hidden, key: `gap-${index}` });
        hidden = 0;
      }
      items.push(all[index] as StopItem);
    } else {
      hidden += 1;
    }
  });
  if (hidden > 0) {
    items.push({ kind: 'gap', count: hidden, key: 'gap-end' });
  }
  return { items, collapsible };
}
