import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorBodySchema } from '@foleni/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDependencies, buildApp } from '../app';
import { type Config, loadConfig } from '../config/config';
import { type Db, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';

/**
 * The same API suites run on SQLite and, when TEST_DATABASE_URL points at a PostgreSQL server
 * (scripts/with-postgres.sh sets it), on a fresh PostgreSQL database per test file.
 */
export const testEngine: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_URL
  ? 'postgres'
  : 'sqlite';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export function createTestConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foleni-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Every injected request comes from 127.0.0.1; the rate-limit tests set their own ceiling.
    LOGIN_RATE_LIMIT: '100000',
    ACCOUNT_MAIL_RATE_LIMIT: '100000',
    PUBLIC_FORM_RATE_LIMIT: '100000',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    // Jobs run when a test says so (`app.jobs.runDue()`), never behind its back.
    JOB_POLL_MS: '0',
    ...overrides,
  });
}

/** A throwaway database of the engine under test; `drop` removes it. */
export async function createTestDatabase(): Promise<{
  url: string | undefined;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => undefined };
  const name = `foleni_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A migrated, empty database of the engine under test and the app built on it. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  dependencies: Pick<AppDependencies, 'mailer' | 'logDestination'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = createTestConfig({
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...overrides,
  });
  const handle = openDatabase(config.database);
  await migrateToLatest(handle.db);
  const app = await buildApp({ config, database: handle, ...dependencies });
  return {
    app,
    db: handle.db,
    config,
    async close() {
      await app.close();
      await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** One call of the API through inject: `injectApi(app, 'POST', 'regions/', { name }, headers)`. */
export function injectApi(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method, url: `/api/v1.0/${url}`, headers, ...(payload ? { payload } : {}) });
}

/**
 * The English messages of each field of an error answer: what a form shows beside each field,
 * for tests that pin the spec's words (the codes are pinned where a test is about them).
 */
export function fieldMessages(response: { json: () => unknown }): Record<string, string[]> {
  const { fields } = errorBodySchema.parse(response.json());
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([field, problems]) => [
      field,
      problems.map((found) => found.message),
    ]),
  );
}
