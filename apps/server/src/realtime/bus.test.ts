import { randomBytes } from 'node:crypto';
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
        if (received.length === 5) resolve();
      });
    });
    const line = (size: number) =>
      JSON.stringify({ queue: Array.from({ length: size }, (_, i) => ({ plate: `KDA ${i}A` })) });
    // Random text does not deflate to fit a notice: it has to wait in the table.
    const noise = JSON.stringify({ noise: randomBytes(12_000).toString('base64') });
    const sent = [line(1), line(600), line(2), noise, line(900)];
    for (const long of [sent[1], sent[3], sent[4]])
      expect(Buffer.byteLength(long as string)).toBeGreaterThan(8000);

    for (const message of sent) await sender.publish('station:7', message);
    await all;
    expect(received).toEqual(sent);
  });

  it('delivers messages published at once all and in order, repeated ones as often as sent', async () => {
    const received: string[] = [];
    const sent = Array.from({ length: 250 }, (_, i) => (i % 50 === 7 ? 'again' : `change ${i}`));
    const all = new Promise<void>((resolve) => {
      receiver.subscribe('station:9', (message) => {
        received.push(message);
        if (received.length === sent.length) resolve();
      });
    });
    await Promise.all(sent.map((message) => sender.publish('station:9', message)));
    await all;
    expect(received).toEqual(sent);
  });

  it('stores a message only when it does not fit a notice even deflated (one process: never)', async () => {
    const stored = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('realtime_messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await stored();
    const queue = Array.from({ length: 40 }, (_, i) => ({ id: i, plate: `KDA ${100 + i}A` }));
    await sender.publish('station:8', JSON.stringify({ queue, padding: 'x'.repeat(9000) }));
    expect(await stored()).toBe(before);
    await sender.publish('station:8', randomBytes(9000).toString('base64'));
    expect(await stored()).toBe(before + (testEngine === 'postgres' ? 1 : 0));
  });
});
