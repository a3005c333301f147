import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { healthSchema } from '@foleni/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from './test/test-app';

// The real entry point in a child process: from its source, as `npm run dev` runs it, or compiled
// by `npm run build:server`, as `npm start` does.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const fromSource = ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))];
const children: ChildProcess[] = [];
const dirs: string[] = [];

function startServer(env: Record<string, string>, nodeArgs = fromSource) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foleni-server-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, nodeArgs, {
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

describe('the compiled server', () => {
  // Built beside dist/ (the bundle finds apps/server and node_modules from where it lies), into a
  // folder of its own so a running `npm start` is left alone.
  const outdir = path.join('.tmp', `build-${process.pid}`);
  beforeAll(() => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', outdir], {
      cwd: serverRoot,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
  });
  afterAll(() => rmSync(path.join(serverRoot, outdir), { recursive: true, force: true }));

  it('runs what the bundle leaves in node_modules: API docs, argon2, nodemailer', async () => {
    const server = startServer({}, [
      '--enable-source-maps',
      path.join(serverRoot, outdir, 'server.js'),
    ]);
    const origin = await server.listening();
    const get = (url: string) => fetch(`${origin}${url}`);
    const post = (url: string, body: object) =>
      fetch(`${origin}/api/v1.0${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    expect((await get('/api/docs')).status).toBe(200);
    expect(await (await get('/api/docs/json')).json()).toMatchObject({ openapi: '3.0.3' });
    expect(await (await get('/robots.txt')).text()).toContain('Sitemap: ');
    const journeys = await get('/api/v1.0/journeys/?from=Kencom&to=Westlands&time=08:00');
    const { journeys: found } = (await journeys.json()) as { journeys: unknown[] };
    expect(found.length).toBeGreaterThan(0);

    const signIn = await post('/login/', { username: 'admin', password: 'foleni-demo' });
    expect(signIn.status).toBe(200);
    const signUp = await post('/signup/', {
      firstname: 'Achieng',
      lastname: 'Odhiambo',
      email: 'achieng@example.ke',
      contact_number: '0712 345 678',
      national_id: '23456789',
      role: 'customer',
      password: 'safari-njema',
      confirmPassword: 'safari-njema',
    });
    expect(signUp.status).toBe(201);
    // The activation mail goes to the outbox once the answer is sent; the folder can appear
    // before the message is written into it.
    const outbox = path.join(server.dataDir, 'outbox');
    const mails = () => (existsSync(outbox) ? readdirSync(outbox) : []);
    for (let waited = 0; waited < 5_000 && mails().length === 0; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mails()).toHaveLength(1);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output().stderr).toBe('');
  });
});
