import type { FastifyReply, FastifyRequest } from 'fastify';

const HEARTBEAT_MS = 15_000;

export interface EventStream {
  send(frame: string): void;
  onClose(cleanup: () => void): void;
}

/** One server-sent event, ready to write: `id`, `event` and one `data` line of JSON. */
export function sseFrame(id: number, event: string, json: string): string {
  return `id: ${id}\nevent: ${event}\ndata: ${json}\n\n`;
}

/**
 * The open server-sent-event streams of one app. Each takes over its response; a comment every
 * 15 s keeps proxies from closing an idle stream; `closeAll` ends them at shutdown, which would
 * otherwise wait for clients that never hang up.
 */
export function createEventStreams() {
  const open = new Set<() => void>();
  return {
    open(request: FastifyRequest, reply: FastifyReply): EventStream {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise hold events back in its buffer
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n\n');
      const cleanups: (() => void)[] = [];
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        open.delete(end);
        for (const cleanup of cleanups) cleanup();
      };
      const end = () => {
        close();
        raw.end();
      };
      open.add(end);
      request.raw.on('close', close);
      raw.on('error', close);
      return {
        send(frame) {
          if (!closed) raw.write(frame);
        },
        onClose(cleanup) {
          if (closed) cleanup();
          else cleanups.push(cleanup);
        },
      };
    },
    closeAll() {
      for (const end of [...open]) end();
    },
    get size() {
      return open.size;
    },
  };
}
export type EventStreams = ReturnType<typeof createEventStreams>;

/** The id a reconnecting EventSource sends, or the `last_event_id` query parameter. */
export function lastEventIdOf(
  request: FastifyRequest,
  fromQuery: number | undefined,
): number | null {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : (header ?? fromQuery));
  return Number.isInteger(value) && value >= 0 ? value : null;
}
