/**
 * `items` in slices of at most `size`, in order: a bulk write or an `in (…)` list runs one
 * statement a slice, within the engines' limits on a statement's parameters.
 */
export function* batchesOf<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
