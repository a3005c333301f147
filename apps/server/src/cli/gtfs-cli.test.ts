import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import {
  breakStopTimes,
  copyFeed,
  countNetworkRows,
  removeFeedCopies,
} from '../test/gtfs-fixtures';
import { createTestDatabase, testEngine } from '../test/test-app';

// `npm run import:gtfs` and `npm run export:gtfs` as a user runs them: child processes.
const importEntry = fileURLToPath(new URL('./import-gtfs.ts', import.meta.url));
const exportEntry = fileURLToPath(new URL('./export-gtfs.ts', import.meta.url));

describe(`the GTFS commands (${testEngine})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foleni-cli-'));
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  let feedDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    env = {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    };
    feedDir = loadConfig(env).gtfsSeedDir;
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    removeFeedCopies();
  });

  const run = (entry: string, arg: string, extraEnv: Record<string, string> = {}) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', entry, arg], {
        env: { ...env, ...extraEnv },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
      });
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  const networkRows = async () => {
    const handle = openDatabase(loadConfig(env).database);
    try {
      return await countNetworkRows(handle.db);
    } finally {
      await handle.close();
    }
  };

  it('imports a feed folder and prints the summary', async () => {
    const result = await run(importEntry, feedDir);
    expect(result.stderr).not.toMatch(/^foleni:/m);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Imported .* in \d+\.\d s$/m);
    expect(result.stdout).toMatch(/^ {2}routes +136 +136 +0$/m);
    expect(result.stdout).toMatch(/^ {2}route stops +7,533 +7,533 +0$/m);
    // Not a terminal: one line per phase, and no bar redrawn in place.
    expect(result.stderr).toContain('Writing to the database...\n');
    expect(result.stderr).not.toContain('\r');
  });

  it('refuses a broken feed with one line naming file and line, and exit code 1', async () => {
    const before = await networkRows();
    const broken = copyFeed(feedDir);
    const problem = breakStopTimes(broken, 3000, 'missing field');
    const result = await run(importEntry, broken);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n').filter((line) => line.startsWith('foleni:'))).toEqual([
      `foleni: ${problem}`,
    ]);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
    expect(await networkRows()).toEqual(before);
  });

  it('exports a .zip that the import takes back without adding anything', async () => {
    const before = await networkRows();
    const zip = path.join(dataDir, 'export', 'nairobi.zip');
    const exported = await run(exportEntry, zip, { PUBLIC_URL: 'https://foleni.example.ke' });
    expect(exported.stderr).toBe('');
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(
      /: 1 agency, 178 stations, [\d,]+ stops, 136 routes, 272 trips\n$/,
    );

    const imported = await run(importEntry, zip);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/^ {2}routes +136 +0 +136$/m);
    expect(await networkRows()).toEqual(before);
  });

  it('says so when PUBLIC_URL is unset, as the feed then links to localhost', async () => {
    const folder = path.join(dataDir, 'export', 'no-public-url');
    const exported = await run(exportEntry, folder);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toBe(
      'foleni: warning: PUBLIC_URL is not set, so the feed gives http://localhost:3000 as its agency and publisher URL. Set PUBLIC_URL to the address where people reach Foleni and export again.\n',
    );
    expect(readFileSync(path.join(folder, 'feed_info.txt'), 'utf8')).toContain(
      'http://localhost:3000',
    );

    const configured = path.join(dataDir, 'export', 'public-url');
    const named = await run(exportEntry, configured, { PUBLIC_URL: 'https://foleni.example.ke/' });
    expect(named.stderr).toBe('');
    const agency = readFileSync(path.join(configured, 'agency.txt'), 'utf8');
    expect(agency).toContain('https://foleni.example.ke');
    expect(agency).not.toContain('localhost');
  });
});
