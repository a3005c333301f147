/** The one timestamp convention of the database: ISO-8601 UTC text. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Nairobi is UTC+3 all year (no daylight saving). */
export const NAIROBI_OFFSET_MS = 3 * 3600_000;
