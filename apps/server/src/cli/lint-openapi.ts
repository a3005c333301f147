import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { runCli } from './run-cli';

// `npm run lint:openapi`: builds the app on a throwaway SQLite database, writes the OpenAPI
// document it serves to a temporary file and lints it with Spectral (.spectral.yaml at the root).
// Any warning fails, so the document an integrator reads stays complete.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

await runCli(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foleni-openapi-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    });
    const database = openDatabase(config.database);
    await migrateToLatest(database.db);
    const app = await buildApp({ config, database });
    const documentFile = path.join(dataDir, 'openapi.json');
    try {
      await app.ready();
      writeFileSync(documentFile, JSON.stringify(app.swagger(), null, 2));
    } finally {
      await app.close();
    }
    const spectral = spawnSync(
      'npx',
      [
        'spectral',
        'lint',
        documentFile,
        '--ruleset',
        path.join(repoRoot, '.spectral.yaml'),
        '--fail-severity=warn',
      ],
      { cwd: repoRoot, stdio: 'inherit' },
    );
    if (spectral.status !== 0) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
