import type { AddressInfo } from 'node:net';
import { messages, type VehicleStatus } from '@foleni/contract';
import { queueChangeReplySchema } from '@foleni/contract/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Db, openDatabase } from '../../db/database';
import { createVehicle as approvedVehicle, signedIn } from '../../test/factories';
import {
  createTestApp,
  fieldMessages,
  injectApi,
  type TestContext,
  testEngine,
} from '../../test/test-app';
import { countRuleViolations, liveLines, rebuildLinesFromEvents } from './queue.invariants';
import { createQueueLines } from './queue.lines';
import { activeQueue } from './queue.repo';

/** The Sacco of the test routes: a vehicle works for it unless a test says otherwise. */
let routesSacco: number | null = null;
async function createVehicle(
  db: Db,
  {
    crew = [],
    saccoId = routesSacco,
    ...options
  }: { status?: VehicleStatus; crew?: number[]; owner?: number; saccoId?: number | null } = {},
) {
  return (await approvedVehicle(db, { ...options, sacco_id: saccoId, drivers: crew })).id;
}

describe(`the station queue (${testEngine})`, () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let marshal: Awaited<ReturnType<typeof signedIn>>;
  let station: number;
  let otherStation: number;
  let route: number;
  let otherRoute: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    ctx.app.inject({ method, url: `/api/v1.0/${url}`, headers, ...(payload ? { payload } : {}) });
  const join = (vehicle: number, headers = marshal.headers, at = station, on = route) =>
    call('POST', 'station-admin/queue/', headers, { station: at, route: on, vehicle });
  const change = (entry: number, payload: object, headers = marshal.headers) =>
    call('PUT', `queue/${entry}/`, headers, payload);
  const line = async (at = station, on = route) =>
    (await call('GET', `stations/${at}/queue/`, {}))
      .json()
      .routes.find((item: { route: number }) => item.route === on)?.entries ?? [];

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' });
    marshal = await signedIn(ctx.app, ctx.db, { role: 'STATION_ADMIN' });
    const region = (await call('POST', 'regions/', admin.headers, { name: 'CBD' })).json().id;
    const stationOf = async (name: string) =>
      (await call('POST', 'station/', admin.headers, { name, region_id: region })).json().id;
    station = await stationOf('Kencom');
    otherStation = await stationOf('Odeon');
    const ruaka = await stationOf('Ruaka');
    const sacco = (await call('POST', 'saccos/', admin.headers, { name: 'Kaskazini Line' })).json()
      .id;
    routesSacco = sacco;
    const routeOf = async (code: string, from: number) =>
      (
        await call('POST', 'post-route/', admin.headers, {
          route_id: code,
          route_name: code,
          sacco,
          origin_station: from,
          destination_station: ruaka,
        })
      ).json().id;
    route = await routeOf('107D', station);
    otherRoute = await routeOf('100', otherStation);
    await call('POST', `station/${station}/admins/`, admin.headers, { user_id: marshal.user.id });
  });
  afterAll(() => ctx.close());

  /** The app on a real port, for reading its event streams with fetch. */
  const listening = async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  };

  it('lines vehicles up first come, first served, and loads them one at a time', async () => {
    const [a, b, c] = [
      await createVehicle(ctx.db),
      await createVehicle(ctx.db),
      await createVehicle(ctx.db),
    ];
    const joined = await join(a);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      code: 'queue.joined',
      message: messages.queue.joined,
      type: 'joined',
      entry: { status: 'waiting', position: 1 },
    });
    const entryB = (await join(b)).json().entry.id;
    const entryC = (await join(c)).json().entry.id;
    const entryA = joined.json().entry.id;

    const notHead = await change(entryB, { action: 'call' });
    expect(notHead.statusCode).toBe(409);
    expect(notHead.json().message).toBe(messages.queue.notHead);
    expect((await change(entryA, { action: 'depart' })).json().message).toBe(
      messages.queue.notLoading,
    );
    expect((await change(entryA, { action: 'call' })).json().entry.status).toBe('loading');
    // Called twice (a double tap): the answer says this vehicle is loading, not another one.
    const calledAgain = await change(entryA, { action: 'call' });
    expect(calledAgain.statusCode).toBe(409);
    expect(calledAgain.json()).toMatchObject({
      code: 'queue.alreadyCalled',
      message: messages.queue.alreadyCalled,
    });
    expect((await change(entryB, { action: 'call' })).json()).toMatchObject({
      code: 'queue.alreadyLoading',
      message: messages.queue.alreadyLoading,
    });
    const departed = await change(entryA, { action: 'depart' });
    expect(departed.json()).toMatchObject({
      type: 'departed',
      entry: { status: 'departed', position: null },
    });
    expect(
      (await line()).map((entry: { id: number; position: number }) => [entry.id, entry.position]),
    ).toEqual([
      [entryB, 1],
      [entryC, 2],
    ]);
    expect((await change(entryA, { action: 'leave' })).json().message).toBe(messages.queue.ended);
    await change(entryB, { action: 'leave' });
    await change(entryC, { action: 'leave' });
  });

  it('answers every change exactly as the contract describes it, nothing more', async () => {
    const [a, b] = [await createVehicle(ctx.db), await createVehicle(ctx.db)];
    const answers = [await join(a), await join(b)];
    const [entryA, entryB] = answers.map((answer) => answer.json().entry.id);
    answers.push(await change(entryB, { action: 'move', position: 1, reason: 'Booked trip' }));
    answers.push(await change(entryB, { action: 'call' }));
    answers.push(await change(entryB, { action: 'depart' }));
    answers.push(await change(entryA, { action: 'remove', reason: 'Left the stage' }));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      // zod drops keys the schema does not name: an answer with more in it would differ.
      expect(queueChangeReplySchema.parse(answer.json())).toEqual(answer.json());
    }
  });

  it('lets a station admin move and remove entries only with a reason, and records it', async () => {
    const ids = [];
    for (let index = 0; index < 4; index++)
      ids.push((await join(await createVehicle(ctx.db))).json().entry.id);
    expect(fieldMessages(await change(ids[3], { action: 'move', position: 1 }))).toEqual({
      reason: [messages.queue.reasonRequired],
    });
    expect(
      (await change(ids[3], { action: 'move', position: 9, reason: 'Flat tyre fixed' })).json()
        .message,
    ).toBe(messages.queue.positionRange);
    const moved = await change(ids[3], {
      action: 'move',
      position: 1,
      reason: 'Was here first; marshal error',
    });
    expect(moved.json()).toMatchObject({ type: 'moved', reason: 'Was here first; marshal error' });
    expect((await line()).map((entry: { id: number }) => entry.id)).toEqual([
      ids[3],
      ids[0],
      ids[1],
      ids[2],
    ]);

    expect((await change(ids[0], { action: 'remove' })).statusCode).toBe(400);
    const removed = await change(ids[0], { action: 'remove', reason: 'Unroadworthy' });
    expect(removed.json().entry).toMatchObject({ status: 'removed', end_reason: 'Unroadworthy' });
    expect((await line()).map((entry: { position: number }) => entry.position)).toEqual([1, 2, 3]);
    await change(ids[3], { action: 'call' });
    expect(
      (await change(ids[1], { action: 'move', position: 1, reason: 'x' })).json().message,
    ).toBe(messages.queue.positionRange);
    expect(
      (await change(ids[3], { action: 'move', position: 2, reason: 'x' })).json().message,
    ).toBe(messages.queue.moveLoading);
    for (const id of [ids[3], ids[1], ids[2]]) await change(id, { action: 'leave' });
  });

  it('refuses vehicles that are not approved, routes that do not load here, and double queuing', async () => {
    const pending = await createVehicle(ctx.db, { status: 'pending_approval' });
    expect(fieldMessages(await join(pending))).toEqual({
      vehicle: [messages.queue.vehicleNotApproved],
    });
    const vehicle = await createVehicle(ctx.db);
    expect(fieldMessages(await join(vehicle, marshal.headers, station, otherRoute))).toEqual({
      route: [messages.queue.routeNotAtStation],
    });
    const first = await join(vehicle);
    expect(first.statusCode).toBe(201);
    const again = await join(vehicle, admin.headers, otherStation, otherRoute);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.queue.alreadyQueued);
    await change(first.json().entry.id, { action: 'leave' });
  });

  it("queues a vehicle only for its own Sacco's routes", async () => {
    const magharibi = (
      await call('POST', 'saccos/', admin.headers, { name: 'Magharibi Travellers' })
    ).json().id;
    const foreign = await createVehicle(ctx.db, { saccoId: magharibi });
    const refused = await join(foreign);
    expect(refused.statusCode).toBe(400);
    const otherSacco = {
      code: 'queue.routeOfOtherSacco',
      message: messages.queue.routeOfOtherSacco,
    };
    expect(refused.json()).toEqual({ ...otherSacco, fields: { route: [otherSacco] } });
    const withoutSacco = await createVehicle(ctx.db, { saccoId: null });
    expect((await join(withoutSacco, admin.headers)).json().message).toBe(
      messages.queue.routeOfOtherSacco,
    );
    expect(await line()).toEqual([]);
    expect(
      await ctx.db
        .selectFrom('queue_entries')
        .select('id')
        .where('vehicle_id', 'in', [foreign, withoutSacco])
        .execute(),
    ).toEqual([]);

    // A route at the station that is not served there is refused as before, whatever the Sacco.
    expect((await join(foreign, admin.headers, station, otherRoute)).json().message).toBe(
      messages.queue.routeNotAtStation,
    );
  });

  it('answers every change with the line as stored, though another instance changed it meanwhile', async () => {
    // A second instance of the server on the same database, as behind a load balancer.
    const other = await buildApp({
      config: ctx.config,
      database: openDatabase(ctx.config.database),
    });
    try {
      const first: number = (await join(await createVehicle(ctx.db))).json().entry.id;
      const second: number = (await join(await createVehicle(ctx.db))).json().entry.id;
      // The other instance calls the head: this one's own last look at the line is out of date.
      const called = await injectApi(
        other,
        'PUT',
        `queue/${first}/`,
        { action: 'call' },
        marshal.headers,
      );
      expect(called.statusCode, called.body).toBe(200);
      const departed = await change(first, { action: 'depart' });
      expect(departed.statusCode, departed.body).toBe(200);
      expect(departed.json().queue).toEqual(await line());
      const left = await change(second, { action: 'leave' });
      expect(left.json().queue).toEqual(await line());
      expect(await rebuildLinesFromEvents(ctx.db)).toEqual(await liveLines(ctx.db));
    } finally {
      await other.close();
    }
  });

  it('reads a line afresh once its station has a newer event, or once it was kept a while', async () => {
    const vehicle = await createVehicle(ctx.db);
    const joined = (await join(vehicle)).json();
    const lines = createQueueLines(60_000);
    const stored = await ctx.db.transaction().execute((trx) => activeQueue(trx, station, route));
    lines.keep(station, route, joined.id, stored);
    const current = () => ctx.db.transaction().execute((trx) => lines.current(trx, station, route));
    expect(await current()).toBe(stored);

    await change(joined.entry.id, { action: 'call' });
    const afterCall = await current();
    expect(afterCall).not.toBe(stored);
    expect(afterCall.map((row) => row.status)).toEqual(['loading']);

    const soonStale = createQueueLines(0);
    soonStale.keep(station, route, joined.id + 1, afterCall);
    expect(
      await ctx.db.transaction().execute((trx) => soonStale.current(trx, station, route)),
    ).not.toBe(afterCall);
    await change(joined.entry.id, { action: 'leave' });
  });

  it('keeps every rule under concurrent requests', async () => {
    // The same vehicle at two stations at once: exactly one wins.
    const contested = await createVehicle(ctx.db);
    const both = await Promise.all([
      join(contested, admin.headers, station, route),
      join(contested, admin.headers, otherStation, otherRoute),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);

    // Twenty vehicles join one queue together: positions come out dense.
    const vehicles = await Promise.all(Array.from({ length: 20 }, () => createVehicle(ctx.db)));
    const joins = await Promise.all(vehicles.map((vehicle) => join(vehicle)));
    expect(joins.every((response) => response.statusCode === 201)).toBe(true);
    const positions = (await line()).map((entry: { position: number }) => entry.position);
    expect(positions).toEqual(Array.from({ length: positions.length }, (_, index) => index + 1));

    // Everyone tries to call the head at once: one loads.
    const head = (await line())[0].id;
    const calls = await Promise.all(
      Array.from({ length: 5 }, () => change(head, { action: 'call' })),
    );
    expect(calls.filter((response) => response.statusCode === 200)).toHaveLength(1);

    // A storm of leaves, moves and departures.
    const entries = (await line()).map((entry: { id: number }) => entry.id);
    await Promise.all([
      change(entries[0], { action: 'depart' }),
      ...entries.slice(1, 8).map((id: number) => change(id, { action: 'leave' })),
      ...entries
        .slice(8, 12)
        .map((id: number, index: number) =>
          change(id, { action: 'move', position: 2 + index, reason: 'reorder' }),
        ),
    ]);
    expect(await countRuleViolations(ctx.db)).toEqual({ violations: 0, details: [] });
    expect(await rebuildLinesFromEvents(ctx.db)).toEqual(await liveLines(ctx.db));
  });

  it('lets a driver queue and take out only the vehicle they drive', async () => {
    const driver = await signedIn(ctx.app, ctx.db, { role: 'DRIVER' });
    const own = await createVehicle(ctx.db, { crew: [driver.user.id] });
    const foreign = await createVehicle(ctx.db);
    const denied = await join(foreign, driver.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.queue.notYourVehicle);
    const entry = (await join(own, driver.headers, otherStation, otherRoute)).json().entry.id;
    expect((await change(entry, { action: 'call' }, driver.headers)).statusCode).toBe(403);
    const mine = (await call('GET', 'station-admin/queue/', driver.headers)).json();
    expect(mine.results.map((row: { id: number }) => row.id)).toEqual([entry]);
    expect(mine.results[0].can).toEqual({
      call: false,
      depart: false,
      leave: true,
      remove: false,
      move: false,
    });
    const seenByAdmin = (await call('GET', 'station-admin/queue/', admin.headers)).json();
    const adminCan = seenByAdmin.results.find((row: { id: number }) => row.id === entry).can;
    expect(adminCan).toEqual({ call: true, depart: true, leave: true, remove: true, move: true });
    expect(
      (await change(entry, { action: 'leave', reason: 'Going for lunch' }, driver.headers)).json()
        .entry.status,
    ).toBe('left');
    const ended = (await call('GET', 'station-admin/queue/', driver.headers)).json();
    expect(Object.values(ended.results[0].can)).not.toContain(true);

    const otherMarshal = await signedIn(ctx.app, ctx.db, { role: 'STATION_ADMIN' });
    expect((await join(await createVehicle(ctx.db), otherMarshal.headers)).json().message).toBe(
      messages.queue.notYourStation,
    );
    expect((await call('GET', 'station-admin/queue/', otherMarshal.headers)).json().count).toBe(0);
  });

  it('tells the crew when a marshal queues their vehicle, when it is next in line and when it is called', async () => {
    const driver = await signedIn(ctx.app, ctx.db, { role: 'DRIVER' });
    // Start from an empty line at Odeon (the contested vehicle above may have won its place there).
    for (const entry of await line(otherStation, otherRoute)) {
      await change(entry.id, { action: 'leave' }, admin.headers);
    }
    const first = (
      await join(await createVehicle(ctx.db), admin.headers, otherStation, otherRoute)
    ).json().entry.id;
    const mine = (
      await join(
        await createVehicle(ctx.db, { crew: [driver.user.id] }),
        admin.headers,
        otherStation,
        otherRoute,
      )
    ).json().entry;
    await change(first, { action: 'call' }, admin.headers);
    await change(first, { action: 'depart' }, admin.headers);
    await change(mine.id, { action: 'call' }, admin.headers);

    const inbox = (await call('GET', 'notifications/', driver.headers)).json();
    expect(inbox.unread).toBe(3);
    const words = { plate: mine.plate, station: 'Odeon' };
    // The English words for e-mail and API users, and the body's code and values for the apps.
    expect(
      inbox.results.map(
        (item: { kind: string; title: string; body: string; code: string; params: object }) => [
          item.kind,
          item.title,
          item.body,
          item.code,
          item.params,
        ],
      ),
    ).toEqual([
      [
        'queue.called',
        messages.queue.calledTitle,
        messages.queue.called(words),
        'queue.called',
        words,
      ],
      // Called while the other vehicle loads: next to load, and the words say so.
      [
        'queue.next_in_line',
        messages.queue.nextInLineTitle,
        messages.queue.nextInLine(words),
        'queue.nextInLine',
        words,
      ],
      [
        'queue.queued',
        messages.queue.queuedTitle,
        messages.queue.queued(words),
        'queue.queued',
        words,
      ],
    ]);
    expect(
      (await call('POST', `notifications/${inbox.results[0].id}/read/`, driver.headers)).json(),
    ).toEqual({ unread: 2 });
    expect((await call('POST', 'notifications/read-all/', driver.headers)).json()).toEqual({
      unread: 0,
    });
    await change(mine.id, { action: 'depart' }, admin.headers);
  });

  it('tells a vehicle that joins an empty line that it is next, and no one twice', async () => {
    const driver = await signedIn(ctx.app, ctx.db, { role: 'DRIVER' });
    for (const entry of await line(otherStation, otherRoute)) {
      await change(entry.id, { action: 'leave' }, admin.headers);
    }
    const mine = (
      await join(
        await createVehicle(ctx.db, { crew: [driver.user.id] }),
        driver.headers,
        otherStation,
        otherRoute,
      )
    ).json().entry;
    await join(await createVehicle(ctx.db), admin.headers, otherStation, otherRoute);
    const inbox = (await call('GET', 'notifications/', driver.headers)).json();
    expect(inbox.results.map((item: { kind: string }) => item.kind)).toEqual([
      'queue.next_in_line',
    ]);
    // A driver who queues their own vehicle is not told that it was queued.
    await change(mine.id, { action: 'leave' }, driver.headers);
    await join(
      await createVehicle(ctx.db, { crew: [driver.user.id] }),
      driver.headers,
      otherStation,
      otherRoute,
    );
    const after = (await call('GET', 'notifications/', driver.headers)).json();
    expect(after.results.map((item: { kind: string }) => item.kind)).toEqual([
      'queue.next_in_line',
    ]);
    for (const entry of await line(otherStation, otherRoute)) {
      await change(entry.id, { action: 'leave' }, admin.headers);
    }
  });

  it("streams to the driver's app, at once, that a marshal queued their vehicle", async () => {
    const driver = await signedIn(ctx.app, ctx.db, { role: 'DRIVER' });
    const vehicle = await createVehicle(ctx.db, { crew: [driver.user.id] });
    const origin = await listening();
    const abort = new AbortController();
    const response = await fetch(`${origin}/api/v1.0/notifications/events/`, {
      headers: driver.headers,
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    // A line with a vehicle already in it: this one is queued behind, not next.
    const ahead = (await join(await createVehicle(ctx.db))).json().entry.id;
    const joined = (await join(vehicle)).json().entry;
    let buffer = '';
    for (;;) {
      const match = /event: notification\ndata: (.*)\n\n/.exec(buffer);
      if (match) {
        expect(JSON.parse(match[1] as string)).toMatchObject({
          kind: 'queue.queued',
          title: messages.queue.queuedTitle,
          body: messages.queue.queued({ plate: joined.plate, station: 'Kencom' }),
          code: 'queue.queued',
          params: { plate: joined.plate, station: 'Kencom' },
          data: { entry: joined.id, station },
        });
        break;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += new TextDecoder().decode(value);
    }
    abort.abort();
    await change(joined.id, { action: 'leave' });
    await change(ahead, { action: 'leave' });
  });

  it('streams a snapshot and then every change to a station board, and resumes', async () => {
    const origin = await listening();
    const abort = new AbortController();
    const response = await fetch(`${origin}/api/v1.0/stations/${station}/queue/events/`, {
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let buffer = '';
    const nextEvent = async (name: string) => {
      for (;;) {
        const match = new RegExp(`id: (\\d+)\\nevent: ${name}\\ndata: (.*)\\n\\n`).exec(buffer);
        if (match) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          return { id: Number(match[1]), data: JSON.parse(match[2] as string) };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += new TextDecoder().decode(value);
      }
    };
    const snapshot = await nextEvent('snapshot');
    expect(snapshot.data.station).toBe(station);
    const started = Date.now();
    const joined = (await join(await createVehicle(ctx.db))).json();
    // The earlier tests' last changes may reach the board after its snapshot (PostgreSQL's
    // notifications arrive when they arrive): they come first, in order, and are not this join.
    let event = await nextEvent('queue');
    while (event.id < joined.id) event = await nextEvent('queue');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event.id).toBe(joined.id);
    expect(event.data.queue.map((entry: { id: number }) => entry.id)).toContain(joined.entry.id);
    abort.abort();

    // Reconnecting with the last id seen: no snapshot unless something was missed.
    const upToDate = new AbortController();
    const resumed = await fetch(`${origin}/api/v1.0/stations/${station}/queue/events/`, {
      headers: { 'last-event-id': String(event.id) },
      signal: upToDate.signal,
    });
    const resumedReader = (resumed.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await resumedReader.read()).value);
    expect(first).not.toContain('event: snapshot');
    upToDate.abort();
    await change(joined.entry.id, { action: 'leave' });
  });

  it("counts a day's departures per hour and the average wait", async () => {
    const entry = (await join(await createVehicle(ctx.db))).json().entry.id;
    await change(entry, { action: 'call' });
    await change(entry, { action: 'depart' });
    const stats = (await call('GET', `queue/stats/?station=${station}`, marshal.headers)).json();
    expect(stats.departures).toBeGreaterThanOrEqual(2);
    expect(stats.departures_per_hour).toHaveLength(24);
    expect(stats.departures_per_hour.reduce((sum: number, value: number) => sum + value, 0)).toBe(
      stats.departures,
    );
    expect(stats.by_route[0]).toMatchObject({ route, route_code: '107D' });
    expect(stats.average_wait_minutes).toEqual(expect.any(Number));
  });
});
