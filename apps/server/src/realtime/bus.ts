import type pg from 'pg';
import { postgresDriver } from '../db/postgres-driver';

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

/** NOTIFY carries at most 8,000 bytes; a larger message waits in realtime_messages. */
const NOTIFY_LIMIT_BYTES = 7_900;
/** Starts a notice whose message waits in realtime_messages under the id that follows. */
const STORED_PREFIX = '@stored:';
/** Long enough for every instance to read a stored message back. */
const KEEP_STORED_MS = 60_000;

/** How often an instance removes the stored messages that every instance has read by now. */
const PRUNE_EVERY_MS = 5_000;

async function notify(db: pg.Pool | pg.Client, channel: string, message: string): Promise<void> {
  if (Buffer.byteLength(notifyPayload(channel, message)) <= NOTIFY_LIMIT_BYTES) {
    await db.query('select pg_notify($1, $2)', [PG_CHANNEL, notifyPayload(channel, message)]);
    return;
  }
  // One round trip: the message is stored and the notice of its id sent in the same statement,
  // so the notice goes out only once the row is there to read back.
  await db.query(
    `with stored as (
       insert into realtime_messages (channel, message, created_at) values ($1, $2, $3) returning id
     )
     select pg_notify($4, $5::text || stored.id) from stored`,
    [channel, message, new Date().toISOString(), PG_CHANNEL, notifyPayload(channel, STORED_PREFIX)],
  );
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
    await notify(client, channel, message);
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
          const message = body.startsWith(STORED_PREFIX)
            ? await readStored(Number(body.slice(STORED_PREFIX.length)))
            : body;
          if (message !== null) listeners.deliver(channel, message);
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'a stored realtime message could not be read back');
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

  let prunedAt = Date.now();
  return {
    async publish(channel, message) {
      await notify(publisher, channel, message);
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
