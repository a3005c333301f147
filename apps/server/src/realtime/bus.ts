import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type pg from 'pg';
import { postgresDriver } from '../db/postgres-driver';
import { batchWhileBusy } from '../lib/batch-while-busy';

/**
 * Tells every server instance what changed, so each can push it to its own live subscribers.
 * Messages are small JSON texts; a channel is e.g. `station:12` or `user:7`.
 */
export interface RealtimeBus {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, listener: (message: string) => void): () => void;
  close(): Promise<void>;
}

function createListeners() {
  const listeners = new Map<string, Set<(message: string) => void>>();
  return {
    has: (channel: string) => listeners.has(channel),
    deliver(channel: string, message: string) {
      for (const listener of listeners.get(channel) ?? []) listener(message);
    },
    subscribe(channel: string, listener: (message: string) => void) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(channel);
      };
    },
  };
}

/** One process (the SQLite deployment): delivery is a function call. */
export function createInProcessBus(): RealtimeBus {
  const listeners = createListeners();
  return {
    async publish(channel, message) {
      listeners.deliver(channel, message);
    },
    subscribe: listeners.subscribe,
    async close() {},
  };
}

const PG_CHANNEL = 'foleni_realtime';

/** Routes or stops changed; the message names who changed them (an instance id, a command). */
export const NETWORK_CHANNEL = 'network';

const notifyPayload = (channel: string, message: string) => `${channel}\n${message}`;

/**
 * NOTIFY carries at most 8,000 bytes: a larger message goes deflated, or waits in
 * realtime_messages.
 */
const NOTIFY_LIMIT_BYTES = 7_900;
/** Starts a notice whose message follows deflated, in base64: a long queue line fits that way. */
const DEFLATED_PREFIX = '@deflated:';
/** Starts a notice whose message waits in realtime_messages under the id that follows. */
const STORED_PREFIX = '@stored:';
/** Long enough for every instance to read a stored message back. */
const KEEP_STORED_MS = 60_000;

/** How often an instance removes the stored messages that every instance has read by now. */
const PRUNE_EVERY_MS = 5_000;

interface Published {
  channel: string;
  message: string;
}

/**
 * Sends messages' notices in one statement, in order. A message too long for a notice is stored
 * first, and its notice names the row; the row is there before the notice goes out.
 */
async function notifyAll(db: pg.Pool | pg.Client, messages: readonly Published[]): Promise<void> {
  const notices: string[] = [];
  for (const { channel, message } of messages)
    notices.push(noticeOf(channel, message) ?? (await store(db, channel, message)));
  // As a JSON array: pg escapes an array parameter character by character, JSON is native.
  await db.query(
    'select pg_notify($1, notice) from json_array_elements_text($2::json) with ordinality as sent(notice, n) order by n',
    [PG_CHANNEL, JSON.stringify(notices)],
  );
}

/** Stores a message for the instances to read back, and returns the notice that names it. */
async function store(db: pg.Pool | pg.Client, channel: string, message: string): Promise<string> {
  const { rows } = await db.query<{ id: number }>(
    'insert into realtime_messages (channel, message, created_at) values ($1, $2, $3) returning id',
    [channel, message, new Date().toISOString()],
  );
  return notifyPayload(channel, `${STORED_PREFIX}${rows[0]?.id}`);
}

/**
 * The notice that carries the message itself: as it is, or deflated when that is what fits (a
 * queue line of thirty vehicles is 10 kB of JSON and 2 kB deflated, where storing it and reading
 * it back cost two round trips and a row of 10 kB). Null when it does not fit even so.
 */
function noticeOf(channel: string, message: string): string | null {
  const plain = notifyPayload(channel, message);
  if (Buffer.byteLength(plain) <= NOTIFY_LIMIT_BYTES) return plain;
  const deflated = deflateRawSync(message, { level: 1 }).toString('base64');
  // Base64 and channel names are ASCII: a character is a byte.
  const notice = notifyPayload(channel, `${DEFLATED_PREFIX}${deflated}`);
  return notice.length <= NOTIFY_LIMIT_BYTES ? notice : null;
}

/** The message a notice's body carries itself, or null when it waits in realtime_messages. */
function carried(body: string): string | null {
  if (body.startsWith(DEFLATED_PREFIX))
    return inflateRawSync(Buffer.from(body.slice(DEFLATED_PREFIX.length), 'base64')).toString();
  return body.startsWith(STORED_PREFIX) ? null : body;
}

async function pruneStored(db: pg.Pool | pg.Client): Promise<void> {
  await db.query('delete from realtime_messages where created_at < $1', [
    new Date(Date.now() - KEEP_STORED_MS).toISOString(),
  ]);
}

/**
 * One message to every instance on this PostgreSQL, from a process that does not listen: a
 * command such as `npm run import:gtfs`.
 */
export async function publishToInstances(url: string, channel: string, message: string) {
  const client = new (postgresDriver().Client)({ connectionString: url });
  await client.connect();
  try {
    await notifyAll(client, [{ channel, message }]);
    await pruneStored(client);
  } finally {
    await client.end();
  }
}

/**
 * Several instances on one PostgreSQL: every message goes through NOTIFY and comes back to every
 * instance (this one included) through LISTEN on one dedicated connection, in the order sent.
 */
export async function createPostgresBus(
  url: string,
  log: { warn(details: object, message: string): void },
): Promise<RealtimeBus> {
  const listeners = createListeners();
  const publisher = new (postgresDriver().Pool)({ connectionString: url, max: 2 });
  publisher.on('error', (error) =>
    log.warn({ err: error }, 'realtime publisher lost an idle connection'),
  );
  let listener: pg.Client | null = null;
  let closed = false;
  let delivering = Promise.resolve();
  const readStored = async (id: number) => {
    const stored = await publisher.query<{ message: string }>(
      'select message from realtime_messages where id = $1',
      [id],
    );
    return stored.rows[0]?.message ?? null;
  };

  const connect = async () => {
    const client = new (postgresDriver().Client)({ connectionString: url });
    client.on('notification', ({ payload }) => {
      if (!payload) return;
      const separator = payload.indexOf('\n');
      const channel = payload.slice(0, separator);
      const body = payload.slice(separator + 1);
      // One at a time: a stored message is read back before the notices after it are delivered.
      delivering = delivering
        .then(async () => {
          // Every change comes back to every instance: one that no page here follows is not
          // unpacked (inflated or read back).
          if (!listeners.has(channel)) return;
          const message =
            carried(body) ?? (await readStored(Number(body.slice(STORED_PREFIX.length))));
          if (message !== null) listeners.deliver(channel, message);
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'a realtime message could not be read (inflated or read back)');
        });
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'realtime listener lost its connection; reconnecting');
      listener = null;
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`listen ${PG_CHANNEL}`);
    listener = client;
  };
  await connect();

  // Under load many changes share one round trip (one each made the publisher's connections the
  // queue's narrowest point). PostgreSQL delivers identical notices of one transaction once, so
  // a batch holds a message text once, whatever its channel: the text is the key as it is, whose
  // hash V8 keeps, where a new string of channel and text would be hashed whole each time.
  const publish = batchWhileBusy(
    async (messages: Published[]) => {
      await notifyAll(publisher, messages);
      return messages.map(() => undefined);
    },
    { distinctKey: ({ message }) => message },
  );
  let prunedAt = Date.now();
  return {
    async publish(channel, message) {
      await publish({ channel, message });
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneStored(publisher);
      }
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
