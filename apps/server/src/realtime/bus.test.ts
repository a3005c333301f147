import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testEngine } from '../test/test-app';
import { createInProcessBus, createPostgresBus, type RealtimeBus } from './bus';

/**
 * What one instance publishes reaches the subscribers of another, whole and in order, also past
 * NOTIFY's 8,000-byte limit (a long queue line). On SQLite one process is the whole deployment,
 * so publisher and subscriber share the in-process bus.
 */
describe(`the realtime bus (${testEngine})`, () => {
  let ctx: TestContext;
  let sender: RealtimeBus;
  let receiver: RealtimeBus;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { database } = ctx.config;
    if (database.engine === 'postgres') {
      const log = { warn: () => undefined };
      sender = await createPostgresBus(database.url, log);
      receiver = await createPostgresBus(database.url, log);
    } else {
      sender = createInProcessBus();
      receiver = sender;
    }
  });
  afterAll(async () => {
    await sender.close();
    if (receiver !== sender) await receiver.close();
    await ctx.close();
  });

  it('delivers small and large messages whole, in the order they were sent', async () => {
    const received: string[] = [];
    const all = new Promise<void>((resolve) => {
      receiver.subscribe('station:7', (message) => {
        received.push(message);
        if (received.length === 4) resolve();
      });
    });
    const line = (size: number) =>
      JSON.stringify({ queue: Array.from({ length: size }, (_, i) => ({ plate: `KDA ${i}A` })) });
    const sent = [line(1), line(600), line(2), line(900)];
    expect(Buffer.byteLength(sent[1] as string)).toBeGreaterThan(8000);

    for (const message of sent) await sender.publish('station:7', message);
    await all;
    expect(received).toEqual(sent);
  });
});
