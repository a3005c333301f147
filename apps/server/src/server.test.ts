import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { healthSchema } from '@foleni/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from './test/test-app';

// The real entry point in a child process: what `npm start` runs after building the web app.
const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
const children: ChildProcess[] = [];
const dirs: string[] = [];

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foleni-server-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = async (): Promise<string> => {
    for (let waited = 0; waited < 20_000; waited += 50) {
      const match = /running on (http:\/\/\S+?)\s/.exec(stdout);
      if (match?.[1]) return match[1].replace('localhost', '127.0.0.1');
      if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`server did not start: ${stdout}${stderr}`);
  };
  return { child, dataDir, exited, listening, output: () => ({ stdout, stderr }) };
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('starting the server', () => {
  it.each([
    [
      { PORT: 'abc' },
      /^foleni: configuration error: PORT must be a whole number from 0 to 65535 \(got "abc"\)$/,
    ],
    [
      { DATABASE_URL: 'mysql://localhost/foleni' },
      /^foleni: configuration error: DATABASE_URL must be a postgres:\/\//,
    ],
  ])('stops on bad configuration %o with one clear line', async (env, message) => {
    const server = startServer(env);
    expect(await server.exited).toBe(1);
    const lines = server.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });

  it('says so in one line when PostgreSQL cannot be reached', async () => {
    const server = startServer({ DATABASE_URL: 'postgres://foleni@127.0.0.1:1/foleni' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toMatch(
      /^foleni: cannot open the PostgreSQL database in DATABASE_URL: .*ECONNREFUSED/,
    );
  });

  it(`serves, prints the demo logins and shuts down cleanly on SIGTERM (${testEngine})`, async () => {
    const database = await createTestDatabase();
    const server = startServer(database.url ? { DATABASE_URL: database.url } : {});
    try {
      const origin = await server.listening();
      const { stdout } = server.output();
      expect(stdout).toContain('admin@demo.foleni.ke');
      expect(stdout).toContain('customer@demo.foleni.ke');
      expect(stdout).toContain('password: foleni-demo');

      const health = healthSchema.parse(await (await fetch(`${origin}/api/v1.0/health/`)).json());
      expect(health.database).toMatchObject({ engine: testEngine, ok: true });

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      // better-sqlite3 folds the write-ahead log back into the database when it closes cleanly.
      if (testEngine === 'sqlite')
        expect(existsSync(path.join(server.dataDir, 'foleni.sqlite-wal'))).toBe(false);
    } finally {
      await database.drop();
    }
  });
});
