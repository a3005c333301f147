import { type Config, ConfigError } from '../config/config';
import { type Db, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { AppError } from '../errors/app-error';
import { GtfsArchiveError } from '../modules/gtfs/gtfs.archive';
import { GtfsFormatError } from '../modules/gtfs/gtfs.csv';

/** A mistake in how the command was called; its message says how to call it. */
export class UsageError extends Error {}

/**
 * Runs a command: whatever goes wrong ends it with exit code 1 and one line on stderr,
 * `foleni: <what went wrong>`, without a stack trace.
 */
export async function runCli(main: () => Promise<void>, beforeError?: () => void): Promise<void> {
  try {
    await main();
  } catch (error) {
    beforeError?.();
    process.stderr.write(`foleni: ${describeError(error)}\n`);
    process.exitCode = 1;
  }
}

/** Opens the configured database with its schema up to date, and closes it afterwards. */
export async function withDatabase<T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

export function databaseName(config: Config): string {
  return config.database.engine === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
}

function describeError(error: unknown): string {
  if (error instanceof ConfigError) return `configuration error: ${error.problems.join('; ')}`;
  if (
    error instanceof UsageError ||
    error instanceof GtfsFormatError ||
    error instanceof GtfsArchiveError ||
    error instanceof AppError
  ) {
    return error.message;
  }
  const { code, path } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT' && path) return `${path} does not exist`;
  if (code === 'EACCES' && path) return `not allowed to read or write ${path}`;
  return error instanceof Error ? error.message : String(error);
}
