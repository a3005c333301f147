import { messages, problem } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessBus } from '../../realtime/bus';
import { createNotification, signedIn } from '../../test/factories';
import { createTestApp, type TestContext, testEngine } from '../../test/test-app';
import { createNotificationsService } from './notifications.service';

describe(`notifications (${testEngine})`, () => {
  let ctx: TestContext;
  let driver: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    driver = await signedIn(ctx.app, ctx.db, { role: 'DRIVER' });
  });
  afterAll(() => ctx.close());

  const inbox = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1.0/notifications/',
        headers: driver.headers,
      })
    ).json();

  it('stores the body’s code and values beside its English words', async () => {
    const words = { plate: 'KDA 123Q', station: 'Kencom' };
    const notifications = createNotificationsService({
      db: ctx.db,
      bus: createInProcessBus(),
      senders: [],
      queuedSenders: [],
      log: { warn: () => undefined },
    });
    const stored = await ctx.db
      .transaction()
      .execute((trx) =>
        notifications.store(
          trx,
          driver.user.id,
          'queue.called',
          { title: problem('queue.calledTitle'), body: problem('queue.called', words) },
          { entry: 1 },
        ),
      );
    const row = await ctx.db
      .selectFrom('notifications')
      .select(['title', 'body', 'code', 'params'])
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect({ ...row, params: JSON.parse(row.params ?? 'null') }).toEqual({
      title: messages.queue.calledTitle,
      body: messages.queue.called(words),
      code: 'queue.called',
      params: words,
    });
    expect((await inbox()).results[0]).toMatchObject({
      id: stored.id,
      title: messages.queue.calledTitle,
      body: messages.queue.called(words),
      code: 'queue.called',
      params: words,
    });
  });

  it('answers a notification stored before codes with its words and no code', async () => {
    const { id } = await createNotification(ctx.db, {
      user_id: driver.user.id,
      title: 'Time to load',
      body: 'KBZ 9A is called to load at Odeon.',
    });
    expect((await inbox()).results[0]).toMatchObject({
      id,
      title: 'Time to load',
      body: 'KBZ 9A is called to load at Odeon.',
      code: null,
      params: null,
    });
  });
});
