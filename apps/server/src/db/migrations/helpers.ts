import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
} from 'kysely';

// The migrations' own helpers, frozen with them: a migration's meaning must never change, so a
// new convention is a new helper here, never an edit of one below. Like the migrations, this
// file imports no application code.

type MigrationDb = Kysely<unknown>;

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A new table with the integer id every table has (an identity column on PostgreSQL). */
export function createTableWithId(db: MigrationDb, name: string) {
  const table = db.schema.createTable(name);
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** When a row was made and last changed, as ISO-8601 UTC text. */
export function withTimestamps<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
) {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

/** A foreign key, and what happens to this row when the one it names is deleted. */
export const references =
  (target: string, onDelete: 'cascade' | 'set null' | 'restrict' = 'restrict') =>
  (c: ColumnDefinitionBuilder) =>
    c.references(target).onDelete(onDelete);

/** An index on one column or several, in that order. */
export function createIndex(
  db: MigrationDb,
  name: string,
  table: string,
  columns: string | readonly string[],
) {
  return db.schema
    .createIndex(name)
    .on(table)
    .columns(typeof columns === 'string' ? [columns] : [...columns])
    .execute();
}
