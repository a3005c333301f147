import { messageBody } from '@foleni/contract';
import { operations } from '@foleni/contract/operations';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../http/serve-operation';
import { type EventStreams, lastEventIdOf, sseFrame } from '../../realtime/sse';
import { requireAccount } from '../auth/auth.guard';
import type { QueueService } from './queue.service';

/**
 * A change's answer, the message and then the event, made from the event's JSON text as the live
 * subscribers got it: with the route's whole line in it, serializing the event is a large part of
 * a change's time, and zod's check of it again was a twentieth. The route tests hold the answers
 * to `queueChangeReplySchema`.
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

  serve(app, operations.listQueueEntries, (request) =>
    queue.list(requireAccount(request), request.query),
  );

  serve(app, operations.joinQueue, async (request, reply) => {
    const { json } = await queue.join(requireAccount(request), request.body);
    return sendChange(reply, 'queue.joined', json);
  });

  serve(app, operations.changeQueueEntry, async (request, reply) => {
    const { json } = await queue.change(requireAccount(request), request.params.id, request.body);
    return sendChange(reply, 'queue.updated', json);
  });

  serve(app, operations.getStationQueue, (request) => queue.stationQueue(request.params.id));

  serve(app, operations.streamStationQueue, async (request, reply) => {
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
  });

  serve(app, operations.getQueueStats, (request) => queue.stats(request.query));
};
