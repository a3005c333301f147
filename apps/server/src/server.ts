import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/config';
import { type DatabaseHandle, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { DEMO_ACCOUNTS, demoEmail } from './seed/demo-accounts';
import { listDemoAccounts, seedIfEmpty } from './seed/seed';

const startedAt = performance.now();
// Graceful shutdown waits for requests in flight; past this, the process ends anyway.
const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`foleni: ${message}\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`configuration error: ${error.problems.join('; ')}`);
    throw error;
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  let database: DatabaseHandle | null = null;
  let app: FastifyInstance | null = null;
  try {
    database = openDatabase(config.database);
    await migrateToLatest(database.db);
    const seed = await seedIfEmpty(database.db, config);
    app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });
    await printWelcome(app, config, seed.seeded ? seed.demoAccountsCreated : 0);
  } catch (error) {
    await (app ? app.close() : database?.close())?.catch(() => undefined);
    fail(describeStartupError(error, config));
  }
  handleShutdown(app);
}

function describeStartupError(error: unknown, config: Config): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `port ${config.port} on ${config.host} is already in use; set PORT to another port`;
  if (code === 'EACCES')
    return `not allowed to listen on ${config.host}:${config.port}; set PORT or HOST`;
  const where =
    config.database.engine === 'postgres'
      ? 'the PostgreSQL database in DATABASE_URL'
      : config.database.file;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '28P01' || code === '3D000') {
    return `cannot open ${where}: ${(cause as Error).message}`;
  }
  return `failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

async function printWelcome(app: FastifyInstance, config: Config, demoCreated: number) {
  const host = ['127.0.0.1', '0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number }).port;
  const lines = [
    '',
    `  Foleni is running on http://${host}:${port}  (API docs: http://${host}:${port}/api/docs)`,
    `  Database: ${config.database.engine === 'sqlite' ? config.database.file : 'PostgreSQL'}; ready in ${Math.round(performance.now() - startedAt)} ms`,
  ];
  const demo = await listDemoAccounts(app.db);
  if (demo.length > 0) {
    const password =
      demoCreated > 0
        ? config.demoPassword
        : 'the DEMO_PASSWORD of the first start (default foleni-demo)';
    lines.push('', `  Demo logins (password: ${password}):`);
    for (const account of DEMO_ACCOUNTS) {
      const email = demoEmail(account);
      if (demo.some((row) => row.email === email))
        lines.push(`    ${account.role.padEnd(14)} ${email}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

function handleShutdown(app: FastifyInstance | null) {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      process.stderr.write('foleni: shutdown took too long; exiting\n');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    (app?.close() ?? Promise.resolve()).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

await start();
