import { createRequire } from 'node:module';
import type pg from 'pg';

let driver: typeof pg | null = null;

/**
 * The PostgreSQL driver, loaded on first use: a server on SQLite never spends the ~60 ms that
 * loading it takes at start.
 */
export function postgresDriver(): typeof pg {
  if (!driver) {
    driver = createRequire(import.meta.url)('pg') as typeof pg;
    // COUNT(*) and BIGINT come back as strings; every id and count here fits a double.
    driver.types.setTypeParser(driver.types.builtins.INT8, (value) => Number.parseInt(value, 10));
    driver.types.setTypeParser(driver.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
  }
  return driver;
}
