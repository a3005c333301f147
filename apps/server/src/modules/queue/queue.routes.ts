import {
  idempotentHeadersSchema,
  idParams,
  joinQueueSchema,
  messageBody,
  messageSchema,
  paginatedSchema,
  queueChangeSchema,
  queueEntrySchema,
  queueEventSchema,
  queueListQuerySchema,
  queueStatsQuerySchema,
  queueStatsSchema,
  stationQueueSchema,
} from '@foleni/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type EventStreams, lastEventIdOf, sseFrame } from '../../realtime/sse';
import { requireAccount } from '../auth/auth.guard';
import type { QueueService } from './queue.service';

const tags = ['queue'];
export const changeReply = queueEventSchema.extend(messageSchema.shape);

/**
 * A change's answer, the message and then the event, made from the event's JSON text as the live
 * subscribers got it: with the route's whole line in it, serializing the event is a large part of
 * a change's time, and zod's check of it again was a twentieth. The route tests hold the answers
 * to `changeReply`.
 */
function sendChange(reply: FastifyReply, code: 'queue.joined' | 'queue.updated', json: string) {
  return reply
    .type('application/json; charset=utf-8')
    .send(`${JSON.stringify(messageBody(code)).slice(0, -1)},${json.slice(1)}`);
}

const eventIdOf = (message: string) => Number(/"id":(\d+)/.exec(message)?.[1] ?? 0);

export const queueRoutes: FastifyPluginAsyncZod<{
  queue: QueueService;
  streams: EventStreams;
}> = async (app, { queue, streams }) => {
  // Every subscriber of a station gets the same message text: frame it once, not per subscriber.
  let lastMessage = '';
  let lastFrame = '';
  const frameOf = (message: string) => {
    if (message !== lastMessage) {
      lastMessage = message;
      lastFrame = sseFrame(eventIdOf(message), 'queue', message);
    }
    return lastFrame;
  };

  app.get(
    '/station-admin/queue/',
    {
      config: { access: 'queue.view' },
      schema: {
        tags,
        summary: 'Queue entries you may see, by station, route, status and day',
        operationId: 'listQueueEntries',
        description:
          'The queue entries the caller may see, filtered by station, route, status and day.',
        answer: 'A page of queue entries.',
        querystring: queueListQuerySchema,
        response: { 200: paginatedSchema(queueEntrySchema) },
      },
    },
    (request) => queue.list(requireAccount(request), request.query),
  );

  app.post(
    '/station-admin/queue/',
    {
      config: { access: 'queue.join', idempotent: true },
      schema: {
        tags,
        summary: "Add an approved vehicle to a station's queue for a route",
        operationId: 'joinQueue',
        description:
          "Adds an approved vehicle to the end of a station's queue for one of its routes; a driver only a vehicle they drive. With an Idempotency-Key, a repeat gets the first answer and adds nothing.",
        answer: 'The new queue entry.',
        refusals: [409, 422],
        headers: idempotentHeadersSchema,
        body: joinQueueSchema,
        response: { 201: changeReply },
      },
    },
    async (request, reply) => {
      const { json } = await queue.join(requireAccount(request), request.body);
      return sendChange(reply.status(201), 'queue.joined', json);
    },
  );

  app.put(
    '/queue/:id/',
    {
      config: { access: 'queue.change', idempotent: true },
      schema: {
        tags,
        summary: 'Call to load, depart, leave, remove (with reason) or move (with reason)',
        operationId: 'changeQueueEntry',
        description:
          'Moves a queue entry on: call it to load, depart, leave, remove it or move it in the line (the last two with a reason). Steps out of order answer 409. With an Idempotency-Key, a repeat gets the first answer and changes nothing.',
        answer: 'The queue entry as it is now.',
        refusals: [409, 422],
        headers: idempotentHeadersSchema,
        params: idParams,
        body: queueChangeSchema,
        response: { 200: changeReply },
      },
    },
    async (request, reply) => {
      const { json } = await queue.change(requireAccount(request), request.params.id, request.body);
      return sendChange(reply, 'queue.updated', json);
    },
  );

  app.get(
    '/stations/:id/queue/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A station's queues now, per route (public)",
        operationId: 'getStationQueue',
        description: "A station's queues now, one line per route, for boards and passengers.",
        answer: "The station's queues.",
        params: idParams,
        response: { 200: stationQueueSchema },
      },
    },
    (request) => queue.stationQueue(request.params.id),
  );

  app.get(
    '/stations/:id/queue/events/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "Live stream (server-sent events) of a station's queue: a snapshot, then each change",
        operationId: 'streamStationQueue',
        answer: 'A text/event-stream that stays open: a snapshot, then each change.',
        description:
          "Events: `snapshot` (a StationQueue) and `queue` (a QueueEvent whose `queue` is the route's whole line). Reconnect with Last-Event-ID (or ?last_event_id=): a snapshot is sent only when changes were missed.",
        params: idParams,
        produces: ['text/event-stream'],
        querystring: z.object({ last_event_id: z.coerce.number().int().nonnegative().optional() }),
      },
    },
    async (request, reply) => {
      const stationId = request.params.id;
      const resumeFrom = lastEventIdOf(request, request.query.last_event_id);
      // Subscribe first and hold what arrives, so nothing falls between the snapshot and the stream.
      const held: string[] = [];
      let live: ((message: string) => void) | null = null;
      const unsubscribe = queue.subscribe(stationId, (message) =>
        live ? live(message) : held.push(message),
      );
      let snapshot: Awaited<ReturnType<QueueService['stationQueue']>>;
      try {
        snapshot = await queue.stationQueue(stationId);
      } catch (error) {
        unsubscribe();
        throw error;
      }
      const stream = streams.open(request, reply);
      stream.onClose(unsubscribe);
      if (resumeFrom === null || resumeFrom < snapshot.last_event_id) {
        stream.send(sseFrame(snapshot.last_event_id, 'snapshot', JSON.stringify(snapshot)));
      }
      const seen = Math.max(snapshot.last_event_id, resumeFrom ?? 0);
      live = (message) => stream.send(frameOf(message));
      for (const message of held) if (eventIdOf(message) > seen) live(message);
    },
  );

  app.get(
    '/queue/stats/',
    {
      config: { access: 'queue.stats' },
      schema: {
        tags,
        summary: "A day's departures per hour and waiting times, by station and route",
        operationId: 'getQueueStats',
        description:
          "A day's departures per hour and the waiting times, by station and route, for the dashboards.",
        answer: "The day's figures.",
        querystring: queueStatsQuerySchema,
        response: { 200: queueStatsSchema },
      },
    },
    (request) => queue.stats(request.query),
  );
};
