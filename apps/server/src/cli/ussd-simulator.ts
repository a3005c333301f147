import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { FORM_MEDIA_TYPE } from '@foleni/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { seedIfEmpty } from '../seed/seed';
import { runCli, UsageError } from './run-cli';

// `npm run ussd`: a feature phone in the terminal. Type as on the phone's keypad; each screen
// shows with its length (a gateway cuts at 182). Without --url it runs the app in this process
// on the configured database (seeded like `npm start`); with --url it posts to a running server,
// as Africa's Talking does, so its boards and dashboards update live.

const USAGE =
  'usage: npm run ussd -- [--phone +254700000005] [--url http://localhost:3000 --secret <USSD_SECRET>]';

type Post = (fields: Record<string, string>) => Promise<string>;

async function inProcess(): Promise<{ post: Post; close(): Promise<void> }> {
  const secret = randomBytes(16).toString('hex');
  const config = loadConfig({ ...process.env, USSD_SECRET: secret, LOG_LEVEL: 'silent' });
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  await seedIfEmpty(database.db, config);
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    post: async (fields) =>
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1.0/ussd/?token=${secret}`,
          headers: { 'content-type': FORM_MEDIA_TYPE },
          payload: new URLSearchParams(fields).toString(),
        })
      ).body,
    close: () => app.close(),
  };
}

function overHttp(base: string, secret: string): { post: Post; close(): Promise<void> } {
  const url = new URL('/api/v1.0/ussd/', base);
  url.searchParams.set('token', secret);
  return {
    post: async (fields) => {
      const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields) });
      const body = await response.text();
      if (response.status !== 200)
        throw new UsageError(`the server answered ${response.status}: ${body}`);
      return body;
    },
    close: async () => undefined,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      phone: { type: 'string', default: '+254700000005' },
      url: { type: 'string' },
      secret: { type: 'string' },
    },
  });
  const secret = values.secret ?? process.env.USSD_SECRET;
  if (values.url && !secret) throw new UsageError(`--url needs --secret or USSD_SECRET\n${USAGE}`);
  const phone = values.phone;
  const gateway = values.url ? overHttp(values.url, secret as string) : await inProcess();
  const keypad = createInterface({ input: process.stdin });
  // Lines are read as they come, so a script piped in works as well as a person typing.
  const lines = keypad[Symbol.asyncIterator]();
  const sessionId = `sim-${randomBytes(6).toString('hex')}`;
  const inputs: string[] = [];
  process.stdout.write(`Dialling as ${phone} (session ${sessionId}). Ctrl+D hangs up.\n`);
  try {
    for (;;) {
      const screen = await gateway.post({
        sessionId,
        serviceCode: '*384*16#',
        phoneNumber: phone,
        networkCode: '63902',
        text: inputs.join('*'),
      });
      process.stdout.write(`\n${'-'.repeat(32)}\n${screen.slice(4)}\n${'-'.repeat(32)}\n`);
      process.stdout.write(`[${screen.slice(0, 3)}, ${screen.length} characters]\n`);
      if (!screen.startsWith('CON ')) break;
      process.stdout.write('> ');
      const typed = await lines.next();
      if (typed.done) break;
      inputs.push(String(typed.value).trim());
    }
  } finally {
    keypad.close();
    await gateway.close();
  }
}

await runCli(main);
