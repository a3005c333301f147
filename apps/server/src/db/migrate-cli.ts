import { ConfigError, loadConfig } from '../config/config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrator';

// `npm run migrate`: brings the configured database's schema up to date and says what it did.
try {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    process.stdout.write(
      applied.length ? `applied: ${applied.join(', ')}\n` : 'schema is up to date\n',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  const message =
    error instanceof ConfigError
      ? `configuration error: ${error.problems.join('; ')}`
      : String(error);
  process.stderr.write(`foleni: ${message}\n`);
  process.exitCode = 1;
}
