import { z } from 'zod';
import { messageSchema } from '../errors';
import { idempotentHeadersSchema } from '../idempotency';
import { paginatedSchema } from '../pagination';
import { idParams } from '../params';
import {
  joinQueueSchema,
  queueChangeSchema,
  queueEntrySchema,
  queueEventSchema,
  queueListQuerySchema,
  queueStatsQuerySchema,
  queueStatsSchema,
  stationQueueSchema,
} from '../queue';
import { operationGroup } from './operation';

/** A change's answer: the message, then the event as the live subscribers got it. */
export const queueChangeReplySchema = queueEventSchema.extend(messageSchema.shape);

export const queueOperations = operationGroup('queue', {
  listQueueEntries: {
    method: 'GET',
    url: '/station-admin/queue/',
    access: 'queue.view',
    summary: 'Queue entries you may see, by station, route, status and day',
    description:
      'The queue entries the caller may see, filtered by station, route, status and day.',
    answer: 'A page of queue entries.',
    querystring: queueListQuerySchema,
    response: { 200: paginatedSchema(queueEntrySchema) },
  },
  joinQueue: {
    method: 'POST',
    url: '/station-admin/queue/',
    access: 'queue.join',
    idempotent: true,
    summary: "Add an approved vehicle to a station's queue for a route",
    description:
      "Adds an approved vehicle to the end of a station's queue for one of its routes; a driver only a vehicle they drive. With an Idempotency-Key, a repeat gets the first answer and adds nothing.",
    answer: 'The new queue entry.',
    refusals: [409, 422],
    headers: idempotentHeadersSchema,
    body: joinQueueSchema,
    response: { 201: queueChangeReplySchema },
  },
  changeQueueEntry: {
    method: 'PUT',
    url: '/queue/:id/',
    access: 'queue.change',
    idempotent: true,
    summary: 'Call to load, depart, leave, remove (with reason) or move (with reason)',
    description:
      'Moves a queue entry on: call it to load, depart, leave, remove it or move it in the line (the last two with a reason). Steps out of order answer 409. With an Idempotency-Key, a repeat gets the first answer and changes nothing.',
    answer: 'The queue entry as it is now.',
    refusals: [409, 422],
    headers: idempotentHeadersSchema,
    params: idParams,
    body: queueChangeSchema,
    response: { 200: queueChangeReplySchema },
  },
  getStationQueue: {
    method: 'GET',
    url: '/stations/:id/queue/',
    access: 'public',
    summary: "A station's queues now, per route (public)",
    description: "A station's queues now, one line per route, for boards and passengers.",
    answer: "The station's queues.",
    params: idParams,
    response: { 200: stationQueueSchema },
  },
  streamStationQueue: {
    method: 'GET',
    url: '/stations/:id/queue/events/',
    access: 'public',
    summary: "Live stream (server-sent events) of a station's queue: a snapshot, then each change",
    description:
      "Events: `snapshot` (a StationQueue) and `queue` (a QueueEvent whose `queue` is the route's whole line). Reconnect with Last-Event-ID (or ?last_event_id=): a snapshot is sent only when changes were missed.",
    answer: 'A text/event-stream that stays open: a snapshot, then each change.',
    produces: ['text/event-stream'],
    params: idParams,
    querystring: z.object({ last_event_id: z.coerce.number().int().nonnegative().optional() }),
  },
  getQueueStats: {
    method: 'GET',
    url: '/queue/stats/',
    access: 'queue.stats',
    summary: "A day's departures per hour and waiting times, by station and route",
    description:
      "A day's departures per hour and the waiting times, by station and route, for the dashboards.",
    answer: "The day's figures.",
    querystring: queueStatsQuerySchema,
    response: { 200: queueStatsSchema },
  },
});
