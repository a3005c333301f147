import { type RawBuilder, sql } from 'kysely';

/**
 * `column` contains `text`, ignoring case, with LIKE's wildcards in `text` taken literally. The
 * explicit ESCAPE makes it behave the same on SQLite (no default escape) and PostgreSQL.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** `column` is `text`, ignoring case. */
export function equalsIgnoringCase(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) = ${text.toLowerCase()}`;
}
