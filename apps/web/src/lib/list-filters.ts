/*
 * Readers of a list's filters in the address, for useListParams' `readFilters`: each gives the
 * value when the list knows it, else `undefined` (the filter is off).
 */

/** One of `values` (a state, a role, a kind). */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

/** A record's id (a Sacco's, a region's): a whole number above 0. */
export function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A day, as YYYY-MM-DD. */
export function isoDay(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
