import { type MigrationResultSet, Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

export class MigrationError extends Error {
  constructor(name: string | undefined, cause: unknown) {
    super(
      `Migration ${name ?? '(unknown)'} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'MigrationError';
  }
}

/** Brings the schema up to date; safe to run on every start and from several instances at once. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) throw new MigrationError(failed?.migrationName, error);
  return (results ?? []).map((result) => result.migrationName);
}
