import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

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

/**
 * One message to every instance on this PostgreSQL, from a process that does not listen: a
 * command such as `npm run import:gtfs`.
 */
export async function publishToInstances(url: string, channel: string, message: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_notify($1, $2)', [PG_CHANNEL, notifyPayload(channel, message)]);
  } finally {
    await client.end();
  }
}

/**
 * Several instances on one PostgreSQL: every message goes through NOTIFY and comes back to every
 * instance (this one included) through LISTEN on one dedicated connection.
 */
export async function createPostgresBus(url: string, log: FastifyBaseLogger): Promise<RealtimeBus> {
  const listeners = createListeners();
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', (error) =>
    log.warn({ err: error }, 'realtime publisher lost an idle connection'),
  );
  let listener: pg.Client | null = null;
  let closed = false;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (notification) => {
      if (!notification.payload) return;
      const separator = notification.payload.indexOf('\n');
      listeners.deliver(
        notification.payload.slice(0, separator),
        notification.payload.slice(separator + 1),
      );
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

  return {
    async publish(channel, message) {
      await publisher.query('select pg_notify($1, $2)', [
        PG_CHANNEL,
        notifyPayload(channel, message),
      ]);
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
