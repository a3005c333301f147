/** The one timestamp convention of the database: ISO-8601 UTC text. */
export function nowIso(): string {
  return new Date().toISOString();
}
